/**
 * The identity contract for plugins: the events a sign-in plugin dispatches and
 * the state any plugin may read. The core's session sagas (src/sagas/session*.ts) own the token,
 * the profile, polling, logout and where the user goes; a plugin only says what happened.
 *
 * - After a successful sign-in or registration call: `signedIn({ token, userId, remember, via })`.
 * - The logout confirmation's answer: `logoutRequested({ allDevices })`.
 * - The captcha modal (the site config's `shell.captcha`): `captchaSolved({ id, text })` or
 *   `captchaDismissed({ id })` for the open `selectCaptchaChallenge`.
 * - Every 60 s while signed in and visible the core dispatches `authUserAction` (refresh balances ...).
 *
 * Selectors take the app's state as `unknown`, like a plugin slice's own (./plugin-slice.ts).
 */
import { selectCaptchaChallenge as captchaChallenge } from '../state/captcha.slice.ts';
import {
  selectAccounts as accounts,
  selectActiveAccount as activeAccount,
  selectAuthorizationRequest as authorizationRequest,
  selectIsAuthenticated as isAuthenticated,
  selectSessionPending as sessionPending,
  selectUserId as userId,
  selectUserName as userName,
  selectUnreadMessageCount as unreadMessageCount,
} from '../state/user.slice.ts';
import { overAppState } from './plugin-slice.ts';

export { signedIn, logoutRequested, authUserAction, termsAccepted } from '../state/identity.events.ts';
export { captchaSolved, captchaDismissed } from '../state/captcha.slice.ts';
export { activeAccountChanged, unreadMessageCountChanged, type UserAccount } from '../state/user.slice.ts';

/** The captcha the API client waits for (id and image), or null. */
export const selectCaptchaChallenge = overAppState(captchaChallenge);
/** A player is signed in. */
export const selectIsAuthenticated = overAppState(isAuthenticated);
/**
 * The start-up check has not said yet whether a player is signed in (the first screen, for a moment):
 * what differs between a guest and a player shows a placeholder meanwhile, not the guest's version.
 */
export const selectSessionPending = overAppState(sessionPending);
export const selectUserId = overAppState(userId);
export const selectUserName = overAppState(userName);
/** The signed-in player's accounts (main, bonus ...), and the one bets are charged to. */
export const selectAccounts = overAppState(accounts);
export const selectActiveAccount = overAppState(activeAccount);
/** Set when a guard asked the user to sign in (with the page to return to), else null. */
export const selectAuthorizationRequest = overAppState(authorizationRequest);
/** The player's unread office messages (polled every 60 s while signed in); a page that reads or deletes one reports the server's new count with unreadMessageCountChanged. */
export const selectUnreadMessageCount = overAppState(unreadMessageCount);
