/**
 * Identity events shared by the core's session sagas and the plugins that sign people in.
 * They are events (what happened), not setters: the session saga decides what follows
 * (the token cookie, the profile, where the user goes).
 */
import { createAction } from '@reduxjs/toolkit';

export interface SignedInPayload {
  /** The access token of the sign-in answer (data.token). */
  token: string;
  userId: number;
  /** Remember me: the server keeps the session for 30 days instead of the browser session. */
  remember: boolean;
  /** How the user got in; registration also counts for the route-from -> route-to mapping. */
  via: 'login' | 'registration';
}

/** A sign-in or registration call succeeded. */
export const signedIn = createAction<SignedInPayload>('identity/signedIn');

/** The user confirmed logging out (this device, or all devices). */
export const logoutRequested = createAction<{ allDevices: boolean }>('identity/logoutRequested');

/** The global auth user action: every 60 s while signed in and the page is visible. */
export const authUserAction = createAction('identity/authUserAction');

/** The user confirmed the changed terms on the server; the session saga updates the profile. */
export const termsAccepted = createAction('identity/termsAccepted');

/** The server no longer knows the session (expired, or logged out on another device). */
export const sessionEnded = createAction('identity/sessionEnded');

/** An API call answered 451 with exception_code 1: the user must confirm changed terms. */
export const termsConfirmationRequired = createAction('identity/termsConfirmationRequired');
