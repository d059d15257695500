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
  selectTermsUpdatedAt as termsUpdatedAt,
  selectUserId as userId,
  selectUserName as userName,
  selectUnreadMessageCount as unreadMessageCount,
  type UserState,
} from '../state/user.slice.ts';
import { overAppState } from './plugin-slice.ts';

export { signedIn, logoutRequested, authUserAction, termsAccepted } from '../state/identity.events.ts';
export { captchaSolved, captchaDismissed } from '../state/captcha.slice.ts';
export { activeAccountChanged, unreadMessageCountChanged, playerSettingChanged, type UserAccount } from '../state/user.slice.ts';

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
/** When the terms last changed (ISO time, from the terms check while confirm-terms is on), or null when not known. */
export const selectTermsUpdatedAt = overAppState(termsUpdatedAt);
/**
 * The player's office switches by id (user config user_settings); `unknown` (false unless given) for a
 * guest or a switch the server did not send, so a safety question stays asked when in doubt. The plugin that saves a switch reports it with playerSettingChanged (at once,
 * and again with the old value if the save fails), so every page acts on it without a reload:
 * `hide_balance` (balances masked), `one_click_bet`, `accept_odds_changes`, `confirm_logout`,
 * `compact_coupon`, ...
 */
// Read without the slice's own selector: a store without the user slice (a plugin's test kit, put
// together before the switches existed) knows no switch, which is not an error.
export const selectPlayerSetting = (state: unknown, id: string, unknown = false): boolean =>
  (state as { user?: Partial<Pick<UserState, 'playerSettings'>> } | null)?.user?.playerSettings?.[id] ?? unknown;
