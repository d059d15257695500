/**
 * The visitor's cookie consent. Read once when the store is created from the consent cookies
 * (document.cookie in the browser; the server puts what the request's cookies say into the state it
 * renders with, so the first paint already knows whether to ask). Changed only by the visitor's
 * answer to the cookie notice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readOncePerTask } from './read-once-per-task.ts';
import { consentFromCookieHeader, UNDECIDED_CONSENT, type ConsentType, type CookieConsent } from '../domain/consent.ts';

const browserConsent = readOncePerTask((): CookieConsent => {
  try {
    return typeof document === 'undefined' ? UNDECIDED_CONSENT : consentFromCookieHeader(document.cookie);
  } catch {
    return UNDECIDED_CONSENT; // cookies disabled: ask, never assume
  }
});

export interface CookieConsentGiven {
  functional: boolean;
  marketing: boolean;
  /** Unix seconds. */
  agreedAt: number;
}

export const consentSlice = createSlice({
  name: 'consent',
  initialState: (): CookieConsent => ({ ...browserConsent() }),
  reducers: {
    /** The visitor answered the cookie notice (or changed their answer). */
    cookieConsentGiven: (_state, action: PayloadAction<CookieConsentGiven>): CookieConsent => ({
      decided: true,
      functional: action.payload.functional === true,
      marketing: action.payload.marketing === true,
      agreedAt: action.payload.agreedAt,
    }),
    /** What the request's cookies said (the server's first render). */
    cookieConsentRead: (_state, action: PayloadAction<CookieConsent>): CookieConsent => ({ ...action.payload }),
  },
  selectors: {
    selectCookieConsent: (state) => state,
  },
});

export const { cookieConsentGiven, cookieConsentRead } = consentSlice.actions;

/** The consent, or "not decided" for a store without the slice (a plugin's own test store). */
export function selectCookieConsent(state: unknown): CookieConsent {
  const slice = typeof state === 'object' && state !== null ? (state as { consent?: CookieConsent }).consent : undefined;
  return slice ?? UNDECIDED_CONSENT;
}

/** Whether cookies (and tracking) of `type` may be used; 'necessary' always may. */
export function hasCookieConsent(state: unknown, type: ConsentType | 'necessary'): boolean {
  if (type === 'necessary') return true;
  const consent = selectCookieConsent(state);
  return consent.decided && consent[type];
}

/**
 * Whether what needs consent of `type` may run. Where the site shows a cookie notice, only once the
 * visitor agreed to it. A site without one asks nobody (its operator answers for what it runs), so it
 * may, unless the visitor said no on the cookie settings page.
 */
export function consentAllows(siteAsks: boolean, consent: CookieConsent, type: ConsentType): boolean {
  return consent.decided ? consent[type] : !siteAsks;
}

/** Whether the site asks for consent: its config has a cookie notice (asks until the config is known). */
export function siteAsksConsent(state: unknown): boolean {
  const config = typeof state === 'object' && state !== null ? (state as { siteConfig?: { config?: { notices?: { cookies?: unknown } } | null } }).siteConfig?.config : undefined;
  return !config || config.notices?.cookies !== undefined;
}

/** consentAllows for the store's site and visitor. */
export function selectConsentAllows(state: unknown, type: ConsentType): boolean {
  return consentAllows(siteAsksConsent(state), selectCookieConsent(state), type);
}

const hasConsentSelectors = new Map<string, (state: unknown) => boolean>();

/** The selector of "may cookies of `type` be used" (one per type, so components can subscribe to it). */
export function selectHasConsent(type: ConsentType | 'necessary'): (state: unknown) => boolean {
  let selector = hasConsentSelectors.get(type);
  if (!selector) {
    selector = (state: unknown) => hasCookieConsent(state, type);
    hasConsentSelectors.set(type, selector);
  }
  return selector;
}
