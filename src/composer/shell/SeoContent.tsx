/**
 * The inside of the SEO block of a page the player moved to: its text and pictures from the SEO
 * API, in the markup the server writes for a landing page (server/seo/block.ts). Nothing shows while they load
 * or when a call fails: the block is extra reading below the page, never a reason for an error.
 */
import { useMemo, type ReactNode } from 'react';
import type { SeoContentAnswer, SeoVisualAnswer } from '../../../schemas/seo-api.schema.ts';
import type { useRemoteData as UseRemoteData } from '../../plugin-api/remote-data.ts';

/** The SEO API's paths (under /web-api); both take ?path=<page path>. */
const SEO_CONTENT_PATH = '/seo/content';
const SEO_VISUAL_PATH = '/seo/visual';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseContent(answer: unknown): SeoContentAnswer | null {
  if (!isObject(answer) || !('content' in answer)) return null;
  const { content } = answer;
  if (content === null) return answer as SeoContentAnswer;
  return isObject(content) && typeof content.title === 'string' && Array.isArray(content.paragraphs) && content.paragraphs.every((p) => typeof p === 'string')
    ? (answer as SeoContentAnswer)
    : null;
}

function parseVisual(answer: unknown): SeoVisualAnswer | null {
  return isObject(answer) && Array.isArray(answer.images) && answer.images.every((i) => isObject(i) && typeof i.src === 'string' && i.src.startsWith('/') && !i.src.startsWith('//'))
    ? (answer as SeoVisualAnswer)
    : null;
}

/**
 * `useRemoteData` comes from the block in the entry: importing it here would make the bundler split the
 * entry's shared code into more files for this one lazy module (docs/decisions/0009).
 */
export default function SeoContent({ path, useRemoteData }: { path: string; useRemoteData: typeof UseRemoteData }): ReactNode {
  const query = useMemo(() => ({ path }), [path]);
  const text = useRemoteData(`seo/content:${path}`, SEO_CONTENT_PATH, { query, parse: parseContent });
  const visual = useRemoteData(`seo/visual:${path}`, SEO_VISUAL_PATH, { query, parse: parseVisual });
  const content = text.data?.content;
  if (!content) return null;
  return (
    <details className="seo-block__details">
      <summary className="seo-block__summary">{content.title}</summary>
      <div className="seo-block__body">
        {visual.data?.images.map((image) => (
          <img key={image.src} className="seo-block__image" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
        ))}
        {content.paragraphs.map((paragraph, i) => (
          <p key={i} className="seo-block__text">
            {paragraph}
          </p>
        ))}
      </div>
    </details>
  );
}
