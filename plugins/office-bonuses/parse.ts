/**
 * Answer checks for the bonus API: each parser returns the answer when its shape is what the page
 * reads, else null (the page then shows the failure with a retry instead of breaking).
 */
import type {
  BonusActionAnswer,
  BonusBalance,
  BonusesAnswer,
  BonusItem,
  BonusReward,
  BonusSettingsAnswer,
  CashbackAnswer,
  FirstDepositBonusAnswer,
  PromoCodeCheckAnswer,
  PromoCodeHistoryAnswer,
  ReferralAnswer,
  ReferralBannersAnswer,
  RewardLevel,
  RewardsAnswer,
  SpecialOffer,
  SpecialOffersAnswer,
} from '../../schemas/bonuses-api.schema.ts';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));
const isTimeOrNull = (value: unknown): boolean => value === null || isTime(value);

/** A record whose listed fields pass their checks. */
function has(value: unknown, checks: Readonly<Record<string, (field: unknown) => boolean>>): value is Fields {
  return isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
}

const listOf =
  <T>(check: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(check);

const oneOf =
  (...allowed: readonly string[]) =>
  (value: unknown): boolean =>
    isText(value) && allowed.includes(value);

export function isReward(value: unknown): value is BonusReward {
  return has(value, { kind: oneOf('money', 'points'), amount: isNumber, iso: isText });
}

function isBalance(value: unknown): value is BonusBalance {
  return has(value, { iso: isText, money: isNumber, points: isNumber });
}

function isBonus(value: unknown): value is BonusItem {
  return has(value, {
    id: isText,
    name: isText,
    description: isText,
    amount: isNumber,
    iso: isText,
    status: oneOf('active', 'available', 'completed'),
    wagered: isNumber,
    required: isNumber,
    wagerMultiplier: isNumber,
    expiresAt: isTime,
  });
}

function isLevel(value: unknown): value is RewardLevel {
  return has(value, { id: isText, name: isText, minPoints: isNumber });
}

function isOffer(value: unknown): value is SpecialOffer {
  return has(value, { id: isText, name: isText, description: isText, validFrom: isTime, validTo: isTime, status: oneOf('open', 'accepted', 'upcoming', 'expired'), reward: isReward });
}

export function parseCashback(answer: unknown): CashbackAnswer | null {
  return has(answer, {
    kind: oneOf('sport', 'casino', 'slots'),
    percent: isNumber,
    periodStart: isTime,
    periodEnd: isTime,
    lossAmount: isNumber,
    accrued: isNumber,
    minimumClaim: isNumber,
    claimedAt: isTimeOrNull,
    iso: isText,
    isVisiblePromoPointsRules: isFlag,
    showAdditionalCashBackTerms: isFlag,
    promoPoints: isNumber,
    usePromoPointsName: isFlag,
    balance: isBalance,
  })
    ? (answer as CashbackAnswer)
    : null;
}

export function parsePromoCodeCheck(answer: unknown): PromoCodeCheckAnswer | null {
  return has(answer, {
    code: isText,
    status: oneOf('valid', 'used', 'expired', 'unknown'),
    reward: (v) => v === null || isReward(v),
    validUntil: isTimeOrNull,
    usedAt: isTimeOrNull,
  })
    ? (answer as PromoCodeCheckAnswer)
    : null;
}

export function parsePromoCodeHistory(answer: unknown): PromoCodeHistoryAnswer | null {
  const isItem = (v: unknown): v is PromoCodeHistoryAnswer['items'][number] => has(v, { code: isText, usedAt: isTime, reward: isReward });
  return has(answer, { items: listOf(isItem) }) ? (answer as PromoCodeHistoryAnswer) : null;
}

export function parseBonuses(answer: unknown): BonusesAnswer | null {
  return has(answer, { bonuses: listOf(isBonus), balance: isBalance }) ? (answer as BonusesAnswer) : null;
}

export function parseFirstDeposit(answer: unknown): FirstDepositBonusAnswer | null {
  return has(answer, {
    available: isFlag,
    optedIn: isFlag,
    percent: isNumber,
    maxAmount: isNumber,
    minDeposit: isNumber,
    wagerMultiplier: isNumber,
    validDays: isNumber,
    iso: isText,
  })
    ? (answer as FirstDepositBonusAnswer)
    : null;
}

export function parseReferral(answer: unknown): ReferralAnswer | null {
  const isFriend = (v: unknown): v is ReferralAnswer['friends'][number] => has(v, { name: isText, joinedAt: isTime, deposited: isFlag, reward: isNumber });
  return has(answer, { code: isText, link: isText, rewardPerFriend: isNumber, earned: isNumber, iso: isText, friends: listOf(isFriend) }) ? (answer as ReferralAnswer) : null;
}

export function parseBanners(answer: unknown): ReferralBannersAnswer | null {
  const isBanner = (v: unknown): v is ReferralBannersAnswer['banners'][number] => has(v, { id: isText, width: isNumber, height: isNumber, imageUrl: isText, embedCode: isText });
  return has(answer, { link: isText, banners: listOf(isBanner) }) ? (answer as ReferralBannersAnswer) : null;
}

export function parseRewards(answer: unknown): RewardsAnswer | null {
  const isRewardOffer = (v: unknown): v is RewardsAnswer['rewards'][number] => has(v, { id: isText, name: isText, cost: isNumber, reward: isReward });
  return has(answer, {
    points: isNumber,
    pointsAccumulated: isNumber,
    level: isLevel,
    nextLevel: (v) => v === null || isLevel(v),
    levels: listOf(isLevel),
    rewards: listOf(isRewardOffer),
    balance: isBalance,
  })
    ? (answer as RewardsAnswer)
    : null;
}

export function parseSpecialOffers(answer: unknown): SpecialOffersAnswer | null {
  return has(answer, { offers: listOf(isOffer) }) ? (answer as SpecialOffersAnswer) : null;
}

export function parseAction(answer: unknown): BonusActionAnswer | null {
  return has(answer, { success: (v) => v === true, reward: (v) => v === null || isReward(v), balance: isBalance }) ? (answer as BonusActionAnswer) : null;
}

export function parseSettings(answer: unknown): BonusSettingsAnswer | null {
  const isSwitch = (v: unknown) => has(v, { enabled: isFlag });
  return has(answer, {
    cashbackSetting: (v) => has(v, { sport: isSwitch, casino: isSwitch, slots: isSwitch }),
    bonusSetting: isSwitch,
    firstDepositBonusSetting: (v) => has(v, { enabled: isFlag, available: isFlag }),
    showPromoCodeCheck: isFlag,
    promoSetting: (v) => has(v, { promoCodeHistory: isFlag, bringFriend: isFlag, specialOffers: isFlag }),
    showClubPoints: isFlag,
    clubPoints: isNumber,
    pointsAccumulated: isNumber,
  })
    ? (answer as BonusSettingsAnswer)
    : null;
}
