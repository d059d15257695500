/**
 * The identity API's answers as a plugin reads them (docs/contracts/identity-api.md): the
 * sign-in, registration, code, recovery, captcha and phone calls and their refusals, the one-time links, app and QR
 * sign-in of the user pages, and the player's user config the account pages show. Their schemas are the core's (schemas/auth-api.schema.ts,
 * schemas/user-pages-api.schema.ts: the identity service's, answered by server/auth and
 * server/user-pages), so the plugin gets
 * parsers built on the validators generated from them, the same check the reference server's
 * answers pass: an answer of another shape is null (a failed call), never a screen that throws.
 */
import type {
  AuthErrorAnswer,
  CaptchaImageAnswer,
  CaptchaTimeAnswer,
  OneTapClientIdAnswer,
  PhoneCountriesAnswer,
  PhoneMasksAnswer,
  RecoveryCheckAnswer,
  RecoverySendAnswer,
  RedirectAnswer,
  RegistrationAnswer,
  SignInAnswer,
  SmsSendAnswer,
  SuccessAnswer,
  UserConfigAnswer,
} from '../../schemas/auth-api.schema.ts';
import type {
  LinkCheckAnswer,
  LinkDoneAnswer,
  LinkSentAnswer,
  PasswordResetSentAnswer,
  QrRequestAnswer,
  QrSessionAnswer,
} from '../../schemas/user-pages-api.schema.ts';
import type { StandaloneValidator } from '../composer/validation-types.ts';
import { validate as isAuthErrorAnswer } from '../generated/validators/authErrorAnswer.js';
import { validate as isCaptchaImageAnswer } from '../generated/validators/captchaImageAnswer.js';
import { validate as isCaptchaTimeAnswer } from '../generated/validators/captchaTimeAnswer.js';
import { validate as isLinkCheckAnswer } from '../generated/validators/linkCheckAnswer.js';
import { validate as isLinkDoneAnswer } from '../generated/validators/linkDoneAnswer.js';
import { validate as isLinkSentAnswer } from '../generated/validators/linkSentAnswer.js';
import { validate as isOneTapClientIdAnswer } from '../generated/validators/oneTapClientIdAnswer.js';
import { validate as isPasswordResetSentAnswer } from '../generated/validators/passwordResetSentAnswer.js';
import { validate as isPhoneCountriesAnswer } from '../generated/validators/phoneCountriesAnswer.js';
import { validate as isPhoneMasksAnswer } from '../generated/validators/phoneMasksAnswer.js';
import { validate as isQrRequestAnswer } from '../generated/validators/qrRequestAnswer.js';
import { validate as isQrSessionAnswer } from '../generated/validators/qrSessionAnswer.js';
import { validate as isRecoveryCheckAnswer } from '../generated/validators/recoveryCheckAnswer.js';
import { validate as isRecoverySendAnswer } from '../generated/validators/recoverySendAnswer.js';
import { validate as isRedirectAnswer } from '../generated/validators/redirectAnswer.js';
import { validate as isRegistrationAnswer } from '../generated/validators/registrationAnswer.js';
import { validate as isSignInAnswer } from '../generated/validators/signInAnswer.js';
import { validate as isSmsSendAnswer } from '../generated/validators/smsSendAnswer.js';
import { validate as isSuccessAnswer } from '../generated/validators/successAnswer.js';
import { validate as isUserConfigAnswer } from '../generated/validators/userConfigAnswer.js';
import type { AnswerParser } from './remote-data.ts';

/** The core's validators say only true or false: the schema's type is what passing means. */
export const coreParser =
  <T>(validate: StandaloneValidator): AnswerParser<T> =>
  (answer) =>
    validate(answer) ? (answer as T) : null;

/** POST /user/login and the calls that sign in the same way: signed in, or a two-step demand. */
export const parseSignInAnswer = coreParser<SignInAnswer>(isSignInAnswer);
/** POST /user/registration: signed in, or (social) where the browser goes next. */
export const parseRegistrationAnswer = coreParser<RegistrationAnswer>(isRegistrationAnswer);
/** The body of a refused call (400 `{ error_code, message, field?, retry_after? }`). */
export const parseAuthErrorAnswer = coreParser<AuthErrorAnswer>(isAuthErrorAnswer);
/** A call whose only news is that it worked. */
export const parseSuccessAnswer = coreParser<SuccessAnswer>(isSuccessAnswer);
export const parseSmsSendAnswer = coreParser<SmsSendAnswer>(isSmsSendAnswer);
export const parseRecoverySendAnswer = coreParser<RecoverySendAnswer>(isRecoverySendAnswer);
/** The recovery code was right: the new password may be saved. */
export const parseRecoveryCheckAnswer = coreParser<RecoveryCheckAnswer>(isRecoveryCheckAnswer);
/** Only an inline SVG image (the schema's pattern): the captcha is never loaded from elsewhere. */
export const parseCaptchaImageAnswer = coreParser<CaptchaImageAnswer>(isCaptchaImageAnswer);
/** GET /captcha/gettime: the server's clock (unix seconds). */
export const parseCaptchaTimeAnswer = coreParser<CaptchaTimeAnswer>(isCaptchaTimeAnswer);
export const parsePhoneCountriesAnswer = coreParser<PhoneCountriesAnswer>(isPhoneCountriesAnswer);
export const parsePhoneMasksAnswer = coreParser<PhoneMasksAnswer>(isPhoneMasksAnswer);
export const parseOneTapClientIdAnswer = coreParser<OneTapClientIdAnswer>(isOneTapClientIdAnswer);
/** A redirect on this site (the schema takes only a path). */
export const parseRedirectAnswer = coreParser<RedirectAnswer>(isRedirectAnswer);
export const parseLinkCheckAnswer = coreParser<LinkCheckAnswer>(isLinkCheckAnswer);
export const parseLinkSentAnswer = coreParser<LinkSentAnswer>(isLinkSentAnswer);
export const parsePasswordResetSentAnswer = coreParser<PasswordResetSentAnswer>(isPasswordResetSentAnswer);
export const parseLinkDoneAnswer = coreParser<LinkDoneAnswer>(isLinkDoneAnswer);
export const parseQrSessionAnswer = coreParser<QrSessionAnswer>(isQrSessionAnswer);
export const parseQrRequestAnswer = coreParser<QrRequestAnswer>(isQrRequestAnswer);
/** GET /user/config: the signed-in player's account as the identity service keeps it. */
export const parseUserConfigAnswer = coreParser<UserConfigAnswer>(isUserConfigAnswer);
