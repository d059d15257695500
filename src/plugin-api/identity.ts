/**
 * The identity contract for plugins (SPEC 3.2, 4.3, 5): the events a sign-in plugin dispatches and
 * the state any plugin may read. The core's session sagas (src/sagas/session*.ts) own the token,
 * the profile, polling, logout and where the user goes; a plugin only says what happened.
 *
 * - After a successful sign-in or registration call: `signedIn({ token, userId, remember, via })`.
 * - The logout confirmation's answer: `logoutRequested({ allDevices })`.
 * - The captcha modal (the site config's `shell.captcha`): `captchaSolved({ id, text })` or
 *   `captchaDismissed({ id })` for the open `selectCaptchaChallenge`.
 * - Every 60 s while signed in and visible the core dispatches `authUserAction` (refresh balances ...).
 */
export { signedIn, logoutRequested, authUserAction, termsAccepted, type SignedInPayload } from '../state/identity.events.ts';
export { captchaSolved, captchaDismissed, selectCaptchaChallenge, type CaptchaChallengeView } from '../state/captcha.slice.ts';
export {
  selectUserProfile,
  selectUserId,
  selectUserName,
  selectAccounts,
  selectActiveAccount,
  selectIsBanned,
  selectIsVerified,
  selectTermsChanged,
  selectAuthorizationRequest,
  authorizationBlockClosed,
  activeAccountChanged,
  type UserAccount,
  type UserProfile,
} from '../state/user.slice.ts';
export { CAPTCHA_HEADER, API_ERROR_CODES } from '../api/index.ts';
