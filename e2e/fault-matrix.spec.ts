/**
 * The fault matrix: no failing web-API call holds the first screen hostage. For the calls the shell,
 * the home, live, casino lobby, coupon and office pages make, faults in turn: HTTP 500, a dropped
 * connection, a body that is not JSON, JSON of the wrong shape, and a server that never answers (the
 * client's own timeout ends it). For each case:
 *   - the shell paints (banner and main landmark) within the time it takes without the fault + 1 s;
 *   - the failure shows where the call's data belongs: that slot's error with its own "Try again",
 *     the page's texts error (a dictionary is the page's own), or nothing at all for a call whose
 *     answer nothing on screen waits for;
 *   - never a blank page: no banner or main, an empty body, the page-wide error boundary or the
 *     server error page (counted as "blank": any blank case fails its test);
 *   - what the player typed stays (the coupon's stake);
 *   - once the fault ends, the failure's own control, the next poll or the next visit brings the
 *     data back, in the same document (no reload).
 *
 * Which calls: each test first opens its pages without a fault and records the /web-api/ calls they
 * make; every recorded call must be in the matrix or in EXCLUDED with its reason, so a new call
 * cannot slip past it. (Calls to other API roots, such as the partitions list under /third-party/,
 * are not recorded.)
 *
 * Which faults: all five on the first call of each page, so every page meets each kind of fault;
 * on the others a wrong-shaped answer (each call parses its own answers) and one of the four faults
 * the API client turns into one kind of failure, in turn (faultsFor). A hang costs no real time (see
 * Time below); a full load costs about a second of this machine's two cores, which is why a case
 * loads a page afresh only where it must.
 *
 * Texts: a dictionary the page needs shows the page's texts error, whose Try again loads them in
 * place; one only a slot's widget needs (the quick coupon's on the live page) shows in that slot;
 * the signed-in widgets' texts show nowhere and are asked again by themselves.
 *
 * Time: the page's clock is Playwright's (installed, flowing as usual), and the waits the app makes
 * (retry back-off, poll intervals, the client's timeout) are skipped with fastForward, so a hang
 * costs no real ten seconds. A page is loaded afresh only where the call's answer would otherwise
 * already be in the store (dictionaries, the sports feed, start-up calls); elsewhere the case leaves
 * the page and comes back by client-side navigation.
 */
import type { Locator, Page, Request, Response, Route } from '@playwright/test';
import { expect, gotoReady, SHARED_STATE, test } from './fixtures.ts';
import { signInAsDemo } from './sign-in.ts';

type Fault = '500' | 'abort' | 'malformed' | 'schema' | 'hang';
const FAULTS: readonly Fault[] = ['500', 'abort', 'malformed', 'schema', 'hang'];

/** Where a failure shows: its slot's error, the page's texts error, or nowhere (nothing waits for it). */
type Shows = 'slot' | 'page' | 'quiet';
type Outcome = Shows | 'blank';

/**
 * How its data comes back once the fault ends: the failure's own button, a poll or check the app
 * repeats by itself, or the next visit.
 */
type Recovery = 'button' | 'poll' | 'revisit';

interface ApiCall {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Matched against the path after /web-api plus the query. */
  readonly url: RegExp;
  /**
   * 'load': a full load of the page; 'fresh': a full load of the neutral page, then a client-side
   * navigation to it (the store holds nothing yet); 'revisit': a client-side navigation to the neutral
   * page and back (the page asks again when it mounts); 'stay': the page as it is (a poll makes the call).
   */
  readonly opens: 'load' | 'fresh' | 'revisit' | 'stay';
  /** Where a 'revisit' goes in between (the neutral page unless the page keeps one answer per view, as the sports feed does). */
  readonly away?: string;
  readonly path: string;
  readonly shows: Shows;
  readonly recovers: Recovery;
  /**
   * Its data shows nowhere on this page (texts of popups not open, a profile the page does not
   * print): the poll's recovery is proven by the call asked again and answered.
   */
  readonly answered?: true;
  /** The call's data on screen (for a quiet call: the page working as usual). */
  readonly ready: (page: Page) => Locator;
}

/**
 * Calls these pages make that are not in the matrix, and why. (The site config is not called by
 * the browser on these pages at all: the document carries it.)
 */
const EXCLUDED: readonly { url: RegExp; why: string }[] = [
  { url: /^\/casino\/(thumbnails|providers)\/[^/]+\.svg$/, why: 'pictures in <img>, not data: a broken one leaves the tile with its name; JSON faults do not apply' },
  { url: /^\/analytics\/performance$/, why: 'a report sent after the page painted: nothing on screen comes from it and its failure is only logged (e2e/analytics.spec.ts covers the sending)' },
  { url: /^\/analytics\/(counters|counter\.js|events)(\?|$)/, why: 'the counters\' list, their scripts and the tracked steps, 10 s after the page started: nothing on screen comes from them and a failure is only logged (src/sagas/analytics/ tests the failures, e2e/analytics.spec.ts the sending)' },
  { url: /^\/(cms\/pages\/about|dictionaries\/info\?lang=en)$/, why: 'the neutral page the cases start from, its content and texts (information pages have their own spec)' },
  { url: /^\/seo\/(page-data|content|visual)\?path=(?!%2Fen%2F$)/, why: 'the SEO calls of the other pages walked here: the same calls and code as the home page\'s, which the matrix covers' },
  { url: /^\/sports\/(games|menu)\?section=line$|^\/sports-extras\/express-day$/, why: 'the line page, where the coupon test picks its selection: the same calls and code as the live page\'s, which the matrix covers' },
  { url: /^\/sports-extras\/express-day\?section=live$/, why: 'the express of the day above the live list: a read in its own block with the same RemoteState and Try again as the live games, which the matrix covers (plugins/sports/express-block.test.tsx fails it)' },
  { url: /^\/user\/login$/, why: 'the sign-in of the test itself, made before the page opens' },
];

/** The page a case starts from: it makes none of the calls under test. */
const NEUTRAL = '/en/information/about';
const neutralHeading = (page: Page) => page.getByRole('main').getByRole('heading', { name: 'About us', level: 1 });
/** Past the client's DEFAULT_TIMEOUT_MS (src/api/client.ts): what a hang waits before it fails. */
const BEYOND_CLIENT_TIMEOUT_MS = 10_500;
/** What a fault may add to the time the shell takes to paint. */
const PAINT_ALLOWANCE_MS = 1_000;

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('heading', { name, level: 1 });
const homeBlock = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title });
const mainText = (text: string | RegExp) => (page: Page) => page.getByRole('main').getByText(text).first();

// ---------------------------------------------------------------------------------------------
// The calls, by page

const GUEST_SHELL: readonly ApiCall[] = [
  // The session check and the blocks check decide the header's sign-in buttons and a blocked
  // region; the first screen must not wait for them, and a failed check is asked again.
  { name: 'session check', method: 'GET', url: /^\/session\/check$/, opens: 'load', path: '/en/', shows: 'quiet', recovers: 'poll', ready: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' }) },
  { name: 'blocks check', method: 'GET', url: /^\/blocks\/light\/v1\?/, opens: 'load', path: '/en/', shows: 'quiet', recovers: 'poll', ready: heading('Sports betting and casino') },
  { name: 'session load', method: 'GET', url: /^\/session$/, opens: 'load', path: '/en/', shows: 'quiet', recovers: 'poll', ready: heading('Sports betting and casino') },
  { name: 'redirect check', method: 'POST', url: /^\/redirect-light$/, opens: 'load', path: '/en/', shows: 'quiet', recovers: 'poll', ready: heading('Sports betting and casino') },
  { name: 'page data (title)', method: 'GET', url: /^\/seo\/page-data\?path=%2Fen%2F$/, opens: 'revisit', path: '/en/', shows: 'quiet', recovers: 'revisit', ready: heading('Sports betting and casino') },
  // The SEO block under the page: without its answers it is simply not there until the next visit.
  { name: 'SEO text', method: 'GET', url: /^\/seo\/content\?path=%2Fen%2F$/, opens: 'revisit', path: '/en/', shows: 'quiet', recovers: 'revisit', ready: (page) => page.locator('.seo-block__summary') },
  { name: 'SEO pictures', method: 'GET', url: /^\/seo\/visual\?path=%2Fen%2F$/, opens: 'revisit', path: '/en/', shows: 'quiet', recovers: 'revisit', ready: (page) => page.locator('.seo-block__image').first() },
  { name: 'home texts', method: 'GET', url: /^\/dictionaries\/home\?/, opens: 'fresh', path: '/en/', shows: 'page', recovers: 'button', ready: heading('Sports betting and casino') },
  // The home's blocks: in the HTML on a first load, asked by the browser when the page is reached
  // by a link; each fails in its own block with its Try again, the other blocks staying.
  { name: 'home live games', method: 'GET', url: /^\/home\/top-games\?section=live$/, opens: 'fresh', path: '/en/', shows: 'slot', recovers: 'button', ready: (page) => homeBlock(page, 'Live now').getByRole('listitem').first() },
  { name: 'home top matches', method: 'GET', url: /^\/home\/top-games\?section=line$/, opens: 'fresh', path: '/en/', shows: 'slot', recovers: 'button', ready: (page) => homeBlock(page, 'Top matches').getByRole('listitem').first() },
  { name: 'home banners', method: 'GET', url: /^\/home\/banners$/, opens: 'fresh', path: '/en/', shows: 'slot', recovers: 'button', ready: (page) => homeBlock(page, 'Offers').getByRole('link').first() },
];

const LIVE: readonly ApiCall[] = [
  { name: 'live games', method: 'GET', url: /^\/sports\/games\?section=live$/, opens: 'revisit', path: '/en/live', away: '/en/line', shows: 'slot', recovers: 'button', ready: (page) => page.locator('.sports__list') },
  { name: 'live sports menu', method: 'GET', url: /^\/sports\/menu\?section=live$/, opens: 'revisit', path: '/en/live', away: '/en/line', shows: 'slot', recovers: 'button', ready: (page) => page.getByRole('navigation', { name: 'Sports' }).locator('.chip__count').first() },
  { name: 'sports texts', method: 'GET', url: /^\/dictionaries\/sports\?/, opens: 'fresh', path: '/en/live', shows: 'page', recovers: 'button', ready: heading('Live') },
  // The live page's plugin declares the cricket and extras texts (its page's own). The coupon's texts
  // are the shell's (its button is in the bottom bar on every page): they come with the document.
  { name: 'cricket texts', method: 'GET', url: /^\/dictionaries\/cricket\?/, opens: 'fresh', path: '/en/live', shows: 'page', recovers: 'button', ready: heading('Live') },
  { name: 'sports extras texts', method: 'GET', url: /^\/dictionaries\/sports-extras\?/, opens: 'fresh', path: '/en/live', shows: 'page', recovers: 'button', ready: heading('Live') },
];

// The lobby of every game is /en/casino-lobby (/en/casino is no route of this site: it answers 404).
// The lobby answer only adds to the page (its providers in the filter, its sections' chips): the
// games list and its filters work without it, and the page says what is missing.
const CASINO: readonly ApiCall[] = [
  { name: 'casino lobby', method: 'GET', url: /^\/casino\/lobby$/, opens: 'revisit', path: '/en/casino-lobby', shows: 'slot', recovers: 'button', ready: (page) => page.getByLabel('Provider').locator('option').nth(1) },
  { name: 'casino games', method: 'GET', url: /^\/casino\/games\?/, opens: 'fresh', path: '/en/casino-lobby', shows: 'slot', recovers: 'button', ready: mainText(/^\d[\d,]* games$/) },
  { name: 'casino texts', method: 'GET', url: /^\/dictionaries\/casino\?/, opens: 'fresh', path: '/en/casino-lobby', shows: 'page', recovers: 'button', ready: heading('All games') },
];

// The coupon: a selection added on the line page, the slip opened, a stake typed. Its only call
// while open is the prices poll; the last prices stay while it fails, and the next poll answers.
const COUPON: readonly ApiCall[] = [
  { name: 'coupon prices', method: 'GET', url: /^\/coupon\/markets\?ids=/, opens: 'stay', path: '/en/coupon', shows: 'quiet', recovers: 'poll', ready: (page) => page.getByRole('list', { name: 'Bets' }).getByRole('listitem').first() },
];

// The signed-in session's start-up: the balance, the token for the player's calls, who the player
// is, and the responsible-gaming texts (they come with the session for its popups, not with the
// page). None of them may hold the first screen or sign the player out; each is asked again. The
// token is every player call's key: without it the page's own read fails in its slot.
const SESSION_START: readonly ApiCall[] = [
  { name: 'user accounts (balance)', method: 'GET', url: /^\/user\/accounts$/, opens: 'load', path: '/en/office/menu', shows: 'quiet', recovers: 'poll', ready: (page) => page.getByRole('banner').getByLabel(/^Balance: /) },
  { name: 'user token', method: 'GET', url: /^\/user\/gettoken\?/, opens: 'load', path: '/en/office/menu', shows: 'slot', recovers: 'button', ready: mainText('d***@example.com') },
  { name: 'user config', method: 'GET', url: /^\/user\/config$/, opens: 'load', path: '/en/office/menu', shows: 'quiet', recovers: 'poll', answered: true, ready: heading('Office') },
  { name: 'responsible-gaming texts', method: 'GET', url: /^\/dictionaries\/responsible-gaming\?/, opens: 'load', path: '/en/office/menu', shows: 'quiet', recovers: 'poll', answered: true, ready: heading('Office') },
];

// What a signed-in page asks after its first screen: the terms status and the blocks of a signed-in player.
const SIGNED_IN_EXTRAS: readonly ApiCall[] = [
  { name: 'terms status', method: 'GET', url: /^\/api-v3\/v2\/user\/agreement-rules\/status$/, opens: 'load', path: '/en/office/menu', shows: 'quiet', recovers: 'poll', ready: heading('Office') },
  { name: 'blocks of a signed-in page', method: 'POST', url: /^\/blocks\/v2$/, opens: 'load', path: '/en/office/menu', shows: 'quiet', recovers: 'poll', ready: heading('Office') },
];

const OFFICE: readonly ApiCall[] = [
  { name: 'office menu', method: 'GET', url: /^\/office\/menu$/, opens: 'revisit', path: '/en/office/menu', shows: 'slot', recovers: 'button', ready: mainText('d***@example.com') },
  { name: 'office texts', method: 'GET', url: /^\/dictionaries\/office\?/, opens: 'fresh', path: '/en/office/menu', shows: 'page', recovers: 'button', ready: heading('Office') },
  { name: 'messages', method: 'GET', url: /^\/office\/messages$/, opens: 'revisit', path: '/en/office/messages', shows: 'slot', recovers: 'button', ready: mainText(/^Unread messages: \d+$/) },
  { name: 'session history', method: 'GET', url: /^\/office\/sessions$/, opens: 'revisit', path: '/en/office/session-history', shows: 'slot', recovers: 'button', ready: mainText('This device') },
  { name: 'settings', method: 'GET', url: /^\/office\/settings$/, opens: 'revisit', path: '/en/office/account-settings', shows: 'slot', recovers: 'button', ready: mainText('Hide my balance on screen') },
  { name: 'wallets', method: 'GET', url: /^\/office\/wallets$/, opens: 'revisit', path: '/en/office/wallets', shows: 'slot', recovers: 'button', ready: mainText('Main account') },
  { name: 'hidden sports', method: 'GET', url: /^\/office\/disallow-sports$/, opens: 'revisit', path: '/en/office/disallow-sports', shows: 'slot', recovers: 'button', ready: (page) => page.getByRole('main').getByRole('checkbox').first() },
];

const MATRIX: readonly ApiCall[] = [...GUEST_SHELL, ...LIVE, ...CASINO, ...COUPON, ...SESSION_START, ...SIGNED_IN_EXTRAS, ...OFFICE];

// ---------------------------------------------------------------------------------------------
// Faults and what the page shows

const apiPath = (url: URL): string | null => (url.pathname.startsWith('/web-api/') ? url.pathname.slice('/web-api'.length) + url.search : null);

/** Answers `route` with `fault`; a hang is kept unanswered in `hung` (the client's timeout must end it). */
async function inject(route: Route, fault: Fault, hung: Route[]): Promise<void> {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Injected failure' }) });
    case 'abort':
      return route.abort('failed');
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' });
    case 'schema':
      // Valid JSON that no answer of this API has: every parser must refuse it.
      return route.fulfill({ status: 200, contentType: 'application/json', body: '[[42]]' });
    case 'hang':
      held.add(route.request());
      hung.push(route);
      return;
  }
}

/** A client-side navigation, as a link does it: the document and its store stay. */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** A full load that waits until the app owns the page. */
async function freshLoad(page: Page, path: string): Promise<void> {
  // A document left while its calls are on their way can report their end as an error of its own.
  await callsLanded(page);
  await gotoReady(page, path);
}

/** Before the fault is set: a fresh document for 'fresh', the neutral page for 'revisit' (the page under test unmounts). */
async function leave(page: Page, call: ApiCall): Promise<void> {
  if (call.opens === 'fresh' || (call.opens === 'revisit' && page.url() === 'about:blank')) {
    await freshLoad(page, NEUTRAL);
  } else if (call.opens === 'revisit') {
    await goAway(page, call);
  }
}

/** A client-side navigation off the page under test, to a page that makes none of its calls. */
async function goAway(page: Page, call: ApiCall): Promise<void> {
  await clientNavigate(page, call.away ?? NEUTRAL);
  await expect(call.away ? page.getByRole('main').getByRole('heading', { level: 1 }).first() : neutralHeading(page)).toBeVisible();
}

/** Opens the page whose call is under test (after `leave`). */
async function open(page: Page, call: ApiCall): Promise<void> {
  // The shell's paint is what is measured, not the load event.
  if (call.opens === 'load') await page.goto(call.path, { waitUntil: 'commit' });
  else if (call.opens !== 'stay') await clientNavigate(page, call.path);
}

/** How long the shell (banner and main landmark) takes to show after `action`, ms; null when it does not within 5 s. */
async function shellPaintMs(page: Page, action: () => Promise<void>): Promise<number | null> {
  const start = Date.now();
  await action();
  try {
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  } catch {
    return null;
  }
  return Date.now() - start;
}

/** A failed slot: an alert with its own button inside the page (not the page's texts error). */
const slotFailure = (page: Page) =>
  page.locator('main [role="alert"]:not(.status-page), .layout__quick-coupon [role="alert"]').filter({ has: page.getByRole('button') });
/** The page's texts could not be loaded: the page-level notice with its refresh button. */
const pageFailure = (page: Page) => page.locator('main .status-page[role="alert"]:not([data-status])');

/** What the page shows now, judged from the DOM. */
async function outcomeOn(page: Page): Promise<Outcome | 'nothing yet'> {
  const seen = await page.evaluate(() => {
    const visible = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0;
    const main = document.querySelector('main');
    return {
      shell: visible(document.querySelector('header')) && visible(main),
      text: document.body.innerText.trim().length,
      // The error boundary around the page itself, or the server error page: nothing of the page is left.
      pageGone: !!document.querySelector('main .page > .refresh-control, main .status-page[data-status="500"]'),
    };
  });
  if (!seen.shell || seen.text === 0 || seen.pageGone) return 'blank';
  if (await pageFailure(page).isVisible()) return 'page';
  if ((await slotFailure(page).count()) > 0 && (await slotFailure(page).first().isVisible())) return 'slot';
  return 'quiet';
}

async function isShown(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  if (await locator.first().isVisible()) return true;
  // An <option> is never "visible" on its own, nor what a closed <details> holds: being there is what counts.
  return locator
    .first()
    .evaluate((el) => el.tagName === 'OPTION' || !!el.closest('details:not([open])'), undefined, { timeout: 1_000 })
    .catch(() => false);
}

/** The longest single jump of the page clock: well under the client's timeout. */
const CLOCK_STEP_MS = 3_000;

/** Lets the app's waits (back-off, polls, the client's timeout) pass at once, a step at a time. */
async function timePasses(page: Page, ms: number): Promise<void> {
  // A jump of the page clock is a jump for every call in flight too: one that the real server is
  // answering right now must land first, or the jump would time it out (a fault of the test's own).
  // Short steps: a call the app starts during a jump cannot reach its timeout within it, and lands
  // before the next.
  for (let left = ms; left > 0; left -= CLOCK_STEP_MS) {
    await callsLanded(page);
    await page.clock.fastForward(Math.min(CLOCK_STEP_MS, left));
  }
}

/**
 * Waits (at most 8 s: a loaded CI machine can take seconds to answer a signed-in page's reads) until
 * no web-API call of the page is on its way, except those a hang holds.
 */
async function callsLanded(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  const until = Date.now() + 8_000;
  while (pending && [...pending].some((request) => !held.has(request)) && Date.now() < until) await page.waitForTimeout(20);
}

/** The web-API calls of each page that have no answer yet, and those a hang holds on purpose. */
const inFlight = new WeakMap<Page, Set<Request>>();
const held = new WeakSet<Request>();

function trackCalls(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (apiPath(new URL(request.url())) !== null) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

// ---------------------------------------------------------------------------------------------
// Running the cases

interface CaseResult {
  readonly id: string;
  readonly outcome: Outcome;
}
const results: CaseResult[] = [];
/** A case's checks are soft: the matrix walks every case and the test fails at its end, listing them all. */
const check = expect.configure({ soft: true });

interface Baseline {
  /** Shell paint time without a fault, per way of opening a page. */
  readonly paintMs: Map<string, number>;
}

const openingKey = (call: ApiCall) => `${call.opens} ${call.path}`;

/**
 * The no-fault pass: opens each page of `calls` the way its cases do, records the /web-api/ calls
 * made (every one must be in the matrix or excluded) and the shell's paint time.
 */
async function noFaultPass(page: Page, calls: readonly ApiCall[], prepare?: () => Promise<void>): Promise<Baseline> {
  const recorded = new Set<string>();
  const record = (request: { url(): string; method(): string }) => {
    const path = apiPath(new URL(request.url()));
    if (path !== null) recorded.add(`${request.method()} ${path}`);
  };
  page.on('request', record);
  const paintMs = new Map<string, number>();
  try {
    for (const call of calls) {
      const key = openingKey(call);
      if (paintMs.has(key) || call.opens === 'stay') continue;
      await leave(page, call);
      const ms = await shellPaintMs(page, () => open(page, call));
      expect(ms, `${key}: the shell paints without a fault`).not.toBeNull();
      paintMs.set(key, ms!);
      await expect.poll(() => isShown(call.ready(page)), { message: `${key}: its page shows without a fault` }).toBe(true);
    }
    // Calls made a while after the first screen (deferred start-up, polls, the session load).
    await timePasses(page, 11_000);
    if (prepare) await prepare();
  } finally {
    page.off('request', record);
  }
  const unknown = [...recorded].filter((entry) => {
    const [method, path] = entry.split(' ') as [string, string];
    return !MATRIX.some((call) => call.method === method && call.url.test(path)) && !EXCLUDED.some((excluded) => excluded.url.test(path));
  });
  expect(unknown, 'every call the pages make is in the matrix or excluded with a reason').toEqual([]);
  return { paintMs };
}

/**
 * One case: `fault` on `call`. Returns after the page recovered (or the case failed softly), with
 * the route removed.
 */
async function runCase(page: Page, call: ApiCall, fault: Fault, baseline: Baseline, kept?: (page: Page) => Promise<void>): Promise<void> {
  const id = `${fault} on ${call.name}`;
  const t0 = Date.now();
  const hung: Route[] = [];
  let hits = 0;
  const matches = (url: URL) => {
    const path = apiPath(url);
    return path !== null && call.url.test(path);
  };
  // Which requests the fault answered: any other of this call answered OK is the app asking again
  // once the fault ended (listened to from the start, so an answer that comes quickly is not missed),
  // and so is a held one, which only the real server can answer (after the route is removed).
  const faulted = new WeakSet<Request>();
  let answered = false;
  const answer = (response: Response) => {
    const request = response.request();
    const path = apiPath(new URL(response.url()));
    if (path === null || !call.url.test(path) || request.method() !== call.method || !response.ok()) return;
    if (!faulted.has(request) || held.has(request)) answered = true;
  };
  const handler = async (route: Route) => {
    if (route.request().method() !== call.method) return route.fallback();
    hits += 1;
    faulted.add(route.request());
    return inject(route, fault, hung);
  };

  await leave(page, call);
  if (call.opens === 'load') await callsLanded(page);
  await page.route(matches, handler);
  page.on('response', answer);
  const paintMs = await shellPaintMs(page, () => open(page, call));
  const normalMs = baseline.paintMs.get(openingKey(call));
  check(paintMs, `${id}: the shell paints`).not.toBeNull();
  if (normalMs !== undefined && paintMs !== null) check(paintMs, `${id}: the shell paints in its normal time (${normalMs} ms + 1 s)`).toBeLessThanOrEqual(normalMs + PAINT_ALLOWANCE_MS);
  const marker = `${id} ${Date.now()}`;
  await page.evaluate((value) => ((window as { faultCase?: string }).faultCase = value), marker);

  // The call is made, then its failure runs its course (retries, the timeout) with time skipped.
  await check.poll(async () => {
    if (hits === 0) await timePasses(page, 4_000);
    return hits;
  }, { message: `${id}: the page makes the call`, timeout: 10_000, intervals: [50, 100, 250] }).toBeGreaterThan(0);
  let outcome: Outcome | 'nothing yet' = 'nothing yet';
  await check
    .poll(
      async () => {
        await timePasses(page, fault === 'hang' ? BEYOND_CLIENT_TIMEOUT_MS : 1_500);
        outcome = await outcomeOn(page);
        return outcome === call.shows || outcome === 'blank';
      },
      { message: `${id}: the failure settles`, timeout: 10_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
  const settled: Outcome = outcome === 'nothing yet' || paintMs === null ? 'blank' : outcome;
  results.push({ id, outcome: settled });
  check(settled, `${id}: never a blank page`).not.toBe('blank');
  check(settled, `${id}: the failure shows where its data belongs`).toBe(call.shows);
  if (call.shows === 'slot') check(await slotFailure(page).count(), `${id}: only its own slot fails`).toBe(1);
  if (call.shows === 'quiet') await check(page.getByRole('main').getByRole('heading', { level: 1 }).first(), `${id}: the page works as usual`).toBeVisible();
  if (kept) await kept(page);

  // The fault ends: the failure's own control, the next poll or the next visit brings the data back.
  await page.unroute(matches, handler);
  // Playwright lets a request it still holds go on to the server once its route is removed: it then
  // has its real answer, or fails here if it went meanwhile.
  for (const route of hung) await route.abort().catch(() => {});
  if (call.recovers === 'button') {
    const failure = call.shows === 'page' ? pageFailure(page) : slotFailure(page);
    await failure
      .first()
      .getByRole('button')
      .first()
      .click({ timeout: 5_000 })
      .catch(() => check(false, `${id}: the failure has its own button`).toBe(true));
  } else if (call.recovers === 'revisit') {
    await goAway(page, call);
    await clientNavigate(page, call.path);
  }
  await check
    .poll(
      async () => {
        if (call.recovers === 'poll') await timePasses(page, 5_000);
        return (!call.answered || answered) && (await isShown(call.ready(page)));
      },
      { message: `${id}: the data comes back once the fault ends`, timeout: 10_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
  page.off('response', answer);
  await check.poll(() => outcomeOn(page), { message: `${id}: no failure is left on screen` }).toBe('quiet');
  expect.soft(await page.evaluate(() => (window as { faultCase?: string }).faultCase), `${id}: recovered without a reload`).toBe(marker);
  if (kept) await kept(page);
  // FAULT_MATRIX_TIMES=1 prints what each case took (the spec's time budget is tight).
  if (process.env.FAULT_MATRIX_TIMES) console.log(`${id}: ${Date.now() - t0} ms`);
}

/** The faults the API client turns into one kind of failure (its own tests cover each: src/api/client.test.ts). */
const CLIENT_FAULTS: readonly Fault[] = ['500', 'abort', 'malformed', 'hang'];

/**
 * The faults a page's calls meet. Its first call meets all five: each kind of fault on every page.
 * Every call meets 'schema', as each call has its own answer parser, and one of the faults the
 * client makes alike, in turn: what differs from call to call is where its failure shows and how its
 * data comes back, which any of them proves.
 */
function faultsFor(index: number): readonly Fault[] {
  if (index === 0) return FAULTS;
  return ['schema', CLIENT_FAULTS[(index - 1) % CLIENT_FAULTS.length]!];
}

async function runMatrix(page: Page, calls: readonly ApiCall[], baseline: Baseline, kept?: (page: Page) => Promise<void>): Promise<void> {
  for (const [index, call] of calls.entries()) {
    for (const fault of faultsFor(index)) {
      // Without a token cookie the app asks for one at start-up, so the token call is made. The
      // signed-in widgets' texts too are the browser's to fetch only then: with a token the server
      // renders the player's page with them.
      if (call.name === 'user token' || call.name === 'responsible-gaming texts') await page.context().clearCookies({ name: 'user_token' });
      await runCase(page, call, fault, baseline, kept);
    }
  }
}

// Each test walks a few dozen cases.
test.setTimeout(60_000);
// One retry: of the cases, one recovery at a time (a different one each run) missed its 10 s window
// in two of five clean-clone runs on the loaded 2-core machine, and passed alone at once. A real
// regression fails both tries; the retry shows as "flaky" in the report (see the closing note).
test.describe.configure({ retries: 1 });

test.beforeEach(async ({ page }) => {
  // Flowing as usual until a case skips a wait.
  await page.clock.install();
  trackCalls(page);
});

test.afterAll(() => {
  const blank = results.filter((r) => r.outcome === 'blank');
  const counts = (['slot', 'page', 'quiet'] as const).map((o) => `${results.filter((r) => r.outcome === o).length} ${o}`).join(', ');
  console.log(`fault matrix: ${results.length} cases, ${blank.length} blank (${counts})`);
  for (const r of blank) console.log(`  blank: ${r.id}`);
});

test('the guest shell and the home page: no failing call holds the first screen', async ({ page }) => {
  const baseline = await noFaultPass(page, GUEST_SHELL);
  await runMatrix(page, GUEST_SHELL, baseline);
});

test('the live page: its games, menu and texts each fail in their own place and come back', async ({ page }) => {
  const baseline = await noFaultPass(page, LIVE);
  await runMatrix(page, LIVE, baseline);
});

test('the casino lobby: the games list and the lobby answer each fail in their own place', async ({ page }) => {
  const baseline = await noFaultPass(page, CASINO);
  await runMatrix(page, CASINO, baseline);
});

test('the coupon: a failing prices poll keeps the selection and the typed stake', async ({ page }) => {
  const stake = page.getByLabel('Stake, USD');
  const baseline = await noFaultPass(page, COUPON, async () => {
    await freshLoad(page, '/en/line');
    // An open price: the feed suspends one now and then, and a click waits for a disabled button until the test times out.
    await page.getByRole('main').locator('button.odds[aria-pressed="false"]:not([disabled])').first().click();
    await clientNavigate(page, '/en/coupon');
    await expect(COUPON[0]!.ready(page)).toBeVisible();
    await stake.fill('7');
  });
  await runMatrix(page, COUPON, baseline, async () => {
    await expect.soft(stake, 'the typed stake is kept').toHaveValue('7');
    await expect.soft(COUPON[0]!.ready(page), 'the selection is kept').toBeVisible();
  });
});

test('the signed-in session start-up: a failing call never holds the first screen or signs the player out', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  const baseline = await noFaultPass(page, SESSION_START);
  await runMatrix(page, SESSION_START, baseline);
});

test('the later calls of a signed-in page: terms status and blocks fail without taking the page', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  const baseline = await noFaultPass(page, SIGNED_IN_EXTRAS);
  await runMatrix(page, SIGNED_IN_EXTRAS, baseline);
});

test('the office pages: each call fails in its own slot and comes back with its Try again', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  const baseline = await noFaultPass(page, OFFICE);
  await runMatrix(page, OFFICE, baseline);
});
