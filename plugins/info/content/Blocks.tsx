/**
 * Structured content as React elements: every text is rendered as text (the API never sends HTML),
 * links go by route id (plain text where this region does not serve the route), and contact lines
 * become mailto: and tel: links.
 */
import type { ReactNode } from 'react';
import { RouteLink, type RouteLinkProps } from '@plugin-api';
import type { CmsBlock } from './model.ts';

type LinksBlock = Extract<CmsBlock, { type: 'links' }>;
type LinkItem = LinksBlock['items'][number];

/** A link whose route id comes from data: the typed RouteLink checks ids in code, not in answers. */
function DataLink({ item }: { item: LinkItem }): ReactNode {
  const props = { to: item.routeId, params: item.params, children: item.text } as unknown as RouteLinkProps;
  return <RouteLink {...props} />;
}

function Block({ block, headingLevel }: { block: CmsBlock; headingLevel: 2 | 3 }): ReactNode {
  switch (block.type) {
    case 'heading':
      return headingLevel === 2 ? <h2 className="info-content__heading">{block.text}</h2> : <h3 className="info-content__heading">{block.text}</h3>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'notice':
      return <p className="info-content__notice">{block.text}</p>;
    case 'list':
      return block.ordered ? (
        <ol className="info-content__list">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      ) : (
        <ul className="info-content__list">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // A wide table scrolls inside its own box on a narrow phone instead of widening the page.
        <div className="info-content__table-wrap" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="info-content__table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column, i) => (
                  <th key={i} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'links':
      return (
        <ul className="info-content__links">
          {block.items.map((item, i) => (
            <li key={i}>
              <DataLink item={item} />
            </li>
          ))}
        </ul>
      );
    case 'contacts':
      return (
        <dl className="info-content__contacts">
          {block.items.map((item, i) => (
            <div key={i} className="info-content__contact">
              <dt>{item.label}</dt>
              <dd>
                <a href={`${item.kind === 'email' ? 'mailto:' : 'tel:'}${item.value}`}>{item.value}</a>
              </dd>
            </div>
          ))}
        </dl>
      );
    default:
      return null;
  }
}

/** The blocks in order; headings are h2 under the page's h1 (h3 when the page already has h2 sections above them). */
export function Blocks({ blocks, headingLevel = 2 }: { blocks: readonly CmsBlock[]; headingLevel?: 2 | 3 }): ReactNode {
  return blocks.map((block, i) => <Block key={i} block={block} headingLevel={headingLevel} />);
}
