/**
 * The layout's SEO block as both sides know it: the server writes the block's markup into the
 * element with this id, and the browser keeps that markup as it is (server/seo/block.ts, SeoBlock.tsx).
 * Data only, no React: the server imports it.
 */
export const SEO_BLOCK_ID = 'seo-block';
export const SEO_BLOCK_CLASS = 'seo-block';
/** The web-API paths (under /web-api) of a page's SEO text and pictures; both take ?path=<page path>. */
export const SEO_CONTENT_PATH = '/seo/content';
export const SEO_VISUAL_PATH = '/seo/visual';
