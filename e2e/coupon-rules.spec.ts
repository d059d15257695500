/**
 * The coupon's rules against the real server: what each odds-change acceptance
 * mode does when a price moves while the coupon is open, that a placement whose answer was lost
 * and is retried makes one bet, and that a saved coupon loads from its link.
 *
 * Prices move on demand through the server's non-production test hook (POST /web-api/__test/odds
 * on the seeded demo markets, plugins/coupon/api/index.ts); every test puts them back. The coupon page
 * has no sports poller, so the coupon follows its own markets (every ~5 s with a live bet): tests
 * wait for what the player sees, never for a fixed time.
 *
 * Only a signed-in player places (a guest is asked to sign in): the tests that place sign in as the
 * demo player first and read that player's history.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoReady, SHARED_STATE, test } from './fixtures.ts';
import { asPlayer, signInAsDemo } from './sign-in.ts';

/** A coupon follows a live bet's price every 5 s (±20 %): one poll and a bit. */
const POLL_TIMEOUT = 10_000;

const bets = (page: Page) => page.getByRole('list', { name: 'Bets' }).getByRole('listitem');

const demoBet = (marketId: string, coef: number, gameId: number, isLive: boolean, opponent1: string, opponent2: string) => ({
  marketId,
  coef,
  sportId: 1,
  typeId: 1,
  kind: 1,
  isLive,
  gameId,
  champId: 1,
  opponent1,
  opponent2,
  marketName: 'W1',
});

/** Seeds the stored coupon once (the page's own writes are what a reload finds). */
async function storeCoupon(page: Page, coupon: { bets: ReturnType<typeof demoBet>[]; typeId: number; changeCoefAction?: number }): Promise<void> {
  const snapshot = { version: 1, bets: coupon.bets, typeId: coupon.typeId, settings: { changeCoefAction: coupon.changeCoefAction ?? 2 } };
  await page.addInitScript((value) => {
    if (localStorage.getItem('coupon') === null) localStorage.setItem('coupon', value);
  }, JSON.stringify(snapshot));
}

async function moveOdds(request: APIRequestContext, marketId: string, coef: number): Promise<void> {
  const res = await request.post('/web-api/__test/odds', { data: { marketId, coef } });
  expect(res.ok(), await res.text()).toBe(true);
}

interface HistoryCoupon {
  couponId: string;
  typeId: number;
  coef: number;
  amount: number;
}
/** The signed-in player's bet history, newest first. */
async function historyOf(request: APIRequestContext): Promise<HistoryCoupon[]> {
  const res = await request.get('/web-api/coupon/history', { headers: await asPlayer(request) });
  return ((await res.json()) as { coupons: HistoryCoupon[] }).coupons;
}

const LIVE_BET = demoBet('demo-2-1', 2.1, 9000002, true, 'Eagles', 'Hawks');

test.afterEach(async ({ request }) => {
  expect((await request.delete('/web-api/__test/odds')).status()).toBe(204);
});

test.describe('odds move while the coupon is open (odds-change acceptance)', () => {
  test('0 confirm: the new price waits for the player, who accepts it and places at it', SHARED_STATE, async ({ page }) => {
    await storeCoupon(page, { bets: [LIVE_BET], typeId: 0, changeCoefAction: 0 });
    await signInAsDemo(page);
    await page.goto('/en/coupon');
    await expect(bets(page)).toHaveCount(1);
    await expect(bets(page).first()).toContainText('2.10');

    await moveOdds(page.request, 'demo-2-1', 2.3);
    await expect(bets(page).first()).toContainText('2.10 → 2.30', { timeout: POLL_TIMEOUT });
    await expect(page.getByRole('alert')).toContainText('The odds have changed');
    await expect(page.getByRole('button', { name: 'Place bet' })).toBeDisabled();

    await page.getByRole('button', { name: 'Accept new odds' }).click();
    await expect(bets(page).first()).not.toContainText('→');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Your bet is placed')).toBeVisible();
    expect((await historyOf(page.request))[0]).toMatchObject({ typeId: 0, coef: 2.3, amount: 5 });
  });

  test('1 accept any: a lower price is taken at once, nothing to confirm', SHARED_STATE, async ({ page }) => {
    await storeCoupon(page, { bets: [LIVE_BET], typeId: 0, changeCoefAction: 1 });
    await signInAsDemo(page);
    await page.goto('/en/coupon');
    await expect(bets(page).first()).toContainText('2.10');

    await moveOdds(page.request, 'demo-2-1', 1.9);
    await expect(bets(page).first()).toContainText('1.90', { timeout: POLL_TIMEOUT });
    await expect(bets(page).first()).not.toContainText('→');
    await expect(page.getByRole('button', { name: 'Accept new odds' })).toHaveCount(0);
    await expect(page.getByTestId('coupon-possible-win')).toHaveText('$9.50');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Your bet is placed')).toBeVisible();
    expect((await historyOf(page.request))[0]).toMatchObject({ typeId: 0, coef: 1.9 });
  });

  test('2 accept when higher: a rise is taken, a fall waits for the player', SHARED_STATE, async ({ page }) => {
    await storeCoupon(page, { bets: [LIVE_BET], typeId: 0, changeCoefAction: 2 });
    await page.goto('/en/coupon');
    await expect(bets(page).first()).toContainText('2.10');

    await moveOdds(page.request, 'demo-2-1', 2.3);
    await expect(page.getByTestId('coupon-possible-win')).toHaveText('$11.50', { timeout: POLL_TIMEOUT });
    await expect(bets(page).first()).not.toContainText('→');

    await moveOdds(page.request, 'demo-2-1', 2.0);
    await expect(bets(page).first()).toContainText('2.30 → 2.00', { timeout: POLL_TIMEOUT });
    await expect(page.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    // The possible win still shows the price the player agreed to.
    await expect(page.getByTestId('coupon-possible-win')).toHaveText('$11.50');
  });
});

test('an aborted placement retried makes one bet (the same Idempotency-Key)', SHARED_STATE, async ({ page }) => {
  await storeCoupon(page, {
    bets: [demoBet('demo-1-1', 1.85, 9000001, false, 'Lions', 'Tigers'), demoBet('demo-3-1', 1.5, 9000003, false, 'Wolves', 'Bears')],
    typeId: 1,
  });
  await signInAsDemo(page);
  const before = (await historyOf(page.request)).length;

  // The first placement reaches the server, which places the bet; its answer never reaches the page.
  const keys: string[] = [];
  let aborted = false;
  await page.route('**/web-api/coupon/place', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (aborted) {
      await route.continue();
      return;
    }
    aborted = true;
    const response = await route.fetch();
    expect((await response.json()) as { success: boolean }).toMatchObject({ success: true });
    await route.abort('connectionreset');
  });
  const replayed = page.waitForResponse((res) => res.url().endsWith('/web-api/coupon/place') && res.status() === 200);

  await gotoReady(page, '/en/coupon');
  await expect(bets(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Place bet' }).click();
  // The retry waits for the client's back-off, then the coupon's own (1 s) when that one fails too.
  await expect(page.getByText('Your bet is placed')).toBeVisible({ timeout: 15_000 });

  expect((await replayed).headers()['idempotent-replayed']).toBe('true');
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).not.toBe('');
  const after = await historyOf(page.request);
  expect(after).toHaveLength(before + 1);
  expect(after[0]).toMatchObject({ typeId: 1, amount: 5, coef: 2.775 });
  await expect(page.getByText(`Coupon ${after[0]!.couponId}`)).toBeVisible();
});

test('a saved coupon loads from its link; a market that is gone is named, not loaded', SHARED_STATE, async ({ page }) => {
  const described = (bet: ReturnType<typeof demoBet>) => ({ ...bet, sportName: 'Football', champName: 'Demo league' });
  const save = await page.request.post('/web-api/coupon/save', {
    data: {
      typeId: 1,
      amount: 7.5,
      currencyIso: 'USD',
      bets: [described(demoBet('demo-1-1', 1.85, 9000001, false, 'Lions', 'Tigers')), described(demoBet('demo-3-1', 1.5, 9000003, false, 'Wolves', 'Bears')), described(demoBet('demo-5-1', 1.6, 9000005, false, 'Old', 'Timers'))],
    },
  });
  const { code } = (await save.json()) as { code: string };

  await page.goto(`/en/coupon?code=${code}`);
  await expect(page.getByText(`Coupon ${code} is loaded.`)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/coupon$/);
  await expect(page.getByText('1 bet is no longer available and was not loaded:')).toBeVisible();
  await expect(page.getByText('Old — Timers: W1')).toBeVisible();
  await expect(bets(page)).toHaveCount(2);
  await expect(page.getByLabel('Stake, USD')).toHaveValue('7.5');
  // Loaded bets are a coupon like any other: a reload keeps them, and does not load the code again.
  await page.reload();
  await expect(bets(page)).toHaveCount(2);
  await expect(page.getByText(`Coupon ${code} is loaded.`)).toHaveCount(0);
});
