/**
 * The coupon's shapes and the pure rules the slice and sagas share: the coupon's fields, live and
 * locked detection, odds-change acceptance (ids 0/1/2), amount bounds from the site config
 * and the stored snapshot (what survives a reload and travels between tabs).
 */
import { type BetGameFacts, type BetPageType, type BetScore, type BetSelection, type SiteConfig } from '@plugin-api';
import { COUPON_TYPE, isBlockId, isCouponTypeId, legCountFits, MIN_SYSTEM_VALUE, takesBankers, takesBlocks, type CouponTypeId, type settleCoupon, type SystemValueOption } from '@plugin-api/coupon-maths';

// ---------------------------------------------------------------------------------------------
// Ids and constants

/** Odds-change acceptance: 0 confirm, 1 accept any, 2 accept when higher (default). */
export const CHANGE_COEF_ACTION = Object.freeze({ confirm: 0, acceptAny: 1, acceptHigher: 2 } as const);
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [0, 1, 2];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.acceptHigher;

/** A coupon type id: 0 single ... 9 many singles. */
export type CouponTypeChoice = CouponTypeId;

/** The switcher's order; a single (0) is not offered, it is what one bet is. */
export const OFFERED_TYPES: readonly CouponTypeChoice[] = [
  COUPON_TYPE.singles,
  COUPON_TYPE.express,
  COUPON_TYPE.system,
  COUPON_TYPE.chain,
  COUPON_TYPE.multiBet,
  COUPON_TYPE.conditional,
  COUPON_TYPE.antiExpress,
  COUPON_TYPE.lucky,
  COUPON_TYPE.patent,
];

export const isCouponTypeChoice: (value: unknown) => value is CouponTypeChoice = isCouponTypeId;

/**
 * What the switcher offers for `betCount` bets: the single for one bet, else every type the bet-type
 * rules let that many bets be (src/domain/coupon/rules.ts: a lucky from 4 bets, a patent at 3 ...).
 */
export function offeredTypes(betCount: number): CouponTypeChoice[] {
  if (betCount <= 1) return [COUPON_TYPE.single];
  return OFFERED_TYPES.filter((typeId) => legCountFits(typeId, betCount));
}

/** Game status 4 means finished; 2 and 3 mean the game is on. */
const GAME_STATUS_FINISHED = 4;
const GAME_STATUSES_LIVE: readonly number[] = [2, 3];

/** The coupon reminder fires 30 s after a live bet, 5 min after a line bet. */
export const REMINDER_DELAY_LIVE_MS = 30_000;
export const REMINDER_DELAY_LINE_MS = 5 * 60_000;

/** Promo codes: letters and digits (the server's rule). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const PROMO_CODE_MAX_LENGTH = 20;
/** Saved coupon codes: six letters or digits (the server's; typed in any case). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{6}$/;

export const STORAGE_KEY = 'coupon';
export const REMINDER_STORAGE_KEY = 'coupon-notification';
export const SNAPSHOT_VERSION = 1;

// ---------------------------------------------------------------------------------------------
// Shapes

export interface CouponBet {
  readonly marketId: string;
  /** The market's price now. */
  coef: number;
  /** The price the player agreed to; placing sends it. coef !== acceptedCoef means "confirm first". */
  acceptedCoef: number;
  readonly sportId: number;
  /** Market type id. */
  readonly typeId: number;
  /** Market kind (kind 7 never counts for the bonus bet). */
  readonly kind: number;
  /** The market is a live one. */
  readonly isLive: boolean;
  readonly gameId: number;
  readonly champId: number;
  readonly opponent1: string;
  readonly opponent2: string;
  readonly marketName: string;
  readonly sportName: string;
  readonly champName: string;
  /** Block of a multi-bet (4) or conditional (5) bet: the market's own, or what the player chose. */
  blockId?: number;
  /** Bet status id; -2 not calculated until the bet is settled. */
  statusId: number;
  isBlocked: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  gameIsFinished: boolean;
  gameIsLiveInLive: boolean;
  gameStatusId: number | null;
  gameTimeSec: number | null;
  /** The game's start, ms since the epoch (a line bet's row shows it); null when the bet came without it. */
  startAt: number | null;
  /** The full score once the game is on (a live bet's row shows it). */
  score: BetScore | null;
  /** Where the bet was picked (SPEC 2.2's page types). */
  pageType?: BetPageType;
}

/** Coupon settings that only say what the coupon shows. */
export const COUPON_DISPLAY_SETTINGS = ['isBalanceShown', 'isPossibleWinShown', 'isSelectAccountShown'] as const;
export type CouponDisplaySetting = (typeof COUPON_DISPLAY_SETTINGS)[number];

export interface CouponSettings {
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  isCouponFixed: boolean;
  /** 0 until the player sets it: the currency's initial amount is used then. */
  oneClickAmount: number;
  isActiveOneClick: boolean;
  /** 0 off; otherwise place only at exactly this coefficient (sent with the coupon). */
  exactCoef: number;
  isDropOnScoreChange: boolean;
  expressId: number | null;
  bonusAccountOneClickAmount: number;
}

export interface PlacedCoupon {
  couponId: string;
  typeId: number;
  amount: number;
  coef: number;
  possibleWin: number | null;
  betCount: number;
}

export type PlacementStatus = 'idle' | 'placing' | 'succeeded' | 'failed';

/** Why a placement did not go through: the server's reasons plus what the client itself saw. */
export type PlacementFailure =
  | 'odds_changed'
  | 'market_blocked'
  | 'amount_out_of_bounds'
  | 'insufficient_funds'
  | 'bonus_unavailable'
  | 'vip_unavailable'
  | 'promo_code_invalid'
  | 'promo_code_used'
  | 'network'
  | 'server'
  /** The limit service refused the bet (403): its message says why and is shown. */
  | 'refused'
  /** The browser has no network: nothing was sent, so nothing can have been placed. */
  | 'offline'
  | 'invalid';

const FAILURE_TEXT_KEYS: Readonly<Record<PlacementFailure, string>> = {
  odds_changed: 'coupon_error_odds_changed',
  market_blocked: 'coupon_error_market_blocked',
  amount_out_of_bounds: 'coupon_error_amount_out_of_bounds',
  insufficient_funds: 'coupon_error_insufficient_funds',
  bonus_unavailable: 'coupon_error_bonus_unavailable',
  vip_unavailable: 'coupon_error_vip_unavailable',
  promo_code_invalid: 'coupon_error_promo_code_invalid',
  promo_code_used: 'coupon_error_promo_code_used',
  network: 'coupon_error_network',
  server: 'coupon_error_server',
  refused: 'coupon_error_refused',
  offline: 'coupon_error_offline',
  invalid: 'coupon_error_invalid',
};

/** The coupon dictionary's text for a failure. */
export function failureTextKey(reason: PlacementFailure): string {
  return FAILURE_TEXT_KEYS[reason];
}

export interface PlacementState {
  status: PlacementStatus;
  /** The key of the attempt in flight or whose outcome is unknown (network); null after a definite answer. */
  idempotencyKey: string | null;
  /** What that key was sent with: a retry of the same coupon reuses the key. */
  requestFingerprint: string | null;
  reason: PlacementFailure | null;
  /** The server's message: shown for 'refused' (the player must know why), only logged for 'server'. */
  detail: string | null;
  /** The money a refusal names (the book's bounds, the balance it found), in the coupon's currency. */
  figures?: RefusalFigures;
}

/** The money a refusal names: the stake bounds the book applied, the balance it found. */
export interface RefusalFigures {
  min?: number;
  /** null: no maximum. */
  max?: number | null;
  balance?: number;
}

/**
 * A guest tried to bet (betting, one-click too, is for signed-in players): nothing was sent
 * and the coupon is as it was; the coupon asks the guest to sign in and opens the sign-in modal.
 * After signing in the player presses Place again: a bet is never placed without a fresh press.
 */
export interface SignInPrompt {
  /** One more for every refused try: the modal opens once per id. */
  id: number;
  /** The Place button or a one-click press on a price. */
  via: 'place' | 'one-click';
  /** The sign-in modal is still to be opened (by the coupon page or the quick coupon, whichever is mounted). */
  isModalPending: boolean;
}

/** The coupon reminder (kept in session storage). */
export interface CouponReminder {
  /** The bet (market id) the reminder is about. */
  id: string;
  /** Epoch ms. */
  timeToShow: number;
  isShown: boolean;
}

/** Site-config facts the coupon applies; written by the limits saga. */
export interface CouponLimits {
  /** The coupon's currency: the active account's when signed in, else the site's default. */
  currencyIso: string;
  /** The site config's default currency (guests). */
  siteCurrencyIso: string;
  minByType: Readonly<Record<string, number>>;
  maxByType: Readonly<Record<string, number>>;
  oneClickAllowed: boolean;
  bonusBetAllowed: boolean;
  vipBetAllowed: boolean;
  /** The operator's reference id (site config refId), named by every coupon placed; null when the site has none. */
  refId?: number | null;
}

/** Account types: 0 main, 4 bonus, 9 currency account. */
export const BONUS_ACCOUNT_TYPE = 4;

/** The active account as the coupon needs it (null for guests). */
export interface CouponAccount {
  id: number;
  type: number;
  /** ISO 4217 code of its currency. */
  iso: string;
}

/** A bet a loaded coupon could not bring back (its market is gone or its game has finished). */
export interface DroppedBet {
  marketId: string;
  opponent1: string;
  opponent2: string;
  marketName: string;
}

/** A coupon read from a code, waiting to be applied (the player is asked when it would replace bets). */
export interface LoadedCoupon {
  code: string;
  typeId: CouponTypeChoice;
  bets: CouponBet[];
  systemValue: number;
  bankers: string[];
  /** The saved stake, when it was saved in this coupon's currency. */
  amount: number | null;
  dropped: DroppedBet[];
}

export type LoadFailure = 'invalid_code' | 'unknown_code' | 'nothing_left' | 'network' | 'server';

export interface LoadState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The code being loaded or last loaded. */
  code: string | null;
  error: LoadFailure | null;
  /** What the last load could not bring back (said to the player). */
  dropped: DroppedBet[];
  /** A loaded coupon that would replace the bets in the coupon: applied once the player agrees. */
  pending: LoadedCoupon | null;
}

/** Coupon export: 0 file, 1 image, 2 send by e-mail. */
export const COUPON_EXPORT = Object.freeze({ file: 0, image: 1, email: 2 } as const);
export type CouponExportKind = (typeof COUPON_EXPORT)[keyof typeof COUPON_EXPORT];

export type ShareFailure = 'invalid_email' | 'unknown_code' | 'network' | 'server';

export interface ShareState {
  status: 'idle' | 'saving' | 'sending' | 'saved' | 'sent' | 'failed';
  /** The code the current coupon is saved under (cleared when the coupon changes). */
  code: string | null;
  /** Where the last e-mail went. */
  email: string | null;
  error: ShareFailure | null;
  /** What the coupon looked like when it was saved under `code`. */
  fingerprint?: string;
}

/** Why a complete-looking coupon still cannot be placed (the type's own needs). */
export type ShapeProblem = 'coupon_problem_multi_bet_blocks' | 'coupon_problem_conditional_blocks' | 'coupon_problem_quote_pending' | 'coupon_problem_quote_failed';

/** The book's price for an anti-express of the coupon's markets (GET /coupon/anti-express). */
export interface AntiExpressQuote {
  /** The market ids it was quoted for, comma-joined. */
  key: string;
  /** The price now. */
  coef: number;
  /** The price the player agreed to (the same acceptance rule as a market's price). */
  acceptedCoef: number;
}

/**
 * What the coupon holds: what the player chose and typed, what the server and the site config said,
 * and nothing that follows from those (lines, bounds, possible win, what may be placed: the
 * selectors derive them, see figures.ts).
 */
export interface CouponState {
  /** The type the player chose; the bet-changing events keep it one the bets fit (one bet is a single). */
  typeId: CouponTypeChoice;
  isCouponLoadedFromCode: boolean;
  isVisibleQuickCoupon: boolean;
  bets: CouponBet[];
  /** Market ids of the system's bankers (the multi-bet's lobby); kept to bets in the coupon, on those types only. */
  bankers: string[];
  /** Per single for singles (9); the coupon's stake otherwise. Until the player touches it, the currency's initial amount. */
  amount: number;
  availablePrepaidAmount: number;
  /** What the player typed into the promo code field (sent where the type takes promo codes). */
  manualPromoCode: string;
  /** Kept within the system values the bets allow. */
  systemValue: number;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: PlacedCoupon[];
  loadCouponInputValue: string;
  addedAtByBetId: Record<string, number>;
  manuallyDeletedBonusBet: boolean;
  settings: CouponSettings;
  /** The active account (null for guests): its currency and whether it is the bonus account. */
  account: CouponAccount | null;
  antiExpressQuote: AntiExpressQuote | null;
  /** The market ids (comma-joined) whose anti-express quote failed; the quote saga tries again. */
  antiExpressQuoteFailedKey: string | null;
  load: LoadState;
  share: ShareState;
  /** The player typed or stepped an amount: the currency's initial amount no longer replaces it. */
  isAmountTouched: boolean;
  limits: CouponLimits;
  /** Turning one-click on with bets waits for the player to confirm clearing them. */
  isOneClickConfirmationOpen: boolean;
  placement: PlacementState;
  /** A guest's refused try to bet, until they sign in and place; null otherwise. Not persisted. */
  signInPrompt: SignInPrompt | null;
  reminder: CouponReminder | null;
  /** Quick panels mounted right now: the coupon button toggles one if there is one. */
  quickCouponHosts: number;
}

/** What follows from the coupon's state (figures.ts); the selectors hand it out memoised. */
export interface CouponFigures {
  /** Everything needed is there: the Place button is enabled. */
  isActivePlaceBet: boolean;
  /** The player asked for a VIP bet and the coupon qualifies. */
  isActiveVipBet: boolean;
  isActiveSystemBanker: boolean;
  /** Bets neither locked nor finished. */
  activePlaceBetIds: string[];
  /** Bets sharing a game with another bet of the coupon (not on singles). */
  dependentMarketIds: string[];
  accountId: number | null;
  minBetAmount: number;
  /** null: unbounded (the default). */
  maxBetAmount: number | null;
  /** Total coefficient: the express product, a single's coef, the anti-express quote; 0 where a type has none. */
  coef: number;
  coefByView: string;
  /** The promo code sent with the coupon ('' where the type takes none). */
  promoCode: string;
  systemValues: SystemValueOption[];
  /** The anti-express quote agreed to for exactly these markets, else null. */
  antiExpressCoef: number | null;
  /** What every leg winning pays (possible win); null when it cannot be computed. */
  maxPayout: number | null;
  initialAmount: number;
  amountStep: number;
  /** The smallest total stake of the chosen system (lines × minimum). */
  calcSystemsMin: number;
  /** Bets the coupon's stake is spread over (settleCoupon's lines); 0 while the coupon is incomplete. */
  lines: number;
  /** What the player pays: the stake, or the stake of each single times the singles. */
  totalStake: number;
  /** The bonus bet applies: its coefficient, else null. */
  bonusCoefficient: number | null;
  /** The coupon qualifies for the bonus bet, whether or not the player deleted it. */
  isBonusBetAvailable: boolean;
  /** The coupon qualifies for a VIP bet; isActiveVipBet says the player asked for one. */
  isVipBetAvailable: boolean;
  /** Promo codes are accepted on this coupon type (not on singles). */
  isPromoCodeAllowed: boolean;
  shapeProblem: ShapeProblem | null;
}

/** The coupon as components and sagas read it: its state and its figures. */
export type CouponView = CouponState & CouponFigures;

// ---------------------------------------------------------------------------------------------
// Live and locked bets

/** Game status 4 or the finished flag. */
export function isGameFinished(bet: Pick<CouponBet, 'gameIsFinished' | 'gameStatusId'>): boolean {
  return bet.gameIsFinished || bet.gameStatusId === GAME_STATUS_FINISHED;
}

/** Not finished, and game time, live-in-live, game status 2 or 3, or a live market. */
export function isBetLive(bet: Pick<CouponBet, 'gameIsFinished' | 'gameStatusId' | 'gameTimeSec' | 'gameIsLiveInLive' | 'isLive'>): boolean {
  if (isGameFinished(bet)) return false;
  return (
    (bet.gameTimeSec !== null && bet.gameTimeSec > 0) ||
    bet.gameIsLiveInLive ||
    (bet.gameStatusId !== null && GAME_STATUSES_LIVE.includes(bet.gameStatusId)) ||
    bet.isLive
  );
}

/** Blocked, dependent (another bet of its game is in the coupon: `isDependent`) or banned from express. */
export function isBetLocked(bet: Pick<CouponBet, 'isBlocked' | 'isBannedExpress'>, isDependent: boolean): boolean {
  return bet.isBlocked || isDependent || bet.isBannedExpress;
}

export function needsOddsConfirmation(bet: Pick<CouponBet, 'coef' | 'acceptedCoef'>): boolean {
  return bet.coef !== bet.acceptedCoef;
}

/**
 * A market's price moved (odds-change acceptance): 1 takes any price, 2 takes a higher one, 0 takes
 * none. A price that is not taken leaves acceptedCoef where it was, so the bet asks for confirmation
 * until the player accepts or the price comes back.
 */
export function applyNewCoef(bet: CouponBet, coef: number, action: ChangeCoefAction): void {
  bet.coef = coef;
  if (action === CHANGE_COEF_ACTION.acceptAny || (action === CHANGE_COEF_ACTION.acceptHigher && coef > bet.acceptedCoef)) {
    bet.acceptedCoef = coef;
  }
}

/** The feed's news of a bet's game (a pick, a price update): score, status, clock, finish. */
export function applyGameFacts(bet: CouponBet, facts: BetGameFacts): void {
  // Written only where they differ: an unchanged poll leaves the coupon's state as it was (no render, no write).
  const { score } = facts;
  if (score === null ? bet.score !== null : bet.score?.home !== score.home || bet.score.away !== score.away) bet.score = score ? { home: score.home, away: score.away } : null;
  if (facts.statusId !== undefined && bet.gameStatusId !== facts.statusId) bet.gameStatusId = facts.statusId;
  if (facts.timeSec !== undefined && bet.gameTimeSec !== facts.timeSec) bet.gameTimeSec = facts.timeSec;
  if (facts.isFinished === true && !bet.gameIsFinished) bet.gameIsFinished = true;
  if (facts.startAt !== undefined && bet.startAt !== facts.startAt) bet.startAt = facts.startAt;
}

export function betFromSelection(selection: BetSelection): CouponBet {
  const bet: CouponBet = {
    marketId: selection.marketId,
    coef: selection.coef,
    acceptedCoef: selection.coef,
    sportId: selection.sportId,
    typeId: selection.typeId,
    kind: selection.kind,
    isLive: selection.isLive,
    gameId: selection.gameId,
    champId: selection.champId,
    opponent1: selection.opponent1,
    opponent2: selection.opponent2,
    marketName: selection.marketName,
    sportName: selection.sportName ?? '',
    champName: selection.champName ?? '',
    ...(isBlockId(selection.blockId) ? { blockId: selection.blockId } : {}),
    statusId: -2,
    isBlocked: selection.isBlocked === true,
    isBannedExpress: false,
    isDisabledBanker: false,
    gameIsFinished: false,
    gameIsLiveInLive: false,
    gameStatusId: null,
    gameTimeSec: null,
    startAt: selection.startAt ?? null,
    score: null,
    ...(selection.pageType === undefined ? {} : { pageType: selection.pageType }),
  };
  if (selection.game) applyGameFacts(bet, selection.game);
  return bet;
}

// ---------------------------------------------------------------------------------------------
// What the engine settles: the coupon as settleCoupon's input

export type SettlementInput = Parameters<typeof settleCoupon>[0];

export interface CouponShape {
  typeId: CouponTypeChoice;
  bets: readonly CouponBet[];
  bankers: readonly string[];
  systemValue: number;
  antiExpressCoef: number | null;
  amount: number;
}

/** The coupon's stake: the amount, or the amount of each single times the singles (9). */
export function totalStakeOf(coupon: Pick<CouponShape, 'typeId' | 'amount' | 'bets'>): number {
  return coupon.typeId === COUPON_TYPE.singles ? coupon.amount * coupon.bets.length : coupon.amount;
}

/**
 * The bets in the order the coupon settles and places them: a multi-bet's and a conditional bet's
 * by block number (a conditional bet plays its blocks in that order; bets of one block keep the
 * order they were added in), every other type's as added.
 */
export function betsInPlayOrder<T extends Pick<CouponBet, 'blockId'>>(bets: readonly T[], typeId: number): T[] {
  if (!takesBlocks(typeId)) return [...bets];
  return bets.map((bet, index) => ({ bet, index })).sort((a, b) => (a.bet.blockId ?? Infinity) - (b.bet.blockId ?? Infinity) || a.index - b.index).map(({ bet }) => bet);
}

/**
 * settleCoupon's input for the coupon at its agreed prices, the stake multiplied by `stakeFactor`
 * (the bonus coefficient: the engine then rounds the possible win once, at the end).
 */
export function settlementInputOf(coupon: CouponShape, currencyIso: string, stakeFactor = 1): SettlementInput {
  const { typeId } = coupon;
  const bets = betsInPlayOrder(coupon.bets, typeId);
  const withBankers = takesBankers(typeId);
  const withBlocks = takesBlocks(typeId);
  return {
    typeId,
    stake: totalStakeOf(coupon) * stakeFactor,
    systemValue: coupon.systemValue,
    bankerIndexes: withBankers ? coupon.bankers.map((id) => bets.findIndex((b) => b.marketId === id)) : [],
    ...(typeId === COUPON_TYPE.antiExpress && coupon.antiExpressCoef !== null ? { antiExpressCoef: coupon.antiExpressCoef } : {}),
    legs: bets.map((bet) => ({ coef: bet.acceptedCoef, statusId: -2, ...(withBlocks && bet.blockId !== undefined ? { blockId: bet.blockId } : {}) })),
    currencyIso,
  };
}

// ---------------------------------------------------------------------------------------------
// Amount bounds from the site config

/**
 * The site config's bound for a type. Singles (9) are several singles: without a bound of their own
 * each single takes the single's (0) bound.
 */
function boundFor(byType: Readonly<Record<string, number>>, typeId: number): number | undefined {
  const own = byType[String(typeId)];
  if (own !== undefined) return own;
  return typeId === COUPON_TYPE.singles ? byType[String(COUPON_TYPE.single)] : undefined;
}

/** The minimum applies to the types the config lists; 0 otherwise. */
export function minAmountFor(limits: CouponLimits, typeId: number): number {
  return boundFor(limits.minByType, typeId) ?? 0;
}

/** The maximum applies to the types the config lists, never on the bonus account (type 4); null = unbounded. */
export function maxAmountFor(limits: CouponLimits, typeId: number, isBonusAccount = false): number | null {
  if (isBonusAccount) return null;
  return boundFor(limits.maxByType, typeId) ?? null;
}

export type AmountProblem = { key: 'coupon_amount_required' } | { key: 'coupon_amount_below_min'; min: number } | { key: 'coupon_amount_above_max'; max: number };

export function amountProblem(amount: number, min: number, max: number | null): AmountProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return { key: 'coupon_amount_required' };
  if (amount < min) return { key: 'coupon_amount_below_min', min };
  if (max !== null && amount > max) return { key: 'coupon_amount_above_max', max };
  return null;
}

export const DEFAULT_LIMITS: CouponLimits = {
  currencyIso: 'USD',
  siteCurrencyIso: 'USD',
  minByType: {},
  maxByType: {},
  oneClickAllowed: false,
  bonusBetAllowed: false,
  vipBetAllowed: false,
};

/** What the coupon takes from the site config (the currency is the account's once one is active). */
export function limitsFromConfig(config: SiteConfig): CouponLimits {
  return {
    currencyIso: config.currencies.default,
    siteCurrencyIso: config.currencies.default,
    minByType: { ...config.limits?.couponMinAmount },
    maxByType: { ...config.limits?.couponMaxAmount },
    oneClickAllowed: config.features?.oneClickBet === true,
    bonusBetAllowed: config.features?.bonusBet === true,
    vipBetAllowed: config.features?.vipBet === true,
    refId: config.refId ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// The stored snapshot: read defensively, anything malformed is dropped

export interface CouponSnapshot {
  version: typeof SNAPSHOT_VERSION;
  bets: CouponBet[];
  typeId: CouponTypeChoice;
  amount: number;
  isAmountTouched: boolean;
  systemValue: number;
  bankers: string[];
  settings: CouponSettings;
  isVisibleQuickCoupon: boolean;
  addedAtByBetId: Record<string, number>;
  /** What the player typed into the promo code field. */
  manualPromoCode: string;
  manuallyDeletedBonusBet: boolean;
  isCouponLoadedFromCode: boolean;
}

export const DEFAULT_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: false,
  isCouponFixed: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: 0,
  isDropOnScoreChange: false,
  expressId: null,
  bonusAccountOneClickAmount: 0,
};

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNonNegative = (v: unknown): v is number => isFiniteNumber(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';


function numberOr<T>(v: unknown, fallback: T): number | T {
  return isFiniteNumber(v) ? v : fallback;
}

function readBet(raw: unknown): CouponBet | null {
  if (!isRecord(raw)) return null;
  const { marketId, coef } = raw;
  if (!isText(marketId) || marketId === '' || !isFiniteNumber(coef) || coef < 1) return null;
  for (const key of ['sportId', 'typeId', 'kind', 'gameId', 'champId'] as const) if (!isFiniteNumber(raw[key])) return null;
  if (typeof raw.isLive !== 'boolean') return null;
  const acceptedCoef = isFiniteNumber(raw.acceptedCoef) && raw.acceptedCoef >= 1 ? raw.acceptedCoef : coef;
  return {
    marketId,
    coef,
    acceptedCoef,
    sportId: raw.sportId as number,
    typeId: raw.typeId as number,
    kind: raw.kind as number,
    isLive: raw.isLive,
    gameId: raw.gameId as number,
    champId: raw.champId as number,
    opponent1: isText(raw.opponent1) ? raw.opponent1 : '',
    opponent2: isText(raw.opponent2) ? raw.opponent2 : '',
    marketName: isText(raw.marketName) ? raw.marketName : '',
    sportName: isText(raw.sportName) ? raw.sportName : '',
    champName: isText(raw.champName) ? raw.champName : '',
    ...(isBlockId(raw.blockId) ? { blockId: raw.blockId } : {}),
    statusId: numberOr(raw.statusId, -2),
    isBlocked: raw.isBlocked === true,
    isBannedExpress: raw.isBannedExpress === true,
    isDisabledBanker: raw.isDisabledBanker === true,
    gameIsFinished: raw.gameIsFinished === true,
    gameIsLiveInLive: raw.gameIsLiveInLive === true,
    gameStatusId: numberOr(raw.gameStatusId, null),
    gameTimeSec: numberOr(raw.gameTimeSec, null),
    // A coupon stored before bets carried their start, score and page type still loads without them.
    startAt: numberOr(raw.startAt, null),
    score: readScore(raw.score),
    ...(isPageType(raw.pageType) ? { pageType: raw.pageType } : {}),
  };
}

function readScore(raw: unknown): BetScore | null {
  if (!isRecord(raw) || !isNonNegative(raw.home) || !isNonNegative(raw.away)) return null;
  return { home: raw.home, away: raw.away };
}

const PAGE_TYPES: readonly BetPageType[] = ['cyber', 'top-game', 'bets-on-you'];
const isPageType = (v: unknown): v is BetPageType => (PAGE_TYPES as readonly unknown[]).includes(v);

function readSettings(raw: unknown): CouponSettings {
  const settings: CouponSettings = { ...DEFAULT_SETTINGS, amountStepByCurrencyIso: {} };
  if (!isRecord(raw)) return settings;
  const booleans = [
    'isManualAmountStep',
    'isAutoMax',
    'isVipBet',
    'isBalanceShown',
    'isPossibleWinShown',
    'isSelectAccountShown',
    'isCouponFixed',
    'isActiveOneClick',
    'isDropOnScoreChange',
  ] as const;
  for (const key of booleans) if (typeof raw[key] === 'boolean') settings[key] = raw[key];
  for (const key of ['oneClickAmount', 'exactCoef', 'bonusAccountOneClickAmount'] as const) if (isNonNegative(raw[key])) settings[key] = raw[key];
  if ((CHANGE_COEF_ACTIONS as readonly unknown[]).includes(raw.changeCoefAction)) settings.changeCoefAction = raw.changeCoefAction as ChangeCoefAction;
  if (isFiniteNumber(raw.expressId)) settings.expressId = raw.expressId;
  if (isRecord(raw.amountStepByCurrencyIso)) {
    for (const [iso, step] of Object.entries(raw.amountStepByCurrencyIso)) {
      if (/^[A-Z]{3}$/.test(iso) && isFiniteNumber(step) && step > 0) settings.amountStepByCurrencyIso[iso] = step;
    }
  }
  return settings;
}

/**
 * The snapshot in a stored string, or null when there is none or it is not ours (bad JSON, another
 * version, not an object). Inside a good snapshot, bad bets are dropped one by one and bad fields
 * fall back to their defaults: a player never loses the bets that are fine.
 */
export function parseSnapshot(text: string | null): CouponSnapshot | null {
  if (text === null || text === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== SNAPSHOT_VERSION || !Array.isArray(raw.bets)) return null;
  const bets: CouponBet[] = [];
  for (const candidate of raw.bets) {
    const bet = readBet(candidate);
    if (bet && !bets.some((b) => b.marketId === bet.marketId || b.gameId === bet.gameId)) bets.push(bet);
  }
  const ids = new Set(bets.map((b) => b.marketId));
  const typeId = isCouponTypeChoice(raw.typeId) ? raw.typeId : COUPON_TYPE.express;
  const addedAtByBetId: Record<string, number> = {};
  if (isRecord(raw.addedAtByBetId)) {
    for (const [id, at] of Object.entries(raw.addedAtByBetId)) if (ids.has(id) && isNonNegative(at)) addedAtByBetId[id] = at;
  }
  return {
    version: SNAPSHOT_VERSION,
    bets,
    typeId,
    amount: isNonNegative(raw.amount) ? raw.amount : 0,
    isAmountTouched: raw.isAmountTouched === true,
    systemValue: isFiniteNumber(raw.systemValue) ? Math.max(MIN_SYSTEM_VALUE, Math.floor(raw.systemValue)) : MIN_SYSTEM_VALUE,
    bankers: Array.isArray(raw.bankers) ? raw.bankers.filter((id): id is string => isText(id) && ids.has(id)) : [],
    settings: readSettings(raw.settings),
    isVisibleQuickCoupon: raw.isVisibleQuickCoupon !== false,
    addedAtByBetId,
    manualPromoCode: isText(raw.manualPromoCode) ? raw.manualPromoCode.slice(0, PROMO_CODE_MAX_LENGTH) : '',
    manuallyDeletedBonusBet: raw.manuallyDeletedBonusBet === true,
    isCouponLoadedFromCode: raw.isCouponLoadedFromCode === true,
  };
}

export function parseReminder(text: string | null): CouponReminder | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (isRecord(raw) && isText(raw.id) && isNonNegative(raw.timeToShow) && typeof raw.isShown === 'boolean') {
      return { id: raw.id, timeToShow: raw.timeToShow, isShown: raw.isShown };
    }
  } catch {
    // Not ours: no reminder.
  }
  return null;
}
