/**
 * The identity web API's answers as this plugin reads them (docs/contracts/identity-api.md), checked
 * by the plugin API's parsers (the validators generated from the core's schemas): an answer that is
 * not what the contract says becomes a failed call (a form error) instead of a screen that throws.
 */
import { isApiError } from '@plugin-api';
import { parseAuthErrorAnswer, parseOneTapClientIdAnswer, parsePhoneCountriesAnswer, parsePhoneMasksAnswer, parseRedirectAnswer, parseRegistrationAnswer, parseSuccessAnswer } from '@plugin-api/core-answers';
import type {
  AuthErrorField,
  CaptchaImageAnswer,
  PhoneCountriesAnswer,
  PhoneMasksAnswer,
  RecoverySendAnswer,
  SignInAnswer,
  SmsSendAnswer,
} from '../../schemas/auth-api.schema.ts';
import type { AuthField, FieldErrors } from './model.ts';

export type { CaptchaImageAnswer, RecoverySendAnswer, SignInAnswer, SmsSendAnswer };
export type PhoneCountry = PhoneCountriesAnswer[number];
export type PhoneMask = PhoneMasksAnswer[number];

export {
  parseCaptchaImageAnswer as readCaptchaImage,
  parseCaptchaTimeAnswer as readCaptchaTime,
  parseRecoverySendAnswer as readRecoverySent,
  parseSignInAnswer as readSignInAnswer,
  parseSmsSendAnswer as readSmsSent,
} from '@plugin-api/core-answers';

export const isSuccess = (answer: unknown): boolean => parseSuccessAnswer(answer) !== null;

/** Where the browser goes next: a one-tap sign-in's redirect, or a social registration's. */
export function readRedirectUrl(answer: unknown): string | null {
  const registration = parseRegistrationAnswer(answer);
  if (registration !== null) return 'redirectUrl' in registration ? registration.redirectUrl : null;
  return parseRedirectAnswer(answer)?.redirectUrl ?? null;
}

export const readClientId = (answer: unknown): string | null => parseOneTapClientIdAnswer(answer)?.clientId ?? null;

/** The countries to dial, none when the answer is not the list. */
export const readPhoneCountries = (answer: unknown): PhoneCountry[] => [...(parsePhoneCountriesAnswer(answer) ?? [])];

/** The national number masks, none when the answer is not the list. */
export const readPhoneMasks = (answer: unknown): PhoneMask[] => [...(parsePhoneMasksAnswer(answer) ?? [])];

// ---------------------------------------------------------------------------------------------
// Errors: the contract's 400 { error_code, message, field } and the client's own codes, as
// dictionary keys by field (a field error names login, pass or both).

/** Contract error codes of the auth calls. */
export const AUTH_ERROR = { wrongCredentials: 1, banned: 2, wrongCode: 3, codeExpired: 4, invalid: 5, taken: 6, tooEarly: 7 } as const;

/** Server fields a form can show an error on (the others become the form's error). */
const SERVER_FIELDS: ReadonlySet<AuthErrorField> = new Set<AuthErrorField>(['login', 'pass', 'both', 'code', 'phone', 'email', 'name', 'surname', 'date_birthday', 'passport']);

export interface AuthFailure {
  fieldErrors: FieldErrors;
  error: string | null;
  /** The contract's error code, when the server sent one. */
  errorCode: number | null;
}

/** Client error codes (src/api errors) that a form explains itself. */
const CLIENT_ERROR_KEYS: Readonly<Record<string, string>> = {
  captcha_invalid: 'auth_error_captcha_invalid',
  captcha_dismissed: 'auth_error_captcha_dismissed',
  captcha_unavailable: 'auth_error_captcha_unavailable',
  captcha_repeated: 'auth_error_captcha_invalid',
  network_error: 'auth_error_network',
  timeout: 'auth_error_network',
};

export function serverErrorOf(error: unknown): { code: number; field: string | null; fields: readonly string[]; retryAfter: number | null } | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = parseAuthErrorAnswer(error.body);
  const code = typeof error.code === 'number' ? error.code : (body?.error_code ?? null);
  if (code === null) return null;
  const field = body?.field !== undefined && SERVER_FIELDS.has(body.field) ? body.field : null;
  const fields = (body?.fields ?? []).filter((f) => SERVER_FIELDS.has(f));
  const retryAfter = body?.retry_after ?? null;
  return { code, field, fields, retryAfter };
}

/**
 * What a failed auth call means for the form. `fieldAliases` maps a server field onto the form's
 * own (the phone forms show a `login` error on the phone field).
 */
export function authFailureOf(error: unknown, fieldAliases: Partial<Record<string, AuthField>> = {}): AuthFailure {
  const server = serverErrorOf(error);
  if (server) {
    const on = (field: string): AuthField => fieldAliases[field] ?? (field as AuthField);
    const f = server.field;
    switch (server.code) {
      case AUTH_ERROR.wrongCredentials:
        if (f === 'login') return { fieldErrors: { [on('login')]: 'auth_error_unknown_login' }, error: null, errorCode: server.code };
        if (f === 'pass') return { fieldErrors: { pass: 'auth_error_wrong_password' }, error: null, errorCode: server.code };
        // An SMS code for a phone no account has.
        if (f === 'phone') return { fieldErrors: { [on('phone')]: 'auth_error_unknown_phone' }, error: null, errorCode: server.code };
        return { fieldErrors: { [on('login')]: 'auth_error_wrong_credentials', pass: 'auth_error_wrong_credentials' }, error: null, errorCode: server.code };
      case AUTH_ERROR.wrongCode:
        return { fieldErrors: { code: 'auth_error_wrong_code' }, error: null, errorCode: server.code };
      case AUTH_ERROR.codeExpired:
        return { fieldErrors: { code: 'auth_error_code_expired' }, error: null, errorCode: server.code };
      case AUTH_ERROR.invalid:
        // Several bad inputs in one answer: each gets its own error, so one submit shows them all.
        if (server.fields.length > 1) {
          const all = server.fields.filter((field) => field !== 'both').map((field) => [on(field), `auth_error_invalid_${on(field)}`] as const);
          return { fieldErrors: Object.fromEntries(all) as FieldErrors, error: null, errorCode: server.code };
        }
        if (f && f !== 'both') return { fieldErrors: { [on(f)]: `auth_error_invalid_${on(f)}` }, error: null, errorCode: server.code };
        return { fieldErrors: {}, error: 'auth_error_invalid', errorCode: server.code };
      case AUTH_ERROR.taken:
        if (f && f !== 'both') return { fieldErrors: { [on(f)]: 'auth_error_already_registered' }, error: null, errorCode: server.code };
        return { fieldErrors: {}, error: 'auth_error_already_registered', errorCode: server.code };
      case AUTH_ERROR.banned:
        return { fieldErrors: {}, error: 'auth_error_banned', errorCode: server.code };
      case AUTH_ERROR.tooEarly:
        return { fieldErrors: {}, error: 'auth_error_too_early', errorCode: server.code };
      default:
        return { fieldErrors: {}, error: 'auth_error_generic', errorCode: server.code };
    }
  }
  // 429: the server's throttle (too many failed attempts of this account or address): wait, then try again.
  if (isApiError(error) && error.status === 429) return { fieldErrors: {}, error: 'auth_error_too_many_attempts', errorCode: AUTH_ERROR.tooEarly };
  const clientKey = isApiError(error) && typeof error.code === 'string' ? CLIENT_ERROR_KEYS[error.code] : undefined;
  return { fieldErrors: {}, error: clientKey ?? 'auth_error_generic', errorCode: null };
}

/** An answer that is not what the contract says. */
export const UNEXPECTED_ANSWER: AuthFailure = { fieldErrors: {}, error: 'auth_error_generic', errorCode: null };
