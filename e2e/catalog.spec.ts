/**
 * The whole catalog in a browser: every path of tests/catalog/spec-paths.ts that answers 200 opens
 * as a real page (of the signed-in pages, which show a guest the sign-in, one per route area), one
 * after the other in each part's browser page, as a guest at 390×844: a heading shows,
 * and no 404 or 500 page, no failed piece (the refresh control), no raw dictionary key and no CSP or
 * Trusted Types violation. Most pages are opened as a link inside the app opens them (see `open`).
 * (Statuses, redirects and each first load's markup are checked over the server by
 * tests/catalog/first-load-status.test.ts and dead-links.test.ts; the pages' own flows, axe and looks
 * by each area's spec.)
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { appReady, expect, test } from './fixtures.ts';
import { withoutPictures } from './walk.ts';
import { SPEC_PATHS, urlOf, type CatalogEntry, type LiveIds } from '../tests/catalog/spec-paths.ts';

interface ManifestFile {
  area: string;
  defaults?: { flags?: { authNeeded?: boolean } };
  routes: { id: string; flags?: { authNeeded?: boolean } }[];
}

/** By route id, the route area of every route a guest may not open (flags.authNeeded, of the route or its area). */
function signedInOnlyAreas(): Map<string, string> {
  const areas = new Map<string, string>();
  for (const name of readdirSync('route-manifests').filter((file) => file.endsWith('.json'))) {
    const manifest = JSON.parse(readFileSync(`route-manifests/${name}`, 'utf8')) as ManifestFile;
    for (const route of manifest.routes) {
      if ((route.flags?.authNeeded ?? manifest.defaults?.flags?.authNeeded) === true) areas.set(route.id, manifest.area);
    }
  }
  return areas;
}

/**
 * The entries the walk opens: every page a guest sees, and of the pages that show a guest the sign-in
 * instead (the same sign-in page, whatever the address), the first of each route area. The others are
 * that same page again; their own content is walked signed in by their area's spec (office, payments…).
 */
function walkedEntries(entries: readonly CatalogEntry[], signedInOnly: ReadonlyMap<string, string>): CatalogEntry[] {
  const seenAreas = new Set<string>();
  return entries.filter((entry) => {
    const area = signedInOnly.get(entry.routeId);
    if (area === undefined) return true;
    if (seenAreas.has(area)) return false;
    seenAreas.add(area);
    return true;
  });
}

async function liveIds(page: Page): Promise<LiveIds> {
  const first = async (section: 'line' | 'live') => {
    const answer = (await (await page.request.get(`/web-api/sports/games?section=${section}&sport=football`)).json()) as {
      games: { id: number; sport: string; champId: number }[];
    };
    const game = answer.games[0];
    if (!game) throw new Error(`the reference feed has no football game in ${section} now`);
    return { sport: game.sport, champ: game.champId, id: game.id };
  };
  return { lineGame: await first('line'), liveGame: await first('live') };
}

/** Words a page shows as its content that look like dictionary keys (the cookies it sets, by name). */
const CONTENT_WORDS: Readonly<Record<string, readonly string[]>> = {
  '/en/information/cookies': ['auth_session', 'cookie_consent', 'analytics_id'],
};

/** A dictionary key as it shows when its text is missing (as e2e/walk.ts finds them). */
const RAW_KEY = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+){1,}\b/g;

/**
 * How the walk opens a page: as a link inside the app opens it ('link': react-router follows the history's popstate),
 * or as a first load ('load'). A first load of every page made the walk twice as long: each was a new document, its
 * modules evaluated and its page hydrated again. First loads of every page are checked over the server (statuses:
 * tests/catalog/first-load-status.test.ts; the markup's links and policy, in every config: tests/catalog/dead-links.test.ts)
 * and in the browser by each area's own walk.
 */
type Opening = 'link' | 'load';

/** What opening a page found at once, and how many policy violations the document had reported before it. */
interface Opened {
  problems: string[];
  violationsBefore: number;
}

async function open(page: Page, url: string, how: Opening): Promise<Opened> {
  if (how === 'load') {
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    // The app follows links once it has taken the server's page over: the next page may be opened by one.
    await appReady(page);
    return { problems: response?.status() === 200 ? [] : [`answered ${response?.status()}`], violationsBefore: 0 };
  }
  const violationsBefore = await page.evaluate((to) => {
    // The page on screen is marked: the walk waits for the page of `to` to replace it.
    document.querySelector('main .page')?.setAttribute('data-walked', '');
    window.history.pushState({ usr: null, key: `walk${Date.now()}`, idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return (window.__cspViolations ?? []).length;
  }, url);
  return { problems: [], violationsBefore };
}

/** Opens `url` and returns what is wrong with the page it shows (nothing for a real page). */
async function problemsOf(page: Page, url: string, how: Opening): Promise<string[]> {
  const { problems, violationsBefore } = await open(page, url, how);
  // The page's own code has arrived and a heading shows (a signed-in page shows the sign-in's).
  await page.waitForFunction(
    () =>
      document.querySelector('main .page[data-walked]') === null &&
      document.querySelector('[data-slot-loading]') === null &&
      document.querySelector('#root h1, #root h2') !== null,
    undefined,
    { timeout: 10_000 },
  );
  // One look at the page for everything else (each question to the browser costs a round trip).
  const seen = await page.evaluate((before) => ({
    notFoundOrError: document.querySelector('.status-page') !== null,
    failedPiece: document.querySelector('.refresh-control') !== null,
    text: document.getElementById('root')?.innerText ?? '',
    // CSP and Trusted Types violations since the walk left the last page (the shared fixture collects them).
    violations: (window.__cspViolations ?? []).slice(before).map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || '?'}:${v.line}`),
  }), violationsBefore);
  if (seen.notFoundOrError) problems.push('shows the 404 or 500 page');
  if (seen.failedPiece) problems.push('has a failed piece');
  const raw = [...new Set(seen.text.match(RAW_KEY) ?? [])].filter((word) => !CONTENT_WORDS[url]?.includes(word));
  if (raw.length > 0) problems.push(`shows raw keys ${raw.join(', ')}`);
  if (seen.violations.length > 0) problems.push(`breaks the CSP: ${seen.violations.join('; ')}`);
  return problems;
}

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The walk in parts, every part a test of its own that may run on another worker at the same time:
 * one walk of every page was the longest test of the run (a minute and a half here), the other
 * worker idle at its end.
 */
const PARTS = 2;
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part++) {
  test(`every catalog page that answers 200 opens as a real page (part ${part + 1} of ${PARTS})`, async ({ page }) => {
    // A part is meant to take under a minute; a machine busy with other work gets room.
    test.setTimeout(300_000);
    await withoutPictures(page);
    const ids = await liveIds(page);
    const signedInOnly = signedInOnlyAreas();
    const seenUrls = new Set<string>();
    const entries = walkedEntries(SPEC_PATHS.filter((entry) => entry.status === 200), signedInOnly)
      .map((entry) => ({ url: urlOf(entry, ids), routeId: entry.routeId }))
      .filter(({ url }) => !seenUrls.has(url) && seenUrls.add(url));
    expect(entries.length).toBeGreaterThan(150);
    const ours = entries.filter((_, index) => index % PARTS === part);
    const broken: string[] = [];
    const started = Date.now();
    let previousRoute: string | undefined;
    for (const { url, routeId } of ours) {
      // A first load where a link would not show the page itself: the first page, a guest's sign-in in place of a
      // signed-in page (a link there asks to sign in over the page on screen), and a page of the route on screen
      // (the route's page stays mounted with new parameters: nothing tells when it has them).
      const how: Opening = previousRoute === undefined || previousRoute === routeId || signedInOnly.has(routeId) ? 'load' : 'link';
      previousRoute = routeId;
      const problems = await problemsOf(page, url, how).catch((error: Error) => [error.message.split('\n', 1)[0]!]);
      if (problems.length > 0) broken.push(`${url} (${how === 'link' ? 'by a link' : 'first load'}): ${problems.join('; ')}`);
    }
    console.log(`catalog walk, part ${part + 1} of ${PARTS}: ${ours.length} of ${entries.length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(broken).toEqual([]);
  });
}
