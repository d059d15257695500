/**
 * Walking pages as a player: each path must open its real page, not the catch-all (404), the server
 * error page, a failed plugin's refresh control (the error boundary) or a text shown as its raw
 * dictionary key ("office_menu_title"), and must break no CSP or Trusted Types rule. Specs that add
 * routes walk them with `expectRealPage`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A dictionary key as it shows when its text is missing: lower-case words joined by underscores. */
const RAW_KEY = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+){1,}\b/g;

/** Raw dictionary keys in the page's visible text (links and e-mail addresses are not checked). */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('#root').innerText();
  return [...new Set(text.match(RAW_KEY) ?? [])];
}

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

const watched = new WeakSet<Page>();

/**
 * From the next document on, collects the page's Content-Security-Policy violations, Trusted Types
 * ones among them (a plain string given to innerHTML or to a script's src), into
 * window.__policyViolations; policyViolationsOn reads them. Idempotent per page.
 */
export async function watchPolicyViolations(page: Page): Promise<void> {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript(() => {
    if (window.__policyViolations) return;
    const seen: string[] = [];
    window.__policyViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || '?'}:${event.lineNumber}${event.sample ? ` "${event.sample}"` : ''}`),
      true,
    );
  });
}

/** The page's visible text and the violations its document reported so far (this module's list and the shared fixture's), in one round trip. */
async function textAndViolations(page: Page): Promise<{ text: string; violations: string[] }> {
  return page.evaluate(() => ({
    text: document.getElementById('root')?.innerText ?? '',
    violations: [
      ...new Set([
        ...(window.__policyViolations ?? []),
        ...(window.__cspViolations ?? []).map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || '?'}:${v.line}${v.sample ? ` "${v.sample}"` : ''}`),
      ]),
    ],
  }));
}

/** The CSP and Trusted Types violations the current document reported so far. */
export async function policyViolationsOn(page: Page): Promise<string[]> {
  return (await textAndViolations(page)).violations;
}

/**
 * Opens `path` and checks it is a real page: the route's `heading` (a name or pattern) is visible, and
 * no 404, 500, refresh control, raw key or CSP / Trusted Types violation is on it.
 */
export async function expectRealPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await watchPolicyViolations(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first(), `${path} shows its heading`).toBeVisible();
  await expectNoBrokenPiece(page, path);
}

/** What the current page must not show: the catch-all, the error page, a failed piece, a raw key or a policy violation. */
export async function expectNoBrokenPiece(page: Page, path: string): Promise<void> {
  await expect(page.locator('.status-page'), `${path} is not a 404 or 500 page`).toHaveCount(0);
  await expect(page.locator('.refresh-control'), `${path} has no failed piece`).toHaveCount(0);
  const { text, violations } = await textAndViolations(page);
  expect([...new Set(text.match(RAW_KEY) ?? [])], `${path} shows no raw dictionary key`).toEqual([]);
  expect(violations, `${path} breaks no CSP or Trusted Types rule`).toEqual([]);
}

/**
 * From now on the page's browser fetches no pictures or fonts: for walks that ask whether pages are real, which a
 * picture does not tell. The browser blocks them itself (a Playwright route would send every request of every page
 * through the test process and back). The casino's walk, whose lobbies show a generated thumbnail per tile, went
 * from 43 to 29 s here; the catalog's from 41 to 34 s a part.
 */
export async function withoutPictures(page: Page): Promise<void> {
  const browserSide = await page.context().newCDPSession(page);
  await browserSide.send('Network.enable');
  await browserSide.send('Network.setBlockedURLs', { urls: ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'woff', 'woff2'].flatMap((ext) => [`*.${ext}`, `*.${ext}?*`]) });
}

/** The WCAG 2.2 A and AA rules of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Whether a frame of the page is of another origin (a game's); about:blank and srcdoc frames share the page's. */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}

/**
 * An axe run of the current page, as "rule: selector" lines. axe can check a frame of another origin only by
 * gathering every frame's results in a blank page it opens for each run (a renderer started and torn down,
 * about half of a run's time here); a page whose frames all share its origin is checked in axe's legacy mode,
 * in the page itself: the same rules on the same nodes, in half the time.
 */
export async function axeViolations(page: Page, configure: (builder: AxeBuilder) => AxeBuilder): Promise<string[]> {
  // Only the violations in full: the passes of a busy page were most of the result sent back (0.75 MB on the line).
  const builder = configure(new AxeBuilder({ page }).options({ resultTypes: ['violations'] }));
  if (!hasCrossOriginFrame(page)) builder.setLegacyMode(true);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** WCAG 2.2 A and AA violations axe-core finds on the current page, as "rule: selector" lines. */
export function accessibilityViolations(page: Page): Promise<string[]> {
  return axeViolations(page, (builder) => builder.withTags(WCAG_TAGS));
}
