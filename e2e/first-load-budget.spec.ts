/**
 * The home page's JavaScript, as a phone's browser requests it, stays within budget. A
 * size (gzip bytes of every script the page requested), not a time, so the test is stable. The
 * budget lives in bench/budgets.ts; `npm run bench` prints the same figure (bench/home-js.ts).
 */
import { HOME_PAGE_JS_GZIP_BUDGET_BYTES } from '../bench/budgets.ts';
import { PLUGIN_CHUNK_GZIP_BUDGET_BYTES, pluginChunkSizes } from '../bench/bundle.ts';
import { describeScripts, kb, measurePageScripts } from '../bench/measure-page-js.ts';
import { DEFAULT_ORIGIN } from './servers.ts';
import { expect, test } from './fixtures.ts';

// A phone screen (the config's default too, said here because the figure depends on it).
test.use({ viewport: { width: 390, height: 844 } });

test(`the home page requests at most ${kb(HOME_PAGE_JS_GZIP_BUDGET_BYTES)} of JavaScript (gzip), each script once and with 200`, async ({ page }) => {
  // Each test has its own browser context: nothing is in the cache yet.
  const scripts = await measurePageScripts(page, '/en/', {
    ready: (p) => expect(p.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible(),
  });
  const listing = [
    `${scripts.files.length} scripts, ${kb(scripts.totalGzipBytes)} gzip in all (budget ${kb(HOME_PAGE_JS_GZIP_BUDGET_BYTES)}):`,
    ...describeScripts(scripts, DEFAULT_ORIGIN),
  ].join('\n');
  console.log(listing);

  expect(scripts.files.length, 'the home page requested no script at all').toBeGreaterThan(0);
  const urls = scripts.files.map((file) => file.url);
  const twice = [...new Set(urls.filter((url, i) => urls.indexOf(url) !== i))];
  expect(twice, `scripts requested more than once\n${listing}`).toEqual([]);
  const notOk = scripts.files.filter((file) => file.status !== 200).map((file) => `${file.status} ${file.url}`);
  expect(notOk, `script responses that are not 200\n${listing}`).toEqual([]);
  expect(scripts.totalGzipBytes, `the home page's JavaScript is over budget\n${listing}`).toBeLessThanOrEqual(HOME_PAGE_JS_GZIP_BUDGET_BYTES);
  // The player's office (its pages, payments, bonuses, limits) is for signed-in players: none of it on a guest's home page.
  const officePlugins = urls.filter((url) => /\/assets\/plugins\/(office|office-account|office-bonuses|payments|responsible-gaming)[-/]/.test(url));
  expect(officePlugins, `office code loaded on the home page\n${listing}`).toEqual([]);
  // Of the route details, only the home's own area: every other area arrives when a page of it opens.
  const routeAreas = urls.map((url) => /\/assets\/routes\/([a-z0-9-]+)-[A-Z0-9]+\.js$/.exec(url)?.[1]).filter((area) => area !== undefined);
  expect(routeAreas, `route areas loaded on the home page\n${listing}`).toEqual(['sports']);
});

test(`every plugin chunk is at most ${kb(PLUGIN_CHUNK_GZIP_BUDGET_BYTES)} gzip on top of the shell`, () => {
  const sizes = pluginChunkSizes();
  expect(sizes.length, 'no plugin chunk in the build').toBeGreaterThan(0);
  const over = sizes.filter((chunk) => chunk.gzipBytes > PLUGIN_CHUNK_GZIP_BUDGET_BYTES).map((chunk) => `${chunk.name}: ${kb(chunk.gzipBytes)}`);
  expect(over, 'plugin chunks over budget').toEqual([]);
});
