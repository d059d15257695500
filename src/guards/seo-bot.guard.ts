/**
 * SEO bot: a crawler that runs JavaScript and follows a link inside the app gets the next page as
 * a document load instead, so it reads that address's head (title, robots, canonical, hreflang),
 * status and server-rendered text exactly as the server answers them, never a head left over from
 * the page it came from. People are never affected. The server side of the same decision
 * (server/seo/crawler.ts) renders crawlers' pages as a guest's.
 */
import { call } from 'redux-saga/effects';
import { ALLOW, type CoreGuard, type NavigationContext } from './types.ts';

/** Search engines', social previews' and SEO tools' crawlers by their user-agent words. */
const CRAWLER = /bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|lighthouse-seo/i;

export function isCrawlerUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER.test(userAgent);
}

export interface SeoBotGuardOptions {
  userAgent?: () => string | undefined;
  loadDocument?: (href: string) => void;
}

function isInAppNavigation(ctx: NavigationContext): boolean {
  const committed = ctx.state.navigation.committed;
  if (!committed) return false;
  return committed.location.pathname !== ctx.location.pathname || committed.location.search !== ctx.location.search;
}

export function createSeoBotGuard(options: SeoBotGuardOptions = {}): CoreGuard {
  const userAgent = options.userAgent ?? (() => (typeof navigator === 'undefined' ? undefined : navigator.userAgent));
  const loadDocument = options.loadDocument ?? ((href: string) => window.location.assign(href));
  return {
    id: 'seo-bot',
    // SPEC 4.4.
    runsAfter: ['identification'],
    // The user agent matters to `prepare` only, in the browser; its decision is always allow.
    dependsOnVisitor: false,
    needsPreparation: (ctx) => isInAppNavigation(ctx) && isCrawlerUserAgent(userAgent()),
    *prepare(ctx) {
      loadDocument(ctx.location.pathname + ctx.location.search);
      // The document is being replaced: this navigation never commits in the old one.
      yield call(() => new Promise<never>(() => {}));
    },
    decide: () => ALLOW,
  };
}

export const seoBotGuard: CoreGuard = createSeoBotGuard();
