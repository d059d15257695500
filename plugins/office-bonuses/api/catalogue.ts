/**
 * The reference offer catalogue: promo codes, bonus templates, loyalty levels, rewards and special
 * offers. Names are given in both languages the site speaks; amounts are in "units" that
 * `currencyFactor` (server/first-deposit-offer.ts, with the first-deposit bonus) scales to the
 * player's currency, so a rouble player is not offered 10 roubles.
 */
import type { CashbackKind } from '../schemas.ts';
import type { Localized } from '../../../server/kit/index.ts';

/** A reward before it is scaled: money in units, or points as they are. */
export interface RewardTemplate {
  readonly kind: 'money' | 'points';
  readonly amount: number;
}

const DAY_MS = 86_400_000;

// --- Promo codes ------------------------------------------------------------------------------------

export interface PromoCode {
  readonly code: string;
  readonly reward: RewardTemplate;
  /** The last instant the code may be used (ms). */
  readonly validUntil: number;
}

export const PROMO_CODES: readonly PromoCode[] = [
  { code: 'WELCOME10', reward: { kind: 'money', amount: 10 }, validUntil: Date.UTC(2030, 11, 31, 23, 59, 59) },
  { code: 'POINTS500', reward: { kind: 'points', amount: 500 }, validUntil: Date.UTC(2030, 11, 31, 23, 59, 59) },
  { code: 'SPRING50', reward: { kind: 'money', amount: 5 }, validUntil: Date.UTC(2030, 5, 30, 23, 59, 59) },
  { code: 'HELLO200', reward: { kind: 'points', amount: 200 }, validUntil: Date.UTC(2030, 5, 30, 23, 59, 59) },
  { code: 'SUMMER2025', reward: { kind: 'money', amount: 15 }, validUntil: Date.UTC(2025, 7, 31, 23, 59, 59) },
];

/** What a code may look like: letters, digits and hyphens, 3 to 20 of them. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

export function promoCodeOf(code: string): PromoCode | undefined {
  return PROMO_CODES.find((entry) => entry.code === code);
}

// --- Cashback ---------------------------------------------------------------------------------------

export interface CashbackProgramme {
  readonly percent: number;
  /** The smallest claim, in units. */
  readonly minimumClaim: number;
  /** Promo points per unit of money a claim pays. */
  readonly pointsPerUnit: number;
  readonly isVisiblePromoPointsRules: boolean;
  readonly showAdditionalCashBackTerms: boolean;
  readonly usePromoPointsName: boolean;
}

export const CASHBACK_PROGRAMMES: Readonly<Record<CashbackKind, CashbackProgramme>> = {
  sport: { percent: 5, minimumClaim: 1, pointsPerUnit: 2, isVisiblePromoPointsRules: true, showAdditionalCashBackTerms: false, usePromoPointsName: true },
  casino: { percent: 10, minimumClaim: 1, pointsPerUnit: 0, isVisiblePromoPointsRules: false, showAdditionalCashBackTerms: true, usePromoPointsName: false },
  slots: { percent: 7, minimumClaim: 1, pointsPerUnit: 1, isVisiblePromoPointsRules: false, showAdditionalCashBackTerms: false, usePromoPointsName: false },
};

/** The cashback period holding `now`: a calendar week from Monday 00:00 UTC. */
export function cashbackPeriod(now: number): { start: number; end: number } {
  const date = new Date(now);
  const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  const start = dayStart - daysSinceMonday * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

// --- Bonuses ----------------------------------------------------------------------------------------

export interface BonusTemplate {
  readonly id: string;
  readonly kind: 'sport' | 'casino';
  readonly name: Localized;
  readonly description: Localized;
  readonly amount: number;
  readonly wagerMultiplier: number;
  /** How long after the player's bonus area opened the bonus may still be taken or wagered. */
  readonly lifetimeDays: number;
}

export const BONUS_TEMPLATES: readonly BonusTemplate[] = [
  {
    id: 'sport-welcome',
    kind: 'sport',
    name: { en: 'Sport welcome bonus', ru: 'Приветственный спортивный бонус' },
    description: { en: 'Bonus money for sports bets at odds of 1.5 or more.', ru: 'Бонусные деньги на ставки на спорт с коэффициентом от 1,5.' },
    amount: 50,
    wagerMultiplier: 5,
    lifetimeDays: 14,
  },
  {
    id: 'casino-reload',
    kind: 'casino',
    name: { en: 'Casino reload bonus', ru: 'Бонус на пополнение в казино' },
    description: { en: 'Bonus money for casino games; slots count in full.', ru: 'Бонусные деньги на игры казино; слоты засчитываются полностью.' },
    amount: 20,
    wagerMultiplier: 10,
    lifetimeDays: 10,
  },
  {
    id: 'accumulator-boost',
    kind: 'sport',
    name: { en: 'Accumulator boost', ru: 'Бонус на экспрессы' },
    description: { en: 'Bonus money for accumulators of three or more selections.', ru: 'Бонусные деньги на экспрессы из трёх и более событий.' },
    amount: 10,
    wagerMultiplier: 3,
    lifetimeDays: 5,
  },
];

// --- Loyalty ----------------------------------------------------------------------------------------

export interface LevelTemplate {
  readonly id: string;
  readonly name: Localized;
  readonly minPoints: number;
}

export const LEVELS: readonly LevelTemplate[] = [
  { id: 'bronze', name: { en: 'Bronze', ru: 'Бронза' }, minPoints: 0 },
  { id: 'silver', name: { en: 'Silver', ru: 'Серебро' }, minPoints: 1000 },
  { id: 'gold', name: { en: 'Gold', ru: 'Золото' }, minPoints: 5000 },
  { id: 'platinum', name: { en: 'Platinum', ru: 'Платина' }, minPoints: 20000 },
];

export interface RewardOffer {
  readonly id: string;
  readonly name: Localized;
  readonly cost: number;
  readonly reward: RewardTemplate;
}

export const REWARDS: readonly RewardOffer[] = [
  { id: 'bonus-small', name: { en: 'Small bonus', ru: 'Малый бонус' }, cost: 300, reward: { kind: 'money', amount: 5 } },
  { id: 'bonus-medium', name: { en: 'Medium bonus', ru: 'Средний бонус' }, cost: 1000, reward: { kind: 'money', amount: 20 } },
  { id: 'bonus-large', name: { en: 'Large bonus', ru: 'Большой бонус' }, cost: 5000, reward: { kind: 'money', amount: 120 } },
];

// --- Special offers ---------------------------------------------------------------------------------

export interface OfferTemplate {
  readonly id: string;
  readonly name: Localized;
  readonly description: Localized;
  /** Validity relative to the day the player's bonus area opened, in days. */
  readonly fromDay: number;
  readonly toDay: number;
  readonly reward: RewardTemplate;
}

export const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    id: 'weekend-boost',
    name: { en: 'Weekend boost', ru: 'Бонус выходного дня' },
    description: { en: 'Bonus money for this weekend’s matches.', ru: 'Бонусные деньги на матчи этих выходных.' },
    fromDay: -1,
    toDay: 6,
    reward: { kind: 'money', amount: 10 },
  },
  {
    id: 'loyalty-points',
    name: { en: 'Double loyalty points', ru: 'Двойные баллы лояльности' },
    description: { en: 'Loyalty points added to your balance at once.', ru: 'Баллы лояльности сразу на ваш счёт.' },
    fromDay: -2,
    toDay: 3,
    reward: { kind: 'points', amount: 300 },
  },
  {
    id: 'night-reload',
    name: { en: 'Night reload', ru: 'Ночной бонус' },
    description: { en: 'Bonus money for late games; opens in two days.', ru: 'Бонусные деньги на поздние матчи; откроется через два дня.' },
    fromDay: 2,
    toDay: 9,
    reward: { kind: 'money', amount: 15 },
  },
  {
    id: 'autumn-reload',
    name: { en: 'Autumn reload', ru: 'Осенний бонус' },
    description: { en: 'An offer that has ended.', ru: 'Предложение, срок которого закончился.' },
    fromDay: -20,
    toDay: -3,
    reward: { kind: 'money', amount: 25 },
  },
];

// --- Bring a friend ---------------------------------------------------------------------------------

/** What the referrer earns when an invited friend makes a first deposit, in units. */
export const REFERRAL_REWARD = 15;

/** Banner sizes (IAB standard sizes that fit a site's sidebar, header or phone layout). */
export const BANNER_SIZES: readonly { width: number; height: number }[] = [
  { width: 320, height: 50 },
  { width: 300, height: 250 },
  { width: 728, height: 90 },
  { width: 160, height: 600 },
];

export const BANNER_ALT: Localized = { en: 'Join and get a bonus', ru: 'Присоединяйтесь и получите бонус' };
