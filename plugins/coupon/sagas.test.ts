// @vitest-environment jsdom
/**
 * The coupon's sagas run whole against a store (the slice, the sagas, the plugin-API selectors'
 * state) with fake timers and a fake web API: persistence and tabs, the reminder, placing with an
 * idempotency key, one-click.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, authUserAction, betSelectionToggled, oddsChanged } from '@plugin-api';
import { amountEntered, changeCoefActionChosen, couponTypeSwitched, oneClickEnableRequested, placeRequested, placeSucceeded, signInModalOpened } from './slice.ts';
import { REMINDER_STORAGE_KEY, SNAPSHOT_VERSION, STORAGE_KEY } from './model.ts';
import { PLACE_PATH, PLACE_RETRY_DELAYS_MS } from './sagas/placement.saga.ts';
import { REMINDER_NOTIFICATION_ID } from './sagas/reminder.saga.ts';
import { account, createCouponTestStore, selection, SESSION_CHECK_STARTED, SESSION_RESOLVED, type CouponTestStore, type FakeRequest } from './test-kit.ts';

let stores: CouponTestStore[] = [];
function start(options: Parameters<typeof createCouponTestStore>[0] = {}): CouponTestStore {
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

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { bets: { marketId: string }[]; amount: number; typeId: number } | null;

/** What another tab does: writes the key, and this tab hears the storage event. */
function otherTabWrites(value: string | null): void {
  if (value === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: value, storageArea: localStorage }));
}

describe('persistence', () => {
  it('the coupon survives a reload: written on every change, restored when the plugin starts', () => {
    const first = start();
    first.dispatch(betSelectionToggled(selection({ marketId: 'a', gameId: 1 })));
    first.dispatch(betSelectionToggled(selection({ marketId: 'b', gameId: 2 })));
    first.dispatch(couponTypeSwitched(9));
    first.dispatch(amountEntered(12.5));
    expect(stored()).toMatchObject({ bets: [{ marketId: 'a' }, { marketId: 'b' }], typeId: 9, amount: 12.5 });
    first.stop();

    const reloaded = start();
    expect(reloaded.coupon().bets.map((b) => b.marketId)).toEqual(['a', 'b']);
    expect(reloaded.coupon()).toMatchObject({ typeId: 9, amount: 12.5, isAmountTouched: true });
  });

  it('ignores stored data that is not a coupon, and keeps the good bets of a damaged one', () => {
    for (const junk of ['{', '"text"', '[]', JSON.stringify({ version: 99, bets: [] }), JSON.stringify({ version: SNAPSHOT_VERSION, bets: 'x' })]) {
      localStorage.setItem(STORAGE_KEY, junk);
      const store = start();
      expect(store.coupon().bets, junk).toEqual([]);
      expect(store.log.error).not.toHaveBeenCalled();
      store.stop();
    }
    const good = { marketId: 'ok', coef: 1.8, sportId: 1, typeId: 1, kind: 1, isLive: false, gameId: 7, champId: 1, opponent1: 'A', opponent2: 'B', marketName: 'W1' };
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: SNAPSHOT_VERSION, bets: [good, { marketId: 'bad', coef: 'high' }, null, { ...good, coef: 0.5, marketId: 'low' }], typeId: 42, amount: -3, systemValue: 0, settings: { changeCoefAction: 7, isActiveOneClick: 'yes' } }),
    );
    const store = start();
    expect(store.coupon().bets.map((b) => b.marketId)).toEqual(['ok']);
    expect(store.coupon()).toMatchObject({ typeId: 0, systemValue: 2, settings: { changeCoefAction: 2, isActiveOneClick: false } });
    expect(store.coupon().amount).toBe(5);
  });

  it('follows another tab (storage event) without writing it back; a removed key empties the coupon', () => {
    const store = start();
    store.dispatch(betSelectionToggled(selection({ marketId: 'mine', gameId: 1 })));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');

    // What the other tab's coupon plugin wrote after its player picked a bet.
    const other = {
      version: SNAPSHOT_VERSION,
      bets: [{ marketId: 'x', coef: 2.5, sportId: 1, typeId: 1, kind: 1, isLive: true, gameId: 9, champId: 1, opponent1: 'A', opponent2: 'B', marketName: 'W1' }],
      typeId: 0,
      amount: 20,
      isAmountTouched: true,
      systemValue: 2,
      bankers: [],
      settings: { changeCoefAction: 1 },
      addedAtByBetId: { x: Date.now() - 1000 },
    };
    const theirs = JSON.stringify(other);
    otherTabWrites(theirs);
    expect(store.coupon().bets.map((b) => b.marketId)).toEqual(['x']);
    expect(store.coupon()).toMatchObject({ amount: 20, settings: { changeCoefAction: 1 } });
    const echoes = setItem.mock.calls.filter(([key, value]) => key === STORAGE_KEY && value !== theirs);
    expect(echoes).toEqual([]);

    otherTabWrites('not json');
    expect(store.coupon().bets.map((b) => b.marketId)).toEqual(['x']);
    otherTabWrites(null);
    expect(store.coupon().bets).toEqual([]);
    expect(store.coupon().settings.changeCoefAction).toBe(1);
    setItem.mockRestore();
  });

  it('keeps working in memory when storage refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = start();
    store.dispatch(betSelectionToggled(selection({ marketId: 'a' })));
    expect(store.coupon().bets).toHaveLength(1);
    expect(store.log.error).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});

describe('the coupon reminder (30 s live, 5 min line)', () => {
  const reminders = (store: CouponTestStore) => store.notifications().filter((n) => n.id === REMINDER_NOTIFICATION_ID);

  it('a live bet is reminded after 30 s, as a warning linking to the coupon, then marked shown', async () => {
    const store = start();
    store.goTo('live');
    store.dispatch(betSelectionToggled(selection({ marketId: 'live-1', isLive: true })));
    await vi.advanceTimersByTimeAsync(29_900);
    expect(reminders(store)).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(reminders(store)).toEqual([expect.objectContaining({ variant: 'warning', linkTo: '/en/coupon', messageKey: 'coupon:coupon_reminder_message' })]);
    expect(store.coupon().reminder).toMatchObject({ id: 'live-1', isShown: true });
    expect(JSON.parse(sessionStorage.getItem(REMINDER_STORAGE_KEY)!)).toMatchObject({ id: 'live-1', isShown: true });
  });

  it('a line bet is reminded after 5 minutes, not after 30 s', async () => {
    const store = start();
    store.goTo('line');
    store.dispatch(betSelectionToggled(selection({ marketId: 'line-1', isLive: false })));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reminders(store)).toEqual([]);
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 30_000);
    expect(reminders(store)).toHaveLength(1);
  });

  it('is reset when its bet goes or is blocked, and closes when the coupon empties or its page opens', async () => {
    const store = start();
    store.goTo('live');
    const first = selection({ marketId: 'one', isLive: true });
    store.dispatch(betSelectionToggled(first));
    await vi.advanceTimersByTimeAsync(10_000);
    // The bet is blocked: the reminder moves to the next bet that is not, with its own time.
    store.dispatch(betSelectionToggled(selection({ marketId: 'two', isLive: false })));
    store.dispatch(oddsChanged([{ marketId: 'one', coef: 2, blocked: true }]));
    expect(store.coupon().reminder).toMatchObject({ id: 'two', timeToShow: Date.now() + 5 * 60_000 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(reminders(store)).toHaveLength(1);

    store.dispatch(betSelectionToggled(first));
    store.dispatch(betSelectionToggled(selection({ marketId: 'two' })));
    expect(store.coupon().bets).toEqual([]);
    expect(store.coupon().reminder).toBeNull();
    expect(reminders(store)).toEqual([]);

    store.dispatch(betSelectionToggled(selection({ marketId: 'three', isLive: true })));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reminders(store)).toHaveLength(1);
    store.goTo('coupon');
    expect(reminders(store)).toEqual([]);
  });

  it('is not shown on the coupon page; after a reload it keeps its time', async () => {
    const onPage = start();
    onPage.goTo('coupon');
    onPage.dispatch(betSelectionToggled(selection({ marketId: 'p', isLive: true })));
    await vi.advanceTimersByTimeAsync(31_000);
    expect(reminders(onPage)).toEqual([]);
    expect(onPage.coupon().reminder?.isShown).toBe(true);
    onPage.stop();
    localStorage.clear();
    sessionStorage.clear();

    const before = start();
    before.goTo('live');
    before.dispatch(betSelectionToggled(selection({ marketId: 'q', isLive: true })));
    await vi.advanceTimersByTimeAsync(20_000);
    before.stop();
    const after = start();
    after.goTo('live');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reminders(after)).toHaveLength(1);
  });
});

describe('placing', () => {
  const networkError = () => new ApiError('Failed to fetch', 0, 'network_error');

  function readyToPlace(request: FakeRequest): CouponTestStore {
    const store = start({ request, signedIn: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 2 })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'b', coef: 3 })));
    store.dispatch(amountEntered(10));
    return store;
  }

  it('a retried placement reuses its idempotency key after a network error, so it is one bet', async () => {
    const uuid = vi.spyOn(globalThis.crypto, 'randomUUID');
    const request: FakeRequest = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ success: true, couponId: 'C-77', balance: 990 });
    const store = readyToPlace(request);
    store.dispatch(placeRequested());
    expect(store.coupon().placement.status).toBe('placing');
    await vi.advanceTimersByTimeAsync(PLACE_RETRY_DELAYS_MS[0]!);

    expect(request).toHaveBeenCalledTimes(2);
    const [first, second] = request.mock.calls;
    expect(first![0]).toBe('POST');
    expect(first![1]).toBe(PLACE_PATH);
    expect(first![2]).toMatchObject({ body: { bets: [{ marketId: 'a', coef: 2 }, { marketId: 'b', coef: 3 }], typeId: 1, amount: 10, changeCoefAction: 2 } });
    expect(first![2]!.idempotencyKey).toEqual(expect.any(String));
    expect(second![2]!.idempotencyKey).toBe(first![2]!.idempotencyKey);
    expect(uuid).toHaveBeenCalledTimes(1);
    expect(store.coupon()).toMatchObject({ placement: { status: 'succeeded', idempotencyKey: null }, successCoupon: { couponId: 'C-77', possibleWin: 60 }, bets: [] });
    uuid.mockRestore();
  });

  it('sends SPEC 3.1’s coupon to place: account, player, site, total coef as the player sees it, no prepaid amount', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-1', balance: 990 }));
    const store = readyToPlace(request);
    store.signIn([account({ id: 7, iso: 'USD', isActive: true, money: 500 })]);
    store.profileLoaded({});
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(request.mock.calls[0]![2]!.body).toEqual({
      bets: [
        { marketId: 'a', coef: 2 },
        { marketId: 'b', coef: 3 },
      ],
      typeId: 1,
      amount: 10,
      changeCoefAction: 2,
      exactCoef: 0,
      isDropOnScoreChange: false,
      currencyIso: 'USD',
      accountId: 7,
      userId: 1001,
      coef: 6,
      coefByView: '6.00',
      coefViewId: 0,
      prepaidAmount: 0,
      refId: 9,
    });
  });

  it('states the bonus bet’s percentage when the bonus applies', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-2', balance: 990 }));
    const store = readyToPlace(request);
    store.dispatch(betSelectionToggled(selection({ marketId: 'c', coef: 1.5 })));
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(request.mock.calls[0]![2]!.body).toMatchObject({ typeId: 1, bonusBet: true, hyperBonusPercent: 3, coef: 9, coefByView: '9.00' });
  });

  it('a bet the limit service refuses (403) fails once, with the server reason kept to show', async () => {
    const request: FakeRequest = vi.fn().mockRejectedValue(new ApiError('Your time-out from play lasts until 2025-01-02 12:00 UTC', 403));
    const store = readyToPlace(request);
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.coupon().placement).toMatchObject({ status: 'failed', reason: 'refused', detail: 'Your time-out from play lasts until 2025-01-02 12:00 UTC' });
  });

  it('when no answer ever comes the key is kept: tapping Place again on the same coupon sends it again', async () => {
    const request: FakeRequest = vi.fn().mockRejectedValue(networkError());
    const store = readyToPlace(request);
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1 + PLACE_RETRY_DELAYS_MS.length);
    expect(store.coupon().placement).toMatchObject({ status: 'failed', reason: 'network' });
    const key = store.coupon().placement.idempotencyKey;
    expect(key).toEqual(expect.any(String));

    request.mockResolvedValueOnce({ success: true, couponId: 'C-1', balance: 990 });
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(request.mock.calls.at(-1)![2]!.idempotencyKey).toBe(key);
    expect(store.coupon().successCoupon?.couponId).toBe('C-1');
  });

  it('a definite refusal ends the attempt: new prices wait for confirmation, the next try has a new key', async () => {
    const request: FakeRequest = vi.fn().mockResolvedValueOnce({
      success: false,
      reason: 'odds_changed',
      markets: [
        { marketId: 'a', coef: 1.8, blocked: false },
        { marketId: 'b', coef: 3, blocked: false },
      ],
    });
    const store = readyToPlace(request);
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().placement).toMatchObject({ status: 'failed', reason: 'odds_changed', idempotencyKey: null });
    expect(store.coupon().bets[0]).toMatchObject({ coef: 1.8, acceptedCoef: 2 });
    expect(store.coupon().isActivePlaceBet).toBe(false);

    // Not placeable: a tap says so without a call.
    store.dispatch(placeRequested());
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.coupon().placement.reason).toBe('invalid');

    store.dispatch(changeCoefActionChosen(1));
    request.mockResolvedValueOnce({ success: true, couponId: 'C-2', balance: 990 });
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]![2]!.idempotencyKey).not.toBe(request.mock.calls[0]![2]!.idempotencyKey);
    expect(request.mock.calls[1]![2]!.body).toMatchObject({ bets: [{ marketId: 'a', coef: 1.8 }, { marketId: 'b', coef: 3 }] });
  });

  it('a second tap while placing is ignored; an answer it does not understand is a server failure', async () => {
    let answer!: (value: unknown) => void;
    const request: FakeRequest = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const store = readyToPlace(request);
    store.dispatch(placeRequested());
    store.dispatch(placeRequested());
    expect(request).toHaveBeenCalledTimes(1);
    answer({ ok: 'maybe' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().placement).toMatchObject({ status: 'failed', reason: 'server' });
  });

  it('one-click places a single at once with its own key and says so; the coupon stays empty', async () => {
    const request: FakeRequest = vi.fn().mockResolvedValue({ success: true, couponId: 'OC-1', balance: 990 });
    const store = start({ request, signedIn: true });
    store.dispatch(oneClickEnableRequested());
    store.dispatch(betSelectionToggled(selection({ marketId: 'z', coef: 1.9 })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'z', coef: 1.9 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![2]).toMatchObject({ body: { typeId: 0, amount: 5, bets: [{ marketId: 'z', coef: 1.9 }] }, idempotencyKey: expect.any(String) });
    expect(store.coupon().bets).toEqual([]);
    expect(store.notifications()).toEqual([expect.objectContaining({ variant: 'success', messageKey: 'coupon:coupon_one_click_placed', values: { couponId: 'OC-1' } })]);
  });
});

describe('a guest must sign in to place', () => {
  function guestWithCoupon(request: FakeRequest): CouponTestStore {
    const store = start({ request });
    store.dispatch(betSelectionToggled(selection({ marketId: 'a', coef: 2 })));
    store.dispatch(betSelectionToggled(selection({ marketId: 'b', coef: 3 })));
    store.dispatch(amountEntered(10));
    return store;
  }

  it('a guest’s Place sends nothing and leaves the coupon as it is; it asks to sign in, once per press', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-1', balance: 990 }));
    const store = guestWithCoupon(request);
    const before = store.coupon();
    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(10_000);

    expect(request).not.toHaveBeenCalled();
    const after = store.coupon();
    expect(after.signInPrompt).toEqual({ id: 1, via: 'place', isModalPending: true });
    const { signInPrompt: _asked, ...rest } = after;
    const { signInPrompt: _none, ...was } = before;
    expect(rest).toEqual(was);
    expect(after.placement).toEqual({ status: 'idle', idempotencyKey: null, requestFingerprint: null, reason: null, detail: null });

    // The coupon page opened the modal; the next press asks again.
    store.dispatch(signInModalOpened({ id: 1 }));
    expect(store.coupon().signInPrompt).toEqual({ id: 1, via: 'place', isModalPending: false });
    store.dispatch(placeRequested());
    expect(store.coupon().signInPrompt).toEqual({ id: 2, via: 'place', isModalPending: true });
    expect(request).not.toHaveBeenCalled();
  });

  it('signing in places nothing by itself; the next press places, and the accounts are reloaded', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-5', balance: 990 }));
    const store = guestWithCoupon(request);
    store.dispatch(placeRequested());
    store.signIn([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).not.toHaveBeenCalled();
    expect(store.coupon().bets).toHaveLength(2);
    expect(store.actionTypes()).not.toContain(authUserAction.type);

    store.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![2]).toMatchObject({ body: { bets: [{ marketId: 'a' }, { marketId: 'b' }], amount: 10 } });
    expect(store.coupon()).toMatchObject({ signInPrompt: null, successCoupon: { couponId: 'C-5' }, bets: [] });
    const types = store.actionTypes();
    expect(types.indexOf(authUserAction.type)).toBeGreaterThan(types.indexOf(placeSucceeded.type));
  });

  it('with one-click on, a guest’s press on a price places nothing, adds nothing and asks to sign in', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'OC-1', balance: 990 }));
    // One-click kept from before the player signed out (stored settings).
    const store = start({ request });
    store.dispatch(oneClickEnableRequested());
    expect(store.coupon().settings.isActiveOneClick).toBe(true);
    store.dispatch(betSelectionToggled(selection({ marketId: 'z', coef: 1.9 })));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).not.toHaveBeenCalled();
    expect(store.coupon().bets).toEqual([]);
    expect(store.coupon().signInPrompt).toEqual({ id: 1, via: 'one-click', isModalPending: true });
    expect(store.notifications()).toEqual([]);

    // Signed in, the same press is a bet (and the balance is reloaded).
    store.signIn([]);
    store.dispatch(betSelectionToggled(selection({ marketId: 'z', coef: 1.9 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.actionTypes()).toContain(authUserAction.type);
  });

  it('a press while the start-up session check runs waits for its answer: a player places, a guest is asked to sign in', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-7', balance: 990 }));
    const player = guestWithCoupon(request);
    player.dispatch({ type: SESSION_CHECK_STARTED });
    player.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).not.toHaveBeenCalled();
    expect(player.coupon().signInPrompt).toBeNull();
    player.signIn([]);
    player.dispatch({ type: SESSION_RESOLVED });
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(player.coupon()).toMatchObject({ signInPrompt: null, successCoupon: { couponId: 'C-7' } });

    const guest = guestWithCoupon(vi.fn());
    guest.dispatch({ type: SESSION_CHECK_STARTED });
    guest.dispatch(placeRequested());
    await vi.advanceTimersByTimeAsync(1000);
    expect(guest.coupon().signInPrompt).toBeNull();
    guest.dispatch({ type: SESSION_RESOLVED });
    expect(guest.coupon().signInPrompt).toEqual({ id: 1, via: 'place', isModalPending: true });
  });

  it('a modal not opened before the next page is not opened over it; the prompt itself stays', () => {
    const store = guestWithCoupon(vi.fn());
    store.dispatch(placeRequested());
    store.goTo('live');
    expect(store.coupon().signInPrompt).toEqual({ id: 1, via: 'place', isModalPending: false });
  });
});

describe('following prices (GET /coupon/markets)', () => {
  const answerFor = (coef: number, blocked = false) => async (_method: string, _path: string, options?: { query?: Record<string, unknown> }) => ({
    markets: String(options?.query?.ids ?? '')
      .split(',')
      .map((marketId) => ({ marketId, coef, blocked, finished: false })),
  });

  it('asks at once for the coupon’s markets, then every 5 s with a live bet, and applies the answer', async () => {
    const request: FakeRequest = vi.fn(answerFor(2.2));
    const store = start({ request, prices: true });
    expect(request).not.toHaveBeenCalled();
    store.dispatch(betSelectionToggled(selection({ marketId: 'l', coef: 2, isLive: true })));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledWith('GET', '/coupon/markets', { query: { ids: 'l' } });
    // Rule 2 takes the higher price.
    expect(store.coupon().bets[0]).toMatchObject({ coef: 2.2, acceptedCoef: 2.2 });
    request.mockImplementation(answerFor(2.2, true));
    await vi.advanceTimersByTimeAsync(6000);
    expect(request).toHaveBeenCalledTimes(2);
    expect(store.coupon().bets[0]!.isBlocked).toBe(true);
  });

  it('takes the game’s score, clock and start from the answer: a bet stored without them gets them', async () => {
    const game = { score: { home: 2, away: 0 }, statusId: 2, timeSec: 2400, startAt: 1_765_000_000_000 };
    const request: FakeRequest = vi.fn(async () => ({ markets: [{ marketId: 'l', coef: 2, blocked: false, finished: false, game }] }));
    const store = start({ request, prices: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 'l', coef: 2 })));
    expect(store.coupon().bets[0]).toMatchObject({ startAt: null, score: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.coupon().bets[0]).toMatchObject({ startAt: 1_765_000_000_000, score: { home: 2, away: 0 }, gameStatusId: 2, gameTimeSec: 2400 });
  });

  it('makes no request while the page is hidden or the coupon is empty, and one at once when visible again', async () => {
    const request: FakeRequest = vi.fn(answerFor(2));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const store = start({ request, prices: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 'h', isLive: true })));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    store.dispatch(betSelectionToggled(selection({ marketId: 'h' })));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('stays quiet while another poller keeps the prices fresh', async () => {
    const request: FakeRequest = vi.fn(answerFor(2));
    const store = start({ request, prices: true });
    store.dispatch(betSelectionToggled(selection({ marketId: 's', isLive: true })));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      store.dispatch(oddsChanged([{ marketId: 's', coef: 2, blocked: false }]));
    }
    expect(request).toHaveBeenCalledTimes(1);
  });
});
