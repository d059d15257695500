/**
 * The account and security pages in a phone-sized browser, as a freshly registered player (so the
 * demo player other specs sign in with stays as it is): every page opens with its data, a phone is
 * bound with the SMS code, the password changes and signs in, and a document is uploaded with its
 * progress and leaves the account "verification pending".
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RU_OPERATOR_ORIGIN } from './servers.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Registers a new player through the API; the answer signs the browser context in. */
async function registerPlayer(page: Page, origin = ''): Promise<{ login: string; password: string }> {
  const res = await page.request.post(`${origin}/web-api/user/registration`, { data: { type: 'one_click', currency: origin ? undefined : 'USD', country_id: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  const { login, password } = ((await res.json()) as { data: { login: string; password: string } }).data;
  return { login, password };
}

async function lastCode(page: Page, kind: 'sms' | 'email', to: string): Promise<string> {
  const res = await page.request.get(`/web-api/__test/last-code?kind=${kind}&to=${encodeURIComponent(to)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/** The page's data arrived: no loading line and no failure is left. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error'), `${path} loaded its data`).toHaveCount(0);
}

const ROUTES: readonly [path: string, heading: string][] = [
  ['/en/office/security', 'Security'],
  ['/en/office/security-account', 'Sign-in details'],
  ['/en/office/security-question', 'Security question'],
  ['/en/office/security-auth-by-email', 'Sign-in confirmation by e-mail'],
  ['/en/office/two-factor-enable', 'Turn on two-factor sign-in'],
  ['/en/office/two-factor-disable', 'Turn off two-factor sign-in'],
  ['/en/office/change-password', 'Change password'],
  ['/en/office/change-login', 'Change login'],
  ['/en/office/phone-binding', 'Bind a phone'],
  ['/en/office/phone-activate', 'Confirm your phone'],
  ['/en/office/phone-change', 'Change phone'],
  ['/en/office/activation-email', 'Confirm e-mail'],
  ['/en/office/email-change', 'Change e-mail'],
  ['/en/office/email-subscription', 'E-mail newsletter'],
  ['/en/office/account', 'My profile'],
  ['/en/office/account/edit', 'Edit profile'],
  ['/en/office/clarify-data', 'Complete your data'],
  ['/en/office/convert-account', 'Account currency'],
  ['/en/office/verification', 'Verification'],
];

test('a fresh player opens every account page; security and profile edit pass axe', async ({ page }) => {
  test.setTimeout(90_000); // nineteen pages and two axe runs
  await registerPlayer(page);
  for (const [path, heading] of ROUTES) {
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
  }

  await page.goto('/en/office/security');
  await expect(page.getByText(/Protection level: \d+ of 100/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Turn on: Phone bound' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/en/office/account/edit');
  await expect(page.getByLabel('Registration address', { exact: true })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // This operator has no identification: its page does not exist here.
  await page.goto('/en/office/identification');
  await expect(page.locator('.status-page')).toBeVisible();
});

test('binds a phone with the SMS code, then changes the password and signs in with the new one', async ({ page }) => {
  const { login, password } = await registerPlayer(page);
  const number = `916${String(Date.now()).slice(-7)}`;

  await page.goto('/en/office/phone-binding');
  await page.getByLabel('Country code', { exact: true }).selectOption('7');
  await page.getByLabel('Number without the country code', { exact: true }).fill(number);
  // A bound phone recovers the account by SMS: binding one takes the current password.
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code by SMS to +7 ${number}.`)).toBeVisible();
  await page.getByLabel('Code from the message', { exact: true }).fill(await lastCode(page, 'sms', `7${number}`));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Phone +7 ${number} is bound.`)).toBeVisible();
  await expect(page.getByText('Your phone is confirmed.')).toBeVisible();

  await page.goto('/en/office/security');
  await expect(page.getByRole('link', { name: 'Manage: Phone bound' })).toBeVisible();

  await page.goto('/en/office/change-password');
  await page.getByLabel('Current password', { exact: true }).fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('n3w-secret-pass');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('n3w-secret-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is wrong');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('n3w-secret-pass');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Use the new one the next time you sign in.')).toBeVisible();

  const oldOne = await page.request.post('/web-api/user/login', { data: { login: base64(login), password: base64(password), save: false } });
  expect(oldOne.ok()).toBe(false);
  const newOne = await page.request.post('/web-api/user/login', { data: { login: base64(login), password: base64('n3w-secret-pass'), save: false } });
  expect(((await newOne.json()) as { success?: unknown }).success).toBe(true);
});

test('uploads a document with its progress and shows the pending status', async ({ page }) => {
  await registerPlayer(page);
  await page.goto('/en/office/verification');
  await expect(page.getByText('Not verified: send your documents below.')).toBeVisible();
  await expect(page.getByText('No documents sent yet. Start with your identity document.')).toBeVisible();

  // A PNG of 700 KB: three chunks, so the progress moves through real steps.
  const file = Buffer.alloc(700 * 1024, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: file });
  await page.getByRole('button', { name: 'Send document' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('value', '100');
  await expect(page.getByText('Document sent. Verification is pending: we will check it and show the result on this page.')).toBeVisible();
  await expect(page.getByText('Verification pending: we are checking your documents.')).toBeVisible();
  await expect(page.getByText(/passport\.png, 700 KB/)).toBeVisible();
});

test('where identification is on, the office identification page shows the identification form', async ({ page }) => {
  await registerPlayer(page, RU_OPERATOR_ORIGIN);
  await page.goto(`${RU_OPERATOR_ORIGIN}/en/office/identification`);
  await expect(page.getByRole('heading', { name: 'Identification' }).first()).toBeVisible();
  await expect(page.locator('.status-page')).toHaveCount(0);
});
