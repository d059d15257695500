/**
 * The session: the start-up check, what follows a sign-in, logout, a session that
 * ended elsewhere, and reloading the user on the global auth action. Plugins only report events
 * (identity.events.ts); this file decides what the app does about them.
 */
import type { SagaIterator, Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, cancel, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import {
  accountsLoaded,
  authStatusChanged,
  selectAuthorizationRequest,
  selectIsAuthenticated,
  sessionCheckStarted,
  sessionResolved,
  unreadMessageCountChanged,
  playerSettingsLoaded,
  userLoggedOut,
  userNameLoaded,
  userProfileLoaded,
} from '../state/user.slice.ts';
import { authUserAction, logoutRequested, sessionEnded, signedIn, type SignedInPayload } from '../state/identity.events.ts';
import { navigationCommitted, type CommittedPage } from '../state/navigation.slice.ts';
import { notificationShown } from '../state/notifications.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { isApiError } from '../api/index.ts';
import { accountsFrom, userConfigFrom, type UserConfigView } from './user-config.ts';
import { destinationAfterLogout, destinationAfterSignIn } from './auth-destination.ts';
import { identityServices, request, type IdentityServices } from './identity-context.ts';
import { refreshSiteConfig } from './site-config.saga.ts';
import { withBackoff, withRetries, type BackoffPolicy, type RetryPolicy } from './retry.ts';
import { untilOnline } from './connectivity.saga.ts';
import { withinTime } from './time-bound.ts';
import { signsOut, untilSignedIn } from './signed-in-state.ts';
import { judgeAgainForPlayer } from './navigation.saga.ts';

/**
 * The session check is retried 2 times at 1500 ms (SPEC 4.3; 3 attempts in all), each attempt
 * bounded, so a server that does not answer ends the wait within about 11 s. These are its only
 * retries: the API client's own retry of reads is off for it, else a 503 meant 12 checks. Only pages for players wait for it
 * (public pages show as for a guest at once), so its budget is what such a page may take to say
 * "sign in" when the check cannot be made.
 */
export const SESSION_CHECK_RETRY = { attempts: 3, delayMs: 1500 } as const;
/** One attempt of the session check may take this long (the answer is a few bytes). */
export const SESSION_CHECK_TIMEOUT_MS = 2500;
/** GET /web-api/session about 8 s after start-up when there is no session (it warms one up). */
export const SESSION_WARMUP_DELAY_MS = 8_000;
/** Set in storage by auto-logoff; the next page load shows the inactivity notice and clears it. */
export const INACTIVITY_LOGOFF_FLAG = 'inactivity_logoff';
/** The cookie that holds when the user agreed to cookies (unix seconds), logged after sign-in. */
export const COOKIE_AGREEMENT_COOKIE = 'cookies_agree_time';
export const INACTIVITY_NOTICE_ID = 'inactivity-logoff';

/**
 * Once the check has found a player, one attempt at their profile (user config) may take this long,
 * and so may one attempt at their balance. The answers are small; a server slower than this is
 * better asked again than waited for, since a page for players waits for the profile at start-up.
 */
export const USER_LOAD_TIMEOUT_MS = 3000;
/**
 * The profile at start-up: 2 attempts, 500 ms apart, so a player's page waits at most about 6.5 s
 * on top of the check. A 401 is not retried (the server refused the session); any other failure
 * keeps the player signed in without a profile and asks again in the background.
 */
export const PROFILE_START_RETRY = { attempts: 2, delayMs: 500 } as const;
/**
 * How the profile (after a failed start-up) and the balance are asked again until they answer: the
 * wait is at most 2 s after the first failure, doubling up to 15 s. Short enough that a ban or a
 * balance shows soon after the server recovers, long enough that a struggling server is not
 * hammered by every open tab.
 */
export const USER_LOAD_BACKOFF: BackoffPolicy = { firstDelayMs: 2000, maxDelayMs: 15_000 };

export const SESSION_PATHS = {
  sessionCheck: '/session/check',
  session: '/session',
  userConfig: '/user/config',
  accounts: '/user/accounts',
  logout: '/user/logout',
  cookieAgreement: '/user/cookie-agreement',
} as const;

/** The user id the server sees for this browser, or null for a guest. */
function userIdOf(answer: unknown): number | null {
  const id = typeof answer === 'object' && answer !== null ? (answer as { user_id?: unknown }).user_id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

function* checkSession(services: IdentityServices): SagaIterator<number | null> {
  const attempt = () => withinTime(SESSION_CHECK_TIMEOUT_MS, (signal) => services.api.request!('GET', SESSION_PATHS.sessionCheck, { signal, retries: 0 }));
  const answer: unknown = yield call(withRetries, attempt, SESSION_CHECK_RETRY);
  return userIdOf(answer);
}

/**
 * A player whose browser kept the session but not the token (it lives shorter, or the session came from
 * elsewhere): the token is fetched before the first signed-in calls. Else each of them is refused once (401)
 * and sent again after the token arrives: two wasted round trips and two errors in the console. A failure
 * here costs nothing more: the calls then fetch the token themselves, as before.
 */
function* tokenBeforeFirstCalls(services: IdentityServices): SagaIterator<void> {
  if (services.identity.tokens.get() !== null || !services.api.token) return;
  try {
    yield call([services.api, services.api.token]);
  } catch (error) {
    services.log.warn('no token before the first signed-in calls; they ask for it themselves', error);
  }
}

/** The server refused the session (the token call included): asking again cannot help. */
const isSessionRefused = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** One bounded attempt at a start-up read; an answer `read` cannot use fails like a 500, so it is asked again. */
function fetchBounded<T>(services: IdentityServices, path: string, read: (answer: unknown) => T): Promise<T> {
  return withinTime(USER_LOAD_TIMEOUT_MS, (signal) => services.api.request!('GET', path, { signal })).then(read);
}

const fetchProfile = (services: IdentityServices): Promise<UserConfigView> => fetchBounded(services, SESSION_PATHS.userConfig, userConfigFrom);
const fetchAccounts = (services: IdentityServices): Promise<ReturnType<typeof accountsFrom>> => fetchBounded(services, SESSION_PATHS.accounts, accountsFrom);

function* putProfile(view: UserConfigView): SagaIterator<void> {
  // The switches before the profile: whoever waits for the user id to act on them finds them in place.
  yield put(playerSettingsLoaded(view.playerSettings));
  yield put(userProfileLoaded(view.profile));
  yield put(userNameLoaded(view.userName));
  yield put(unreadMessageCountChanged(view.unreadMessages));
}

/** The profile at start-up, or what stopped it: 'refused' (401) or 'failed' (anything else). */
function* profileAtStart(services: IdentityServices): SagaIterator<UserConfigView | 'refused' | 'failed'> {
  const policy: RetryPolicy = { ...PROFILE_START_RETRY, isFinal: isSessionRefused };
  try {
    const view: UserConfigView = yield call(withRetries, () => fetchProfile(services), policy);
    return view;
  } catch (error) {
    if (isSessionRefused(error)) {
      services.log.warn('the server refused the session when asked for the profile; carrying on as a guest', error);
      return 'refused';
    }
    services.log.warn('the profile did not load; the player stays signed in and it is asked again', error);
    return 'failed';
  }
}

/**
 * After a failed start-up: the profile, asked again until it loads; then the page on screen is
 * judged again, so a ban or an identification requirement applies once known. A profile loaded
 * elsewhere meanwhile (the 60 s auth poll, a sign-in) ends the asking the same way; a sign-out ends
 * it quietly; a 401 ends the session as the auth poll would.
 */
function* keepLoadingProfile(services: IdentityServices): SagaIterator<void> {
  try {
    const outcome: { loaded?: UserConfigView; elsewhere?: unknown } = yield race({
      loaded: call(withBackoff, () => fetchProfile(services), USER_LOAD_BACKOFF, {
        isFinal: isSessionRefused,
        waitFirst: true,
        onError: (error: unknown) => services.log.warn('the profile still does not load; asking again', error),
      }),
      elsewhere: take(userProfileLoaded.type),
      out: take(signsOut),
      ended: take(sessionEnded.type),
    });
    if (outcome.loaded) yield call(putProfile, outcome.loaded);
    else if (!outcome.elsewhere) return;
  } catch (error) {
    services.log.warn('the server refused the session when asked for the profile again; signing out', error);
    yield put(sessionEnded());
    return;
  }
  yield call(judgeAgainForPlayer);
}

/**
 * At start-up the balance never holds the page (the header shows a placeholder until it comes): it
 * is asked for beside the profile and again until it answers. It lands only once the player is
 * signed in (a refused profile cancels this first), and stops when accounts arrived another way,
 * on a sign-out, or on a 401 (the profile's answer or the auth poll ends that session).
 */
function* keepLoadingAccounts(services: IdentityServices): SagaIterator<void> {
  function* loadAndPut(): SagaIterator<void> {
    const accounts: ReturnType<typeof accountsFrom> = yield call(withBackoff, () => fetchAccounts(services), USER_LOAD_BACKOFF, {
      isFinal: isSessionRefused,
      onError: (error: unknown) => services.log.warn('accounts failed to load; asking again', error),
    });
    yield call(untilSignedIn);
    yield put(accountsLoaded(accounts));
  }
  try {
    yield race({ loaded: call(loadAndPut), elsewhere: take(accountsLoaded.type), out: take(signsOut), ended: take(sessionEnded.type) });
  } catch (error) {
    services.log.warn('the server refused the session when asked for the accounts', error);
  }
}

/**
 * The profile and the accounts, both awaited (after a sign-in, on a refresh); a broken accounts
 * answer is logged and leaves the list as it was.
 */
export function* loadUser(services: IdentityServices): SagaIterator<void> {
  const [config, accounts]: [unknown, unknown] = yield all([
    call(request, services, 'GET', SESSION_PATHS.userConfig),
    call(function* accountsOrNothing(): SagaIterator<unknown> {
      try {
        return yield call(request, services, 'GET', SESSION_PATHS.accounts);
      } catch (error) {
        services.log.warn('accounts failed to load', error);
        return null;
      }
    }),
  ]);
  yield call(putProfile, userConfigFrom(config));
  if (accounts !== null) {
    try {
      yield put(accountsLoaded(accountsFrom(accounts)));
    } catch (error) {
      services.log.warn('accounts answer is not usable', error);
    }
  }
}

function* showInactivityNotice(services: IdentityServices): SagaIterator<void> {
  const storage = services.identity.storage;
  if (storage?.getItem(INACTIVITY_LOGOFF_FLAG) !== '1') return;
  storage.removeItem(INACTIVITY_LOGOFF_FLAG);
  yield put(
    notificationShown({
      id: INACTIVITY_NOTICE_ID,
      variant: 'warning',
      titleKey: 'main_inactivity_logoff_title',
      messageKey: 'main_inactivity_logoff',
    }),
  );
}

/**
 * The server's render of a page for players: who the visitor's token belongs to, with their profile
 * and accounts, put in the state the page renders with and the browser starts from. One attempt at
 * each (a render does not wait out retries); false when the token is nobody's or an answer fails,
 * and the page is then left to the browser.
 */
export function* signInForRender(): SagaIterator<boolean> {
  const services = yield* identityServices();
  yield put(sessionCheckStarted());
  try {
    const answer: unknown = yield call(request, services, 'GET', SESSION_PATHS.sessionCheck, { retries: 0 });
    if (userIdOf(answer) === null) return false;
    yield call(loadUser, services);
  } catch {
    return false;
  }
  yield put(sessionResolved());
  return true;
}

/**
 * Start-up: who is this? Until the answer (sessionStatus 'checking') only pages for players wait;
 * once a player is found, the navigation saga judges the page on screen again for them. Only a
 * refusal (401) turns a player found by the check into a guest: a profile that fails otherwise
 * leaves them signed in without it (guards that need it stay out of the way) while it is asked
 * again, so a server hiccup never signs anyone out.
 */
export function* startSession(): SagaIterator<void> {
  const services = yield* identityServices();
  yield put(sessionCheckStarted());
  let userId: number | null = null;
  try {
    userId = yield call(checkSession, services);
  } catch (error) {
    services.log.warn('session check failed; carrying on as a guest', error);
  }
  let profileMissing = false;
  if (userId !== null) {
    yield call(tokenBeforeFirstCalls, services);
    const accounts: Task = yield fork(keepLoadingAccounts, services);
    const profile: UserConfigView | 'refused' | 'failed' = yield call(profileAtStart, services);
    if (profile === 'refused') {
      yield cancel(accounts);
      userId = null;
    } else if (profile === 'failed') {
      profileMissing = true;
      yield put(authStatusChanged({ isAuthenticated: true }));
    } else {
      yield call(putProfile, profile);
    }
  }
  if (userId === null) {
    services.identity.tokens.clear();
    // The server rendered the page for a player whose session has ended since: a guest from now on.
    const wasPlayer: boolean = yield select(selectIsAuthenticated);
    if (wasPlayer) yield put(authStatusChanged({ isAuthenticated: false }));
  }
  yield put(sessionResolved());
  if (profileMissing) yield fork(keepLoadingProfile, services);
  yield call(showInactivityNotice, services);
  if (userId !== null) return;
  yield delay(SESSION_WARMUP_DELAY_MS);
  // Offline the warm-up could only fail: it goes once the network is back.
  yield call(untilOnline);
  const signedInMeanwhile: boolean = yield select((s: RootState) => selectIsAuthenticated(s));
  if (signedInMeanwhile) return;
  try {
    yield call(request, services, 'GET', SESSION_PATHS.session, { parse: 'text' });
  } catch (error) {
    services.log.warn('session warm-up failed', error);
  }
}

/** After sign-in, in the background: the install config and the cookie-agreement log. */
function* afterSignInChores(services: IdentityServices, lng: string | null): SagaIterator<void> {
  yield fork(refreshSiteConfig, lng);
  const agreed = Number(services.identity.readCookie(COOKIE_AGREEMENT_COOKIE));
  if (!Number.isInteger(agreed) || agreed <= 0) return;
  try {
    yield call(request, services, 'POST', SESSION_PATHS.cookieAgreement, { body: { cookiesAgreeTime: agreed } });
  } catch (error) {
    services.log.warn('cookie agreement time was not logged', error);
  }
}

/** What a guest-only page remembers as "the previous page". */
export interface PageMemory {
  previousPath: string | null;
}

function* completeSignIn(memory: PageMemory, action: PayloadAction<SignedInPayload>): SagaIterator<void> {
  const services = yield* identityServices();
  services.identity.tokens.set(action.payload.token);
  // Read before the profile lands: signing in closes the authorization request.
  const requested: { returnPath: string | null } | null = yield select((s: RootState) => selectAuthorizationRequest(s));
  try {
    yield call(loadUser, services);
  } catch (error) {
    services.log.error('signed in, but the user could not be loaded', error);
    yield put(notificationShown({ id: 'sign-in-failed', variant: 'error', titleKey: 'main_error', messageKey: 'main_sign_in_load_error' }));
    return;
  }
  const page: CommittedPage | null = yield select((s: RootState) => s.navigation.committed);
  yield fork(afterSignInChores, services, page?.lng ?? null);
  if (!page) return;
  const config: SiteConfig = yield select((s: RootState) => s.siteConfig.config);
  const to = destinationAfterSignIn({
    page,
    table: services.table,
    config,
    requestedReturnPath: requested?.returnPath ?? null,
    previousPath: memory.previousPath,
  });
  yield call(services.navigate, to, { replace: true });
}

/** Forget the user in this tab: token, cookies, state (ban level 0, no user id, no profile ids). */
function* forgetUser(services: IdentityServices): SagaIterator<void> {
  services.identity.tokens.clear();
  services.identity.clearUserCookies();
  yield put(userLoggedOut());
}

function* logOut(action: PayloadAction<{ allDevices: boolean }>): SagaIterator<void> {
  const services = yield* identityServices();
  let failed = false;
  try {
    yield call(request, services, 'POST', SESSION_PATHS.logout, { body: { all_devices: action.payload.allDevices } });
  } catch (error) {
    // A logout failure is logged and the page reloads (the server session may live on;
    // the reload asks it again).
    services.log.error('logout failed', error);
    failed = true;
  }
  const page: CommittedPage | null = yield select((s: RootState) => s.navigation.committed);
  yield call(forgetUser, services);
  const next = failed ? ({ kind: 'reload' } as const) : destinationAfterLogout(page, services.table);
  if (next.kind === 'reload') services.identity.reloadPage();
  else yield call(services.navigate, next.to, { replace: true });
}

/**
 * The server forgot the session: sign out here and let the guards judge the current page again.
 * Nobody signed in here (a logout of this tab already forgot the player, and its 401s arrive now):
 * nothing to end, and judging the page again would send the player from the logout's home to the
 * sign-in (a newer navigation replaces the one under way).
 */
function* endSession(): SagaIterator<void> {
  const services = yield* identityServices();
  if (!((yield select((s: RootState) => s.user.isAuthenticated)) as boolean)) return;
  const page: CommittedPage | null = yield select((s: RootState) => s.navigation.committed);
  yield call(forgetUser, services);
  if (page) yield call(services.navigate, page.location.pathname + page.location.search, { replace: true });
}

function* reloadUser(): SagaIterator<void> {
  const services = yield* identityServices();
  try {
    yield call(loadUser, services);
  } catch (error) {
    services.log.warn('user refresh failed', error);
  }
}

function* rememberPage(memory: PageMemory, action: PayloadAction<CommittedPage>): SagaIterator<void> {
  const services = yield* identityServices();
  const page = action.payload;
  const route = page.routeId ? services.table.routes.get(page.routeId) : undefined;
  if (route && !route.record.flags?.guestOnly && page.status === 200) memory.previousPath = page.location.pathname + page.location.search;
}

export function* watchSession(): SagaIterator<void> {
  const memory: PageMemory = { previousPath: null };
  yield fork(startSession);
  // takeLatest: a second sign-in (another tab's answer, a double submit) supersedes the first.
  yield takeLatest(signedIn.type, completeSignIn, memory);
  // takeLeading: a double tap on "log out" logs out once.
  yield takeLeading(logoutRequested.type, logOut);
  // takeLeading: one sign-out per ended session.
  yield takeLeading(sessionEnded.type, endSession);
  // takeLatest: a newer refresh makes the older answer moot.
  yield takeLatest(authUserAction.type, reloadUser);
  // takeEvery: cheap bookkeeping on each commit.
  yield takeEvery(navigationCommitted.type, rememberPage, memory);
}
