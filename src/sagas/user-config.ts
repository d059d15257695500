/**
 * The signed-in user's config and accounts from the web API's snake_case answers into
 * the user slice's terms. An answer without a usable user_id is refused with a clear error (the
 * caller logs it and keeps the user as they were); optional fields fall back to safe defaults.
 */
import { ApiError, API_ERROR_CODES, STATUS_UNKNOWN } from '../api/index.ts';
import type { UserAccount, UserProfile } from '../state/user.slice.ts';

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);
const intOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

function invalid(what: string, expected: string, body: unknown): ApiError {
  return new ApiError(`The ${what} answer is not usable: expected ${expected}`, STATUS_UNKNOWN, API_ERROR_CODES.invalidResponse, { body });
}

export interface UserConfigView {
  profile: UserProfile;
  userName: string | null;
  /** user_msg_count: unread office messages (0 when not sent). */
  unreadMessages: number;
  /** user_settings (switches by id; anything but a boolean left out), with user_hide_balance as hide_balance. */
  playerSettings: Record<string, boolean>;
}

function playerSettingsFrom(answer: Json): Record<string, boolean> {
  const settings: Record<string, boolean> = {};
  if (isRecord(answer.user_settings)) {
    for (const [id, value] of Object.entries(answer.user_settings)) if (typeof value === 'boolean') settings[id] = value;
  }
  if (typeof answer.user_hide_balance === 'boolean') settings.hide_balance = answer.user_hide_balance;
  return settings;
}

export function userConfigFrom(answer: unknown): UserConfigView {
  if (!isRecord(answer) || !Number.isInteger(answer.user_id) || (answer.user_id as number) <= 0) throw invalid('user config', 'an object with a positive integer user_id', answer);
  const protection = answer.protection_level;
  return {
    profile: {
      userId: answer.user_id as number,
      banLevel: int(answer.ban_level, 0),
      banVersion: int(answer.ban_version, 0),
      userStatusId: intOrNull(answer.user_status_id),
      internalVerificationStatus: intOrNull(answer.internal_verification_status),
      verificationStatusGroupCode: str(answer.verification_status_group_code),
      requestedAdditionalDocument: bool(answer.requested_additional_document),
      hasDeposit: bool(answer.has_deposit),
      // The terms check (every 60 s) says whether terms changed; the config does not.
      termsChanged: false,
      protectionLevel: typeof protection === 'number' && protection >= 0 && protection <= 100 ? protection : null,
    },
    userName: str(answer.user_name) ?? str(answer.user_email),
    unreadMessages: Math.max(0, int(answer.user_msg_count, 0)),
    playerSettings: playerSettingsFrom(answer),
  };
}

const ACCOUNT_TYPES: readonly UserAccount['type'][] = [0, 4, 9];
const isAccountType = (v: unknown): v is UserAccount['type'] => ACCOUNT_TYPES.includes(v as UserAccount['type']);

function accountFrom(raw: unknown): UserAccount | null {
  if (!isRecord(raw) || !Number.isInteger(raw.id) || typeof raw.iso !== 'string' || !/^[A-Z]{3}$/.test(raw.iso)) return null;
  // No type means the main account (0); a type we do not know cannot be bet from safely
  // (bonus rules differ), so that entry is dropped like any other broken one.
  const type = raw.type === undefined ? 0 : raw.type;
  if (!isAccountType(type)) return null;
  const money = typeof raw.money === 'number' && Number.isFinite(raw.money) ? raw.money : 0;
  return {
    id: raw.id as number,
    type,
    iso: raw.iso,
    symbol: typeof raw.symbol === 'string' ? raw.symbol : raw.iso,
    currencyId: int(raw.currencyId, 0),
    money,
    points: typeof raw.points === 'number' && Number.isFinite(raw.points) ? raw.points : 0,
    label: typeof raw.label === 'string' ? raw.label : '',
    isActive: raw.isActive === true,
    isPointsTypeBalance: raw.isPointsTypeBalance === true,
  };
}

/** The usable accounts of `{ accounts: [...] }`; broken entries are dropped, one stays active. */
export function accountsFrom(answer: unknown): UserAccount[] {
  if (!isRecord(answer) || !Array.isArray(answer.accounts)) throw invalid('accounts', 'an object with an accounts list', answer);
  const accounts = answer.accounts.map(accountFrom).filter((a): a is UserAccount => a !== null);
  if (accounts.length > 0 && !accounts.some((a) => a.isActive)) {
    // No active account sent: the main one (type 0), else the first, is the one money moves on.
    const main = accounts.find((a) => a.type === 0) ?? accounts[0]!;
    main.isActive = true;
  }
  return accounts;
}
