/**
 * Payments in a phone-sized browser: every payments page opens for real, a deposit reaches the
 * header's balance and the payment history, a withdrawal the server refuses keeps what was typed,
 * a transfer to another player lowers the sender's balance, and the consultant exists only where the
 * site config offers it. The demo player only deposits here (its balance rises, so the coupon specs
 * can still bet); the refused withdrawal and the transfer use fresh one-click players.
 */
import type { Page } from '@playwright/test';
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { RU_OPERATOR_ORIGIN } from './servers.ts';
import { asPlayer, headerBalanceAmount, signInAsDemo } from './sign-in.ts';
import { accessibilityViolations, expectNoBrokenPiece, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The page's data arrived: no loading line and no failure is left. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error'), `${path} loaded its data`).toHaveCount(0);
}

/** Besides the deposit page: one page of each kind (a form with selects, a list, a result). */
const AXE_CHECKED = new Set(['/en/office/deduce', '/en/office/payment/requests', '/en/office/payment/create-request/1/11', '/en/onpay/fail']);

const RESULT_PAGES: readonly [path: string, heading: string][] = [
  ['/en/onpay/success', 'Deposit received'],
  ['/en/onpay/fail', 'The deposit did not go through'],
  ['/en/onpay/pending', 'The deposit is being processed'],
  ['/en/onpay/cancel', 'The deposit was cancelled'],
  ['/en/onpay/withdraw/success', 'Withdrawal sent'],
  ['/en/onpay/withdraw/fail', 'The withdrawal did not go through'],
  ['/en/onpay/withdraw/pending', 'Withdrawal requested'],
  ['/en/onpay/withdraw/cancel', 'The withdrawal was cancelled'],
];

test('a deposit as demo raises the header balance and is listed in the payment history; every payments page is real', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  await expectRealPage(page, '/en/office/recharge', /^Deposit$/);
  await expectLoaded(page, '/en/office/recharge');
  expect(await accessibilityViolations(page)).toEqual([]);

  const before = await headerBalanceAmount(page);
  await page.getByRole('radio', { name: /Bank card/ }).check();
  await page.getByRole('textbox', { name: 'Amount, USD' }).fill('25');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+$/);
  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit received' })).toBeVisible();
  await expect(page.getByText('$25.00')).toBeVisible();
  await expect.poll(() => headerBalanceAmount(page)).toBe(before + 25);

  await expectRealPage(page, '/en/office/historypay', 'Payment history');
  await expectLoaded(page, '/en/office/historypay');
  expect(await accessibilityViolations(page), '/en/office/historypay').toEqual([]);
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem').filter({ hasText: `No. ${paymentId}` })).toContainText('+$25.00');

  for (const [path, heading] of [
    ['/en/office/deduce', 'Withdrawal'],
    ['/en/office/payment/requests', /^Payment requests$/],
    ['/en/office/payment/create-request/1', 'Request: Deposit'],
    ['/en/office/payment/create-request/1/11', 'Request: Deposit'],
    ['/en/office/payment/create-request/1/transactions', 'Request: Deposit'],
    [`/en/office/payment/create-request/1/transactions/${paymentId}`, 'Request: Deposit'],
    [`/en/onpay/success?paymentId=${paymentId}`, 'Deposit received'],
    ...RESULT_PAGES,
  ] as const) {
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
    if (AXE_CHECKED.has(path)) expect(await accessibilityViolations(page), path).toEqual([]);
  }

  // A request about the deposit, from the payment's own form.
  await page.goto(`/en/office/payment/create-request/1/transactions/${paymentId}`);
  await page.getByRole('combobox', { name: 'What happened' }).selectOption({ label: 'Wrong amount credited' });
  await page.getByRole('textbox', { name: 'Your message' }).fill('I paid 25 and want to check the amount');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText(/^Request \d+ is sent/)).toBeVisible();
  await page.getByRole('link', { name: 'Payment requests' }).first().click();
  await expect(page.getByRole('list', { name: 'Your requests' })).toContainText('I paid 25 and want to check the amount');

  // The narrowest phones: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/en/office/recharge', '/en/office/historypay', `/en/office/payment/create-request/1/transactions/${paymentId}`, `/en/onpay/success?paymentId=${paymentId}`]) {
    await page.goto(path);
    await expect(page.locator('.payments-page__title')).toBeVisible();
    await expectLoaded(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} fits 320 px`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // This site does not offer the consultant: its address leads to the 500 page.
  await page.goto('/en/office/payment/consultant?payment_consultant=1');
  await expect(page).toHaveURL(/\/en\/500$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeVisible();
});

test('a withdrawal the server refuses as over the balance keeps the typed amount and shows why; a pending one can be taken back', async ({ page }) => {
  const registered = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const deposit = await page.request.post('/web-api/payments/deposit', { data: { methodId: 'card', amount: 50 }, headers: await asPlayer(page.request) });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  await expectRealPage(page, '/en/office/deduce', 'Withdrawal');
  await expectLoaded(page, '/en/office/deduce');
  await expect(page.locator('.payments-balance')).toHaveText('Your balance: $50.00');
  // Meanwhile, from another device, most of the money is withdrawn: this page still shows $50.
  const elsewhere = await page.request.post('/web-api/payments/withdrawal', { data: { methodId: 'card', amount: 40 }, headers: await asPlayer(page.request) });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);

  const amount = page.getByRole('textbox', { name: 'Amount, USD' });
  await amount.fill('30');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The amount is more than your balance of 10 USD');
  await expect(amount).toHaveValue('30');
  await expect(page).toHaveURL(/\/en\/office\/deduce$/);
  await expectNoBrokenPiece(page, '/en/office/deduce');

  // The other device's withdrawal is still being checked: taking it back returns the money.
  await expectRealPage(page, '/en/office/historypay?kind=withdrawal', 'Payment history');
  await page.getByRole('button', { name: /^Cancel withdrawal No\. \d+$/ }).click();
  await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/cancel\?paymentId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The withdrawal was cancelled' })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect.poll(() => headerBalanceAmount(page)).toBe(50);
});

test('a new player sends money to another registered player from the transfer-user modal and sees the balance drop', async ({ page, playwright }) => {
  // The recipient registers on a device of its own, so the page stays the sender's.
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const recipient = await other.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(recipient.ok(), await recipient.text()).toBe(true);
  const recipientId = ((await recipient.json()) as { data: { user_id: number } }).data.user_id;
  await other.dispose();
  const registered = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const deposit = await page.request.post('/web-api/payments/deposit', { data: { methodId: 'card', amount: 50 }, headers: await asPlayer(page.request) });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  await page.goto('/en/office/recharge?transfer-user=1');
  const dialog = page.getByRole('dialog', { name: 'Send money to another player' });
  await dialog.getByRole('textbox', { name: 'Recipient: account number or login' }).fill(String(recipientId));
  await dialog.getByRole('textbox', { name: 'Amount, USD' }).fill('20');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Send $20.00 to #${recipientId}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText(`$20.00 sent to player #${recipientId}.`)).toBeVisible();
  await expect(page.locator('.payments-balance')).toHaveText('Your balance: $30.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
});

test('a guest returning from the provider learns what happened and is offered to sign in for the details', async ({ page }) => {
  await expectRealPage(page, '/en/onpay/withdraw/pending?paymentId=5001', 'Withdrawal requested');
  await expect(page.getByText("Sign in to see this payment's amount and status.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payment history' })).toBeVisible();
});

test('a banned player whose ban allows it reaches the withdrawal page, but not the deposit page', async ({ page }) => {
  // The seeded "banned" player has ban version 2 and level 45: withdrawing stays open to them.
  const res = await page.request.post('/web-api/user/login', { data: { login: base64('banned'), password: base64('banned1234'), save: false } });
  expect(res.ok(), await res.text()).toBe(true);
  await expectRealPage(page, '/en/office/deduce', 'Withdrawal');
  await expectLoaded(page, '/en/office/deduce');
  await page.goto('/en/office/recharge');
  await expect(page).toHaveURL(/\/en\/ban$/);
});

test.describe('where the site offers the payment consultant', () => {
  test.use({ baseURL: RU_OPERATOR_ORIGIN, locale: 'ru-RU' });

  test('the consultant answers, and after an invitation link its entry shows on the payment pages', SHARED_STATE, async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/ru/office/payment/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Запросы по платежам' })).toBeVisible();
    await expectLoaded(page, '/ru/office/payment/requests');
    await expect(page.getByRole('link', { name: 'Платёжный консультант' })).toHaveCount(0);

    await expectRealPage(page, '/ru/office/payment/consultant?payment_consultant=1', 'Платёжный консультант');
    await expectLoaded(page, '/ru/office/payment/consultant');
    await page.getByText('Сколько идёт пополнение?').click();
    await expect(page.getByText(/зачисляется сразу/)).toBeVisible();

    // The invitation was kept: later, without the flag, the entry is there.
    await page.goto('/ru/office/recharge');
    await expect(page.getByRole('link', { name: 'Платёжный консультант' })).toBeVisible();
  });
});
