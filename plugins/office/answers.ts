/**
 * The office web API's answers as the pages read them: each reader returns the answer when it has
 * its schema's shape (./schemas.ts, checked by the generated validators, the same code the server's
 * answer check runs), else null, so an answer the page does not understand becomes a failed load
 * with a retry instead of a page that throws.
 */
import { parserOf } from '@plugin-api';
import { validate as isCurrencyAnswer } from './generated/validators/officeCurrencyAnswer.js';
import { validate as isDisallowSportsAnswer } from './generated/validators/officeDisallowSportsAnswer.js';
import { validate as isDoneAnswer } from './generated/validators/officeDoneAnswer.js';
import { validate as isMenuAnswer } from './generated/validators/officeMenuAnswer.js';
import { validate as isMessageActionAnswer } from './generated/validators/officeMessageActionAnswer.js';
import { validate as isMessagesAnswer } from './generated/validators/officeMessagesAnswer.js';
import { validate as isPowerbetAnswer } from './generated/validators/officePowerbetAnswer.js';
import { validate as isPowerbetListAnswer } from './generated/validators/officePowerbetListAnswer.js';
import { validate as isSessionsAnswer } from './generated/validators/officeSessionsAnswer.js';
import { validate as isSettingsAnswer } from './generated/validators/officeSettingsAnswer.js';
import { validate as isSettingsSaveAnswer } from './generated/validators/officeSettingsSaveAnswer.js';
import { validate as isWalletsAnswer } from './generated/validators/officeWalletsAnswer.js';
export type {
  OfficeCurrencyAnswer,
  OfficeDisallowSportsAnswer,
  OfficeDoneAnswer,
  OfficeMenuAnswer,
  OfficeMessageActionAnswer,
  OfficeMessagesAnswer,
  OfficePowerbetAnswer,
  OfficePowerbetListAnswer,
  OfficeSessionsAnswer,
  OfficeSettingsAnswer,
  OfficeSettingsSaveAnswer,
  OfficeWalletsAnswer,
} from './schemas.ts';
export type { OfficeMessage, OfficeSetting, OfficePowerbetCoupon } from './schemas.ts';

export const MENU_TABS = ['profile', 'settings', 'promo'] as const;
export { MENU_KEY, MENU_PATH } from './menu-read.ts';

export const readMenu = parserOf(isMenuAnswer);
export const readMessages = parserOf(isMessagesAnswer);
export const readMessageAction = parserOf(isMessageActionAnswer);
export const readSessions = parserOf(isSessionsAnswer);
export const readSettings = parserOf(isSettingsAnswer);
export const readSettingsSave = parserOf(isSettingsSaveAnswer);
export const readWallets = parserOf(isWalletsAnswer);
export const readCurrencyAction = parserOf(isCurrencyAnswer);
export const readDisallowSports = parserOf(isDisallowSportsAnswer);
export const readPowerbetList = parserOf(isPowerbetListAnswer);
export const readPowerbet = parserOf(isPowerbetAnswer);
export const readDone = parserOf(isDoneAnswer);
