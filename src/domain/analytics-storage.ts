/**
 * The analytics storage: what registration, recovery and login tracking remembers between pages
 * for a day (attempt counters, when the popups were last called, whether registration was done,
 * the social network and extra parameters). It lives 24 h from its first write; after that it
 * starts empty again, so yesterday's attempts never count today.
 *
 * Pure: the saga reads and writes the browser's storage; anything that is not exactly a stored
 * record (garbled, edited, another version) reads as empty rather than as a guess.
 */
import type { RECOVERY_STEPS, REGISTRATION_STEPS } from '../../schemas/analytics-api.schema.ts';

export const LOGIN_STEPS = ['popup-shown', 'call', 'success', 'error'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
export type RecoveryStep = (typeof RECOVERY_STEPS)[number];

export interface RegistrationTracked {
  step: RegistrationStep;
  /** How the player registers: 'one-click', 'phone', 'email', 'social' … (kebab case). */
  regType?: string;
  /** The social network, when registering through one. */
  provider?: string;
}

export const ANALYTICS_STORAGE_KEY = 'analytics';
export const ANALYTICS_STORAGE_TTL_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsStorage {
  authTryCounter: number;
  regTryCounter: number;
  /** Unix ms. */
  lastAuthPopUpCallTime: number | null;
  lastRegCallTime: number | null;
  hasDone: boolean;
  socialData: { provider: string } | null;
  additionalParams: Record<string, string>;
}

export interface StoredAnalytics {
  data: AnalyticsStorage;
  /** Unix ms after which the record is forgotten. */
  expiresAt: number;
}

export const EMPTY_ANALYTICS: AnalyticsStorage = Object.freeze({
  authTryCounter: 0,
  regTryCounter: 0,
  lastAuthPopUpCallTime: null,
  lastRegCallTime: null,
  hasDone: false,
  socialData: null,
  additionalParams: Object.freeze({}) as Record<string, string>,
}) as AnalyticsStorage;

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 1_000_000;
const isTime = (v: unknown): v is number | null => v === null || (Number.isInteger(v) && (v as number) > 0);
const SAFE_TEXT = /^[A-Za-z0-9_.-]{1,40}$/;

function isParams(v: unknown): v is Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.length <= 20 && entries.every(([k, value]) => SAFE_TEXT.test(k) && typeof value === 'string' && SAFE_TEXT.test(value));
}

function isAnalyticsStorage(v: unknown): v is AnalyticsStorage {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  const social = d.socialData;
  return (
    isCount(d.authTryCounter) &&
    isCount(d.regTryCounter) &&
    isTime(d.lastAuthPopUpCallTime) &&
    isTime(d.lastRegCallTime) &&
    typeof d.hasDone === 'boolean' &&
    (social === null || (typeof social === 'object' && typeof (social as { provider?: unknown }).provider === 'string' && SAFE_TEXT.test((social as { provider: string }).provider))) &&
    isParams(d.additionalParams)
  );
}

/** The stored record if `raw` is one and has not expired at `now`; null otherwise. */
export function readStoredAnalytics(raw: string | null | undefined, now: number): StoredAnalytics | null {
  if (typeof raw !== 'string' || raw.length > 4000) return null;
  try {
    const parsed = JSON.parse(raw) as { data?: unknown; expiresAt?: unknown };
    if (!Number.isInteger(parsed.expiresAt) || (parsed.expiresAt as number) <= now) return null;
    // A record that claims to live longer than a day was not written by us.
    if ((parsed.expiresAt as number) > now + ANALYTICS_STORAGE_TTL_MS) return null;
    return isAnalyticsStorage(parsed.data) ? { data: parsed.data, expiresAt: parsed.expiresAt as number } : null;
  } catch {
    return null;
  }
}

export function serializeAnalytics(stored: StoredAnalytics): string {
  return JSON.stringify(stored);
}

/** A record changed at `now`: the current one while it lives, else a fresh one for 24 h. */
export function freshOrCurrent(current: StoredAnalytics | null, now: number): StoredAnalytics {
  return current && current.expiresAt > now ? current : { data: EMPTY_ANALYTICS, expiresAt: now + ANALYTICS_STORAGE_TTL_MS };
}

const safe = (value: string | undefined): string | undefined => (value !== undefined && SAFE_TEXT.test(value) ? value : undefined);

/** Registration: each call is an attempt; done is remembered; the way and social network too. */
export function afterRegistrationStep(data: AnalyticsStorage, event: RegistrationTracked, now: number): AnalyticsStorage {
  const regType = safe(event.regType);
  const provider = safe(event.provider);
  const next: AnalyticsStorage = {
    ...data,
    additionalParams: regType ? { ...data.additionalParams, regType } : data.additionalParams,
    socialData: provider ? { provider } : data.socialData,
  };
  switch (event.step) {
    case 'call':
      return { ...next, regTryCounter: data.regTryCounter + 1, lastRegCallTime: now };
    case 'done':
      return { ...next, hasDone: true };
    default:
      return next;
  }
}

/** Login and recovery share one attempt counter: it rises on each call and is 0 again on success. */
export function afterAuthStep(data: AnalyticsStorage, flow: 'login' | 'recovery', step: LoginStep | RecoveryStep, now: number): AnalyticsStorage {
  if (step === 'popup-shown') return { ...data, lastAuthPopUpCallTime: now };
  const isCall = flow === 'login' ? step === 'call' : step === 'code-sent' || step === 'password-saved';
  if (isCall) return { ...data, authTryCounter: data.authTryCounter + 1 };
  if (step === 'success') return { ...data, authTryCounter: 0 };
  return data;
}
