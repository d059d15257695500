/**
 * The office web API's answers as the pages read them (types from schemas/office-api.schema.ts),
 * with light checks: an answer that is not what the page expects becomes a failed load with a
 * retry instead of a page that throws. The server enforces the full schemas in its own tests.
 */
import type {
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
} from '../../schemas/office-api.schema.ts';

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
};
export type { OfficeMessage, OfficeSetting, OfficePowerbetCoupon } from '../../schemas/office-api.schema.ts';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const listOf = (v: unknown, item: (x: unknown) => boolean): boolean => Array.isArray(v) && v.every(item);

/** The answer as the page's type when `ok` holds, else null. */
function checked<T>(answer: unknown, ok: (a: Json) => boolean): T | null {
  return isRecord(answer) && ok(answer) ? (answer as T) : null;
}

export const MENU_TABS = ['profile', 'settings', 'promo'] as const;
/** The menu's remote-data key: the hub and the e-mail forms (its user data) share one answer. */
export const MENU_KEY = 'office/menu';

export const readMenu = (answer: unknown) =>
  checked<OfficeMenuAnswer>(
    answer,
    (a) =>
      listOf(a.menuCategories, (c) => isRecord(c) && MENU_TABS.includes(c.id as (typeof MENU_TABS)[number]) && listOf(c.routeIds, isText)) &&
      isRecord(a.menuUserData) &&
      isNumber(a.menuUserData.bonus_balance) &&
      typeof a.menuUserData.recharge_allow === 'boolean' &&
      isCount(a.user_msg_count),
  );

export const readMessages = (answer: unknown) =>
  checked<OfficeMessagesAnswer>(
    answer,
    (a) => listOf(a.messages, (m) => isRecord(m) && isCount(m.id) && isText(m.title) && isText(m.text) && isText(m.sentAt) && typeof m.read === 'boolean') && isCount(a.user_msg_count),
  );

export const readMessageAction = (answer: unknown) => checked<OfficeMessageActionAnswer>(answer, (a) => a.success === true && isCount(a.user_msg_count));

export const readSessions = (answer: unknown) =>
  checked<OfficeSessionsAnswer>(answer, (a) =>
    listOf(a.sessions, (s) => isRecord(s) && isText(s.id) && isText(s.device) && isText(s.ip) && isText(s.startedAt) && isText(s.lastSeenAt) && typeof s.current === 'boolean' && typeof s.active === 'boolean'),
  );

const isSettingList = (v: unknown) => listOf(v, (s) => isRecord(s) && isText(s.id) && typeof s.value === 'boolean');
export const readSettings = (answer: unknown) =>
  checked<OfficeSettingsAnswer>(answer, (a) => isSettingList(a.commonSettings) && isSettingList(a.otherSettings) && isSettingList(a.notificationSettings) && isSettingList(a.mailingSettings));

export const readSettingsSave = (answer: unknown) =>
  checked<OfficeSettingsSaveAnswer>(answer, (a) => listOf(a.results, (r) => isRecord(r) && isText(r.id) && (r.status === 1 || r.status === 2) && (r.message === undefined || isText(r.message))));

export const readWallets = (answer: unknown) =>
  checked<OfficeWalletsAnswer>(
    answer,
    (a) =>
      listOf(a.accounts, (x) => isRecord(x) && isCount(x.id) && isText(x.iso) && isNumber(x.money) && isText(x.label) && isCount(x.type)) &&
      listOf(a.availableCurrencies, isText) &&
      listOf(a.pendingCurrencies, isText),
  );

export const readCurrencyAction = (answer: unknown) => checked<OfficeCurrencyAnswer>(answer, (a) => typeof a.success === 'boolean' && isRecord(a.data) && isText(a.data.message));

export const readDisallowSports = (answer: unknown) =>
  checked<OfficeDisallowSportsAnswer>(answer, (a) => listOf(a.sports, (s) => isRecord(s) && isCount(s.sportId) && isText(s.slug) && isText(s.name)) && listOf(a.line, isCount) && listOf(a.live, isCount));

const isPowerbetCoupon = (c: unknown) => isRecord(c) && isCount(c.number) && isNumber(c.amount) && isNumber(c.coef) && isText(c.currencyIso) && isText(c.placedAt) && isCount(c.legs);
export const readPowerbetList = (answer: unknown) => checked<OfficePowerbetListAnswer>(answer, (a) => listOf(a.coupons, isPowerbetCoupon));
export const readPowerbet = (answer: unknown) =>
  checked<OfficePowerbetAnswer>(answer, (a) => isPowerbetCoupon(a.coupon) && isRecord(a.offer) && typeof a.offer.available === 'boolean' && isNumber(a.offer.maxAmount));

export const readDone = (answer: unknown) => checked<OfficeDoneAnswer>(answer, (a) => a.success === true && isText(a.message));
