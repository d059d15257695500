/**
 * The layout's SEO block: the page's SEO text, folded under its title, below the page's content.
 * The server writes it into the page it renders (server/seo/block.ts), and the browser keeps that
 * markup exactly as it arrived, so the landing page costs no script and no request for it. Only
 * after the player moves to another page is the text asked for, by a module loaded then.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { CommittedPage } from '../../state/navigation.slice.ts';
import { SEO_BLOCK_CLASS, SEO_BLOCK_ID } from '../seo-block.ts';

const SeoContent = lazy(() => import('./SeoContent.tsx'));

/** The landing page's path and the markup the server wrote into its block (null: none was written). */
let landing: { path: string; html: string | null } | undefined;

/**
 * Read once, when the first page renders: a later layout would find the previous page's block
 * still in the document while it renders.
 */
function landingBlock(path: string): { path: string; html: string | null } {
  // On the server every render is a landing page whose block the shell fills afterwards.
  if (typeof document === 'undefined') return { path, html: '' };
  landing ??= { path, html: document.getElementById(SEO_BLOCK_ID)?.innerHTML ?? null };
  return landing;
}

export function SeoBlock({ page }: { page: CommittedPage }): ReactNode {
  const path = page.location.pathname;
  const block = landingBlock(path);
  if (block.html !== null && path === block.path) {
    // The same element on both sides; its content is the server's and React never rewrites it.
    return <section id={SEO_BLOCK_ID} className={SEO_BLOCK_CLASS} dangerouslySetInnerHTML={{ __html: block.html }} suppressHydrationWarning />;
  }
  return (
    <Suspense fallback={null}>
      <SeoContent path={path} />
    </Suspense>
  );
}
