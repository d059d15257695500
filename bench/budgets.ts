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
 * whole route catalog and the legal and measuring pieces of every page arrived. The catalog costs the
 * home page little (the entry carries only the route index, ~8 bytes a route; each area's details are
 * a chunk loaded with the area: src/composer/route-index.ts). What moved the figure to ~181 KB is core
 * code every page needs before or at its first paint: the cookie consent and the notice host (the age
 * popup is legally first), the display preferences read for the first paint (theme, time zone and
 * clock of every time on the site), the SEO bot guard, the timers that start analytics, the version
 * check and the video token, and the plugin registry of 20 plugins. Their bodies wait in one deferred
 * chunk (src/app/deferred-modules.ts). Next cuts, measured but not yet made: modules started later
 * taking what they use as a kit instead of imports (docs/decisions/0009: no shared-chunk splits),
 * a smaller plugin registry. The target above is out of reach
 * with the decided libraries: they alone weigh about 117 KB gzip (bench/library-floor.ts). The first
 * screen does not wait for the JavaScript (the server renders it), so what this costs a player is the
 * time until the page responds, not until it shows.
 */
export const HOME_PAGE_JS_GZIP_BUDGET_BYTES = 182 * 1024;

/** Lighthouse performance score (0–100, mobile preset): 90 is where Lighthouse starts calling a page "good". */
export const LIGHTHOUSE_PERFORMANCE_MIN = 90;
/** Largest Contentful Paint: 2.5 s is the Core Web Vitals "good" threshold. */
export const LIGHTHOUSE_LCP_MAX_MS = 2500;
/** Cumulative Layout Shift: 0.1 is the Core Web Vitals "good" threshold (odds must not jump under a finger). */
export const LIGHTHOUSE_CLS_MAX = 0.1;
/** Total Blocking Time: 200 ms is Lighthouse's "good" threshold, the lab stand-in for input delay. */
export const LIGHTHOUSE_TBT_MAX_MS = 200;
/** Accessibility score: every automated check passes, nothing to excuse. */
export const LIGHTHOUSE_ACCESSIBILITY_MIN = 100;
/** Best-practices score: every check passes (no console errors, no deprecated APIs, sane images and headers). */
export const LIGHTHOUSE_BEST_PRACTICES_MIN = 100;
/** SEO score: the public pages (home, live, line) are how players find the site. */
export const LIGHTHOUSE_SEO_MIN = 95;
