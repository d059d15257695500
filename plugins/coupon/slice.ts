/**
 * The coupon slice (store key 'coupon'). Actions are events ("the player removed a bet", "the odds
 * moved"), never setters. The state holds inputs only: what the player chose and typed, what the
 * server and the site config said. Everything that follows from them (lines, bounds, total coef,
 * possible win, what may be placed) is derived by the memoised selectors at the bottom
 * (figures.ts), so no event can leave it stale. The events that change the bets keep the player's
 * choices ones the bets allow (fitChoicesToBets).
 */
import { createAction, createSelector, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { activeAccountChanged, betSelectionToggled, definePluginSlice, initialAmount as currencyInitialAmount, oddsChanged, pageCommitted, provideSelectedMarketIds, roundMoney, type OddsUpdate } from '@plugin-api';
import { COUPON_TYPE, isBlockId, legCountFits, mayAddBanker, maxSystemValue, MIN_SYSTEM_VALUE, systemValueFits, takesBankers, takesBlocks } from '@plugin-api/coupon-maths';
import {
  amountProblem,
  applyGameFacts,
  applyNewCoef,
  betFromSelection,
  CHANGE_COEF_ACTION,
  DEFAULT_LIMITS,
  DEFAULT_SETTINGS,
  needsOddsConfirmation,
  PROMO_CODE_MAX_LENGTH,
  SNAPSHOT_VERSION,
  COUPON_DISPLAY_SETTINGS,
  type ChangeCoefAction,
  type CouponDisplaySetting,
  type CouponAccount,
  type CouponLimits,
  type CouponReminder,
  type CouponSnapshot,
  type CouponState,
  type CouponTypeChoice,
  type CouponView,
  type DroppedBet,
  type LoadedCoupon,
  type LoadFailure,
  type SignInPrompt,
  type PlacedCoupon,
  type PlacementFailure,
  type RefusalFigures,
  type ShareFailure,
} from './model.ts';
import { amountStepOf, antiExpressKeyOf, antiExpressNeedsConfirmation, couponFigures, systemPartsOf } from './figures.ts';

export { antiExpressKeyOf };

const IDLE_SHARE: CouponState['share'] = { status: 'idle', code: null, email: null, error: null };
const IDLE_LOAD: CouponState['load'] = { status: 'idle', code: null, error: null, dropped: [], pending: null };

export const initialCouponState: CouponState = {
  typeId: COUPON_TYPE.express,
  isCouponLoadedFromCode: false,
  isVisibleQuickCoupon: true,
  bets: [],
  bankers: [],
  amount: currencyInitialAmount(DEFAULT_LIMITS.currencyIso),
  availablePrepaidAmount: 0,
  manualPromoCode: '',
  systemValue: MIN_SYSTEM_VALUE,
  successCoupon: null,
  singlesResultCoupons: [],
  loadCouponInputValue: '',
  addedAtByBetId: {},
  manuallyDeletedBonusBet: false,
  settings: DEFAULT_SETTINGS,
  account: null,
  antiExpressQuote: null,
  antiExpressQuoteFailedKey: null,
  load: IDLE_LOAD,
  share: IDLE_SHARE,
  isAmountTouched: false,
  limits: DEFAULT_LIMITS,
  isOneClickConfirmationOpen: false,
  placement: { status: 'idle', idempotencyKey: null, requestFingerprint: null, reason: null, detail: null },
  signInPrompt: null,
  reminder: null,
  quickCouponHosts: 0,
};

/** What a saved code stands for: a changed coupon is no longer the saved one. */
export function shareFingerprintOf(state: Pick<CouponState, 'typeId' | 'bets' | 'bankers' | 'systemValue' | 'amount'>): string {
  return JSON.stringify([state.typeId, state.bets.map((b) => [b.marketId, b.acceptedCoef, b.blockId ?? 0]), state.bankers, state.systemValue, state.amount]);
}

/**
 * After the bets (or the type) changed, the player's choices are kept to ones the bets allow, by the
 * bet-type rules: one bet is a single, and a type the bets no longer fit becomes an express (a
 * single with a second bet, a patent with a fourth ...); bankers (the lobby) only on bets still in
 * the coupon, on a system or multi-bet, leaving at least 3 other bets; on a multi-bet or
 * conditional bet every bet in a block (a bet without one gets the next free number); the system
 * value within what the bets allow. Each is a choice that stays as it was made: adding the bet back
 * does not bring back the patent or the banker.
 */
function fitChoicesToBets(state: CouponState): void {
  const { bets } = state;
  const count = bets.length;
  if (count === 1) state.typeId = COUPON_TYPE.single;
  else if (count >= 2 && !legCountFits(state.typeId, count)) state.typeId = COUPON_TYPE.express;
  if (count === 0) state.manuallyDeletedBonusBet = false;

  const ids = new Set(bets.map((b) => b.marketId));
  let bankers = takesBankers(state.typeId) ? state.bankers.filter((id) => ids.has(id)) : [];
  while (bankers.length > 0 && !mayAddBanker(count, bankers.length - 1)) bankers = bankers.slice(0, -1);
  if (bankers.length !== state.bankers.length || bankers.some((id, i) => state.bankers[i] !== id)) state.bankers = bankers;

  if (takesBlocks(state.typeId)) {
    let next = Math.max(0, ...bets.map((b) => b.blockId ?? 0));
    for (const bet of bets) if (bet.blockId === undefined) bet.blockId = ++next;
  }

  const parts = systemPartsOf(state);
  const fitted = parts > MIN_SYSTEM_VALUE ? Math.min(state.systemValue, maxSystemValue(parts)) : state.systemValue;
  state.systemValue = Math.max(MIN_SYSTEM_VALUE, fitted);
}

/** Until the player touches the amount, it is the currency's initial amount. */
function fitUntouchedAmount(state: CouponState): void {
  if (!state.isAmountTouched) state.amount = currencyInitialAmount(state.limits.currencyIso);
}

/** A saved code stands for the coupon as it was saved: once the coupon differs, the code is forgotten. */
function forgetChangedCouponCode(state: CouponState): void {
  if (state.share.code !== null && state.share.fingerprint !== shareFingerprintOf(state)) state.share = IDLE_SHARE;
}

function applyQuote(state: CouponState, key: string, coef: number): void {
  const quote = state.antiExpressQuote;
  if (quote?.key !== key) {
    // A new set of markets: the first price is what the player sees (like a newly added bet).
    state.antiExpressQuote = { key, coef, acceptedCoef: coef };
    return;
  }
  if (quote.coef === coef) return;
  const action = state.settings.changeCoefAction;
  quote.coef = coef;
  if (action === CHANGE_COEF_ACTION.acceptAny || (action === CHANGE_COEF_ACTION.acceptHigher && coef > quote.acceptedCoef)) quote.acceptedCoef = coef;
}

/** The coupon changed: an earlier success or failure message no longer describes it. */
function forgetOutcome(state: CouponState): void {
  state.successCoupon = null;
  if (state.singlesResultCoupons.length > 0) state.singlesResultCoupons = [];
  if (state.placement.status !== 'placing') {
    state.placement.status = 'idle';
    state.placement.reason = null;
    state.placement.detail = null;
    delete state.placement.figures;
  }
}

function applyOddsUpdates(state: CouponState, updates: readonly OddsUpdate[], antiExpressCoef?: number): void {
  if (antiExpressCoef !== undefined && Number.isFinite(antiExpressCoef) && antiExpressCoef >= 1) applyQuote(state, antiExpressKeyOf(state.bets), antiExpressCoef);
  for (const update of updates) {
    const bet = state.bets.find((b) => b.marketId === update.marketId);
    if (!bet) continue;
    if (bet.isBlocked !== update.blocked) bet.isBlocked = update.blocked;
    if (update.finished) bet.gameIsFinished = true;
    if (update.game) applyGameFacts(bet, update.game);
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
  state.manualPromoCode = snapshot.manualPromoCode;
  state.manuallyDeletedBonusBet = snapshot.manuallyDeletedBonusBet;
  state.isCouponLoadedFromCode = snapshot.isCouponLoadedFromCode;
  state.isOneClickConfirmationOpen = false;
  fitChoicesToBets(state);
  fitUntouchedAmount(state);
}

function clearBets(state: CouponState): void {
  state.bets = [];
  state.bankers = [];
  state.addedAtByBetId = {};
  state.antiExpressQuote = null;
  state.antiExpressQuoteFailedKey = null;
  state.isCouponLoadedFromCode = false;
  // "Coupon X is loaded" no longer describes an emptied coupon; a coupon waiting for the player's
  // answer, or a load under way, stays.
  if (state.load.status === 'loaded' && !state.load.pending) state.load = IDLE_LOAD;
  fitChoicesToBets(state);
}

/** The loaded coupon replaces the bets (its own stake when it was saved in this currency). */
function applyLoaded(state: CouponState, loaded: LoadedCoupon): void {
  clearBets(state);
  state.bets = loaded.bets;
  state.typeId = loaded.typeId;
  state.systemValue = loaded.systemValue;
  state.bankers = loaded.bankers.filter((id) => loaded.bets.some((b) => b.marketId === id));
  if (loaded.amount !== null) {
    state.amount = loaded.amount;
    state.isAmountTouched = true;
  }
  state.manuallyDeletedBonusBet = false;
  state.isCouponLoadedFromCode = true;
  state.load = { status: 'loaded', code: loaded.code, error: null, dropped: loaded.dropped, pending: null };
  fitChoicesToBets(state);
  forgetOutcome(state);
}

/** The coupon's currency: the active account's when signed in, else the site's; a new currency starts from its initial amount. */
function applyCurrency(state: CouponState): void {
  const iso = state.account?.iso ?? state.limits.siteCurrencyIso;
  if (state.limits.currencyIso === iso) return;
  state.limits.currencyIso = iso;
  state.isAmountTouched = false;
  fitUntouchedAmount(state);
}

export interface PlaceFailedPayload {
  reason: PlacementFailure;
  /** Network trouble: the server may have placed it. The key is kept so the next try reuses it. */
  outcomeUnknown?: boolean;
  /** Current prices the server sent with odds_changed / market_blocked. */
  markets?: readonly OddsUpdate[];
  /** The book's current anti-express price, sent with odds_changed for an anti-express. */
  antiExpressCoef?: number;
  detail?: string;
  /** The money the refusal names (amount_out_of_bounds: min and max; insufficient_funds: balance). */
  figures?: RefusalFigures;
}

const isCouponEvent = (action: UnknownAction): boolean => action.type.startsWith('coupon/') || action.type.startsWith('betting/');

export const couponSlice = definePluginSlice(
  createSlice({
    name: 'coupon',
    initialState: initialCouponState,
    reducers: {
      betRemoved: (state, action: PayloadAction<{ marketId: string }>) => {
        state.bets = state.bets.filter((b) => b.marketId !== action.payload.marketId);
        delete state.addedAtByBetId[action.payload.marketId];
        fitChoicesToBets(state);
        forgetOutcome(state);
      },
      cleared: (state) => {
        clearBets(state);
        forgetOutcome(state);
      },
      couponTypeSwitched: (state, action: PayloadAction<CouponTypeChoice>) => {
        // Only a type the bets allow (the switcher offers only those).
        if (!legCountFits(action.payload, state.bets.length)) return;
        state.typeId = action.payload;
        fitChoicesToBets(state);
        forgetOutcome(state);
      },
      systemValueChosen: (state, action: PayloadAction<number>) => {
        // Only a value the bets allow (the select offers only those).
        if (takesBankers(state.typeId) && systemValueFits(action.payload, systemPartsOf(state))) state.systemValue = action.payload;
      },
      /** A system's banker or a multi-bet's lobby leg, on or off; at least 3 other bets stay. */
      bankerToggled: (state, action: PayloadAction<{ marketId: string }>) => {
        const { marketId } = action.payload;
        if (state.bankers.includes(marketId)) state.bankers = state.bankers.filter((id) => id !== marketId);
        else if (takesBankers(state.typeId) && state.bets.some((b) => b.marketId === marketId) && mayAddBanker(state.bets.length, state.bankers.length)) {
          state.bankers.push(marketId);
        }
        fitChoicesToBets(state);
        forgetOutcome(state);
      },
      /** The player put a bet of a multi-bet or conditional bet into block `blockId` (1 to 30). */
      betBlockChosen: (state, action: PayloadAction<{ marketId: string; blockId: number }>) => {
        const bet = state.bets.find((b) => b.marketId === action.payload.marketId);
        if (!bet || !isBlockId(action.payload.blockId) || !takesBlocks(state.typeId)) return;
        bet.blockId = action.payload.blockId;
        fitChoicesToBets(state);
        forgetOutcome(state);
      },
      /** The player typed a stake: it is theirs, so auto-max stops choosing it. */
      amountEntered: (state, action: PayloadAction<number>) => {
        state.amount = Number.isFinite(action.payload) && action.payload > 0 ? roundMoney(action.payload, state.limits.currencyIso) : 0;
        state.isAmountTouched = true;
        state.settings.isAutoMax = false;
        forgetOutcome(state);
      },
      /** Auto-max set the stake to the coupon's maximum (the auto-max saga); the setting stays on. */
      autoMaxApplied: (state, action: PayloadAction<number>) => {
        if (!state.settings.isAutoMax || !Number.isFinite(action.payload) || action.payload <= 0) return;
        state.amount = roundMoney(action.payload, state.limits.currencyIso);
        state.isAmountTouched = true;
      },
      autoMaxToggled: (state, action: PayloadAction<boolean>) => {
        state.settings.isAutoMax = action.payload;
      },
      /** What the coupon shows besides its bets: the balance, the possible win, the account choice. */
      displaySettingToggled: (state, action: PayloadAction<{ name: CouponDisplaySetting; value: boolean }>) => {
        if (!COUPON_DISPLAY_SETTINGS.includes(action.payload.name)) return;
        state.settings[action.payload.name] = action.payload.value;
      },
      /** A fixed coupon keeps its bets after they are placed, to place them again. */
      couponFixedToggled: (state, action: PayloadAction<boolean>) => {
        state.settings.isCouponFixed = action.payload;
      },
      /** The player's own +/- step instead of the currency's. */
      manualAmountStepToggled: (state, action: PayloadAction<boolean>) => {
        state.settings.isManualAmountStep = action.payload;
      },
      /** The player's step in the coupon's currency; 0 or nonsense forgets it (the currency's step applies). */
      manualAmountStepEntered: (state, action: PayloadAction<number>) => {
        const iso = state.limits.currencyIso;
        const steps = { ...state.settings.amountStepByCurrencyIso };
        if (Number.isFinite(action.payload) && action.payload > 0) steps[iso] = roundMoney(action.payload, iso);
        else delete steps[iso];
        state.settings.amountStepByCurrencyIso = steps;
      },
      /** The +/- buttons: one step (the player's own, else the currency's), never below 0; auto-max stops choosing. */
      amountStepped: (state, action: PayloadAction<1 | -1>) => {
        state.settings.isAutoMax = false;
        state.amount = Math.max(0, roundMoney(state.amount + action.payload * amountStepOf(state), state.limits.currencyIso));
        state.isAmountTouched = true;
        forgetOutcome(state);
      },
      oddsChangesAccepted: (state) => {
        for (const bet of state.bets) bet.acceptedCoef = bet.coef;
        if (state.antiExpressQuote) state.antiExpressQuote.acceptedCoef = state.antiExpressQuote.coef;
        forgetOutcome(state);
      },
      changeCoefActionChosen: (state, action: PayloadAction<ChangeCoefAction>) => {
        state.settings.changeCoefAction = action.payload;
        // Bets waiting for confirmation get the new rule at once.
        for (const bet of state.bets) if (needsOddsConfirmation(bet)) applyNewCoef(bet, bet.coef, action.payload);
        const quote = state.antiExpressQuote;
        if (quote && quote.coef !== quote.acceptedCoef) {
          const { coef } = quote;
          quote.coef = quote.acceptedCoef;
          applyQuote(state, quote.key, coef);
        }
      },
      /** The book quoted an anti-express of these markets (the quote saga). */
      antiExpressQuoted: (state, action: PayloadAction<{ key: string; coef: number }>) => {
        const { key, coef } = action.payload;
        if (!Number.isFinite(coef) || coef < 1) return;
        applyQuote(state, key, coef);
        if (state.antiExpressQuoteFailedKey === key) state.antiExpressQuoteFailedKey = null;
      },
      /** No quote for these markets (a market is suspended, or the server did not answer); asked again later. */
      antiExpressQuoteFailed: (state, action: PayloadAction<{ key: string }>) => {
        state.antiExpressQuoteFailedKey = action.payload.key;
      },
      /** manuallyDeletedBonusBet: the player took the bonus bet out (true) or back (false). */
      bonusBetDeleted: (state, action: PayloadAction<boolean>) => {
        state.manuallyDeletedBonusBet = action.payload;
        forgetOutcome(state);
      },
      /** The player asks for a VIP bet (above the maximum); a setting, so it stays for later coupons. */
      vipBetToggled: (state, action: PayloadAction<boolean>) => {
        state.settings.isVipBet = action.payload;
        forgetOutcome(state);
      },
      /** What the player typed into the promo code field: kept as typed (upper case, at most 20 characters). */
      promoCodeEntered: (state, action: PayloadAction<string>) => {
        state.manualPromoCode = action.payload.toUpperCase().replace(/\s+/g, '').slice(0, PROMO_CODE_MAX_LENGTH);
        forgetOutcome(state);
      },
      /** The active account (null: a guest, or signed out); its currency becomes the coupon's. */
      accountApplied: (state, action: PayloadAction<CouponAccount | null>) => {
        state.account = action.payload;
        applyCurrency(state);
      },
      // Loading a coupon by code (the load saga) ------------------------------------------------
      loadCouponInputChanged: (state, action: PayloadAction<string>) => {
        state.loadCouponInputValue = action.payload.slice(0, 32);
      },
      couponLoadRequested: (_state, _action: PayloadAction<{ code: string }>) => {},
      couponLoadStarted: (state, action: PayloadAction<{ code: string }>) => {
        state.load = { status: 'loading', code: action.payload.code, error: null, dropped: [], pending: null };
      },
      couponLoadFailed: (state, action: PayloadAction<{ code: string; error: LoadFailure; dropped?: DroppedBet[] }>) => {
        state.load = { status: 'failed', code: action.payload.code, error: action.payload.error, dropped: action.payload.dropped ?? [], pending: null };
      },
      /** The coupon read from the code: applied at once on an empty coupon, else held until the player decides. */
      couponLoaded: (state, action: PayloadAction<LoadedCoupon>) => {
        if (state.bets.length === 0) applyLoaded(state, action.payload);
        else state.load = { status: 'loaded', code: action.payload.code, error: null, dropped: action.payload.dropped, pending: action.payload };
      },
      loadedCouponAccepted: (state) => {
        if (state.load.pending) applyLoaded(state, state.load.pending);
      },
      /** The player keeps the coupon they have; the loaded one is dropped. */
      loadedCouponDeclined: (state) => {
        state.load = IDLE_LOAD;
      },
      loadNoticeDismissed: (state) => {
        if (!state.load.pending && state.load.status !== 'loading') state.load = IDLE_LOAD;
      },
      // Saving and exporting (the share saga; the file and image are made in the page) -------------
      couponSaveRequested: () => {},
      emailExportRequested: (_state, _action: PayloadAction<{ email: string }>) => {},
      shareStarted: (state, action: PayloadAction<'saving' | 'sending'>) => {
        state.share = { ...state.share, status: action.payload, error: null };
      },
      couponSaved: (state, action: PayloadAction<{ code: string }>) => {
        state.share = { status: 'saved', code: action.payload.code, email: null, error: null, fingerprint: shareFingerprintOf(state) };
      },
      couponEmailed: (state, action: PayloadAction<{ email: string }>) => {
        state.share = { ...state.share, status: 'sent', email: action.payload.email, error: null };
      },
      shareFailed: (state, action: PayloadAction<ShareFailure>) => {
        state.share = { ...state.share, status: 'failed', error: action.payload };
      },
      /** With bets in the coupon, turning one-click on asks first. One-click needs the site flag. */
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
      /** An exact coef of zero also turns drop-on-score-change off. */
      exactCoefChosen: (state, action: PayloadAction<number>) => {
        state.settings.exactCoef = Number.isFinite(action.payload) && action.payload >= 0 ? action.payload : 0;
        if (state.settings.exactCoef === 0) state.settings.isDropOnScoreChange = false;
      },
      /** Drop-on-score-change on turns one-click off. */
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
        const { currencyIso } = state.limits;
        state.limits = { ...action.payload, currencyIso };
        applyCurrency(state);
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
      /** A guest pressed Place, or a price with one-click on: nothing is sent, the bets stay as they are. */
      signInRequired: (state, action: PayloadAction<{ via: SignInPrompt['via'] }>) => {
        state.signInPrompt = { id: (state.signInPrompt?.id ?? 0) + 1, via: action.payload.via, isModalPending: true };
      },
      /** The coupon page or quick coupon navigated to the sign-in modal for this prompt. */
      signInModalOpened: (state, action: PayloadAction<{ id: number }>) => {
        if (state.signInPrompt?.id === action.payload.id) state.signInPrompt.isModalPending = false;
      },
      placeStarted: (state, action: PayloadAction<{ idempotencyKey: string; requestFingerprint: string }>) => {
        state.placement = { status: 'placing', ...action.payload, reason: null, detail: null };
        state.signInPrompt = null;
        state.successCoupon = null;
        state.singlesResultCoupons = [];
      },
      placeSucceeded: (state, action: PayloadAction<{ coupons: PlacedCoupon[] }>) => {
        const [first] = action.payload.coupons;
        state.placement = { status: 'succeeded', idempotencyKey: null, requestFingerprint: null, reason: null, detail: null };
        state.successCoupon = first ?? null;
        state.singlesResultCoupons = action.payload.coupons.length > 1 ? action.payload.coupons : [];
        // A fixed coupon keeps its bets (and stake) to place them again.
        if (!state.settings.isCouponFixed) clearBets(state);
      },
      placeFailed: (state, action: PayloadAction<PlaceFailedPayload>) => {
        const { reason, outcomeUnknown = false, markets = [], antiExpressCoef, detail, figures } = action.payload;
        state.placement.status = 'failed';
        state.placement.reason = reason;
        state.placement.detail = detail ?? null;
        if (figures) state.placement.figures = figures;
        else delete state.placement.figures;
        if (!outcomeUnknown) {
          state.placement.idempotencyKey = null;
          state.placement.requestFingerprint = null;
        }
        // The server's prices go through the same acceptance rule; a price the rule would not take
        // leaves the bet waiting for the player's confirmation.
        applyOddsUpdates(state, markets, antiExpressCoef);
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
          fitChoicesToBets(state);
          forgetOutcome(state);
        })
        .addCase(oddsChanged, (state, action) => {
          applyOddsUpdates(state, action.payload);
        })
        // A sign-in modal no mounted coupon piece opened before the next page is not opened later
        // over a page the player went to since.
        .addCase(pageCommitted, (state) => {
          if (state.signInPrompt?.isModalPending) state.signInPrompt.isModalPending = false;
        })
        // Switching the active account resets the prepaid coupon amount (the account saga
        // then applies the new account's currency).
        .addCase(activeAccountChanged, (state) => {
          state.availablePrepaidAmount = 0;
        })
        // Whatever changed the coupon, a code saved for what it was no longer stands for it.
        .addMatcher(isCouponEvent, forgetChangedCouponCode);
    },
  }),
);

export const couponActions = couponSlice.actions;
export const {
  betRemoved,
  cleared,
  couponTypeSwitched,
  systemValueChosen,
  bankerToggled,
  betBlockChosen,
  antiExpressQuoted,
  antiExpressQuoteFailed,
  bonusBetDeleted,
  vipBetToggled,
  promoCodeEntered,
  accountApplied,
  loadCouponInputChanged,
  couponLoadRequested,
  couponLoadStarted,
  couponLoadFailed,
  couponLoaded,
  loadedCouponAccepted,
  loadedCouponDeclined,
  loadNoticeDismissed,
  couponSaveRequested,
  emailExportRequested,
  shareStarted,
  couponSaved,
  couponEmailed,
  shareFailed,
  amountEntered,
  amountStepped,
  autoMaxApplied,
  autoMaxToggled,
  displaySettingToggled,
  couponFixedToggled,
  manualAmountStepToggled,
  manualAmountStepEntered,
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
  signInRequired,
  signInModalOpened,
  placeStarted,
  placeSucceeded,
  placeFailed,
  outcomeDismissed,
} = couponSlice.actions;

/** The player chose the account to bet from in the coupon (the account-choice saga makes it the active one). */
export const couponAccountChosen = createAction<{ accountId: number }>('coupon/accountChosen');

/** A one-click single was placed or refused (its own events: the coupon itself is untouched). */
export const oneClickPlaced = createAction<PlacedCoupon>('coupon/oneClickPlaced');

// ---------------------------------------------------------------------------------------------
// Selectors, from the app's state (the initial coupon until the slice has state of its own)

export const selectCoupon = couponSlice.selectSlice;

export const selectCouponBetsList = createSelector([selectCoupon], (c) => c.bets);
export const selectCouponSettings = createSelector([selectCoupon], (c) => c.settings);

/** Market ids in the coupon, in coupon order (memoised: same bets, same array). */
export const selectCouponMarketIds = createSelector([selectCouponBetsList], (bets): readonly string[] => bets.map((bet) => bet.marketId));

// What other plugins' market buttons show as selected is this coupon (the plugin API's betting contract).
provideSelectedMarketIds(selectCouponMarketIds);

/**
 * The coupon's figures (figures.ts: lines, bounds, total coef, possible win, what may be placed),
 * recomputed only when one of the fields they are made of changes.
 */
export const selectCouponFigures = createSelector(
  [
    (s: unknown) => selectCoupon(s).typeId,
    (s: unknown) => selectCoupon(s).bets,
    (s: unknown) => selectCoupon(s).bankers,
    (s: unknown) => selectCoupon(s).systemValue,
    (s: unknown) => selectCoupon(s).amount,
    (s: unknown) => selectCoupon(s).limits,
    (s: unknown) => selectCoupon(s).settings,
    (s: unknown) => selectCoupon(s).account,
    (s: unknown) => selectCoupon(s).antiExpressQuote,
    (s: unknown) => selectCoupon(s).antiExpressQuoteFailedKey,
    (s: unknown) => selectCoupon(s).manualPromoCode,
    (s: unknown) => selectCoupon(s).manuallyDeletedBonusBet,
    (s: unknown) => selectCoupon(s).placement,
  ],
  (typeId, bets, bankers, systemValue, amount, limits, settings, account, antiExpressQuote, antiExpressQuoteFailedKey, manualPromoCode, manuallyDeletedBonusBet, placement) =>
    couponFigures({ typeId, bets, bankers, systemValue, amount, limits, settings, account, antiExpressQuote, antiExpressQuoteFailedKey, manualPromoCode, manuallyDeletedBonusBet, placement }),
);

/** The coupon as components and sagas read it: its state and its figures (the same object while neither changes). */
export const selectCouponView = createSelector([selectCoupon, selectCouponFigures], (coupon, figures): CouponView => ({ ...coupon, ...figures }));

/** The amount problem to show under the amount field, or null. */
export const selectAmountProblem = createSelector([selectCouponView], (c) =>
  c.bets.length === 0 ? null : amountProblem(c.amount, c.minBetAmount, c.maxBetAmount),
);

export const selectHasOddsToConfirm = createSelector([selectCoupon], (c) => c.bets.some(needsOddsConfirmation) || antiExpressNeedsConfirmation(c));

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
    (s: unknown) => selectCoupon(s).manualPromoCode,
    (s: unknown) => selectCoupon(s).manuallyDeletedBonusBet,
    (s: unknown) => selectCoupon(s).isCouponLoadedFromCode,
  ],
  (bets, typeId, amount, isAmountTouched, systemValue, bankers, settings, isVisibleQuickCoupon, addedAtByBetId, manualPromoCode, manuallyDeletedBonusBet, isCouponLoadedFromCode): CouponSnapshot => ({
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
    manualPromoCode,
    manuallyDeletedBonusBet,
    isCouponLoadedFromCode,
  }),
);
