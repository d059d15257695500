/**
 * Garbage cookies and queries in a real browser: every cookie the site reads holds something no
 * page of ours wrote (escapes that do not decode, prototype keys, numbers that are not, a forged
 * token that claims to live for ever) and the addresses carry garbage queries. The server renders
 * the first screen from the same cookies the browser then reads, so this is where a reader that
 * disagrees with its twin, or throws in the browser only, would show: every page must still be its
 * real page (the shared fixture also fails the test on any uncaught page error), as a guest, and
 * the demo player's own pages (read only) with garbage filters in their queries.
 * tests/resilience/ holds the property tests of each reader and of the server's answers.
 */
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { signInAsDemo } from './sign-in.ts';
import { expectRealPage } from './walk.ts';

/** Cookie values as a browser may hold them (no ';', no control characters: a browser never keeps those). */
const GARBAGE_COOKIES: Readonly<Record<string, string>> = {
  lng: 'zz',
  tzo: '%E0%A4%A',
  is12h: '__proto__',
  hide_left: 'NaN',
  hide_right: '{"__proto__":{"x":1}}',
  cookies_agree_type: 'necessary.marketing.marketing',
  cookies_agree_time: '1e999',
  markets_name_type: '-0',
  app_view_type: '9007199254740993',
  isChampsGroupedByCountry: 'constructor',
  isAppCompactView: '%',
  appTheme: 'toString',
  appFontSize: '1e3',
  ua: '%uD800',
  // A token the client cannot tell from a real one by its expiry: the server refuses it.
  user_token: 'eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTk5fQ.x',
  user_id: '-1',
  auth_session: '%%',
  captcha_id: '__proto__',
  ref: '<script>',
  btag: '%zz',
};

const PAGES: readonly (readonly [string, string | RegExp])[] = [
  ['/?redirect_url=//evil.example&force_captcha=%E0&__proto__=1', 'Welcome to BetHub'],
  ['/en/live?section=%zz&champ=-1&constructor=x', /^Live/],
  ['/en/slots?category=__proto__&provider=%E0%A4%A&search=%', /^Slots/],
  ['/en/registration?ref=a%3Bb&btag=%zz&click_id=&pb=1e999&redirect_url=javascript:alert(1)', 'Registration'],
  ['/en/promotions?category=toString&page=NaN', /^Promotions/],
  ['/en/lotto?section=%&lottoId=__proto__', /^Lotto/],
];

test('pages open as their real selves with garbage in every cookie and in their queries', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies(Object.entries(GARBAGE_COOKIES).map(([name, value]) => ({ name, value, url: baseURL! })));
  for (const [path, heading] of PAGES) await expectRealPage(page, path, heading);
  // The forged token did not make a player of the guest.
  await expect(page.getByRole('banner').getByLabel(/^Balance: /)).toHaveCount(0);
});

/** The display cookies only: the player's session must stay real to reach their own pages. */
const DISPLAY_COOKIES = ['lng', 'tzo', 'is12h', 'hide_left', 'hide_right', 'markets_name_type', 'app_view_type', 'isChampsGroupedByCountry', 'isAppCompactView', 'appTheme', 'appFontSize', 'ua'];

const PLAYER_PAGES: readonly (readonly [string, string | RegExp])[] = [
  ['/en/history?period=__proto__&status=constructor&page=1e999', 'Bet history'],
  ['/en/office/historypay?kind=toString&status=%zz&page=-1', 'Payment history'],
  ['/en/office/history-clear?accountId=99999999999999999999', 'Clear bet history'],
  ['/en/office/promo-code-check?promocode=%E0%A4%A', 'Check a promo code'],
];

test("the player's own pages open with garbage filters in their queries", SHARED_STATE, async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page);
  await context.addCookies(DISPLAY_COOKIES.map((name) => ({ name, value: GARBAGE_COOKIES[name]!, url: baseURL! })));
  for (const [path, heading] of PLAYER_PAGES) await expectRealPage(page, path, heading);
  await expect(page.getByRole('banner').getByLabel(/^Balance: /)).toBeVisible();
});
