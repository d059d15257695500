import { describe, expect, it } from 'vitest';
import {
  afterAuthStep,
  afterRegistrationStep,
  ANALYTICS_STORAGE_TTL_MS,
  EMPTY_ANALYTICS,
  freshOrCurrent,
  readStoredAnalytics,
  serializeAnalytics,
} from './analytics-storage.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('analytics storage', () => {
  it('reads back what it wrote until it expires, and nothing that is not exactly its record', () => {
    const record = { data: { ...EMPTY_ANALYTICS, regTryCounter: 2, socialData: { provider: 'google' } }, expiresAt: NOW + 1000 };
    const raw = serializeAnalytics(record);
    expect(readStoredAnalytics(raw, NOW)).toEqual(record);
    expect(readStoredAnalytics(raw, NOW + 1000)).toBeNull();
    expect(readStoredAnalytics('{not json', NOW)).toBeNull();
    expect(readStoredAnalytics(null, NOW)).toBeNull();
    expect(readStoredAnalytics(JSON.stringify({ ...record, data: { ...record.data, regTryCounter: -1 } }), NOW)).toBeNull();
    expect(readStoredAnalytics(JSON.stringify({ ...record, data: { ...record.data, additionalParams: { a: '<b>' } } }), NOW)).toBeNull();
    // A record claiming to live longer than a day was not written by us.
    expect(readStoredAnalytics(JSON.stringify({ ...record, expiresAt: NOW + ANALYTICS_STORAGE_TTL_MS + 1 }), NOW)).toBeNull();
  });

  it('starts a fresh 24 h record when there is none or it expired', () => {
    expect(freshOrCurrent(null, NOW)).toEqual({ data: EMPTY_ANALYTICS, expiresAt: NOW + ANALYTICS_STORAGE_TTL_MS });
    const current = { data: { ...EMPTY_ANALYTICS, authTryCounter: 3 }, expiresAt: NOW + 5 };
    expect(freshOrCurrent(current, NOW)).toBe(current);
    expect(freshOrCurrent(current, NOW + 5).data.authTryCounter).toBe(0);
  });

  it('counts registration calls, remembers done, the way and the social network', () => {
    let data = afterRegistrationStep(EMPTY_ANALYTICS, { step: 'type-picked', regType: 'social', provider: 'google' }, NOW);
    expect(data).toMatchObject({ regTryCounter: 0, socialData: { provider: 'google' }, additionalParams: { regType: 'social' } });
    data = afterRegistrationStep(data, { step: 'call', regType: 'social' }, NOW + 1);
    data = afterRegistrationStep(data, { step: 'error' }, NOW + 2);
    data = afterRegistrationStep(data, { step: 'call' }, NOW + 3);
    data = afterRegistrationStep(data, { step: 'done', regType: '<bad>' }, NOW + 4);
    expect(data).toMatchObject({ regTryCounter: 2, lastRegCallTime: NOW + 3, hasDone: true, additionalParams: { regType: 'social' } });
  });

  it('login and recovery calls share the attempt counter, which a success resets; popups note their time', () => {
    let data = afterAuthStep(EMPTY_ANALYTICS, 'login', 'popup-shown', NOW);
    data = afterAuthStep(data, 'login', 'call', NOW);
    data = afterAuthStep(data, 'login', 'error', NOW);
    data = afterAuthStep(data, 'recovery', 'code-sent', NOW);
    data = afterAuthStep(data, 'recovery', 'code-wrong', NOW);
    data = afterAuthStep(data, 'recovery', 'password-saved', NOW);
    expect(data).toMatchObject({ authTryCounter: 3, lastAuthPopUpCallTime: NOW });
    expect(afterAuthStep(data, 'recovery', 'success', NOW).authTryCounter).toBe(0);
  });
});
