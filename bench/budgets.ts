/**
 * Budgets of the first load, in one place: e2e/first-load-budget.spec.ts fails on the JS
 * budget, and `npm run bench` prints every figure beside its budget (bench/home-js.ts,
 * bench/lighthouse.ts). No default export: bench/run.ts skips this module.
 */

/** Gzip bytes of every script the home page requests that a phone on a slow network can afford: the target. */
export const HOME_PAGE_JS_GZIP_TARGET_BYTES = 120 * 1024;

/**
 * What the test enforces: today's figure with a little room, so any growth fails. History: 170 KB until
 * the office and the casino (their route table +2 KB, the remote-data reader 0.8 KB); 174 KB until the
 * whole route catalog and the legal and measuring pieces of every page arrived (cookie consent and the
 * notice host, the display preferences of the first paint, the SEO bot guard, the starters of deferred
 * work): 182 KB at ~181. Then cut back to ~174 (docs/decisions/0010: heavy parts of the plugin API in
 * modules of their own; the auth plugin's rare workers fetched on their first action; lazy modules given
 * what they use instead of importing it, decision 0009: every such import split the entry's shared code
 * into more files), while the resilience work added ~1.8 KB of core code every page needs (every call
 * bounded, offline waiting and the offline bar, guest-first start-up, page titles on in-app moves,
 * Trusted Types policies): 175.8 KB in 17 files. Then 177.9 KB in 17 files with the rest of the resilience
 * work, also needed before any failure can be shown or recovered from (a page for players drawn in the site's
 * frame, a player kept signed in whose profile or balance fails and both asked again, texts that fail only
 * what needs them and come back in place): 179 KB. The target above is out of reach with the decided
 * libraries: they alone weigh about 117 KB gzip (bench/library-floor.ts). The first screen does not wait
 * for the JavaScript (the server renders it), so what this costs a player is the time until the page
 * responds, not until it shows. The betting home (live and top events with prices, banners, the casino's entry:
 * 1.9 KB, and 2.5 KB more for the validators generated from its answers' schemas, which every plugin reads
 * its answers with) and the bottom bar's coupon button with its count (1.0 KB, the coupon itself loads later)
 * made it 183.7 KB in 21 files: 184 KB. Then the rest of issue 27's home and shell: the favourite stars on the
 * home's games (the favourites moved from the sports plugin into a plugin-API module both use, a 1.8 KB
 * chunk), the one place a bet selection is built with the game's facts (0.4 KB), the messenger
 * registration widget of the default layout (0.4 KB), the account-switch notice (0.3 KB), the VIP-domain
 * and social-registration guards and the terms date (0.3 KB): 187.1 KB in 22 files, so 188 KB. The next
 * cuts are known: the auth plugin's one slice (8 KB before compression, mostly the forms' state, which
 * only the lazily loaded forms use) and the favourites' storage and sagas, neither needed to draw the home.
 * React DOM's client then left the app's module graph (the app-version check takes createRoot from its
 * chunk instead of importing it, so it is evaluated in a task of its own, not with the app's modules):
 * 187.5 KB in 21 files. Issue 26's start-up work (the store telling React once per task, the browser's cookies
 * and storage read once per task) added 0.4 KB: 187.9 KB in 21 files, still within 188 KB, which stays the
 * budget with 0.1 KB of room. Tried and not kept: the libraries evaluated in a task before the app's modules
 * (two dynamic stages), which cost 4.2 KB and 6 files to take 21 ms (CPU slowed 4x) off the longest task.
 */
export const HOME_PAGE_JS_GZIP_BUDGET_BYTES = 188 * 1024;

/**
 * The budgets of issue 26 ("interactive as soon as it paints", on a mid-range phone) for the six pages of
 * bench/lighthouse.ts, tighter than Lighthouse's own "good" (90, LCP 2.5 s, TBT 200 ms, CLS 0.1): a page
 * that paints from the server's HTML has no reason to be merely good.
 */
/** Lighthouse performance score (0–100, mobile preset). */
export const LIGHTHOUSE_PERFORMANCE_MIN = 95;
/** Largest Contentful Paint. */
export const LIGHTHOUSE_LCP_MAX_MS = 2000;
/** Cumulative Layout Shift (odds must not jump under a finger). */
export const LIGHTHOUSE_CLS_MAX = 0.05;
/** Total Blocking Time, the lab stand-in for input delay. */
export const LIGHTHOUSE_TBT_MAX_MS = 150;
/** Accessibility score: every automated check passes, nothing to excuse. */
export const LIGHTHOUSE_ACCESSIBILITY_MIN = 100;
/** Best-practices score: every check passes (no console errors, no deprecated APIs, sane images and headers). */
export const LIGHTHOUSE_BEST_PRACTICES_MIN = 100;
/** SEO score: the public pages (home, live, line) are how players find the site. */
export const LIGHTHOUSE_SEO_MIN = 95;
