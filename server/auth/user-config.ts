/**
 * A player as the web API shows it: the user config (snake_case) and the account list.
 * Fields the reference has no story for get the value a fresh real account would have.
 *
 * The user config goes to any caller with a token, so it carries no secure personal data: the
 * e-mail and phone are masked hints (d***@example.com, ********01) that let a screen say where a
 * code goes, and the identity documents, birth date and address are only "set" (SECRET_MASK) or
 * null. The values themselves come from GET /web-api/secure-data, behind the password grant.
 */
import type { AccountAnswer, UserConfigAnswer } from '../../schemas/auth-api.schema.ts';
import { currencyByIso } from './currencies.ts';
import { countryById } from './phone-countries.ts';
import { officeFactsOf } from '../office-record/facts.ts';
import { maskEmail, maskPhoneNumber } from './masking.ts';
import type { Account, Player } from './players.ts';

/** activation_type: 0 none, 1 e-mail only, 2 both, 3 phone only. */
function activationType(player: Player): 0 | 1 | 2 | 3 {
  if (player.email && player.phone) return 2;
  if (player.email) return 1;
  if (player.phone) return 3;
  return 0;
}

/**
 * 0-100 from the protection methods in use (bands: ≤30 bad, <70 normal, <100 good, 100 full):
 * a password alone is "bad"; each of the five methods adds its weight and all five make 100.
 */
function protectionLevel(player: Player): number {
  const level =
    10 +
    (player.passwordChanged ? 15 : 0) +
    (player.twoStep ? 25 : 0) +
    (player.phone ? 20 : 0) +
    (player.securityQuestion ? 15 : 0) +
    (player.emailAuth === true && player.email ? 15 : 0);
  return Math.min(100, level);
}

/** What a secure field that is set shows in the user config: that it is set, not what it is. */
export const SECRET_MASK = '***';

function secret(value: string | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : SECRET_MASK;
}

export function userConfigOf(player: Player): UserConfigAnswer {
  const country = player.countryId === null ? undefined : countryById(player.countryId);
  return {
    user_id: player.id,
    user_name: player.login ?? String(player.id),
    user_email: player.email === null ? null : maskEmail(player.email),
    phone_number: player.phone ? maskPhoneNumber(player.phone.number) : null,
    phone_code: player.phone?.code ?? null,
    user_country_code: country?.code ?? null,
    user_country_id: country?.id ?? null,
    activation_type: activationType(player),
    user_ref_id: 1,
    isRequiredTransfer: false,
    is_active_secure_question: Boolean(player.securityQuestion),
    changed_pass_day_count: 0,
    user_data: {
      date_birthday: secret(player.dateBirthday),
      document_type_id: player.passport ? 1 : null,
      inn: null,
      name: player.name,
      passport: secret(player.passport),
      passport_date: secret(player.passportDate),
      passport_end_date: null,
      registration_address: secret(player.registrationAddress),
      surname: player.surname,
    },
    protection_level: protectionLevel(player),
    protection_methods: {
      is_changed_password: player.passwordChanged,
      enable_two_factor_auth: player.twoStep,
      enable_phone_binding: player.phone !== null,
      enable_security_question: Boolean(player.securityQuestion),
      enable_email_auth: player.emailAuth === true && player.email !== null,
    },
    should_sync_protection_methods: false,
    is_need_identification: player.isNeedIdentification,
    ban_level: player.banLevel,
    ban_version: player.banVersion,
    user_status_id: player.userStatusId,
    internal_verification_status: player.internalVerificationStatus,
    verification_status: player.internalVerificationStatus,
    verification_types: [],
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration: false,
    verification_status_group_code: player.verificationStatusGroupCode,
    requested_additional_document: false,
    has_deposit: player.hasDeposit,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    // The unread messages, the hidden sports and the office switches (user_hide_balance among them) are the office's.
    ...officeFactsOf(player),
  };
}

export function accountAnswerOf(account: Account, player: Player): AccountAnswer {
  const currency = currencyByIso(account.iso);
  return {
    id: account.id,
    type: account.type,
    iso: account.iso,
    symbol: currency?.symbol ?? account.iso,
    currencyId: currency?.id ?? 1,
    money: account.money,
    points: account.points,
    label: account.label,
    isActive: account.id === player.activeAccountId,
    isPointsTypeBalance: false,
  };
}
