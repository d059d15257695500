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
  await cookies.getByRole('button', { name: 'Only necessary' }).click();
  await expect(cookies).toHaveCount(0);

  const maintenance = page.getByRole('dialog', { name: 'Planned maintenance' });
  await expect(maintenance).toBeVisible();
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
