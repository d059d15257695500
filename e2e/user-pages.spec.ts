/**
 * The user pages and the other pages in a phone-sized browser against the reference user-pages API:
 * every page opens for real (guest and signed in) with axe clean; the links e-mails carry work once
 * and say why when they no longer do; a password reset by link lets the new password in; a QR code
 * approved on a signed-in device signs the waiting browser in, and so does an app's token; a banned
 * player is sent to the ban page from real pages only (an unknown path stays the 404) and reaches
 * the appeals. Players whose state changes for good are fresh ones registered through the API.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, gotoReady, SHARED_STATE, test } from './fixtures.ts';
import { asPlayer, headerBalance, signInAsDemo } from './sign-in.ts';
import { accessibilityViolations, expectNoBrokenPiece, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function violationsWhenSettled(page: Page): Promise<string[]> {
  await expect(page.locator('.progress-bar')).toHaveCount(0);
  await expect(page.locator('.remote-state[role="status"]')).toHaveCount(0);
  return accessibilityViolations(page);
}

/** Registers a fresh player by e-mail in this request context (which is then signed in as them). */
async function registerFresh(request: APIRequestContext, password: string): Promise<string> {
  const email = `user${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const res = await request.post('/web-api/user/registration', { data: { type: 'full', email, password: base64(password), currency: 'USD' } });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/** The token of the last link the server "sent" to this address. */
async function lastLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/web-api/__test/last-code?kind=link&to=${encodeURIComponent(to)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('every user page and other page opens for real, fits the phone and passes axe; missing statistics are the 404', SHARED_STATE, async ({ page }) => {
  // Seventeen pages, each checked by axe: more than the default half minute on a busy machine.
  test.setTimeout(180_000);
  const games = (await (await page.request.get('/web-api/sports/games?section=line')).json()) as { games: { id: number }[] };
  const gameId = games.games[0]!.id;
  const walk: [string, string | RegExp][] = [
    ['/en/activate', 'Account activation'],
    ['/en/activatefast', 'Quick activation'],
    ['/en/stopnewsletter', 'Stop the newsletter'],
    ['/en/accountverify', 'Confirm your e-mail'],
    ['/en/passwordreset', 'New password'],
    ['/en/authApp', 'Sign in from the app'],
    ['/en/qr-login', 'Sign in with a code'],
    ['/en/oldbrowser', 'Your browser is out of date'],
    [`/en/statisticpopup/game/${gameId}`, /: statistics$/],
    ['/en/mobile-apps', 'Our mobile apps'],
    ['/en/mobile-apps?ios=1&instruction=1', 'Our mobile apps'],
    ['/en/desktop-apps', 'Our desktop apps'],
    ['/en/internal-vpn', 'Internal network check'],
    ['/ru/mobile-apps', 'Наши мобильные приложения'],
    ['/ru/activate', 'Активация аккаунта'],
  ];
  for (const [path, heading] of walk) {
    await expectRealPage(page, path, heading);
    expect(await fitsPhone(page), `${path} fits the phone`).toBeLessThanOrEqual(390);
    expect(await violationsWhenSettled(page), `${path} axe`).toEqual([]);
  }
  await page.goto('/en/mobile-apps?ios=1&instruction=1');
  await expect(page.getByRole('link', { name: /^Get Sportsbook for/ })).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('iPhone and iPad');

  await page.goto('/en/qr-login');
  await expect(page.locator('.auth-qr__code')).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  for (const path of ['/en/statisticpopup/game/999999', '/en/statisticpopup/players/12']) {
    await page.goto(path);
    await expect(page.locator('.status-page[data-status="404"]'), `${path} is the 404`).toBeVisible();
  }

  // The coupon page loads a saved coupon by the code in its query; a code nobody saved says so.
  await page.goto('/en/coupon?code=ZZZ999');
  await expect(page.getByText('There is no coupon with the code ZZZ999.')).toBeVisible();

  // Signed in: the welcome data and the appeals (nothing to appeal for a player who is not restricted).
  await signInAsDemo(page);
  await expectRealPage(page, '/en/welcome-authorization-data', 'Your sign-in details');
  // The welcome data carries the e-mail masked: the screen shows it, it does not hand it out.
  await expect(page.getByText('d***@example.com')).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);
  await expectRealPage(page, '/en/block-appeal-history', 'Appeals against the restriction');
  await expect(page.getByText(/Your account is not restricted/)).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);
});

test('e-mail links: activation works once, a reset link sets a password that signs in, the newsletter stops, a bad link says why', async ({ page }) => {
  test.setTimeout(90_000);
  const password = 'first-pass1';
  // Registering with an e-mail sends the activation link.
  const email = await registerFresh(page.request, password);
  const activation = await lastLink(page.request, email);

  await expectRealPage(page, `/en/activate?token=${activation}`, 'Account activation');
  await expect(page.getByText(`Your account is activated: ${email} is confirmed.`)).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);
  // The same link again: used, and the signed-in player is offered what to do instead.
  await page.goto(`/en/activate?token=${activation}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This link has been used already' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new activation link' })).toBeVisible();

  await page.goto('/en/activate?token=NotAToken_0123456789abcdef');
  await expect(page.getByText(/This link is not valid/)).toBeVisible();
  await expectNoBrokenPiece(page, '/en/activate?token=…');

  // The newsletter stop waits for the tap.
  await page.request.post('/web-api/__test/newsletter', { data: { to: email } });
  await page.goto(`/en/stopnewsletter?token=${await lastLink(page.request, email)}`);
  await page.getByRole('button', { name: 'Stop the newsletter' }).click();
  await expect(page.getByText(/the newsletter no longer goes to/)).toBeVisible();

  // A reset link from a guest's request: the passwords are checked as typed, then the new one signs in.
  const guest = await guestPage(page.context().browser()!);
  await gotoReady(guest, '/en/passwordreset');
  await guest.getByRole('textbox', { name: 'Login, e-mail or phone' }).fill(email);
  await guest.getByRole('button', { name: 'Send me a link' }).click();
  // The same answer whether or not an account has the login: it names no address.
  await expect(guest.getByText(/If an account with an e-mail has this login, we have sent a link there/)).toBeVisible();
  await gotoReady(guest, `/en/passwordreset?token=${await lastLink(guest.request, email)}`);
  const fields = guest.getByLabel(/password/i).and(guest.locator('input'));
  await fields.nth(0).fill('brand-new-9');
  await fields.nth(1).fill('brand-new-8');
  await guest.getByRole('button', { name: 'Save the password' }).click();
  await expect(guest.getByText('The passwords do not match')).toBeVisible();
  await fields.nth(1).fill('brand-new-9');
  await guest.getByRole('button', { name: 'Save the password' }).click();
  await expect(guest.getByText(/Your password is changed/)).toBeVisible();
  expect(await violationsWhenSettled(guest)).toEqual([]);
  const signIn = await guest.request.post('/web-api/user/login', { data: { login: base64(email), password: base64('brand-new-9'), save: false } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await guest.context().close();

  // activatefast: another device opens the activation link and is signed in with it.
  const other = await registerFresh(page.request, password);
  const device = await guestPage(page.context().browser()!);
  await expectRealPage(device, `/en/activatefast?token=${await lastLink(page.request, other)}`, 'Quick activation');
  await expect(device.getByText(/you are signed in on this device/)).toBeVisible();
  await expect(headerBalance(device)).toBeVisible();
  await device.context().close();
});

test('a QR code approved on a signed-in phone signs the waiting browser in; an app token signs in once', SHARED_STATE, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const waiting = await guestPage(browser);
  await waiting.goto('/en/qr-login');
  const code = (await waiting.locator('.auth-qr__code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  await signInAsDemo(page);
  await expectRealPage(page, `/en/qr-login?code=${code}`, 'Approve a sign-in');
  await expect(page.getByText(/asked at .* to sign in to your account/)).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Approved: .* is signed in to your account now\.$/)).toBeVisible();

  await expect(waiting.getByText('You are signed in.')).toBeVisible({ timeout: 15_000 });
  await expect(headerBalance(waiting)).toBeVisible();
  await waiting.context().close();

  // The app asks for a one-time token; the site opened with it signs the same player in, then goes on.
  const issued = (await (await page.request.post('/web-api/user-pages/app-token', { headers: await asPlayer(page.request) })).json()) as { method_id: number; token: string; sign: string };
  const link = `/en/authApp?method_id=${issued.method_id}&token=${encodeURIComponent(issued.token)}&sign=${encodeURIComponent(issued.sign)}`;
  const fromApp = await guestPage(browser);
  await fromApp.goto(`${link}&redirect_url=${encodeURIComponent('/en/office/menu')}`);
  await expect(fromApp).toHaveURL(/\/en\/office\/menu$/);
  await expect(headerBalance(fromApp)).toBeVisible();
  await fromApp.context().close();
  const again = await guestPage(browser);
  await again.goto(link);
  await expect(again.getByText('This sign-in link has been used already')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Sign in with a QR code' })).toBeVisible();
  await again.context().close();
});

test('a banned player reaches the ban page from real pages only, and the appeals from there', async ({ page }) => {
  const res = await page.request.post('/web-api/user/login', { data: { login: base64('banned'), password: base64('banned1234'), save: false } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/en/slots');
  await expect(page).toHaveURL(/\/en\/ban$/);
  await page.goto('/en/no-such-page-here');
  await expect(page.locator('.status-page[data-status="404"]')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/no-such-page-here$/);
  await page.goto('/en/statisticpopup/game/999999');
  await expect(page.locator('.status-page[data-status="404"]')).toBeVisible();

  await page.goto('/en/ban');
  await page.getByRole('link', { name: 'My appeals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeals against the restriction' })).toBeVisible();
  await expect(page.getByText('Send a photo of the card', { exact: false })).toBeVisible();
  const form = page.getByRole('textbox', { name: 'Why should the restriction be lifted?' });
  if (await form.isVisible()) {
    await form.fill('Too short');
    await expect(page.getByText('Write at least 20 characters')).toBeVisible();
    await form.fill('The deposit came from my own card; I can send its photo.');
    await page.getByRole('button', { name: 'Send the appeal' }).click();
    await expect(page.getByText('Your appeal is sent. The answer appears on this page.')).toBeVisible();
  }
  await expect(page.getByText('Under review').first()).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);
});
