/**
 * Answer checks for the bonus API: each parser returns the answer when it has its schema's shape
 * (./schemas.ts, checked by the generated validators, the same code the server's answer check runs),
 * else null (the page then shows the failure with a retry instead of breaking).
 */
import { parserOf } from '@plugin-api';
import { validate as isActionAnswer } from './generated/validators/bonusActionAnswer.js';
import { validate as isBonusesAnswer } from './generated/validators/bonusesAnswer.js';
import { validate as isSettingsAnswer } from './generated/validators/bonusSettingsAnswer.js';
import { validate as isCashbackAnswer } from './generated/validators/cashbackAnswer.js';
import { validate as isFirstDepositAnswer } from './generated/validators/firstDepositBonusAnswer.js';
import { validate as isPromoCodeCheckAnswer } from './generated/validators/promoCodeCheckAnswer.js';
import { validate as isPromoCodeHistoryAnswer } from './generated/validators/promoCodeHistoryAnswer.js';
import { validate as isReferralAnswer } from './generated/validators/referralAnswer.js';
import { validate as isBannersAnswer } from './generated/validators/referralBannersAnswer.js';
import { validate as isRewardsAnswer } from './generated/validators/rewardsAnswer.js';
import { validate as isSpecialOffersAnswer } from './generated/validators/specialOffersAnswer.js';

export const parseCashback = parserOf(isCashbackAnswer);
export const parsePromoCodeCheck = parserOf(isPromoCodeCheckAnswer);
export const parsePromoCodeHistory = parserOf(isPromoCodeHistoryAnswer);
export const parseBonuses = parserOf(isBonusesAnswer);
export const parseFirstDeposit = parserOf(isFirstDepositAnswer);
export const parseReferral = parserOf(isReferralAnswer);
export const parseBanners = parserOf(isBannersAnswer);
export const parseRewards = parserOf(isRewardsAnswer);
export const parseSpecialOffers = parserOf(isSpecialOffersAnswer);
export const parseAction = parserOf(isActionAnswer);
export const parseSettings = parserOf(isSettingsAnswer);
