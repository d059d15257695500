// @vitest-environment jsdom
/**
 * The coupon's newer sagas run whole against a store with fake timers and a fake web API: the
 * active account's currency, the anti-express quote, loading by code, saving and e-mailing, and
 * placing every type with its extras.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeAccountChanged, ApiError, betSelectionToggled, oddsChanged } from '@plugin-api';
import { amountEntered, couponLoadRequested, couponSaveRequested, couponTypeSwitched, emailExportRequested, loadedCouponAccepted, placeFailed, placeRequested, promoCodeEntered } from './slice.ts';
import { LOAD_PATH, SAVE_PATH, EMAIL_PATH, normaliseCode, isEmailAddress } from './sagas/share.saga.ts';
import { QUOTE_PATH, QUOTE_RETRY_MS, QUOTE_SETTLE_MS } from './sagas/quote.saga.ts';
import { PLACE_PATH } from './sagas/placement.saga.ts';
import { account, createCouponTestStore, selection, type CouponTestStore, type FakeRequest } from './test-kit.ts';

let stores: CouponTestStore[] = [];
function start(request?: FakeRequest, signedIn = false): CouponTestStore {
  const store = createCouponTestStore({ ...(request ? { request } : {}), signedIn });
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

const callsTo = (request: FakeRequest, path: string) => request.mock.calls.filter(([, p]) => p === path);

describe('the active account', () => {
  it('signed in, the coupon is in the active account’s currency; switching resets the prepaid amount; signed out, the site’s', () => {
    const store = start();
    store.dispatch(betSelectionToggled(selection({ marketId: 'a' })));
    expect(store.coupon()).toMatchObject({ accountId: null, limits: { currencyIso: 'USD' }, amount: 5 });

    store.signIn([account({ id: 1, iso: 'RUB', isActive: true }), account({ id: 2, iso: 'EUR', type: 4 })]);
    expect(store.coupon()).toMatchObject({ accountId: 1, limits: { currencyIso: 'RUB' }, amount: 150, amountStep: 100, maxBetAmount: 5000 });

    // The bonus account: its currency, and no maximum; the prepaid amount is reset (slice test).
    store.dispatch(activeAccountChanged({ accountId: 2 }));
    expect(store.coupon()).toMatchObject({ accountId: 2, availablePrepaidAmount: 0, limits: { currencyIso: 'EUR' }, amount: 5, maxBetAmount: null });

    store.signOut();
    expect(store.coupon()).toMatchObject({ accountId: null, limits: { currencyIso: 'USD' }, maxBetAmount: 5000 });
  });
});

describe('the anti-express quote', () => {
  function antiExpress(request: FakeRequest): CouponTestStore {
    const store = start(request);
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 1.85 })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'b', coef: 2.1 })));
    store.dispatch(couponTypeSwitched(6));
    return store;
  }

  it('is asked for the coupon’s markets once they settle, and again when a price moves', async () => {
    const request: FakeRequest = vi.fn(async (_method: string, path: string) => (path === QUOTE_PATH ? { coef: 1.26 } : { success: true, couponId: 'C', balance: 990 }));
    const store = antiExpress(request);
    expect(store.coupon().shapeProblem).toBe('coupon_problem_quote_pending');
    await vi.advanceTimersByTimeAsync(QUOTE_SETTLE_MS);
    expect(callsTo(request, QUOTE_PATH)).toEqual([['GET', QUOTE_PATH, { query: { ids: 'a,b' } }]]);
    expect(store.coupon()).toMatchObject({ antiExpressCoef: 1.26, isActivePlaceBet: true, shapeProblem: null });

    request.mockImplementation(async () => ({ coef: 1.31 }));
    store.dispatch(oddsChanged([{ marketId: 'a', coef: 1.7, blocked: false }]));
    await vi.advanceTimersByTimeAsync(QUOTE_SETTLE_MS);
    expect(callsTo(request, QUOTE_PATH)).toHaveLength(2);
    // Rule 2 (default) takes the higher quote.
    expect(store.coupon().antiExpressCoef).toBe(1.31);
    // Nothing changed: nothing asked.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(callsTo(request, QUOTE_PATH)).toHaveLength(2);
  });

  it('no quote is said, and asked for again after a while', async () => {
    const request: FakeRequest = vi.fn(async () => ({ coef: null }));
    const store = antiExpress(request);
    await vi.advanceTimersByTimeAsync(QUOTE_SETTLE_MS);
    expect(store.coupon().shapeProblem).toBe('coupon_problem_quote_failed');
    request.mockImplementation(async () => {
      throw new ApiError('Failed to fetch', 0, 'network_error');
    });
    await vi.advanceTimersByTimeAsync(QUOTE_RETRY_MS + QUOTE_SETTLE_MS);
    expect(callsTo(request, QUOTE_PATH)).toHaveLength(2);
    request.mockImplementation(async () => ({ coef: 1.26 }));
    await vi.advanceTimersByTimeAsync(QUOTE_RETRY_MS + QUOTE_SETTLE_MS);
    expect(store.coupon()).toMatchObject({ antiExpressCoef: 1.26, shapeProblem: null });
  });

  it('a refused placement brings the book’s current quote, which the rule then applies', async () => {
    const request: FakeRequest = vi.fn(async () => ({ coef: 1.26 }));
    const store = antiExpress(request);
    await vi.advanceTimersByTimeAsync(QUOTE_SETTLE_MS);
    store.dispatch(placeFailed({ reason: 'odds_changed', antiExpressCoef: 1.2, markets: [] }));
    expect(store.coupon()).toMatchObject({ antiExpressCoef: 1.26, antiExpressQuote: { coef: 1.2 }, isActivePlaceBet: false });
  });
});

describe('placing every type with its extras', () => {
  it('sends the type, blocks, lobby, system value, bonus and promo code', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-9', balance: 990 }));
    const store = start(request, true);
    for (const [marketId, coef] of [
      ['a', 1.85],
      ['b', 2.1],
      ['c', 1.5],
    ] as const) {
      store.dispatch(betSelectionToggled(selection({ marketId, coef })));
    }
    store.dispatch(promoCodeEntered('bethub'));
    store.dispatch(amountEntered(10));
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(request, PLACE_PATH)[0]![2]!.body).toMatchObject({ typeId: 1, amount: 10, bonusBet: true, promoCode: 'BETHUB' });
    expect(store.coupon().successCoupon).toMatchObject({ couponId: 'C-9', possibleWin: 60.02 });
  });
});

const loadAnswer = {
  code: 'ABC123',
  savedAt: '2025-01-01T11:00:00.000Z',
  typeId: 2,
  amount: 6,
  currencyIso: 'USD',
  systemValue: 2,
  bankers: [],
  bets: ['x', 'y', 'z'].map((marketId, i) => ({
    marketId,
    coef: 1.5 + i,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    gameId: 100 + i,
    champId: 1,
    opponent1: `Home ${i}`,
    opponent2: `Away ${i}`,
    marketName: 'W1',
    sportName: 'Football',
    champName: 'League',
    blocked: i === 2,
  })),
  dropped: [{ marketId: 'gone', opponent1: 'Old', opponent2: 'Game', marketName: 'X' }],
};

describe('loading a coupon by code', () => {
  it('checks the code before asking; an unknown code, a network error and an empty answer are said', async () => {
    const request: FakeRequest = vi.fn(async () => {
      throw new ApiError('No coupon', 404, 'http_error');
    });
    const store = start(request);
    store.dispatch(couponLoadRequested({ code: 'AB-1' }));
    expect(request).not.toHaveBeenCalled();
    expect(store.coupon().load).toMatchObject({ status: 'failed', error: 'invalid_code', code: 'AB-1' });

    store.dispatch(couponLoadRequested({ code: ' zzz zz9 ' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledWith('GET', LOAD_PATH, { query: { code: 'ZZZZZ9' } });
    expect(store.coupon().load).toMatchObject({ status: 'failed', error: 'unknown_code', code: 'ZZZZZ9' });

    request.mockImplementation(async () => {
      throw new ApiError('Failed to fetch', 0, 'network_error');
    });
    store.dispatch(couponLoadRequested({ code: 'ABC123' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().load.error).toBe('network');

    request.mockImplementation(async () => ({ ...loadAnswer, bets: [] }));
    store.dispatch(couponLoadRequested({ code: 'ABC123' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().load).toMatchObject({ error: 'nothing_left', dropped: [{ marketId: 'gone' }] });
    request.mockImplementation(async () => ({ nonsense: true }));
    store.dispatch(couponLoadRequested({ code: 'ABC123' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().load.error).toBe('server');
    expect(store.coupon().bets).toEqual([]);
  });

  it('loads what still exists at today’s prices (suspended ones locked), keeps the stake, says what was dropped', async () => {
    const store = start(vi.fn(async () => loadAnswer));
    store.dispatch(couponLoadRequested({ code: 'abc123' }));
    await vi.advanceTimersByTimeAsync(0);
    const coupon = store.coupon();
    expect(coupon.bets.map((bet) => [bet.marketId, bet.coef, bet.isBlocked])).toEqual([
      ['x', 1.5, false],
      ['y', 2.5, false],
      ['z', 3.5, true],
    ]);
    expect(coupon).toMatchObject({ typeId: 2, amount: 6, isCouponLoadedFromCode: true, load: { status: 'loaded', code: 'ABC123', dropped: [{ marketId: 'gone' }] } });
    // It is a coupon like any other: it survives a reload.
    expect(JSON.parse(localStorage.getItem('coupon')!).bets).toHaveLength(3);
  });

  it('asks before replacing the bets in the coupon; the stake of another currency is not taken', async () => {
    const store = start(vi.fn(async () => ({ ...loadAnswer, currencyIso: 'EUR' })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'mine' })));
    store.dispatch(couponLoadRequested({ code: 'ABC123' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().bets.map((bet) => bet.marketId)).toEqual(['mine']);
    expect(store.coupon().load.pending).toMatchObject({ code: 'ABC123', amount: null });
    store.dispatch(loadedCouponAccepted());
    expect(store.coupon().bets.map((bet) => bet.marketId)).toEqual(['x', 'y', 'z']);
    expect(store.coupon().amount).toBe(5);
  });
});

describe('saving and e-mailing', () => {
  function withBets(request: FakeRequest): CouponTestStore {
    const store = start(request);
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 1.85, opponent1: 'Lions', opponent2: 'Tigers' })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'b', coef: 2.1 })));
    return store;
  }

  it('saves once per version of the coupon and keeps the code', async () => {
    const request: FakeRequest = vi.fn(async () => ({ code: 'QWE234' }));
    const store = withBets(request);
    store.dispatch(couponSaveRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().share).toMatchObject({ status: 'saved', code: 'QWE234' });
    const [[method, path, options]] = request.mock.calls as [[string, string, { body: { typeId: number; bets: { marketId: string; opponent1: string }[] } }]];
    expect([method, path]).toEqual(['POST', SAVE_PATH]);
    expect(options.body).toMatchObject({ typeId: 1, amount: 5, currencyIso: 'USD', bets: [{ marketId: 'a', coef: 1.85, opponent1: 'Lions' }, { marketId: 'b' }] });
    store.dispatch(couponSaveRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('e-mails: checks the address, saves first, sends the code; failures are said and the coupon stays', async () => {
    const request: FakeRequest = vi.fn(async (_method: string, path: string) => (path === SAVE_PATH ? { code: 'QWE234' } : { sent: true }));
    const store = withBets(request);
    store.dispatch(emailExportRequested({ email: 'not an address' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).not.toHaveBeenCalled();
    expect(store.coupon().share).toMatchObject({ status: 'failed', error: 'invalid_email' });

    store.dispatch(emailExportRequested({ email: ' player@example.com ' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(request.mock.calls.map(([, path]) => path)).toEqual([SAVE_PATH, EMAIL_PATH]);
    expect(request.mock.calls[1]![2]).toEqual({ body: { email: 'player@example.com', code: 'QWE234' } });
    expect(store.coupon().share).toMatchObject({ status: 'sent', email: 'player@example.com', code: 'QWE234' });

    request.mockImplementation(async () => {
      throw new ApiError('gone', 404, 'http_error');
    });
    store.dispatch(emailExportRequested({ email: 'player@example.com' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().share).toMatchObject({ status: 'failed', error: 'unknown_code' });
    expect(store.coupon().bets).toHaveLength(2);
  });

  it('reads codes and addresses as a person types them', () => {
    expect(normaliseCode(' abc 123 ')).toBe('ABC123');
    expect(['a@b.co', 'first.last+tag@example.com'].every(isEmailAddress)).toBe(true);
    expect(['a@b', 'a b@c.de', '@c.de', 'a@@c.de', `${'x'.repeat(250)}@c.de`].some(isEmailAddress)).toBe(false);
  });
});
