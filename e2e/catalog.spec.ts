/**
 * The whole catalog in a browser: every path of tests/catalog/spec-paths.ts that answers 200 opens
 * as a real page (of the signed-in pages, which show a guest the sign-in, one per route area), one
 * after the other in each part's browser page, as a guest at 390×844: a heading shows,
 * and no 404 or 500 page, no failed piece (the refresh control), no raw dictionary key and no CSP or
 * Trusted Types violation. (Statuses
 * and redirects are checked over the server by tests/catalog/first-load-status.test.ts; the pages'
 * own flows, axe and looks by each area's spec.)
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
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
function walkedEntries(entries: readonly CatalogEntry[]): CatalogEntry[] {
  const signedInOnly = signedInOnlyAreas();
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

/** Opens `url` and returns what is wrong with the page it shows (nothing for a real page). */
async function problemsOf(page: Page, url: string): Promise<string[]> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  const problems: string[] = [];
  if (response?.status() !== 200) problems.push(`answered ${response?.status()}`);
  // The page's own code has arrived and a heading shows (a signed-in page shows the sign-in's).
  await page.waitForFunction(() => document.querySelector('[data-slot-loading]') === null && document.querySelector('#root h1, #root h2') !== null, undefined, {
    timeout: 10_000,
  });
  // One look at the page for everything else (each question to the browser costs a round trip).
  const seen = await page.evaluate(() => ({
    notFoundOrError: document.querySelector('.status-page') !== null,
    failedPiece: document.querySelector('.refresh-control') !== null,
    text: document.getElementById('root')?.innerText ?? '',
    // CSP and Trusted Types violations of this document (the shared fixture collects them).
    violations: (window.__cspViolations ?? []).map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || '?'}:${v.line}`),
  }));
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
    // Pictures and fonts tell nothing about whether a page is real: the walk does without them. The
    // browser blocks them itself: a Playwright route sent every request of every page through the test
    // process and back (41 -> 34 s a part here).
    const browserSide = await page.context().newCDPSession(page);
    await browserSide.send('Network.enable');
    await browserSide.send('Network.setBlockedURLs', { urls: ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'woff', 'woff2'].flatMap((ext) => [`*.${ext}`, `*.${ext}?*`]) });
    const ids = await liveIds(page);
    const urls = [...new Set(walkedEntries(SPEC_PATHS.filter((entry) => entry.status === 200)).map((entry) => urlOf(entry, ids)))];
    expect(urls.length).toBeGreaterThan(150);
    const ours = urls.filter((_, index) => index % PARTS === part);
    const broken: string[] = [];
    const started = Date.now();
    for (const url of ours) {
      const problems = await problemsOf(page, url).catch((error: Error) => [error.message.split('\n', 1)[0]!]);
      if (problems.length > 0) broken.push(`${url}: ${problems.join('; ')}`);
    }
    console.log(`catalog walk, part ${part + 1} of ${PARTS}: ${ours.length} of ${urls.length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(broken).toEqual([]);
  });
}
