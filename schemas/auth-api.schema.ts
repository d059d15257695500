/**
 * Answers of the identity web API (docs/contracts/identity-api.md). The reference server checks its
 * answers against these in development; the client derives its types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const userIdSchema = { type: 'integer', minimum: 1 } as const;
const tokenSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' } as const;
const unixSecondsSchema = { type: 'integer', minimum: 0 } as const;
const secondsSchema = { type: 'integer', minimum: 1 } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** The `field` of a 400 auth error: which input the message is about (login, pass or both for credentials). */
export const AUTH_ERROR_FIELDS = [
  'login',
  'pass',
  'both',
  'code',
  'phone',
  'email',
  'currency',
  'country_id',
  'name',
  'surname',
  'date_birthday',
  'passport',
  'bonus',
  'id',
  'ticket',
  'state',
  'provider',
  'type',
  'purpose',
  'cookiesAgreeTime',
] as const;

/**
 * 400 of every auth call. error_code: 1 wrong credentials, 3 wrong or unknown code, 4 code expired,
 * 5 validation, 6 already registered, 7 asked again too early (retry_after), 100/111/112/113 captcha.
 */
export const authErrorAnswerSchema = {
  $id: 'auth-error-answer',
  type: 'object',
  additionalProperties: false,
  required: ['error_code', 'message'],
  properties: {
    error_code: { type: 'integer' },
    message: { type: 'string' },
    field: { enum: AUTH_ERROR_FIELDS },
    /** error_code 5 with several bad inputs: all of them (`field` is the first), so one submit shows them all. */
    fields: { type: 'array', minItems: 2, items: { enum: AUTH_ERROR_FIELDS } },
    retry_after: secondsSchema,
  },
} as const;

/** 401 of every call that needs a user: no, expired, forged or revoked token (or no live session for gettoken). */
export const unauthorizedAnswerSchema = {
  $id: 'unauthorized-answer',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: { code: { const: 401 }, message: { type: 'string' } },
    },
    message: { type: 'string' },
  },
} as const;

/** GET /web-api/user/gettoken?force_refresh=true */
export const tokenAnswerSchema = {
  $id: 'token-answer',
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    data: { type: 'object', additionalProperties: false, required: ['token'], properties: { token: tokenSchema } },
  },
} as const;

/** A successful sign-in or registration; login and password only after a one-click registration. */
const signedInSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data'],
  properties: {
    success: { const: true },
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'user_id'],
      properties: {
        token: tokenSchema,
        user_id: userIdSchema,
        login: { type: 'string', minLength: 1 },
        password: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;

/** The password was right but the player has two-step on: send the code with this ticket. */
const twoStepRequiredSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'two_step_required', 'ticket', 'expires_in'],
  properties: {
    success: { const: false },
    two_step_required: { const: true },
    ticket: { type: 'string', minLength: 1 },
    expires_in: secondsSchema,
  },
} as const;

/** Social registration: the browser goes to the provider's consent page. */
const socialRedirectSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'redirectUrl'],
  properties: {
    success: { const: true },
    redirectUrl: { type: 'string', pattern: '^/' },
  },
} as const;

/** POST /user/login, /user/login/phone, /user/login/sms, /user/login/two-step, /user/registration/social/complete */
export const signInAnswerSchema = {
  $id: 'sign-in-answer',
  oneOf: [signedInSchema, twoStepRequiredSchema],
} as const;

/** POST /user/registration (social answers the redirect, every other type signs the player in). */
export const registrationAnswerSchema = {
  $id: 'registration-answer',
  oneOf: [signedInSchema, socialRedirectSchema],
} as const;

/** Calls whose only news is that they worked. */
export const successAnswerSchema = {
  $id: 'success-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { const: true } },
} as const;

/** POST /user/sms/send */
export const smsSendAnswerSchema = {
  $id: 'sms-send-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'resend_after', 'expires_in'],
  properties: { success: { const: true }, resend_after: secondsSchema, expires_in: secondsSchema },
} as const;

/**
 * POST /user/password-recovery/send. `channel` follows from what was typed, never from the account
 * (so it does not tell which accounts exist): an e-mail → email, a phone → sms, a login or a bare
 * number → account (the account's e-mail, or its phone when it has none).
 */
export const recoverySendAnswerSchema = {
  $id: 'recovery-send-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'ticket', 'expires_in', 'channel'],
  properties: {
    success: { const: true },
    ticket: { type: 'string', minLength: 1 },
    expires_in: secondsSchema,
    channel: { enum: ['email', 'sms', 'account'] },
  },
} as const;

/** POST /user/password-recovery/check */
export const recoveryCheckAnswerSchema = {
  $id: 'recovery-check-answer',
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { const: 'approved' } },
} as const;

/** GET /captcha/update */
export const captchaImageAnswerSchema = {
  $id: 'captcha-image-answer',
  type: 'object',
  additionalProperties: false,
  required: ['time', 'image'],
  properties: { time: unixSecondsSchema, image: { type: 'string', pattern: '^data:image/svg\\+xml;base64,[A-Za-z0-9+/]+=*$' } },
} as const;

/** GET /captcha/gettime */
export const captchaTimeAnswerSchema = {
  $id: 'captcha-time-answer',
  type: 'object',
  additionalProperties: false,
  required: ['time'],
  properties: { time: unixSecondsSchema },
} as const;

/** POST /captcha/validate: type 1 solved, 0 wrong (fetch a new challenge), 2 log the user out. */
export const captchaValidateAnswerSchema = {
  $id: 'captcha-validate-answer',
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'type', 'time'],
      properties: { success: { const: true }, type: { const: 1 }, time: unixSecondsSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'type', 'error_message'],
      properties: { success: { const: false }, type: { enum: [0, 2] }, error_message: { type: 'string' } },
    },
  ],
} as const;

/** GET /user/config: the user config, snake_case as the web API spells it. */
export const userConfigAnswerSchema = {
  $id: 'user-config-answer',
  type: 'object',
  additionalProperties: false,
  required: [
    'user_id',
    'user_name',
    'user_email',
    'phone_number',
    'phone_code',
    'user_country_code',
    'user_country_id',
    'activation_type',
    'user_ref_id',
    'user_msg_count',
    'isRequiredTransfer',
    'is_active_secure_question',
    'user_hide_balance',
    'changed_pass_day_count',
    'user_data',
    'protection_level',
    'protection_methods',
    'should_sync_protection_methods',
    'is_need_identification',
    'ban_level',
    'ban_version',
    'user_status_id',
    'internal_verification_status',
    'verification_status',
    'verification_types',
    'isCCLine',
    'isCClive',
    'isDataAfterRegistration',
    'verification_status_group_code',
    'requested_additional_document',
    'has_deposit',
    'is_identification_bonus',
    'show_verification_modal_on_deposit_page',
    'remaining_days_to_activate',
    'disallow_line_sport',
    'disallow_live_sport',
  ],
  properties: {
    user_id: userIdSchema,
    user_name: { type: 'string' },
    /** Masked (d***@example.com): the address itself only from GET /web-api/secure-data. */
    user_email: nullableString,
    /** Masked but for the last two digits: the number itself only from GET /web-api/secure-data. */
    phone_number: nullableString,
    phone_code: nullableString,
    user_country_code: nullableString,
    user_country_id: { type: ['integer', 'null'] },
    /** 0 none, 1 e-mail only, 2 both, 3 phone only. */
    activation_type: { enum: [0, 1, 2, 3] },
    user_ref_id: { type: 'integer', minimum: 0 },
    user_msg_count: { type: 'integer', minimum: 0 },
    isRequiredTransfer: { type: 'boolean' },
    is_active_secure_question: { type: 'boolean' },
    user_hide_balance: { type: 'boolean' },
    user_settings: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-z0-9_]*$' },
      additionalProperties: { type: 'boolean' },
      description: "The player's office switches by id (the office settings page saves them): what every page acts on (hide_balance, one_click_bet, accept_odds_changes, confirm_logout, compact_coupon, ...).",
    },
    changed_pass_day_count: { type: 'integer', minimum: 0 },
    /**
     * name and surname in clear; date_birthday, passport, passport_date, registration_address are
     * "***" when set (null when not): their values only from GET /web-api/secure-data.
     */
    user_data: {
      type: 'object',
      additionalProperties: false,
      required: [
        'date_birthday',
        'document_type_id',
        'inn',
        'name',
        'passport',
        'passport_date',
        'passport_end_date',
        'registration_address',
        'surname',
      ],
      properties: {
        date_birthday: nullableString,
        document_type_id: { type: ['integer', 'null'] },
        inn: nullableString,
        name: nullableString,
        passport: nullableString,
        passport_date: nullableString,
        passport_end_date: nullableString,
        registration_address: nullableString,
        surname: nullableString,
      },
    },
    protection_level: { type: 'integer', minimum: 0, maximum: 100 },
    protection_methods: {
      type: 'object',
      additionalProperties: false,
      required: ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_security_question', 'enable_email_auth'],
      properties: {
        is_changed_password: { type: 'boolean' },
        enable_two_factor_auth: { type: 'boolean' },
        enable_phone_binding: { type: 'boolean' },
        enable_security_question: { type: 'boolean' },
        enable_email_auth: { type: 'boolean' },
      },
    },
    should_sync_protection_methods: { type: 'boolean' },
    is_need_identification: { type: 'boolean' },
    ban_level: { type: 'integer', minimum: 0 },
    ban_version: { type: 'integer', minimum: 0 },
    user_status_id: { type: 'integer', minimum: 0 },
    internal_verification_status: { type: 'integer', minimum: 0 },
    verification_status: { type: 'integer', minimum: 0 },
    verification_types: { type: 'array', items: { type: 'integer' } },
    isCCLine: { type: 'boolean' },
    isCClive: { type: 'boolean' },
    isDataAfterRegistration: { type: 'boolean' },
    verification_status_group_code: nullableString,
    requested_additional_document: { type: 'boolean' },
    has_deposit: { type: 'boolean' },
    is_identification_bonus: { type: 'boolean' },
    show_verification_modal_on_deposit_page: { type: 'boolean' },
    remaining_days_to_activate: { type: ['integer', 'null'] },
    disallow_line_sport: { type: 'array', items: { type: 'integer' } },
    disallow_live_sport: { type: 'array', items: { type: 'integer' } },
  },
} as const;

/** GET /user/accounts: type 0 main, 4 bonus, 9 currency account; exactly one is active. */
export const accountsAnswerSchema = {
  $id: 'accounts-answer',
  type: 'object',
  additionalProperties: false,
  required: ['accounts'],
  properties: {
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'type', 'iso', 'symbol', 'currencyId', 'money', 'points', 'label', 'isActive', 'isPointsTypeBalance'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          type: { enum: [0, 4, 9] },
          iso: { type: 'string', pattern: '^[A-Z]{3}$' },
          symbol: { type: 'string', minLength: 1 },
          currencyId: { type: 'integer', minimum: 1 },
          money: { type: 'number', minimum: 0 },
          points: { type: 'number', minimum: 0 },
          label: { type: 'string' },
          isActive: { type: 'boolean' },
          isPointsTypeBalance: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/** GET /api-v3/v2/user/agreement-rules/status: result true = the terms changed since the user confirmed them. */
export const agreementRulesStatusAnswerSchema = {
  $id: 'agreement-rules-status-answer',
  type: 'object',
  additionalProperties: false,
  required: ['result', 'updatedAt'],
  properties: {
    result: { type: 'boolean' },
    updatedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' },
  },
} as const;

/** GET /phone/countries */
export const phoneCountriesAnswerSchema = {
  $id: 'phone-countries-answer',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'phoneCode', 'code'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      name: { type: 'string', minLength: 1 },
      /** Dialling code without "+", e.g. "7", "380". */
      phoneCode: { type: 'string', pattern: '^[1-9]\\d{0,3}$' },
      /** ISO 3166-1 alpha-2. */
      code: { type: 'string', pattern: '^[A-Z]{2}$' },
    },
  },
} as const;

/** GET /phone/masks: Mask shows one "#" per national digit; Min/Max count those digits. */
export const phoneMasksAnswerSchema = {
  $id: 'phone-masks-answer',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['CountryId', 'Mask', 'Max', 'Min'],
    properties: {
      CountryId: { type: 'integer', minimum: 1 },
      Mask: { type: 'string', pattern: '^[# ()-]+$' },
      Max: { type: 'integer', minimum: 1 },
      Min: { type: 'integer', minimum: 1 },
    },
  },
} as const;

/** GET /social-api/oauth/{provider}-one-tap/clientId */
export const oneTapClientIdAnswerSchema = {
  $id: 'one-tap-client-id-answer',
  type: 'object',
  additionalProperties: false,
  required: ['clientId'],
  properties: { clientId: { type: 'string', minLength: 1 } },
} as const;

/** POST /social-api/oauth/{provider}-one-tap: where the browser goes next (same origin). */
export const redirectAnswerSchema = {
  $id: 'redirect-answer',
  type: 'object',
  additionalProperties: false,
  required: ['redirectUrl'],
  properties: { redirectUrl: { type: 'string', pattern: '^/' } },
} as const;

/** GET /web-api/__test/last-code (never in production): the last code sent, for browser tests. */
export const lastCodeAnswerSchema = {
  $id: 'last-code-answer',
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1 } },
} as const;

export type AuthErrorField = (typeof AUTH_ERROR_FIELDS)[number];
export type AuthErrorAnswer = FromSchema<typeof authErrorAnswerSchema>;
export type UnauthorizedAnswer = FromSchema<typeof unauthorizedAnswerSchema>;
export type TokenAnswer = FromSchema<typeof tokenAnswerSchema>;
export type SignInAnswer = FromSchema<typeof signInAnswerSchema>;
export type RegistrationAnswer = FromSchema<typeof registrationAnswerSchema>;
export type SuccessAnswer = FromSchema<typeof successAnswerSchema>;
export type SmsSendAnswer = FromSchema<typeof smsSendAnswerSchema>;
export type RecoverySendAnswer = FromSchema<typeof recoverySendAnswerSchema>;
export type RecoveryCheckAnswer = FromSchema<typeof recoveryCheckAnswerSchema>;
export type CaptchaImageAnswer = FromSchema<typeof captchaImageAnswerSchema>;
export type CaptchaTimeAnswer = FromSchema<typeof captchaTimeAnswerSchema>;
export type CaptchaValidateAnswer = FromSchema<typeof captchaValidateAnswerSchema>;
export type UserConfigAnswer = FromSchema<typeof userConfigAnswerSchema>;
export type AccountsAnswer = FromSchema<typeof accountsAnswerSchema>;
export type AccountAnswer = AccountsAnswer['accounts'][number];
export type AgreementRulesStatusAnswer = FromSchema<typeof agreementRulesStatusAnswerSchema>;
export type PhoneCountriesAnswer = FromSchema<typeof phoneCountriesAnswerSchema>;
export type PhoneMasksAnswer = FromSchema<typeof phoneMasksAnswerSchema>;
export type OneTapClientIdAnswer = FromSchema<typeof oneTapClientIdAnswerSchema>;
export type RedirectAnswer = FromSchema<typeof redirectAnswerSchema>;
export type LastCodeAnswer = FromSchema<typeof lastCodeAnswerSchema>;
