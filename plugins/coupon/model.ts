/**
 * The coupon's shapes and the pure rules the slice and sagas share: SPEC 3.1 fields, live and
 * locked detection (SPEC 4.1), odds-change acceptance (SPEC 3.1 ids 0/1/2), amount bounds (SPEC 5)
 * and the stored snapshot (what survives a reload and travels between tabs).
 */
import { COUPON_TYPE, MIN_SYSTEM_VALUE, type BetSelection, type SiteConfig, type SystemValueOption } from '@plugin-api';

// ---------------------------------------------------------------------------------------------
// Ids and constants

/** SPEC 3.1 odds-change acceptance: 0 confirm, 1 accept any, 2 accept when higher (default). */
export const CHANGE_COEF_ACTION = Object.freeze({ confirm: 0, acceptAny: 1, acceptHigher: 2 } as const);
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [0, 1, 2];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.acceptHigher;

/**
 * The types the switcher offers (SPEC 9 groups): 9 singles, 1 express, 2 system with bankers.
 * With one bet the coupon is a single (0) whatever was chosen.
 */
export const OFFERED_TYPES = [COUPON_TYPE.singles, COUPON_TYPE.express, COUPON_TYPE.system] as const;
export type CouponTypeChoice = 0 | 1 | 2 | 9;

/** Fewest bets each offered type needs. */
export const MIN_BETS_BY_TYPE: Readonly<Record<CouponTypeChoice, number>> = { 0: 1, 1: 2, 2: MIN_SYSTEM_VALUE + 1, 9: 2 };

/** SPEC 4.1: game status 4 means finished; 2 and 3 mean the game is on. */
const GAME_STATUS_FINISHED = 4;
const GAME_STATUSES_LIVE: readonly number[] = [2, 3];

/** SPEC 4.1 / 9: the coupon reminder fires 30 s after a live bet, 5 min after a line bet. */
export const REMINDER_DELAY_LIVE_MS = 30_000;
export const REMINDER_DELAY_LINE_MS = 5 * 60_000;

export const STORAGE_KEY = 'coupon';
export const REMINDER_STORAGE_KEY = 'coupon-notification';
export const SNAPSHOT_VERSION = 1;

// ---------------------------------------------------------------------------------------------
// Shapes (SPEC 3.1)

export interface CouponBet {
  readonly marketId: string;
  /** The market's price now. */
  coef: number;
  /** The price the player agreed to; placing sends it. coef !== acceptedCoef means "confirm first". */
  acceptedCoef: number;
  readonly sportId: number;
  /** Market type id. */
  readonly typeId: number;
  /** Market kind (SPEC 5: kind 7 never counts for the bonus bet). */
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
  readonly blockId?: number;
  /** SPEC 4.1 bet status id; -2 not calculated until the bet is settled. */
  statusId: number;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  gameIsFinished: boolean;
  gameIsLiveInLive: boolean;
  gameStatusId: number | null;
  gameTimeSec: number | null;
}

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
  | 'network'
  | 'server'
  | 'invalid';

const FAILURE_TEXT_KEYS: Readonly<Record<PlacementFailure, string>> = {
  odds_changed: 'coupon_error_odds_changed',
  market_blocked: 'coupon_error_market_blocked',
  amount_out_of_bounds: 'coupon_error_amount_out_of_bounds',
  insufficient_funds: 'coupon_error_insufficient_funds',
  network: 'coupon_error_network',
  server: 'coupon_error_server',
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
  /** A server message for 'server' failures (not shown verbatim; logged). */
  detail: string | null;
}

/** SPEC 3.1 "Coupon notification (session storage)". */
export interface CouponReminder {
  /** The bet (market id) the reminder is about. */
  id: string;
  /** Epoch ms. */
  timeToShow: number;
  isShown: boolean;
}

/** Site-config facts the coupon applies (SPEC 5); written by the limits saga. */
export interface CouponLimits {
  currencyIso: string;
  minByType: Readonly<Record<string, number>>;
  maxByType: Readonly<Record<string, number>>;
  oneClickAllowed: boolean;
  bonusBetAllowed: boolean;
  vipBetAllowed: boolean;
}

export interface CouponState {
  tab: number;
  typeId: CouponTypeChoice;
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  isActiveSystemBanker: boolean;
  isCouponLoadedFromCode: boolean;
  isVisibleQuickCoupon: boolean;
  activePlaceBetIds: string[];
  bets: CouponBet[];
  /** Market ids of the system's bankers. */
  bankers: string[];
  accountId: number | null;
  /** Per single for singles (9); the coupon's stake otherwise. */
  amount: number;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  minBetAmount: number;
  /** null: unbounded (SPEC 3.1 default). */
  maxBetAmount: number | null;
  availablePrepaidAmount: number;
  /** Total coefficient: the express product, a single's coef, 0 where a type has none. */
  coef: number;
  coefByView: string;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  systemValue: number;
  systemValues: SystemValueOption[];
  antiExpressCoef: number | null;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: PlacedCoupon[];
  loadCouponInputValue: string;
  expressId: number | null;
  addedAtByBetId: Record<string, number>;
  /** What every leg winning pays (possible win); null when it cannot be computed. */
  maxPayout: number | null;
  initialAmount: number;
  amountStep: number;
  /** The smallest total stake of the chosen system (lines × minimum). */
  calcSystemsMin: number;
  manuallyDeletedBonusBet: boolean;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  settings: CouponSettings;
  // This implementation's own fields.
  /** The player typed or stepped an amount: the currency's initial amount no longer replaces it. */
  isAmountTouched: boolean;
  limits: CouponLimits;
  /** Turning one-click on with bets waits for the player to confirm clearing them (SPEC 4.1). */
  isOneClickConfirmationOpen: boolean;
  placement: PlacementState;
  reminder: CouponReminder | null;
  /** Quick panels mounted right now: the coupon button toggles one if there is one (SPEC 2.10). */
  quickCouponHosts: number;
}

// ---------------------------------------------------------------------------------------------
// SPEC 4.1: live and locked bets

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

/** Blocked, dependent or banned from express. */
export function isBetLocked(bet: Pick<CouponBet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

export function needsOddsConfirmation(bet: Pick<CouponBet, 'coef' | 'acceptedCoef'>): boolean {
  return bet.coef !== bet.acceptedCoef;
}

/**
 * A market's price moved (SPEC 3.1 acceptance): 1 takes any price, 2 takes a higher one, 0 takes
 * none. A price that is not taken leaves acceptedCoef where it was, so the bet asks for confirmation
 * until the player accepts or the price comes back.
 */
export function applyNewCoef(bet: CouponBet, coef: number, action: ChangeCoefAction): void {
  bet.coef = coef;
  if (action === CHANGE_COEF_ACTION.acceptAny || (action === CHANGE_COEF_ACTION.acceptHigher && coef > bet.acceptedCoef)) {
    bet.acceptedCoef = coef;
  }
}

export function betFromSelection(selection: BetSelection): CouponBet {
  return {
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
    ...(selection.blockId === undefined ? {} : { blockId: selection.blockId }),
    statusId: -2,
    isBlocked: selection.isBlocked === true,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    gameIsFinished: false,
    gameIsLiveInLive: false,
    gameStatusId: null,
    gameTimeSec: null,
  };
}

// ---------------------------------------------------------------------------------------------
// SPEC 5: amount bounds from the site config

/**
 * The site config's bound for a type. Singles (9) are several singles: without a bound of their own
 * each single takes the single's (0) bound.
 */
function boundFor(byType: Readonly<Record<string, number>>, typeId: number): number | undefined {
  const own = byType[String(typeId)];
  if (own !== undefined) return own;
  return typeId === COUPON_TYPE.singles ? byType[String(COUPON_TYPE.single)] : undefined;
}

/** SPEC 5: the minimum applies to the types the config lists; 0 otherwise. */
export function minAmountFor(limits: CouponLimits, typeId: number): number {
  return boundFor(limits.minByType, typeId) ?? 0;
}

/** SPEC 5: the maximum applies to the types the config lists, never on the bonus account; null = unbounded. */
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
  minByType: {},
  maxByType: {},
  oneClickAllowed: false,
  bonusBetAllowed: false,
  vipBetAllowed: false,
};

/** What the coupon takes from the site config (currency: the default one until accounts exist). */
export function limitsFromConfig(config: SiteConfig): CouponLimits {
  return {
    currencyIso: config.currencies.default,
    minByType: { ...config.limits?.couponMinAmount },
    maxByType: { ...config.limits?.couponMaxAmount },
    oneClickAllowed: config.features?.oneClickBet === true,
    bonusBetAllowed: config.features?.bonusBet === true,
    vipBetAllowed: config.features?.vipBet === true,
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
    ...(isFiniteNumber(raw.blockId) ? { blockId: raw.blockId } : {}),
    statusId: numberOr(raw.statusId, -2),
    isBlocked: raw.isBlocked === true,
    isDepend: raw.isDepend === true,
    isBannedExpress: raw.isBannedExpress === true,
    isDisabledBanker: raw.isDisabledBanker === true,
    gameIsFinished: raw.gameIsFinished === true,
    gameIsLiveInLive: raw.gameIsLiveInLive === true,
    gameStatusId: numberOr(raw.gameStatusId, null),
    gameTimeSec: numberOr(raw.gameTimeSec, null),
  };
}

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
  const typeId = ([0, 1, 2, 9] as unknown[]).includes(raw.typeId) ? (raw.typeId as CouponTypeChoice) : COUPON_TYPE.express;
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
