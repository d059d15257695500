/**
 * The layout's SEO block: the page's SEO text, folded under its title, below the page's content.
 * The server writes it into the page it renders (server/seo/block.ts), and the browser keeps that
 * markup exactly as it arrived, so the landing page costs no script and no request for it. Only
 * after the player moves to another page is the text asked for, by a module loaded then.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { CommittedPage } from '../../state/navigation.slice.ts';
import { useRemoteData } from '../../plugin-api/remote-data.ts';
import { SEO_BLOCK_CLASS, SEO_BLOCK_ID, SEO_BLOCK_TRUSTED_TYPES_POLICY } from '../seo-block.ts';

const SeoContent = lazy(() => import('./SeoContent.tsx'));

interface Landing {
  readonly path: string;
  readonly html: string;
}

/** The landing page's block as the server wrote it; null once used up (or when there was none). */
let landing: Landing | null | undefined;
/** The markup the server wrote, kept for the policy below even after `landing` is used up. */
let landingHtml: string | null = null;

/**
 * Read once, when the first page renders: a later layout would find the previous page's block
 * still in the document while it renders.
 */
function landingBlock(path: string): Landing | null {
  // On the server every render is a landing page whose block the shell fills afterwards.
  if (typeof document === 'undefined') return { path, html: '' };
  if (landing === undefined) {
    const html = document.getElementById(SEO_BLOCK_ID)?.innerHTML;
    landing = html === undefined ? null : { path, html };
    landingHtml = html ?? null;
  }
  return landing;
}

interface HtmlPolicy {
  createHTML(input: string): unknown;
}

let landingPolicy: HtmlPolicy | undefined;
/**
 * The one trusted value of the landing markup. React writes innerHTML again whenever `__html` is not
 * the previous value: a new TrustedHTML each render would rewrite the block on every render of the
 * layout, folding the text a player had just opened.
 */
let landingTrusted: { readonly html: string; readonly trusted: unknown } | undefined;

/**
 * The landing markup as the element's content. React normally keeps the server's content while it
 * hydrates; should it draw the element again, the page's CSP (Trusted Types) refuses a plain string,
 * so the string goes through a policy that accepts exactly the markup the server wrote there.
 */
function landingContent(html: string): { __html: string } {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy } }).trustedTypes;
  if (!factory || typeof document === 'undefined') return { __html: html };
  landingPolicy ??= factory.createPolicy(SEO_BLOCK_TRUSTED_TYPES_POLICY, {
    createHTML: (input) => {
      if (input !== landingHtml) throw new TypeError('the SEO block takes back only its own markup');
      return input;
    },
  });
  // React hands a TrustedHTML to innerHTML as it is.
  if (landingTrusted?.html !== html) landingTrusted = { html, trusted: landingPolicy.createHTML(html) };
  return { __html: landingTrusted.trusted as string };
}

/**
 * The server's markup serves the element it arrived in, once: giving it to a new element would be
 * an HTML string written by script, which the Trusted Types policy forbids. Coming back to the
 * landing page later, the block is asked for like any other page's.
 */
function forgetLanding(): void {
  landing = null;
}

export function SeoBlock({ page }: { page: CommittedPage }): ReactNode {
  const path = page.location.pathname;
  const [island, setIsland] = useState(() => {
    const block = landingBlock(path);
    return block !== null && block.path === path ? block : null;
  });
  // The player moved on: the server's markup is done with for good (adjusting state while rendering).
  if (island !== null && island.path !== path) setIsland(null);
  const showIsland = island !== null && island.path === path;
  useEffect(() => {
    if (!showIsland) return forgetLanding();
    return forgetLanding;
  }, [showIsland]);

  if (showIsland) {
    // The same element on both sides; its content is the server's and React never rewrites it.
    return <section key="landing" id={SEO_BLOCK_ID} className={SEO_BLOCK_CLASS} dangerouslySetInnerHTML={landingContent(island.html)} suppressHydrationWarning />;
  }
  // A new element (its own key): React never turns the server's element into this one.
  return (
    <section key="page" id={SEO_BLOCK_ID} className={SEO_BLOCK_CLASS}>
      <Suspense fallback={null}>
        <SeoContent path={path} useRemoteData={useRemoteData} />
      </Suspense>
    </section>
  );
}
