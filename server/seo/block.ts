/**
 * The layout's SEO block on the server: the page's SEO text and pictures as markup, written into
 * the block's element of the server-rendered page. A <details> element folds it on a phone without
 * any script; the browser keeps this markup as it is when it takes the page over.
 */
import type { SeoContent, SeoImage } from '../../schemas/seo-api.schema.ts';
import { SEO_BLOCK_CLASS, SEO_BLOCK_ID } from '../../src/composer/seo-block.ts';
import { escapeHtml } from '../html.ts';

/** The element React renders for the block on the server, empty (SeoBlock.tsx). */
export const EMPTY_SEO_BLOCK = `<section id="${SEO_BLOCK_ID}" class="${SEO_BLOCK_CLASS}"></section>`;

/** The block's inner markup; empty without a text. The same structure SeoContent.tsx renders. */
export function seoBlockInnerHtml(content: SeoContent | null, images: readonly SeoImage[]): string {
  if (content === null) return '';
  const pictures = images
    .map((i) => `<img class="seo-block__image" src="${escapeHtml(i.src)}" alt="${escapeHtml(i.alt)}" width="${i.width}" height="${i.height}" loading="lazy" decoding="async">`)
    .join('');
  const paragraphs = content.paragraphs.map((p) => `<p class="seo-block__text">${escapeHtml(p)}</p>`).join('');
  return `<details class="seo-block__details"><summary class="seo-block__summary">${escapeHtml(content.title)}</summary><div class="seo-block__body">${pictures}${paragraphs}</div></details>`;
}

/** `rootHtml` with the SEO block filled in; unchanged when the page has no block or no text. */
export function fillSeoBlock(rootHtml: string, inner: string): string {
  if (inner === '' || !rootHtml.includes(EMPTY_SEO_BLOCK)) return rootHtml;
  return rootHtml.replace(EMPTY_SEO_BLOCK, () => `<section id="${SEO_BLOCK_ID}" class="${SEO_BLOCK_CLASS}">${inner}</section>`);
}
