import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountAnswer } from '../../schemas/auth-api.schema.ts';
import {
  canReachDeduce,
  isBanned,
  isPendingVerification,
  isVerified,
  protectionLevelOf,
  type ProtectionLevel,
} from '../domain/user-status.ts';

/**
 * What the guards and the shell need to know about the signed-in user, in our names.
 * Mapping the web API's snake_case answer onto this is the identity capability's job; the slice
 * stores facts and the selectors (via src/domain/user-status.ts) say what they mean.
 */
export interface UserProfile {
  userId: number;
  /** ban_level: above 0 means banned. */
  banLevel: number;
  /** ban_version: decides which ban level may still withdraw (deduce). */
  banVersion: number;
  /** user_status_id (1 pending verification; 3 and 6 special). */
  userStatusId: number | null;
  internalVerificationStatus: number | null;
  verificationStatusGroupCode: string | null;
  requestedAdditionalDocument: boolean;
  /** has_deposit: the user has made at least one deposit. */
  hasDeposit: boolean;
  /** The terms changed since the user last confirmed them. */
  termsChanged: boolean;
  /**
   * When the terms last changed (ISO time, the terms status's updatedAt), shown on the confirm-terms
   * page; '' when the last status check failed (SPEC 8: changed flag false, empty date) or none ran yet.
   */
  termsUpdatedAt?: string;
  /** protection_level, 0 to 100; null when not sent. */
  protectionLevel: number | null;
}

/** A money account of the user: type 0 main, 4 bonus, 9 currency account. */
export type UserAccount = AccountAnswer;

/** The tracking parameters captured from URLs in this session, by key. */
export type ReferralParams = Record<string, string>;

/**
 * Who the user is. `isAuthenticated` and `preferredLanguage` are what the core needs before any
 * profile exists (language resolution, hidden languages); `profile` is null for guests and until
 * the first profile answer after sign-in, and guards that need it stay out of the way meanwhile.
 */
export interface UserState {
  isAuthenticated: boolean;
  /**
   * 'checking' until the start-up session check ends (the server renders the first screen this way
   * too: it never knows who the visitor is). Meanwhile public pages show as for a guest, the parts
   * that differ between a guest and a player show a placeholder, and only pages for players wait,
   * so a signed-in user reloading one is not sent to sign in. 'known' otherwise (also in set-ups
   * that never check, such as guard tests).
   */
  sessionStatus: 'checking' | 'known';
  /** From the lng cookie or the browser, before any URL says otherwise. */
  preferredLanguage: string | null;
  profile: UserProfile | null;
  /**
   * The page the identification guard sent the user away from (a same-origin path + query); it is
   * restored once when the identification requirement no longer applies, then forgotten.
   */
  identificationReturnPath: string | null;
  /** Set when a guard asked the user to sign in: the shell opens the authorization block. */
  authorizationRequest: { returnPath: string | null } | null;
  /** Tracking parameters seen this session (the cookies are the durable copy). */
  referral: ReferralParams;
  /** The user's accounts (empty for guests); exactly one is active once loaded. */
  accounts: UserAccount[];
  /** Login name and e-mail, for the account screens (null for guests). */
  userName: string | null;
  /** The player's unread office messages (user_msg_count), for the badges; 0 for guests. */
  unreadMessageCount: number;
  /**
   * The player's office switches by id (the user config's user_settings and user_hide_balance),
   * kept in step by the plugin that saves them; empty for guests.
   */
  playerSettings: Record<string, boolean>;
}

const initialState: UserState = {
  isAuthenticated: false,
  sessionStatus: 'known',
  preferredLanguage: null,
  profile: null,
  identificationReturnPath: null,
  authorizationRequest: null,
  referral: {},
  accounts: [],
  userName: null,
  unreadMessageCount: 0,
  playerSettings: {},
};

/** What signing out forgets: ban level 0, no user id, no profile ids. */
function forgetIdentity(state: UserState): void {
  state.isAuthenticated = false;
  state.profile = null;
  state.identificationReturnPath = null;
  state.authorizationRequest = null;
  state.accounts = [];
  state.userName = null;
  state.unreadMessageCount = 0;
  state.playerSettings = {};
}

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    preferredLanguageDetected: (state, action: PayloadAction<string | null>) => {
      state.preferredLanguage = action.payload;
    },
    sessionCheckStarted: (state) => {
      state.sessionStatus = 'checking';
    },
    /** The start-up session check is over (signed in, guest, or it failed and we carry on as guest). */
    sessionResolved: (state) => {
      state.sessionStatus = 'known';
    },
    /** The session check answered; signed out this way forgets the profile like a logout. */
    authStatusChanged: (state, action: PayloadAction<{ isAuthenticated: boolean }>) => {
      if (!action.payload.isAuthenticated) {
        forgetIdentity(state);
        return;
      }
      state.isAuthenticated = true;
      state.authorizationRequest = null;
    },
    /** The user's profile arrived (after sign-in, registration or a refresh): the user is signed in. */
    userProfileLoaded: (state, action: PayloadAction<UserProfile>) => {
      state.isAuthenticated = true;
      state.profile = action.payload;
      state.authorizationRequest = null;
    },
    /** The account list arrived (after sign-in, or a refresh of balances). */
    accountsLoaded: (state, action: PayloadAction<UserAccount[]>) => {
      state.accounts = action.payload;
    },
    /** The user made another account active (the server agreed); the coupon resets its prepaid amount. */
    activeAccountChanged: (state, action: PayloadAction<{ accountId: number }>) => {
      for (const account of state.accounts) account.isActive = account.id === action.payload.accountId;
    },
    userNameLoaded: (state, action: PayloadAction<string | null>) => {
      state.userName = action.payload;
    },
    /** The server reported how many office messages are unread (the user config, or a read or delete). */
    unreadMessageCountChanged: (state, action: PayloadAction<number>) => {
      state.unreadMessageCount = Math.max(0, Math.floor(action.payload));
    },
    /** The periodic terms check answered (every 60 s). */
    /** The user config's switches: they replace what was known. */
    playerSettingsLoaded: (state, action: PayloadAction<Record<string, boolean>>) => {
      state.playerSettings = { ...action.payload };
    },
    /** A switch the player changed (applied at once, put back if the save fails). */
    playerSettingChanged: (state, action: PayloadAction<{ id: string; value: boolean }>) => {
      if (!state.isAuthenticated) return;
      state.playerSettings[action.payload.id] = action.payload.value;
    },
    termsChecked: (state, action: PayloadAction<{ termsChanged: boolean; updatedAt?: string }>) => {
      if (!state.profile) return;
      state.profile.termsChanged = action.payload.termsChanged;
      // A 451 says the terms changed but not when: the date the last check brought stays.
      if (action.payload.updatedAt !== undefined) state.profile.termsUpdatedAt = action.payload.updatedAt;
    },
    /** The user confirmed the changed terms. */
    termsConfirmed: (state) => {
      if (state.profile) state.profile.termsChanged = false;
    },
    userLoggedOut: (state) => {
      forgetIdentity(state);
    },
    /** A guard sent a guest to sign in; `returnPath` is where to go once signed in. */
    authorizationRequested: {
      reducer: (state, action: PayloadAction<{ returnPath: string | null }>) => {
        state.authorizationRequest = { returnPath: action.payload.returnPath };
      },
      prepare: (returnPath: string | null = null) => ({ payload: { returnPath } }),
    },
    authorizationBlockClosed: (state) => {
      state.authorizationRequest = null;
    },
    /** The identification guard sent the user away from `path`; the last such page wins. */
    identificationReturnPathRemembered: (state, action: PayloadAction<string>) => {
      state.identificationReturnPath = action.payload;
    },
    /** The remembered page was given back (or given up): it is never restored twice. */
    identificationReturnPathRestored: (state) => {
      state.identificationReturnPath = null;
    },
    /** The referral guard saw valid tracking parameters (cookies are written by the guard). */
    referralParamsCaptured: (state, action: PayloadAction<ReferralParams>) => {
      Object.assign(state.referral, action.payload);
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.isAuthenticated,
    /** Who the visitor is is not known yet: show neither the guest's nor the player's version. */
    selectSessionPending: (state) => state.sessionStatus === 'checking',
    selectPreferredLanguage: (state) => state.preferredLanguage,
    selectUserProfile: (state) => state.profile,
    selectUserId: (state) => state.profile?.userId ?? null,
    selectIsBanned: (state) => state.profile !== null && isBanned(state.profile.banLevel),
    selectCanReachDeduce: (state) => state.profile !== null && canReachDeduce(state.profile.banVersion, state.profile.banLevel),
    selectIsVerified: (state) => state.profile !== null && isVerified(state.profile),
    selectIsPendingVerification: (state) => state.profile !== null && isPendingVerification(state.profile.userStatusId),
    selectHasDeposit: (state) => state.profile?.hasDeposit === true,
    selectTermsChanged: (state) => state.isAuthenticated && state.profile?.termsChanged === true,
    /** When the terms last changed (ISO time), or null when not known. */
    selectTermsUpdatedAt: (state) => (state.isAuthenticated && state.profile?.termsUpdatedAt ? state.profile.termsUpdatedAt : null),
    selectProtectionLevel: (state): ProtectionLevel | null =>
      state.profile?.protectionLevel == null ? null : protectionLevelOf(state.profile.protectionLevel),
    selectIdentificationReturnPath: (state) => state.identificationReturnPath,
    selectAuthorizationRequest: (state) => state.authorizationRequest,
    selectReferralParams: (state) => state.referral,
    selectAccounts: (state) => state.accounts,
    selectActiveAccount: (state) => state.accounts.find((a) => a.isActive) ?? null,
    selectUserName: (state) => state.userName,
    selectUnreadMessageCount: (state) => state.unreadMessageCount,
    selectPlayerSettings: (state) => state.playerSettings,
  },
});

export const {
  preferredLanguageDetected,
  sessionCheckStarted,
  sessionResolved,
  authStatusChanged,
  userProfileLoaded,
  termsChecked,
  termsConfirmed,
  userLoggedOut,
  authorizationRequested,
  authorizationBlockClosed,
  identificationReturnPathRemembered,
  identificationReturnPathRestored,
  referralParamsCaptured,
  accountsLoaded,
  activeAccountChanged,
  userNameLoaded,
  unreadMessageCountChanged,
  playerSettingsLoaded,
  playerSettingChanged,
} = userSlice.actions;

export const {
  selectIsAuthenticated,
  selectSessionPending,
  selectPreferredLanguage,
  selectUserProfile,
  selectUserId,
  selectIsBanned,
  selectCanReachDeduce,
  selectIsVerified,
  selectIsPendingVerification,
  selectHasDeposit,
  selectTermsChanged,
  selectTermsUpdatedAt,
  selectProtectionLevel,
  selectIdentificationReturnPath,
  selectAuthorizationRequest,
  selectReferralParams,
  selectAccounts,
  selectActiveAccount,
  selectUserName,
  selectUnreadMessageCount,
  selectPlayerSettings,
} = userSlice.selectors;
