/**
 * Every reader of a cookie or a query parameter, given garbage (any string, lone surrogates, huge
 * values, escapes that do not decode, prototype keys), answers its default or a valid value, and
 * never throws: what a cookie or a link holds is never a reason for a blank page.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyText, garbageCookieHeader, garbageSearch, SITE_COOKIES } from './garbage-input.ts';
import { consentFromCookieHeader, cookieFromHeader, parseConsentCookies, UNDECIDED_CONSENT } from '../../src/domain/consent.ts';
import {
  FONT_SIZES,
  MARKETS_NAME_TYPES,
  parsePreference,
  parsePreferences,
  PREFERENCE_COOKIES,
  PREFERENCE_NAMES,
  preferencesFromCookieHeader,
  THEMES,
  VIEW_TYPES,
  type ChosenPreferences,
} from '../../src/domain/preference-cookies.ts';
import { documentAttributes } from '../../src/domain/preference-output.ts';
import { readPreferredLanguage } from '../../src/app/preferred-language.ts';
import { createTokenCookie, readCookie as readJarCookie } from '../../src/app/token-cookie.ts';
import { isTokenValid, tokenExpiresAt } from '../../src/domain/token-expiry.ts';
import { captureTrackingParams, TRACKING_KEYS, TRACKING_VALUE_PATTERN } from '../../src/domain/referral.ts';
import { pickReturnPath, safeReturnPath } from '../../src/domain/return-url.ts';
import { returnPathOf } from '../../src/guards/redirect-targets.ts';
import { rememberForceCaptcha } from '../../src/app/force-captcha.ts';
import { readCookie as readServerCookie } from '../../server/routes/web-api.ts';
import { carriesSession } from '../../server/caching.ts';
import { DEFAULT_FILTERS, filtersOf as betHistoryFilters, PERIODS, STATUS_FILTER_NAMES } from '../../plugins/bet-history/model.ts';
import { filtersOf as lobbyFilters, lobbyViewOf } from '../../plugins/casino/lobby-query.ts';
import { isCategory } from '../../plugins/casino/model.ts';
import { filtersOf as paymentFilters } from '../../plugins/payments/components/HistoryPage.tsx';
import { positiveId } from '../../plugins/payments/components/format.ts';
import { promoCodeFromQuery } from '../../plugins/office-bonuses/promo-code.ts';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../../plugins/payments/schemas.ts';

const RUNS = { numRuns: 100 };
const ORIGIN = 'https://www.example.com';

/** A Cookie header that sets `name` to `value` among other garbage, in either order. */
const headerWith = (name: string) => fc.tuple(anyText, garbageCookieHeader, fc.boolean()).map(([value, rest, first]) => (first ? `${name}=${value}; ${rest}` : `${rest}; ${name}=${value}`));

function isValidPreferences(p: ChosenPreferences): boolean {
  const flag = (v: boolean | null) => v === null || typeof v === 'boolean';
  return (
    (p.theme === null || THEMES.includes(p.theme)) &&
    (p.fontSize === null || FONT_SIZES.includes(p.fontSize)) &&
    (p.viewType === null || VIEW_TYPES.includes(p.viewType)) &&
    (p.marketsNameType === null || MARKETS_NAME_TYPES.includes(p.marketsNameType)) &&
    (p.timeZoneOffset === null || (Number.isInteger(p.timeZoneOffset) && p.timeZoneOffset % 15 === 0 && p.timeZoneOffset >= -720 && p.timeZoneOffset <= 840 && !Object.is(p.timeZoneOffset, -0))) &&
    flag(p.is12h) &&
    flag(p.compactView) &&
    flag(p.groupByCountry) &&
    Object.keys(p).sort().join() === [...PREFERENCE_NAMES].sort().join()
  );
}

describe('cookie readers with garbage', () => {
  it('a cookie value from any header is a string or null, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(garbageCookieHeader, anyText), fc.constantFrom(...SITE_COOKIES, '__proto__', 'constructor', ''), (header, name) => {
        const value = cookieFromHeader(header, name);
        expect(value === null || typeof value === 'string').toBe(true);
        const fromJar = readJarCookie({ cookie: header }, name);
        expect(fromJar === null || typeof fromJar === 'string').toBe(true);
        const fromServer = readServerCookie(header, name);
        expect(fromServer === undefined || typeof fromServer === 'string').toBe(true);
      }),
      RUNS,
    );
  });

  it('display preferences (appTheme, appFontSize, app_view_type, tzo, is12h, markets_name_type, isAppCompactView, isChampsGroupedByCountry) are valid or not chosen', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFERENCE_NAMES), fc.oneof(garbageCookieHeader, anyText), (name, rest) => {
        const header = `${PREFERENCE_COOKIES[name]}=${rest.split(';')[0]}; ${rest}`;
        const preferences = preferencesFromCookieHeader(header);
        expect(isValidPreferences(preferences), JSON.stringify(preferences)).toBe(true);
        // The server puts them on <html> as attributes: that must not throw either.
        expect(typeof documentAttributes(preferences)).toBe('object');
      }),
      RUNS,
    );
  });

  it('a preference from anything at all (an action, another tab) is valid or not chosen', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFERENCE_NAMES), fc.oneof(fc.anything(), anyText), (name, value) => {
        const parsed = parsePreference(name, value);
        expect(isValidPreferences({ ...parsePreferences({}), [name]: parsed })).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything({ withNullPrototype: true, withObjectString: true }), fc.dictionary(fc.constantFrom(...PREFERENCE_NAMES, '__proto__'), fc.anything())), (input) => {
        expect(isValidPreferences(parsePreferences(input))).toBe(true);
      }),
      RUNS,
    );
  });

  it('cookie consent (cookies_agree_type, cookies_agree_time) is a real decision or "not decided"', () => {
    fc.assert(
      fc.property(fc.oneof(headerWith('cookies_agree_type'), headerWith('cookies_agree_time'), garbageCookieHeader), (header) => {
        const consent = consentFromCookieHeader(header);
        if (!consent.decided) expect(consent).toEqual(UNDECIDED_CONSENT);
        else {
          expect(typeof consent.functional).toBe('boolean');
          expect(typeof consent.marketing).toBe('boolean');
          expect(consent.agreedAt === null || (Number.isSafeInteger(consent.agreedAt) && consent.agreedAt > 0)).toBe(true);
        }
      }),
      RUNS,
    );
    fc.assert(
      fc.property(anyText, anyText, (type, time) => {
        const consent = parseConsentCookies(type, time);
        expect(consent.decided || consent === UNDECIDED_CONSENT).toBe(true);
      }),
      RUNS,
    );
  });

  it('the language cookie (lng) gives a two-letter language or none', () => {
    fc.assert(
      fc.property(fc.oneof(headerWith('lng'), garbageCookieHeader, anyText), fc.array(anyText, { maxLength: 3 }), (cookie, browser) => {
        const lng = readPreferredLanguage(cookie, browser);
        expect(lng === null || /^[a-z]{2}$/.test(lng)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the user token cookie (user_token) is a live token or none', () => {
    const now = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(fc.oneof(headerWith('user_token'), garbageCookieHeader), (cookie) => {
        const token = createTokenCookie({ cookie }, { now: () => now, secure: true }).get();
        expect(token === null || isTokenValid(token, now)).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(anyText, fc.tuple(anyText, anyText, anyText).map((parts) => parts.join('.')), fc.json().map((json) => `e30.${Buffer.from(json).toString('base64url')}.x`)), (token) => {
        const expires = tokenExpiresAt(token);
        expect(expires === null || (Number.isFinite(expires) && expires > 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the server tells a signed-in browser from a guest by its cookies without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(garbageCookieHeader, headerWith('auth_session'), headerWith('user_token')), (cookie) => {
        expect(typeof carriesSession({ headers: { cookie } })).toBe('boolean');
      }),
      RUNS,
    );
  });
});

describe('query readers with garbage', () => {
  it('tracking parameters keep only allow-listed keys with safe values and lifetimes', () => {
    fc.assert(
      fc.property(garbageSearch, (search) => {
        const { cookies, rejected } = captureTrackingParams(new URLSearchParams(search));
        for (const cookie of cookies) {
          expect(TRACKING_KEYS).toContain(cookie.name);
          expect(cookie.value).toMatch(TRACKING_VALUE_PATTERN);
          expect(Number.isInteger(cookie.maxAgeSeconds) && cookie.maxAgeSeconds > 0).toBe(true);
        }
        for (const r of rejected) expect(TRACKING_KEYS).toContain(r.key);
      }),
      RUNS,
    );
  });

  it('return paths (redirect_url, from_url) are same-origin paths or none', () => {
    fc.assert(
      fc.property(garbageSearch, anyText, (search, raw) => {
        for (const path of [returnPathOf(new URLSearchParams(search)), pickReturnPath(new URLSearchParams(search), ORIGIN), safeReturnPath(raw, ORIGIN)]) {
          if (path === null) continue;
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
          expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        }
      }),
      RUNS,
    );
  });

  it('page filters (bet history, payment history, casino lobby, promo code, ids) fall back to their defaults', () => {
    fc.assert(
      fc.property(garbageSearch, fc.constantFrom(undefined, 'slots', 'live-casino', 'provider', 'search', 'othergames', 'all'), anyText, (search, pageType, param) => {
        const bets = betHistoryFilters(search);
        expect(PERIODS).toContain(bets.period);
        expect(STATUS_FILTER_NAMES).toContain(bets.status);
        expect(Number.isInteger(bets.page) && bets.page >= 1 && bets.page <= 100_000).toBe(true);
        expect(betHistoryFilters('')).toEqual(DEFAULT_FILTERS);

        const payments = paymentFilters(search);
        expect(['all', ...PAYMENT_KINDS]).toContain(payments.kind);
        expect(['all', ...PAYMENT_STATUSES]).toContain(payments.status);
        expect(Number.isSafeInteger(payments.page) && payments.page >= 1).toBe(true);

        const lobby = lobbyFilters(lobbyViewOf(pageType, { section: param, subcategory: param, provider: param }), search);
        expect(isCategory(lobby.category)).toBe(true);
        expect(typeof lobby.provider === 'string' && typeof lobby.search === 'string').toBe(true);

        expect(typeof promoCodeFromQuery(search)).toBe('string');
        const id = positiveId(new URLSearchParams(search).get('accountId'));
        expect(id === null || (Number.isSafeInteger(id) && id >= 1)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the forced-captcha switch (force_captcha) is on only for exactly 1', () => {
    fc.assert(
      fc.property(garbageSearch, (search) => {
        const stored = new Map<string, string>();
        const sessionStorage = {
          getItem: (k: string) => stored.get(k) ?? null,
          setItem: (k: string, v: string) => void stored.set(k, v),
          removeItem: (k: string) => void stored.delete(k),
        } as unknown as Storage;
        const on = rememberForceCaptcha({ location: { search } as Location, sessionStorage });
        expect(on).toBe(new URLSearchParams(search).get('force_captcha') === '1');
      }),
      RUNS,
    );
  });
});
