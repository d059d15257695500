/**
 * Notices on the Swedish site (se.localhost: Chromium resolves *.localhost to the loopback, and the
 * server picks the site config by Host), which shows every notice: one at a time, the age question
 * first, then cookies, then planned maintenance, then the rest; answers are remembered across pages.
 */
import { expect, test } from './fixtures.ts';
import { DEFAULT_PORT } from './servers.ts';
import { accessibilityViolations, expectNoBrokenPiece } from './walk.ts';

const SE = `http://se.localhost:${DEFAULT_PORT}`;
/** Cookies the site may write without any consent (language, session, captcha, the consent itself). */
const NECESSARY_COOKIES = ['lng', 'auth_session', 'captcha_id', 'user_token', 'cookies_agree_type', 'cookies_agree_time'];

test.use({ baseURL: SE, viewport: { width: 390, height: 844 } });

test('a first visit: the age question first, then cookies, maintenance and the rest, one at a time, none again after a reload', async ({ page, context }) => {
  await page.goto('/en/');
  const age = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await expect(age).toBeVisible();
  await expect(age).toContainText('at least 18 years old');
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Neither Escape nor a tap beside it answers the age question.
  await page.keyboard.press('Escape');
  await page.mouse.click(8, 8);
  await expect(age).toBeVisible();
  // "No" says why and lets a mistaken answer be corrected.
  await age.getByRole('button', { name: 'No, I am under 18' }).click();
  await expect(age.getByRole('status')).toContainText('only for people aged 18 years or older');
  await age.getByRole('button', { name: 'I answered by mistake, ask again' }).click();
  await expect(age.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/en/confirm');
  await age.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await expect(age).toHaveCount(0);

  const cookies = page.getByRole('region', { name: 'We use cookies' });
  await expect(cookies).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cookies.getByRole('checkbox', { name: 'Functional cookies' })).not.toBeChecked();
  await expect(cookies.getByRole('checkbox', { name: 'Marketing cookies' })).not.toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  // On the narrowest phone the notice fits the screen and its buttons stay in reach.
  await page.setViewportSize({ width: 320, height: 568 });
  const box = await cookies.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320 && box.y >= 0).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await cookies.getByRole('button', { name: 'Only necessary' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/notices-cookies-320.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await cookies.getByRole('button', { name: 'Only necessary' }).click();
  await expect(cookies).toHaveCount(0);

  const maintenance = page.getByRole('dialog', { name: 'Planned maintenance' });
  await expect(maintenance).toBeVisible();
  await page.screenshot({ path: 'test-results/notices-maintenance-390.png' });
  await expect(maintenance).toContainText('Starts');
  await expect(maintenance).toContainText('December 31, 2030');
  expect(await accessibilityViolations(page)).toEqual([]);
  await maintenance.getByRole('button', { name: 'Got it' }).click();

  const offer = page.getByRole('dialog', { name: 'First deposit bonus' });
  await expect(offer).toContainText('Get a 100% bonus on your first deposit');
  await expect(offer.getByRole('link', { name: 'Register to get the bonus' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: 'Not now' }).click();

  const app = page.getByRole('region', { name: 'The BetHub Sverige app' });
  await expect(app).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await app.getByRole('button', { name: 'Close the app banner' }).click();
  await expect(app).toHaveCount(0);
  await expectNoBrokenPiece(page, '/en/');

  // Refusing the optional cookies: the answer is kept, and nothing but necessary cookies was written.
  const jar = await context.cookies(SE);
  expect(jar.find((c) => c.name === 'cookies_agree_type')?.value).toBe('necessary');
  expect(Number(jar.find((c) => c.name === 'cookies_agree_time')?.value)).toBeGreaterThan(1_700_000_000);
  expect(jar.map((c) => c.name).filter((name) => !NECESSARY_COOKIES.includes(name))).toEqual([]);

  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /We use cookies|app/ })).toHaveCount(0);

  // The footer reopens the choices with the answer given ticked; a change takes effect at once.
  const agreed = async (name: string) => (await context.cookies(SE)).find((c) => c.name === name)?.value;
  const settings = page.getByRole('region', { name: 'Cookie settings' });
  const functional = settings.getByRole('checkbox', { name: 'Functional cookies' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(functional).not.toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  await functional.check();
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await expect(settings).toHaveCount(0);
  await expect.poll(() => agreed('cookies_agree_type')).toBe('necessary.functional');
  // Functional cookies agreed: a display choice is kept in its cookie...
  await page.getByRole('contentinfo').getByRole('link', { name: 'Display settings' }).click();
  await page.getByRole('group', { name: 'Theme' }).getByLabel('Light').check();
  await expect.poll(() => agreed('appTheme')).toBe('0');
  // ...and refusing them afterwards takes that cookie away.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(functional).toBeChecked();
  await functional.uncheck();
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await expect.poll(() => agreed('appTheme')).toBeUndefined();
  expect(await agreed('cookies_agree_type')).toBe('necessary');
  await expect(page).toHaveURL(/\/en\/office\/preferences$/);
});

test("the server's first screen knows the cookie answer; the maintenance notice speaks Russian to az, kk, uk and ru pages", async ({ page, context }) => {
  await page.goto('/en/information/cookies');
  await context.addCookies([{ name: 'cookies_agree_type', value: 'necessary.functional', url: SE }]);
  const [withConsent, maintenance] = await page.evaluate(async () => {
    const html = await (await fetch('/en/', { headers: { accept: 'text/html' } })).text();
    const block = /<script type="application\/json" id="hydration">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const snapshot = JSON.parse(block) as { state?: { consent?: unknown } };
    const answers = await Promise.all(
      ['kk', 'uk', 'az', 'ru', 'en', 'de'].map(async (lng) => ((await (await fetch('/web-api/notices/maintenance', { headers: { 'x-language': lng } })).json()) as { language: string }).language),
    );
    return [snapshot.state?.consent, answers];
  });
  expect(withConsent).toMatchObject({ decided: true, functional: true, marketing: false });
  expect(maintenance).toEqual(['ru', 'ru', 'ru', 'ru', 'en', 'en']);
});

test("a player's cookie answer is logged to the account, and a new account is reminded once that its currency can change", async ({ page, context }) => {
  await page.goto('/en/');
  // A fresh, identified player (the Swedish site sends unidentified players to identification first),
  // in euros: the identity API does not know the site's default SEK.
  const statuses = await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const registered = await fetch('/web-api/user/registration', { method: 'POST', headers: json, body: JSON.stringify({ type: 'one_click', currency: 'EUR' }) });
    const { data } = (await registered.json()) as { data: { token: string } };
    const person = { name: 'Notice', surname: 'Reader', date_birthday: '1990-01-01', passport: 'AB123456' };
    const identified = await fetch('/web-api/user/identification', { method: 'POST', headers: { ...json, authorization: `Bearer ${data.token}` }, body: JSON.stringify(person) });
    return [registered.status, identified.status];
  });
  expect(statuses).toEqual([200, 200]);
  await page.reload();

  await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  const logged = page.waitForRequest((request) => request.url().endsWith('/web-api/user/cookie-agreement') && request.method() === 'POST');
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept all' }).click();
  const body = (await logged).postDataJSON() as { cookiesAgreeTime: number };
  expect(body.cookiesAgreeTime).toBeGreaterThan(1_700_000_000);
  expect((await context.cookies(SE)).find((c) => c.name === 'cookies_agree_type')?.value).toBe('necessary.functional.marketing');

  await page.getByRole('dialog', { name: 'Planned maintenance' }).getByRole('button', { name: 'Got it' }).click();
  // A player without a deposit is offered the bonus on the home page, with the way to the deposit.
  const offer = page.getByRole('dialog', { name: 'First deposit bonus' });
  await expect(offer.getByRole('link', { name: 'Deposit and get the bonus' })).toHaveAttribute('href', '/en/office/recharge');
  await offer.getByRole('button', { name: 'Not now' }).click();
  const convert = page.getByRole('dialog', { name: 'You can still change your account currency' });
  await expect(convert).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await convert.getByRole('link', { name: 'Change the currency' }).click();
  await expect(page).toHaveURL(/\/en\/office\/convert-account$/);
  await expect(convert).toHaveCount(0);
  await page.getByRole('region', { name: 'The BetHub Sverige app' }).getByRole('button', { name: 'Close the app banner' }).click();

  await page.goto('/en/');
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the UK and German sites ask the age question, then the cookie notice with marketing cookies, as a regulator expects', async ({ page, context }) => {
  for (const origin of [`http://uk.localhost:${DEFAULT_PORT}`, `http://de.localhost:${DEFAULT_PORT}`]) {
    await page.goto(`${origin}/en/`);
    const age = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await expect(age, origin).toContainText('at least 18 years old');
    await age.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    const cookies = page.getByRole('region', { name: 'We use cookies' });
    await expect(cookies.getByRole('checkbox', { name: 'Marketing cookies' }), origin).not.toBeChecked();
    await expect(cookies.getByRole('checkbox', { name: 'Functional cookies' })).not.toBeChecked();
    await cookies.getByRole('button', { name: 'Accept all' }).click();
    await expect(cookies).toHaveCount(0);
    expect((await context.cookies(origin)).find((c) => c.name === 'cookies_agree_type')?.value).toBe('necessary.functional.marketing');
  }
});
