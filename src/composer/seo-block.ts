/**
 * The layout's SEO block as both sides know it: the server writes the block's markup into the
 * element with this id, and the browser keeps that markup as it is (server/seo/block.ts, SeoBlock.tsx).
 * Data only, no React: the server imports it. Only the entry's SeoBlock.tsx imports it in the
 * browser (a module the lazy SeoContent.tsx imported too would become a file of its own).
 */
export const SEO_BLOCK_ID = 'seo-block';
export const SEO_BLOCK_CLASS = 'seo-block';
/**
 * The Trusted Types policy that gives the landing block's element back its own markup when React has to
 * draw it again (after a hydration mismatch elsewhere, say): it accepts only the markup the server wrote
 * into that element, nothing else. server/security.ts lists it in the CSP.
 */
export const SEO_BLOCK_TRUSTED_TYPES_POLICY = 'seo-block';
