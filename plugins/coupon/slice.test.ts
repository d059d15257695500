/** The coupon slice as events: what a player and the odds poller do, what the coupon then shows. */
import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { betSelectionToggled, oddsChanged, selectIsMarketSelected, selectSelectedMarketIds } from '@plugin-api';
import {
  amountEntered,
  amountStepped,
  bankerToggled,
  betRemoved,
  changeCoefActionChosen,
  couponSlice,
  couponTypeSwitched,
  dropOnScoreChangeToggled,
  exactCoefChosen,
  limitsApplied,
  oddsChangesAccepted,
  oneClickConfirmed,
  oneClickDeclined,
  oneClickEnableRequested,
  placeFailed,
  selectAmountProblem,
  systemValueChosen,
} from './slice.ts';
import { isBetLive, isBetLocked, limitsFromConfig, needsOddsConfirmation, type CouponState, type CouponView } from './model.ts';
import { SITE_CONFIG, selection, viewOf } from './test-kit.ts';

/** One event on the coupon, and what the selectors then show. */
const reduce = (state: CouponState | undefined, action: UnknownAction): CouponView => viewOf(couponSlice.reducer(state, action));

function run(...actions: UnknownAction[]): CouponView {
  return viewOf(actions.reduce(couponSlice.reducer, couponSlice.reducer(undefined, limitsApplied(limitsFromConfig(SITE_CONFIG)))));
}

const a = selection({ gameId: 101, marketId: 'a', coef: 1.5 });
const b = selection({ gameId: 102, marketId: 'b', coef: 2 });
const c = selection({ gameId: 103, marketId: 'c', coef: 3 });
const d = selection({ gameId: 104, marketId: 'd', coef: 4 });

describe('adding and removing bets', () => {
  it('a market button adds, the same button removes, another market of the game replaces', () => {
    let state = run(betSelectionToggled(a), betSelectionToggled(b));
    expect(state.bets.map((bet) => bet.marketId)).toEqual(['a', 'b']);
    const draw = selection({ gameId: 101, marketId: 'a-draw', coef: 3.3 });
    state = run(betSelectionToggled(a), betSelectionToggled(b), betSelectionToggled(draw));
    expect(state.bets.map((bet) => bet.marketId)).toEqual(['a-draw', 'b']);
    state = run(betSelectionToggled(a), betSelectionToggled(b), betSelectionToggled(a));
    expect(state.bets.map((bet) => bet.marketId)).toEqual(['b']);
    expect(run(betSelectionToggled(a), betRemoved({ marketId: 'a' })).bets).toEqual([]);
  });

  it('the type follows the bet count: one bet is a single, a second makes an express, a system needs three', () => {
    expect(run(betSelectionToggled(a)).typeId).toBe(0);
    expect(run(betSelectionToggled(a), betSelectionToggled(b)).typeId).toBe(1);
    expect(run(betSelectionToggled(a), betSelectionToggled(b), couponTypeSwitched(2)).typeId).toBe(1);
    const system = run(betSelectionToggled(a), betSelectionToggled(b), betSelectionToggled(c), couponTypeSwitched(2));
    expect(system.typeId).toBe(2);
    expect(reduce(system, betRemoved({ marketId: 'c' })).typeId).toBe(1);
    expect(run(betSelectionToggled(a), betSelectionToggled(b), couponTypeSwitched(9)).typeId).toBe(9);
  });

  it('the plugin-API selectors read the coupon it provides (and answer "nothing" before the slice has state)', () => {
    const coupon = run(betSelectionToggled(a), betSelectionToggled(b));
    expect(selectSelectedMarketIds({ coupon })).toEqual(['a', 'b']);
    expect(selectSelectedMarketIds({ coupon })).toBe(selectSelectedMarketIds({ coupon }));
    expect(selectIsMarketSelected({ coupon }, 'b')).toBe(true);
    expect(selectIsMarketSelected({ coupon }, 'c')).toBe(false);
    expect(selectSelectedMarketIds({})).toEqual([]);
    expect(selectSelectedMarketIds({})).toBe(selectSelectedMarketIds({}));
    expect(selectIsMarketSelected({}, 'a')).toBe(false);
  });
});

describe('system', () => {
  const three = [betSelectionToggled(a), betSelectionToggled(b), betSelectionToggled(c), couponTypeSwitched(2)];

  it('offers 2/n to (n-1)/n, never a value below 2, and the minimum is lines × the per-line minimum', () => {
    let state = run(...three, betSelectionToggled(d));
    expect(state.systemValues.map((o) => [o.value, o.combo, o.lines, o.minBetAmount])).toEqual([
      [2, '2/4', 6, 6],
      [3, '3/4', 4, 4],
    ]);
    expect(state.systemValue).toBe(2);
    expect(state.minBetAmount).toBe(6);
    state = reduce(state, systemValueChosen(3));
    expect(state.systemValue).toBe(3);
    expect(state.minBetAmount).toBe(4);
    expect(reduce(state, systemValueChosen(1)).systemValue).toBe(3);
    // One bet fewer: 3/3 would be an express, the value comes back to 2.
    expect(reduce(state, betRemoved({ marketId: 'd' })).systemValue).toBe(2);
  });

  it('a banker leaves at least three other bets, and the possible win counts it on every line', () => {
    let state = run(...three, betSelectionToggled(d), bankerToggled({ marketId: 'a' }));
    expect(state.bankers).toEqual(['a']);
    expect(state.isActiveSystemBanker).toBe(true);
    state = reduce(state, bankerToggled({ marketId: 'b' }));
    expect(state.bankers).toEqual(['a']);
    state = reduce(state, amountEntered(30));
    // 1.5 × (2×3 + 2×4 + 3×4) × 30 / 3 lines
    expect(state.maxPayout).toBe(390);
  });
});

describe('amount', () => {
  it('starts at the currency initial amount, steps by the currency step and never goes below 0', () => {
    let state = run(betSelectionToggled(a));
    expect([state.amount, state.amountStep, state.initialAmount]).toEqual([5, 2.5, 5]);
    state = reduce(state, amountStepped(1));
    expect(state.amount).toBe(7.5);
    state = [-1, -1, -1, -1].reduce((s, dir) => reduce(s, amountStepped(dir as -1)), state);
    expect(state.amount).toBe(0);
  });

  it('is checked against the site config bounds for the type, with the maximum per type', () => {
    const express = run(betSelectionToggled(a), betSelectionToggled(b));
    const problem = (amount: number, state = express) => selectAmountProblem({ coupon: reduce(state, amountEntered(amount)) });
    expect(problem(0)).toEqual({ key: 'coupon_amount_required' });
    expect(problem(0.4)).toEqual({ key: 'coupon_amount_below_min', min: 0.5 });
    expect(problem(2000.5)).toEqual({ key: 'coupon_amount_above_max', max: 2000 });
    expect(problem(2000)).toBeNull();
    expect(problem(4000, run(betSelectionToggled(a)))).toBeNull();
    // Singles take the single's bounds per bet.
    expect(problem(4000, reduce(express, couponTypeSwitched(9)))).toBeNull();
    expect(reduce(express, amountEntered(2000.5)).isActivePlaceBet).toBe(false);
  });

  it('possible win: settleCoupon of the agreed prices (express product, singles summed)', () => {
    const express = run(betSelectionToggled(a), betSelectionToggled(b), amountEntered(10));
    expect(express.coef).toBe(3);
    expect(express.maxPayout).toBe(30);
    const singles = reduce(express, couponTypeSwitched(9));
    expect(singles.maxPayout).toBe(35);
  });
});

describe('odds changes (acceptance 0/1/2)', () => {
  const withBets = (action: 0 | 1 | 2) => run(changeCoefActionChosen(action), betSelectionToggled(a), betSelectionToggled(b));
  const bet = (state: CouponState, id: string) => state.bets.find((x) => x.marketId === id)!;
  const up = oddsChanged([{ marketId: 'a', coef: 1.7, blocked: false }]);
  const down = oddsChanged([{ marketId: 'a', coef: 1.4, blocked: false }]);

  it('0 confirm: any change waits for the player, and the coupon cannot be placed until accepted', () => {
    for (const move of [up, down]) {
      const state = reduce(withBets(0), move);
      expect(needsOddsConfirmation(bet(state, 'a'))).toBe(true);
      expect(state.isActivePlaceBet).toBe(false);
      const accepted = reduce(state, oddsChangesAccepted());
      expect(bet(accepted, 'a').acceptedCoef).toBe(bet(state, 'a').coef);
      expect(accepted.isActivePlaceBet).toBe(true);
    }
  });

  it('1 accept any: both directions are taken at once', () => {
    expect(bet(reduce(withBets(1), up), 'a')).toMatchObject({ coef: 1.7, acceptedCoef: 1.7 });
    expect(bet(reduce(withBets(1), down), 'a')).toMatchObject({ coef: 1.4, acceptedCoef: 1.4 });
  });

  it('2 accept when higher: a rise is taken, a fall waits; choosing 1 later takes the waiting one', () => {
    expect(bet(reduce(withBets(2), up), 'a')).toMatchObject({ coef: 1.7, acceptedCoef: 1.7 });
    const fallen = reduce(withBets(2), down);
    expect(bet(fallen, 'a')).toMatchObject({ coef: 1.4, acceptedCoef: 1.5 });
    expect(fallen.isActivePlaceBet).toBe(false);
    // The price coming back clears it without the player.
    expect(needsOddsConfirmation(bet(reduce(fallen, oddsChanged([{ marketId: 'a', coef: 1.5, blocked: false }])), 'a'))).toBe(false);
    expect(bet(reduce(fallen, changeCoefActionChosen(1)), 'a').acceptedCoef).toBe(1.4);
  });

  it('a blocked market locks its bet; the server prices of a refused placement go through the same rule', () => {
    const blocked = viewOf(reduce(withBets(2), oddsChanged([{ marketId: 'b', coef: 2, blocked: true }])));
    expect(isBetLocked(bet(blocked, 'b'), false)).toBe(true);
    expect(blocked.activePlaceBetIds).toEqual(['a']);
    expect(blocked.isActivePlaceBet).toBe(false);
    const refused = reduce(withBets(2), placeFailed({ reason: 'odds_changed', markets: [{ marketId: 'a', coef: 1.45, blocked: false }] }));
    expect(bet(refused, 'a')).toMatchObject({ coef: 1.45, acceptedCoef: 1.5 });
    expect(refused.placement).toMatchObject({ status: 'failed', reason: 'odds_changed', idempotencyKey: null });
  });
});

describe('live and locked bets', () => {
  const base = run(betSelectionToggled(a)).bets[0]!;
  it('live: not finished, and game time, live-in-live, game status 2 or 3, or a live market', () => {
    expect(isBetLive(base)).toBe(false);
    expect(isBetLive({ ...base, isLive: true })).toBe(true);
    expect(isBetLive({ ...base, gameTimeSec: 60 })).toBe(true);
    expect(isBetLive({ ...base, gameIsLiveInLive: true })).toBe(true);
    expect(isBetLive({ ...base, gameStatusId: 3 })).toBe(true);
    expect(isBetLive({ ...base, isLive: true, gameStatusId: 4 })).toBe(false);
    expect(isBetLive({ ...base, isLive: true, gameIsFinished: true })).toBe(false);
  });
  it('locked: blocked, dependent or banned from express', () => {
    expect(isBetLocked(base, false)).toBe(false);
    expect(isBetLocked(base, true)).toBe(true);
    for (const flag of ['isBlocked', 'isBannedExpress'] as const) expect(isBetLocked({ ...base, [flag]: true }, false)).toBe(true);
  });
});

describe('one-click and its companions', () => {
  it('turning one-click on with bets asks first: confirm clears the bets and turns it on, undo leaves it off', () => {
    const asked = run(betSelectionToggled(a), oneClickEnableRequested());
    expect(asked.isOneClickConfirmationOpen).toBe(true);
    expect(asked.settings.isActiveOneClick).toBe(false);
    const declined = reduce(asked, oneClickDeclined());
    expect([declined.isOneClickConfirmationOpen, declined.settings.isActiveOneClick, declined.bets.length]).toEqual([false, false, 1]);
    const confirmed = reduce(asked, oneClickConfirmed());
    expect([confirmed.isOneClickConfirmationOpen, confirmed.settings.isActiveOneClick, confirmed.bets.length]).toEqual([false, true, 0]);
    // Without bets there is nothing to confirm.
    expect(run(oneClickEnableRequested()).settings.isActiveOneClick).toBe(true);
    // With one-click on, a market button does not add to the coupon (the one-click saga places it).
    expect(reduce(confirmed, betSelectionToggled(b)).bets).toEqual([]);
  });

  it('needs the site flag', () => {
    const off = reduce(undefined, limitsApplied({ ...limitsFromConfig(SITE_CONFIG), oneClickAllowed: false }));
    expect(reduce(off, oneClickEnableRequested()).settings.isActiveOneClick).toBe(false);
  });

  it('exact coef zero turns drop-on-score-change off; drop-on-score-change on turns one-click off', () => {
    let state = run(dropOnScoreChangeToggled(true), exactCoefChosen(1.9));
    expect(state.settings).toMatchObject({ isDropOnScoreChange: true, exactCoef: 1.9 });
    state = reduce(state, exactCoefChosen(0));
    expect(state.settings.isDropOnScoreChange).toBe(false);
    state = run(oneClickEnableRequested(), dropOnScoreChangeToggled(true));
    expect(state.settings).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true });
  });
});

describe('events that change nothing', () => {
  it('keep the same state object (no re-render, no write)', () => {
    const state = run(betSelectionToggled(a), betSelectionToggled(b), betSelectionToggled(c), couponTypeSwitched(2));
    expect(couponSlice.reducer(state, oddsChanged([{ marketId: 'elsewhere', coef: 2, blocked: false }]))).toBe(state);
    expect(couponSlice.reducer(state, systemValueChosen(2))).toBe(state);
    // The feed's game facts as they already are (every live poll sends them).
    const game = { score: { home: 1, away: 0 }, statusId: 2, timeSec: 600, startAt: 1_765_000_000_000 };
    const withFacts = couponSlice.reducer(state, oddsChanged([{ marketId: a.marketId, coef: a.coef, blocked: false, game }]));
    expect(withFacts).not.toBe(state);
    expect(couponSlice.reducer(withFacts, oddsChanged([{ marketId: a.marketId, coef: a.coef, blocked: false, game: structuredClone(game) }]))).toBe(withFacts);
  });
});
