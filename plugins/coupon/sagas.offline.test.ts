// @vitest-environment jsdom
/**
 * The coupon without a network, run whole against a store with fake timers and a fake web API: a
 * bet is refused at once and nothing is sent, the slip (selections, stake) stays, the same press
 * places it once the connection is back; one-click is refused the same way; the coupon's price
 * follower makes no request while offline and one at once on return.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, betSelectionToggled, connectionLost, connectionRestored } from '@plugin-api';
import { amountEntered, couponTypeSwitched, oneClickEnableRequested, placeRequested } from './slice.ts';
import { PLACE_PATH } from './sagas/placement.saga.ts';
import { PRICES_PATH } from './sagas/prices.saga.ts';
import { QUOTE_PATH, QUOTE_RETRY_MS, QUOTE_SETTLE_MS } from './sagas/quote.saga.ts';
import { createCouponTestStore, selection, type CouponTestStore, type FakeRequest } from './test-kit.ts';

let stores: CouponTestStore[] = [];
function start(options: Parameters<typeof createCouponTestStore>[0]): CouponTestStore {
  const store = createCouponTestStore(options);
  stores.push(store);
  return store;
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 12) });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  for (const store of stores) store.stop();
  stores = [];
  vi.useRealTimers();
});

const placeCalls = (request: FakeRequest) => request.mock.calls.filter(([method, path]) => method === 'POST' && path === PLACE_PATH);

describe('placing offline', () => {
  it('is refused at once with its own reason, sends nothing and keeps the slip; back online the same press places it', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-9', balance: 990 }));
    const store = start({ request, signedIn: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 2 })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'b', coef: 3 })));
    store.dispatch(amountEntered(12));

    store.dispatch(connectionLost());
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(placeCalls(request)).toEqual([]);
    expect(store.coupon().placement).toMatchObject({ status: 'failed', reason: 'offline' });
    expect(store.coupon().bets.map((bet) => bet.marketId)).toEqual(['a', 'b']);
    expect(store.coupon().amount).toBe(12);

    store.dispatch(connectionRestored());
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(placeCalls(request)).toHaveLength(1);
    expect(placeCalls(request)[0]![2]).toMatchObject({ body: { amount: 12, bets: [{ marketId: 'a' }, { marketId: 'b' }] } });
    expect(store.coupon()).toMatchObject({ placement: { status: 'succeeded' }, successCoupon: { couponId: 'C-9' }, bets: [] });
  });

  it('keeps the idempotency key of an attempt whose outcome was not seen, so the press after the network returns cannot bet twice', async () => {
    const request: FakeRequest = vi.fn().mockRejectedValue(new ApiError('Failed to fetch', 0, 'network_error'));
    const store = start({ request, signedIn: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 2 })));
    store.dispatch(amountEntered(10));
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(10_000);
    const firstKey = placeCalls(request)[0]![2]!.idempotencyKey;
    expect(store.coupon().placement).toMatchObject({ reason: 'network', idempotencyKey: firstKey });

    store.dispatch(connectionLost());
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().placement).toMatchObject({ reason: 'offline', idempotencyKey: firstKey });

    request.mockResolvedValue({ success: true, couponId: 'C-1', balance: 990 });
    const sent = placeCalls(request).length;
    store.dispatch(connectionRestored());
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(placeCalls(request)).toHaveLength(sent + 1);
    expect(placeCalls(request).at(-1)![2]!.idempotencyKey).toBe(firstKey);
  });

  it('one-click offline says why at once and sends nothing', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'OC-1', balance: 990 }));
    const store = start({ request, signedIn: true });
    store.dispatch(oneClickEnableRequested());
    store.dispatch(connectionLost());
    store.dispatch(betSelectionToggled(selection({ marketId: 'z', coef: 1.9 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(placeCalls(request)).toEqual([]);
    expect(store.notifications()).toEqual([expect.objectContaining({ variant: 'error', messageKey: 'coupon:coupon_error_offline' })]);
  });
});

describe('following prices offline', () => {
  it('makes no request while offline, and one at once when the connection is back', async () => {
    const request: FakeRequest = vi.fn(async () => ({ markets: [{ marketId: 'l', coef: 2.5, blocked: false }] }));
    const store = start({ request, prices: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 'l', coef: 2, isLive: true })));
    await vi.advanceTimersByTimeAsync(0);
    const pricesCalls = () => request.mock.calls.filter(([, path]) => path === PRICES_PATH).length;
    expect(pricesCalls()).toBe(1);

    store.dispatch(connectionLost());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pricesCalls()).toBe(1);

    store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(0);
    expect(pricesCalls()).toBe(2);
  });
});

describe('the anti-express quote offline', () => {
  it('is not asked again and again while offline; it is asked once the connection is back', async () => {
    const request: FakeRequest = vi.fn(async () => {
      throw new ApiError('Failed to fetch', 0, 'network_error');
    });
    const store = start({ request });
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 1.85 })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'b', coef: 2.1 })));
    store.dispatch(couponTypeSwitched(6));
    await vi.advanceTimersByTimeAsync(QUOTE_SETTLE_MS);
    const quoteCalls = () => request.mock.calls.filter(([, path]) => path === QUOTE_PATH).length;
    expect(quoteCalls()).toBe(1);

    store.dispatch(connectionLost());
    await vi.advanceTimersByTimeAsync((QUOTE_RETRY_MS + QUOTE_SETTLE_MS) * 5);
    expect(quoteCalls()).toBe(1);

    request.mockImplementation(async () => ({ coef: 1.26 }));
    store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(QUOTE_SETTLE_MS);
    expect(quoteCalls()).toBe(2);
    expect(store.coupon()).toMatchObject({ antiExpressCoef: 1.26, shapeProblem: null });
  });
});
