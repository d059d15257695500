/**
 * The coupon slice (store key 'coupon'). Actions are events ("the player removed a bet", "the odds
 * moved"), never setters. After every coupon event one function, `recompute`, brings the derived
 * SPEC 3.1 fields (type by bet count, bankers, system options, bounds, total coef, possible win,
 * what may be placed) in line with the inputs, so no event can leave them stale.
 */
import { createAction, createSelector, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  amountStep as currencyAmountStep,
  betSelectionToggled,
  COUPON_TYPE,
  initialAmount as currencyInitialAmount,
  isVipBetEligible,
  MIN_SYSTEM_VALUE,
  oddsChanged,
  roundMoney,
  settleCoupon,
  systemValueOptions,
  type OddsUpdate,
} from '@plugin-api';
import {
  amountProblem,
  applyNewCoef,
  betFromSelection,
  DEFAULT_LIMITS,
  DEFAULT_SETTINGS,
  isBetLocked,
  isGameFinished,
  maxAmountFor,
  MIN_BETS_BY_TYPE,
  minAmountFor,
  needsOddsConfirmation,
  SNAPSHOT_VERSION,
  type ChangeCoefAction,
  type CouponLimits,
  type CouponReminder,
  type CouponSnapshot,
  type CouponState,
  type CouponTypeChoice,
  type PlacedCoupon,
  type PlacementFailure,
} from './model.ts';

export const initialCouponState: CouponState = {
  tab: 0,
  typeId: COUPON_TYPE.express,
  isActivePlaceBet: false,
  isActiveAutoMax: false,
  isActiveVipBet: false,
  isActiveSystemBanker: false,
  isCouponLoadedFromCode: false,
  isVisibleQuickCoupon: true,
  activePlaceBetIds: [],
  bets: [],
  bankers: [],
  accountId: null,
  amount: currencyInitialAmount(DEFAULT_LIMITS.currencyIso),
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: 0,
  maxBetAmount: null,
  availablePrepaidAmount: 0,
  coef: 0,
  coefByView: '',
  promoCode: '',
  manualPromoCode: '',
  promoCodes: [],
  systemValue: MIN_SYSTEM_VALUE,
  systemValues: [],
  antiExpressCoef: null,
  successCoupon: null,
  singlesResultCoupons: [],
  loadCouponInputValue: '',
  expressId: null,
  addedAtByBetId: {},
  maxPayout: null,
  initialAmount: currencyInitialAmount(DEFAULT_LIMITS.currencyIso),
  amountStep: currencyAmountStep(DEFAULT_LIMITS.currencyIso),
  calcSystemsMin: 0,
  manuallyDeletedBonusBet: false,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
  settings: DEFAULT_SETTINGS,
  isAmountTouched: false,
  limits: DEFAULT_LIMITS,
  isOneClickConfirmationOpen: false,
  placement: { status: 'idle', idempotencyKey: null, requestFingerprint: null, reason: null, detail: null },
  reminder: null,
  quickCouponHosts: 0,
};

/** The coupon's stake: the amount, or the amount of each single times the singles (9). */
export function totalStakeOf(state: Pick<CouponState, 'typeId' | 'amount' | 'bets'>): number {
  return state.typeId === COUPON_TYPE.singles ? state.amount * state.bets.length : state.amount;
}

function product(values: readonly number[]): number {
  return values.reduce((acc, v) => acc * v, 1);
}

/** What every leg winning at its agreed price pays; null when the coupon is not a complete one. */
function possibleWinOf(state: CouponState): number | null {
  const { bets, typeId } = state;
  if (bets.length < MIN_BETS_BY_TYPE[typeId]) return null;
  try {
    return settleCoupon({
      typeId,
      stake: totalStakeOf(state),
      systemValue: state.systemValue,
      bankerIndexes: typeId === COUPON_TYPE.system ? state.bankers.map((id) => bets.findIndex((b) => b.marketId === id)) : [],
      legs: bets.map((bet) => ({ coef: bet.acceptedCoef, statusId: -2 })),
      currencyIso: state.limits.currencyIso,
    }).possibleWin;
  } catch {
    return null;
  }
}

/** Small derived lists are replaced only when they differ, so an event that changes nothing keeps the state. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function recompute(state: CouponState): void {
  const { bets, limits, settings } = state;
  const count = bets.length;

  // The type follows the bet count: one bet is a single; a single with more bets becomes an express;
  // a system needs at least 3 bets.
  if (count === 1) state.typeId = COUPON_TYPE.single;
  else if (count >= 2 && state.typeId === COUPON_TYPE.single) state.typeId = COUPON_TYPE.express;
  if (state.typeId === COUPON_TYPE.system && count < MIN_BETS_BY_TYPE[COUPON_TYPE.system]) state.typeId = COUPON_TYPE.express;

  // Bankers: only bets still in the coupon, only on a system, leaving at least 3 others.
  const ids = new Set(bets.map((b) => b.marketId));
  let bankers = state.bankers.filter((id) => ids.has(id));
  if (state.typeId !== COUPON_TYPE.system) bankers = [];
  while (bankers.length > 0 && count - bankers.length < MIN_SYSTEM_VALUE + 1) bankers = bankers.slice(0, -1);
  if (bankers.length !== state.bankers.length || bankers.some((id, i) => state.bankers[i] !== id)) state.bankers = bankers;
  state.isActiveSystemBanker = bankers.length > 0;

  // Two legs of one game cannot go into one coupon (SPEC 4.1 "dependent").
  for (const bet of bets) {
    const isDepend = state.typeId !== COUPON_TYPE.singles && bets.some((other) => other !== bet && other.gameId === bet.gameId);
    if (bet.isDepend !== isDepend) bet.isDepend = isDepend;
  }

  // Amounts from the currency and the site config (SPEC 5, 9).
  const iso = limits.currencyIso;
  const manualStep = settings.amountStepByCurrencyIso[iso];
  state.amountStep = settings.isManualAmountStep && manualStep !== undefined ? manualStep : currencyAmountStep(iso);
  state.initialAmount = currencyInitialAmount(iso);
  if (!state.isAmountTouched) state.amount = state.initialAmount;
  state.maxBetAmount = maxAmountFor(limits, state.typeId);

  // System options: the config's minimum for a system is per line, so a system's minimum is lines × it.
  if (state.typeId === COUPON_TYPE.system) {
    const options = systemValueOptions(count, bankers.length, minAmountFor(limits, COUPON_TYPE.system), iso);
    if (!sameJson(state.systemValues, options)) state.systemValues = options;
    const last = options[options.length - 1];
    state.systemValue = Math.max(MIN_SYSTEM_VALUE, Math.min(state.systemValue, last ? last.value : MIN_SYSTEM_VALUE));
    state.calcSystemsMin = options.find((o) => o.value === state.systemValue)?.minBetAmount ?? 0;
    state.minBetAmount = state.calcSystemsMin;
  } else {
    if (state.systemValues.length > 0) state.systemValues = [];
    state.systemValue = Math.max(MIN_SYSTEM_VALUE, state.systemValue);
    state.calcSystemsMin = 0;
    state.minBetAmount = minAmountFor(limits, state.typeId);
  }

  // Total coefficient (agreed prices): a single's coef, an express's product, none for the rest.
  const coef =
    state.typeId === COUPON_TYPE.single && count === 1
      ? bets[0]!.acceptedCoef
      : state.typeId === COUPON_TYPE.express && count >= 2
        ? roundMoney(product(bets.map((b) => b.acceptedCoef)), 'KWD')
        : 0;
  state.coef = coef;
  state.coefByView = coef > 0 ? coef.toFixed(2) : '';
  state.maxPayout = possibleWinOf(state);

  const active = bets.filter((b) => !isBetLocked(b) && !isGameFinished(b)).map((b) => b.marketId);
  if (!sameJson(state.activePlaceBetIds, active)) state.activePlaceBetIds = active;
  state.isActiveVipBet =
    settings.isVipBet &&
    isVipBetEligible({
      siteFlag: limits.vipBetAllowed,
      maxAmount: state.maxBetAmount ?? Infinity,
      bets: bets.map((b) => ({ isLive: b.isLive })),
      typeId: state.typeId,
    });
  state.isActivePlaceBet =
    count >= MIN_BETS_BY_TYPE[state.typeId] &&
    state.activePlaceBetIds.length === count &&
    !bets.some(needsOddsConfirmation) &&
    amountProblem(state.amount, state.minBetAmount, state.maxBetAmount) === null &&
    state.placement.status !== 'placing';
}

/** The coupon changed: an earlier success or failure message no longer describes it. */
function forgetOutcome(state: CouponState): void {
  state.successCoupon = null;
  if (state.singlesResultCoupons.length > 0) state.singlesResultCoupons = [];
  if (state.placement.status !== 'placing') {
    state.placement.status = 'idle';
    state.placement.reason = null;
    state.placement.detail = null;
  }
}

function applyOddsUpdates(state: CouponState, updates: readonly OddsUpdate[]): void {
  for (const update of updates) {
    const bet = state.bets.find((b) => b.marketId === update.marketId);
    if (!bet) continue;
    if (bet.isBlocked !== update.blocked) bet.isBlocked = update.blocked;
    if (update.finished) bet.gameIsFinished = true;
    if (Number.isFinite(update.coef) && update.coef >= 1 && update.coef !== bet.coef) {
      applyNewCoef(bet, update.coef, state.settings.changeCoefAction);
    }
  }
}

function applySnapshot(state: CouponState, snapshot: CouponSnapshot): void {
  state.bets = snapshot.bets;
  state.typeId = snapshot.typeId;
  state.amount = snapshot.amount;
  state.isAmountTouched = snapshot.isAmountTouched;
  state.systemValue = snapshot.systemValue;
  state.bankers = snapshot.bankers;
  state.settings = snapshot.settings;
  state.isVisibleQuickCoupon = snapshot.isVisibleQuickCoupon;
  state.addedAtByBetId = snapshot.addedAtByBetId;
  state.isOneClickConfirmationOpen = false;
}

function clearBets(state: CouponState): void {
  state.bets = [];
  state.bankers = [];
  state.addedAtByBetId = {};
  state.amountByBetId = {};
}

export interface PlaceFailedPayload {
  reason: PlacementFailure;
  /** Network trouble: the server may have placed it. The key is kept so the next try reuses it. */
  outcomeUnknown?: boolean;
  /** Current prices the server sent with odds_changed / market_blocked. */
  markets?: readonly OddsUpdate[];
  detail?: string;
}

const isCouponEvent = (action: UnknownAction): boolean => action.type.startsWith('coupon/') || action.type.startsWith('betting/');

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    betRemoved: (state, action: PayloadAction<{ marketId: string }>) => {
      state.bets = state.bets.filter((b) => b.marketId !== action.payload.marketId);
      delete state.addedAtByBetId[action.payload.marketId];
      forgetOutcome(state);
    },
    cleared: (state) => {
      clearBets(state);
      forgetOutcome(state);
    },
    couponTypeSwitched: (state, action: PayloadAction<CouponTypeChoice>) => {
      // Only a type the bets allow (the switcher disables the others).
      if (state.bets.length < MIN_BETS_BY_TYPE[action.payload]) return;
      state.typeId = action.payload;
      forgetOutcome(state);
    },
    systemValueChosen: (state, action: PayloadAction<number>) => {
      if (state.systemValues.some((o) => o.value === action.payload)) state.systemValue = action.payload;
    },
    bankerToggled: (state, action: PayloadAction<{ marketId: string }>) => {
      const { marketId } = action.payload;
      if (state.bankers.includes(marketId)) state.bankers = state.bankers.filter((id) => id !== marketId);
      else if (state.bets.some((b) => b.marketId === marketId) && state.bets.length - state.bankers.length - 1 >= MIN_SYSTEM_VALUE + 1) {
        state.bankers.push(marketId);
      }
    },
    amountEntered: (state, action: PayloadAction<number>) => {
      state.amount = Number.isFinite(action.payload) && action.payload > 0 ? roundMoney(action.payload, state.limits.currencyIso) : 0;
      state.isAmountTouched = true;
      forgetOutcome(state);
    },
    /** The +/- buttons: one currency step, never below 0. */
    amountStepped: (state, action: PayloadAction<1 | -1>) => {
      state.amount = Math.max(0, roundMoney(state.amount + action.payload * state.amountStep, state.limits.currencyIso));
      state.isAmountTouched = true;
      forgetOutcome(state);
    },
    oddsChangesAccepted: (state) => {
      for (const bet of state.bets) bet.acceptedCoef = bet.coef;
      forgetOutcome(state);
    },
    changeCoefActionChosen: (state, action: PayloadAction<ChangeCoefAction>) => {
      state.settings.changeCoefAction = action.payload;
      // Bets waiting for confirmation get the new rule at once.
      for (const bet of state.bets) if (needsOddsConfirmation(bet)) applyNewCoef(bet, bet.coef, action.payload);
    },
    /** SPEC 4.1: with bets in the coupon, turning one-click on asks first. One-click needs the site flag (SPEC 5). */
    oneClickEnableRequested: (state) => {
      if (!state.limits.oneClickAllowed || state.settings.isActiveOneClick) return;
      if (state.bets.length > 0) state.isOneClickConfirmationOpen = true;
      else state.settings.isActiveOneClick = true;
    },
    oneClickConfirmed: (state) => {
      if (!state.isOneClickConfirmationOpen) return;
      state.isOneClickConfirmationOpen = false;
      clearBets(state);
      forgetOutcome(state);
      state.settings.isActiveOneClick = true;
    },
    oneClickDeclined: (state) => {
      state.isOneClickConfirmationOpen = false;
    },
    oneClickDisabled: (state) => {
      state.settings.isActiveOneClick = false;
    },
    oneClickAmountEntered: (state, action: PayloadAction<number>) => {
      state.settings.oneClickAmount = Number.isFinite(action.payload) && action.payload > 0 ? roundMoney(action.payload, state.limits.currencyIso) : 0;
    },
    /** SPEC 4.1: an exact coef of zero also turns drop-on-score-change off. */
    exactCoefChosen: (state, action: PayloadAction<number>) => {
      state.settings.exactCoef = Number.isFinite(action.payload) && action.payload >= 0 ? action.payload : 0;
      if (state.settings.exactCoef === 0) state.settings.isDropOnScoreChange = false;
    },
    /** SPEC 4.1: drop-on-score-change on turns one-click off. */
    dropOnScoreChangeToggled: (state, action: PayloadAction<boolean>) => {
      state.settings.isDropOnScoreChange = action.payload;
      if (action.payload) state.settings.isActiveOneClick = false;
    },
    quickCouponToggled: (state) => {
      state.isVisibleQuickCoupon = !state.isVisibleQuickCoupon;
    },
    quickCouponMounted: (state) => {
      state.quickCouponHosts += 1;
    },
    quickCouponUnmounted: (state) => {
      state.quickCouponHosts = Math.max(0, state.quickCouponHosts - 1);
    },
    limitsApplied: (state, action: PayloadAction<CouponLimits>) => {
      state.limits = action.payload;
      if (!action.payload.oneClickAllowed) state.settings.isActiveOneClick = false;
    },
    /** The stored coupon, read once when the plugin starts. */
    restored: (state, action: PayloadAction<CouponSnapshot>) => {
      applySnapshot(state, action.payload);
    },
    /** Another tab changed the coupon (the storage event). */
    syncedFromOtherTab: (state, action: PayloadAction<CouponSnapshot>) => {
      applySnapshot(state, action.payload);
      forgetOutcome(state);
    },
    betsSeen: (state, action: PayloadAction<{ at: number }>) => {
      for (const bet of state.bets) state.addedAtByBetId[bet.marketId] ??= action.payload.at;
    },
    reminderScheduled: (state, action: PayloadAction<CouponReminder>) => {
      state.reminder = action.payload;
    },
    reminderShown: (state) => {
      if (state.reminder) state.reminder.isShown = true;
    },
    reminderReset: (state) => {
      state.reminder = null;
    },
    placeRequested: () => {},
    placeStarted: (state, action: PayloadAction<{ idempotencyKey: string; requestFingerprint: string }>) => {
      state.placement = { status: 'placing', ...action.payload, reason: null, detail: null };
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },
    placeSucceeded: (state, action: PayloadAction<{ coupons: PlacedCoupon[] }>) => {
      const [first] = action.payload.coupons;
      state.placement = { status: 'succeeded', idempotencyKey: null, requestFingerprint: null, reason: null, detail: null };
      state.successCoupon = first ?? null;
      state.singlesResultCoupons = action.payload.coupons.length > 1 ? action.payload.coupons : [];
      clearBets(state);
    },
    placeFailed: (state, action: PayloadAction<PlaceFailedPayload>) => {
      const { reason, outcomeUnknown = false, markets = [], detail } = action.payload;
      state.placement.status = 'failed';
      state.placement.reason = reason;
      state.placement.detail = detail ?? null;
      if (!outcomeUnknown) {
        state.placement.idempotencyKey = null;
        state.placement.requestFingerprint = null;
      }
      // The server's prices go through the same acceptance rule; a price the rule would not take
      // leaves the bet waiting for the player's confirmation.
      applyOddsUpdates(state, markets);
    },
    outcomeDismissed: (state) => {
      forgetOutcome(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(betSelectionToggled, (state, action) => {
        // One-click places the selection instead (one-click saga); the coupon stays as it is.
        if (state.settings.isActiveOneClick) return;
        const selection = action.payload;
        const index = state.bets.findIndex((b) => b.marketId === selection.marketId);
        if (index >= 0) {
          state.bets.splice(index, 1);
          delete state.addedAtByBetId[selection.marketId];
        } else {
          const sameGame = state.bets.findIndex((b) => b.gameId === selection.gameId);
          if (sameGame >= 0) {
            delete state.addedAtByBetId[state.bets[sameGame]!.marketId];
            state.bets[sameGame] = betFromSelection(selection);
          } else state.bets.push(betFromSelection(selection));
        }
        forgetOutcome(state);
      })
      .addCase(oddsChanged, (state, action) => {
        applyOddsUpdates(state, action.payload);
      })
      .addMatcher(isCouponEvent, (state) => recompute(state));
  },
});

export const couponActions = couponSlice.actions;
export const {
  betRemoved,
  cleared,
  couponTypeSwitched,
  systemValueChosen,
  bankerToggled,
  amountEntered,
  amountStepped,
  oddsChangesAccepted,
  changeCoefActionChosen,
  oneClickEnableRequested,
  oneClickConfirmed,
  oneClickDeclined,
  oneClickDisabled,
  oneClickAmountEntered,
  exactCoefChosen,
  dropOnScoreChangeToggled,
  quickCouponToggled,
  quickCouponMounted,
  quickCouponUnmounted,
  limitsApplied,
  restored,
  syncedFromOtherTab,
  betsSeen,
  reminderScheduled,
  reminderShown,
  reminderReset,
  placeRequested,
  placeStarted,
  placeSucceeded,
  placeFailed,
  outcomeDismissed,
} = couponSlice.actions;

/** A one-click single was placed or refused (its own events: the coupon itself is untouched). */
export const oneClickPlaced = createAction<PlacedCoupon>('coupon/oneClickPlaced');

// ---------------------------------------------------------------------------------------------
// Selectors (from the root state; the slice may not be injected yet in a test or a race)

export function selectCoupon(state: unknown): CouponState {
  const coupon = (state as { coupon?: CouponState } | null)?.coupon;
  return coupon ?? initialCouponState;
}

export const selectCouponBetsList = createSelector([selectCoupon], (c) => c.bets);
export const selectCouponSettings = createSelector([selectCoupon], (c) => c.settings);

/** The amount problem to show under the amount field, or null. */
export const selectAmountProblem = createSelector([selectCoupon], (c) =>
  c.bets.length === 0 ? null : amountProblem(c.amount, c.minBetAmount, c.maxBetAmount),
);

export const selectHasOddsToConfirm = createSelector([selectCouponBetsList], (bets) => bets.some(needsOddsConfirmation));

/** What survives a reload and travels between tabs; the same object while those fields are unchanged. */
export const selectSnapshot = createSelector(
  [
    (s: unknown) => selectCoupon(s).bets,
    (s: unknown) => selectCoupon(s).typeId,
    (s: unknown) => selectCoupon(s).amount,
    (s: unknown) => selectCoupon(s).isAmountTouched,
    (s: unknown) => selectCoupon(s).systemValue,
    (s: unknown) => selectCoupon(s).bankers,
    (s: unknown) => selectCoupon(s).settings,
    (s: unknown) => selectCoupon(s).isVisibleQuickCoupon,
    (s: unknown) => selectCoupon(s).addedAtByBetId,
  ],
  (bets, typeId, amount, isAmountTouched, systemValue, bankers, settings, isVisibleQuickCoupon, addedAtByBetId): CouponSnapshot => ({
    version: SNAPSHOT_VERSION,
    bets,
    typeId,
    amount,
    isAmountTouched,
    systemValue,
    bankers,
    settings,
    isVisibleQuickCoupon,
    addedAtByBetId,
  }),
);
