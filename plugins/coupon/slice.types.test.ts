/**
 * Every coupon type (0-9) in the slice (what the switcher offers, lines, total stake and
 * possible win from settleCoupon, the type's own controls), the extras (bonus bet, VIP bet,
 * promo code), the active account's currency and a loaded coupon.
 */
import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { activeAccountChanged, betSelectionToggled, oddsChanged } from '@plugin-api';
import { COUPON_TYPE, MAX_LEGS_BY_TYPE, MIN_LEGS_BY_TYPE, settleCoupon } from '@plugin-api/coupon-maths';
import {
  accountApplied,
  amountEntered,
  antiExpressQuoted,
  antiExpressQuoteFailed,
  bankerToggled,
  betBlockChosen,
  betRemoved,
  bonusBetDeleted,
  changeCoefActionChosen,
  cleared,
  couponLoaded,
  couponSaved,
  couponSlice,
  couponTypeSwitched,
  limitsApplied,
  loadedCouponAccepted,
  loadedCouponDeclined,
  oddsChangesAccepted,
  promoCodeEntered,
  selectHasOddsToConfirm,
  systemValueChosen,
  vipBetToggled,
} from './slice.ts';
import { betFromSelection, limitsFromConfig, offeredTypes, OFFERED_TYPES, type CouponState, type CouponView, type LoadedCoupon } from './model.ts';
import { placeRequestOf } from './sagas/placement.saga.ts';
import { SITE_CONFIG, selection, viewOf } from './test-kit.ts';

const VIP_CONFIG = { ...SITE_CONFIG, features: { ...SITE_CONFIG.features, vipBet: true } };

function run(...actions: UnknownAction[]): CouponView {
  return viewOf(actions.reduce(couponSlice.reducer, couponSlice.reducer(undefined, limitsApplied(limitsFromConfig(SITE_CONFIG)))));
}
const then = (state: CouponState, ...actions: UnknownAction[]): CouponView => viewOf(actions.reduce(couponSlice.reducer, state));

const a = selection({ gameId: 201, marketId: 'a', coef: 1.85 });
const b = selection({ gameId: 202, marketId: 'b', coef: 2.1 });
const c = selection({ gameId: 203, marketId: 'c', coef: 1.5 });
const d = selection({ gameId: 204, marketId: 'd', coef: 2.4 });
const add = (...selections: (typeof a)[]) => selections.map((s) => betSelectionToggled(s));

describe('which types the switcher offers', () => {
  it('follows the bet count: a single for one bet, patent at exactly 3, lucky from 4', () => {
    expect(offeredTypes(1)).toEqual([0]);
    expect(offeredTypes(2)).toEqual([9, 1, 3, 5, 6]);
    expect(offeredTypes(3)).toEqual([9, 1, 2, 3, 4, 5, 6, 8]);
    expect(offeredTypes(4)).toEqual([9, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('offers only shapes the coupon engine accepts (1 to 12 bets, each bet its own block)', () => {
    for (let n = 1; n <= 12; n += 1) {
      for (const typeId of offeredTypes(n)) {
        const legs = Array.from({ length: n }, () => ({ coef: 2, statusId: -2 }));
        expect(() => settleCoupon({ typeId, stake: 10, systemValue: 2, antiExpressCoef: 1.5, legs }), `type ${typeId}, ${n} bets`).not.toThrow();
      }
    }
    for (const typeId of OFFERED_TYPES) expect(MIN_LEGS_BY_TYPE[typeId]).toBeLessThanOrEqual(MAX_LEGS_BY_TYPE[typeId] ?? Infinity);
  });

  it('refuses a type the bets do not fit, and falls back to an express when a bet leaves', () => {
    expect(run(...add(a, b), couponTypeSwitched(8)).typeId).toBe(1);
    expect(run(...add(a, b, c, d), couponTypeSwitched(8)).typeId).toBe(1);
    const patent = run(...add(a, b, c), couponTypeSwitched(8));
    expect(patent.typeId).toBe(8);
    expect(then(patent, betSelectionToggled(d)).typeId).toBe(1);
    const lucky = run(...add(a, b, c, d), couponTypeSwitched(7));
    expect(then(lucky, betRemoved({ marketId: 'd' })).typeId).toBe(1);
  });
});

describe('lines, total stake and possible win for each type (settleCoupon, agreed prices)', () => {
  const four = add(a, b, c, d);
  const figures = (state: CouponView) => [state.lines, state.totalStake, state.maxPayout];

  it('chain, lucky, patent, singles', () => {
    // Chain: 10 on 1.85 returns 18.5, 10 of it on 2.1 → 29.5, on 1.5 → 34.5, on 2.4 → 48.5.
    expect(figures(run(...four, couponTypeSwitched(3), amountEntered(10)))).toEqual([4, 10, 48.5]);
    // Lucky 15: 1 per line, (2.85 × 3.1 × 2.5 × 3.4) − 1.
    expect(figures(run(...four, couponTypeSwitched(7), amountEntered(15)))).toEqual([15, 15, 74.1]);
    // Patent: 1 per line, (2.85 × 3.1 × 2.5) − 1.
    expect(figures(run(...add(a, b, c), couponTypeSwitched(8), amountEntered(7)))).toEqual([7, 7, 21.09]);
    // Singles: 5 on each of four.
    expect(figures(run(...four, couponTypeSwitched(9), amountEntered(5)))).toEqual([4, 20, 5 * (1.85 + 2.1 + 1.5 + 2.4)]);
  });

  it('multi-bet: a lobby in every line, a system over the blocks, bets of one block an express', () => {
    let state = run(...four, couponTypeSwitched(4), amountEntered(12));
    // Each bet starts as its own block.
    expect(state.bets.map((bet) => bet.blockId)).toEqual([1, 2, 3, 4]);
    expect(state.systemValues.map((o) => o.combo)).toEqual(['2/4', '3/4']);
    state = then(state, bankerToggled({ marketId: 'a' }));
    // Lobby 1.85 × system 2 of 2.1, 1.5, 2.4 (3 lines of 4).
    expect(figures(state)).toEqual([3, 12, 87.25]);
    expect(state.systemValues.map((o) => o.combo)).toEqual(['2/3']);
    // b and c in one block: only two blocks left outside the lobby.
    state = then(state, betBlockChosen({ marketId: 'c', blockId: 2 }));
    expect(state.shapeProblem).toBe('coupon_problem_multi_bet_blocks');
    expect(state.isActivePlaceBet).toBe(false);
    expect(state.maxPayout).toBeNull();
    state = then(state, bankerToggled({ marketId: 'a' }));
    // Three blocks again: a, (b c), d; 2 of 3.
    expect(state.shapeProblem).toBeNull();
    expect(figures(state)).toEqual([3, 12, 4 * (1.85 * 3.15 + 1.85 * 2.4 + 3.15 * 2.4)].map((v, i) => (i === 2 ? Math.round(v * 100) / 100 : v)));
    expect(placeRequestOf(state)).toMatchObject({
      typeId: 4,
      systemValue: 2,
      bankers: [],
      bets: [
        { marketId: 'a', blockId: 1 },
        { marketId: 'b', blockId: 2 },
        { marketId: 'c', blockId: 2 },
        { marketId: 'd', blockId: 4 },
      ],
    });
  });

  it('conditional: blocks are played in block order; one block is not a conditional bet', () => {
    let state = run(...add(a, b, c), couponTypeSwitched(5), amountEntered(10));
    state = then(state, betBlockChosen({ marketId: 'a', blockId: 3 }), betBlockChosen({ marketId: 'b', blockId: 1 }), betBlockChosen({ marketId: 'c', blockId: 1 }));
    // Block 1 (2.1 × 1.5) returns 31.5; 10 of it on block 3 (1.85): 21.5 + 18.5.
    expect(figures(state)).toEqual([2, 10, 40]);
    expect(placeRequestOf(state).bets.map((bet) => [bet.marketId, bet.blockId])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 3],
    ]);
    state = then(state, betBlockChosen({ marketId: 'a', blockId: 1 }));
    expect(state.shapeProblem).toBe('coupon_problem_conditional_blocks');
    // Blocks only on those types, and only 1 to 30.
    expect(then(state, betBlockChosen({ marketId: 'a', blockId: 31 })).bets[0]!.blockId).toBe(1);
    expect(then(run(...add(a, b)), betBlockChosen({ marketId: 'a', blockId: 5 })).bets[0]!.blockId).toBeUndefined();
  });

  it('anti-express: waits for the book’s quote, then prices at it; a new quote follows the acceptance rule', () => {
    let state = run(...add(a, b), couponTypeSwitched(6), amountEntered(10));
    expect(state.shapeProblem).toBe('coupon_problem_quote_pending');
    expect([state.isActivePlaceBet, state.maxPayout]).toEqual([false, null]);
    expect(then(state, antiExpressQuoteFailed({ key: 'a,b' })).shapeProblem).toBe('coupon_problem_quote_failed');
    // A quote for other markets does not count.
    expect(then(state, antiExpressQuoted({ key: 'a,c', coef: 1.3 })).antiExpressCoef).toBeNull();

    state = then(state, antiExpressQuoted({ key: 'a,b', coef: 1.26 }));
    expect([state.antiExpressCoef, state.coef, state.lines, state.maxPayout, state.isActivePlaceBet]).toEqual([1.26, 1.26, 1, 12.6, true]);
    expect(placeRequestOf(state)).toMatchObject({ typeId: 6, antiExpressCoef: 1.26 });
    // Rule 2 takes a higher quote, waits on a lower one.
    expect(then(state, antiExpressQuoted({ key: 'a,b', coef: 1.3 })).antiExpressCoef).toBe(1.3);
    const lower = then(state, antiExpressQuoted({ key: 'a,b', coef: 1.2 }));
    expect([lower.antiExpressCoef, lower.isActivePlaceBet, selectHasOddsToConfirm({ coupon: lower })]).toEqual([1.26, false, true]);
    expect(then(lower, oddsChangesAccepted()).antiExpressCoef).toBe(1.2);
    expect(then(lower, changeCoefActionChosen(1)).antiExpressCoef).toBe(1.2);
    // Rule 0 takes none.
    const confirm = then(state, changeCoefActionChosen(0), antiExpressQuoted({ key: 'a,b', coef: 1.3 }));
    expect(confirm.antiExpressCoef).toBe(1.26);
    // Another bet: a new quote is needed.
    expect(then(state, betSelectionToggled(c)).antiExpressCoef).toBeNull();
  });
});

describe('bonus bet', () => {
  it('an express of 3+ bets at 1.1 or more gets 1 % a bet on the win; the player may take it out and back', () => {
    let state = run(...add(a, b, c), amountEntered(10));
    expect([state.isBonusBetAvailable, state.bonusCoefficient]).toEqual([true, 1.03]);
    // 10 × 5.8275 × 1.03, rounded once.
    expect(state.maxPayout).toBe(60.02);
    expect(placeRequestOf(state).bonusBet).toBe(true);
    state = then(state, bonusBetDeleted(true));
    expect([state.manuallyDeletedBonusBet, state.bonusCoefficient, state.maxPayout]).toEqual([true, null, 58.28]);
    expect(placeRequestOf(state).bonusBet).toBeUndefined();
    expect(then(state, bonusBetDeleted(false)).bonusCoefficient).toBe(1.03);
    // The mark goes with the coupon.
    expect(then(state, cleared()).manuallyDeletedBonusBet).toBe(false);
  });

  it('not on two bets, another type, a bet under 1.1, a market of kind 7, or without the site flag', () => {
    expect(run(...add(a, b)).isBonusBetAvailable).toBe(false);
    expect(run(...add(a, b, c), couponTypeSwitched(2)).isBonusBetAvailable).toBe(false);
    expect(run(...add(a, b, selection({ gameId: 205, marketId: 'low', coef: 1.05 }))).isBonusBetAvailable).toBe(false);
    expect(run(...add(a, b, selection({ gameId: 206, marketId: 'special', coef: 2, kind: 7 }))).isBonusBetAvailable).toBe(false);
    const off = couponSlice.reducer(undefined, limitsApplied({ ...limitsFromConfig(SITE_CONFIG), bonusBetAllowed: false }));
    expect(then(off, ...add(a, b, c)).isBonusBetAvailable).toBe(false);
  });
});

describe('VIP bet and promo code', () => {
  const vip = (...actions: UnknownAction[]) => then(couponSlice.reducer(undefined, limitsApplied(limitsFromConfig(VIP_CONFIG))), ...actions);

  it('a VIP bet needs the site flag, a maximum, line bets only and not singles; it lifts the maximum', () => {
    expect(run(...add(a, b)).isVipBetAvailable).toBe(false);
    let state = vip(...add(a, b), amountEntered(2500));
    expect([state.isVipBetAvailable, state.maxBetAmount, state.isActivePlaceBet]).toEqual([true, 2000, false]);
    state = then(state, vipBetToggled(true));
    expect([state.isActiveVipBet, state.maxBetAmount, state.isActivePlaceBet]).toEqual([true, null, true]);
    expect(placeRequestOf(state).vipBet).toBe(true);
    expect(then(state, couponTypeSwitched(9)).isActiveVipBet).toBe(false);
    expect(then(state, betSelectionToggled(selection({ gameId: 207, marketId: 'live', isLive: true }))).isVipBetAvailable).toBe(false);
    // Chain has no configured maximum: nothing to lift.
    expect(then(state, couponTypeSwitched(3)).isVipBetAvailable).toBe(false);
  });

  it('a promo code is kept as typed, not sent on singles, and a malformed one stops the placement', () => {
    let state = run(...add(a, b), promoCodeEntered(' bet hub '));
    expect([state.manualPromoCode, state.promoCode, state.isPromoCodeAllowed]).toEqual(['BETHUB', 'BETHUB', true]);
    expect(placeRequestOf(state).promoCode).toBe('BETHUB');
    state = then(state, couponTypeSwitched(9));
    expect([state.manualPromoCode, state.promoCode, state.isPromoCodeAllowed]).toEqual(['BETHUB', '', false]);
    expect(placeRequestOf(state).promoCode).toBeUndefined();
    const malformed = run(...add(a, b), promoCodeEntered('B!'));
    expect(malformed.isActivePlaceBet).toBe(false);
    expect(then(malformed, promoCodeEntered('')).isActivePlaceBet).toBe(true);
  });
});

describe('the active account', () => {
  it('its currency sets the step, the initial amount and the rounding; the bonus account has no maximum', () => {
    let state = run(...add(a, b), amountEntered(12));
    state = then(state, accountApplied({ id: 7, type: 0, iso: 'RUB' }));
    expect([state.accountId, state.limits.currencyIso, state.amountStep, state.amount, state.isAmountTouched]).toEqual([7, 'RUB', 100, 150, false]);
    expect(placeRequestOf(state).currencyIso).toBe('RUB');
    expect(state.maxBetAmount).toBe(2000);
    state = then(state, accountApplied({ id: 8, type: 4, iso: 'RUB' }));
    expect([state.accountId, state.maxBetAmount]).toEqual([8, null]);
    // Signed out: the site's currency again.
    state = then(state, accountApplied(null));
    expect([state.accountId, state.limits.currencyIso, state.amount]).toEqual([null, 'USD', 5]);
    // A new site config keeps the account's currency.
    state = then(state, accountApplied({ id: 7, type: 0, iso: 'EUR' }), limitsApplied(limitsFromConfig(SITE_CONFIG)));
    expect(state.limits.currencyIso).toBe('EUR');
  });

  it('switching the active account resets the prepaid amount', () => {
    const state = { ...run(...add(a)), availablePrepaidAmount: 40 };
    expect(then(state, activeAccountChanged({ accountId: 2 })).availablePrepaidAmount).toBe(0);
  });
});

describe('a loaded coupon', () => {
  const loaded = (patch: Partial<LoadedCoupon> = {}): LoadedCoupon => ({
    code: 'ABC123',
    typeId: COUPON_TYPE.system,
    bets: [a, b, c, d].map(betFromSelection),
    systemValue: 3,
    bankers: ['a', 'gone'],
    amount: 20,
    dropped: [{ marketId: 'gone', opponent1: 'X', opponent2: 'Y', marketName: 'W1' }],
    ...patch,
  });

  it('is applied at once to an empty coupon: bets, type, system value, bankers that came, its stake', () => {
    const state = run(couponLoaded(loaded()));
    expect(state.bets.map((bet) => bet.marketId)).toEqual(['a', 'b', 'c', 'd']);
    expect([state.typeId, state.systemValue, state.bankers, state.amount, state.isCouponLoadedFromCode]).toEqual([2, 2, ['a'], 20, true]);
    expect(state.load).toMatchObject({ status: 'loaded', code: 'ABC123', pending: null, dropped: [{ marketId: 'gone' }] });
    // Emptied, the coupon is no longer the loaded one.
    expect(then(state, cleared()).load.status).toBe('idle');
  });

  it('waits for the player before replacing bets; declining keeps the coupon as it was', () => {
    const waiting = run(...add(selection({ gameId: 300, marketId: 'mine' })), couponLoaded(loaded()));
    expect(waiting.bets.map((bet) => bet.marketId)).toEqual(['mine']);
    expect(waiting.load.pending?.code).toBe('ABC123');
    expect(then(waiting, loadedCouponDeclined()).bets.map((bet) => bet.marketId)).toEqual(['mine']);
    expect(then(waiting, loadedCouponDeclined()).load.status).toBe('idle');
    const replaced = then(waiting, loadedCouponAccepted());
    expect(replaced.bets.map((bet) => bet.marketId)).toEqual(['a', 'b', 'c', 'd']);
    expect(replaced.load.pending).toBeNull();
  });

  it('a type the loaded bets no longer fit becomes an express', () => {
    expect(run(couponLoaded(loaded({ typeId: 8 }))).typeId).toBe(1);
  });
});

describe('a saved code', () => {
  it('stands for the coupon as saved: any change to it forgets the code', () => {
    const saved = run(...add(a, b), couponSaved({ code: 'XYZ789' }));
    expect(saved.share).toMatchObject({ status: 'saved', code: 'XYZ789' });
    expect(then(saved, oddsChanged([{ marketId: 'elsewhere', coef: 2, blocked: false }])).share.code).toBe('XYZ789');
    expect(then(saved, amountEntered(9)).share.code).toBeNull();
    expect(then(saved, betSelectionToggled(c)).share.code).toBeNull();
    expect(then(saved, systemValueChosen(3)).share.code).toBe('XYZ789');
  });
});
