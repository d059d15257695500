import { describe, expect, it } from 'vitest';
import { consentFromCookieHeader, consentTypeCookieValue, limitToOffered, parseConsentCookies, UNDECIDED_CONSENT } from './consent.ts';

describe('cookie consent values', () => {
  it('reads a decision with its types and time', () => {
    expect(parseConsentCookies('necessary.functional', '1700000000')).toEqual({ decided: true, functional: true, marketing: false, agreedAt: 1700000000 });
    expect(parseConsentCookies('necessary', null)).toEqual({ decided: true, functional: false, marketing: false, agreedAt: null });
    expect(parseConsentCookies('necessary.marketing.functional', 'soon')).toMatchObject({ decided: true, functional: true, marketing: true, agreedAt: null });
  });

  it('treats anything it does not know as not decided', () => {
    for (const value of [undefined, null, '', '  ', 'functional', 'necessary.tracking', 'necessary.functional.functional', 'necessary,functional', 'x'.repeat(200), '1']) {
      expect(parseConsentCookies(value, '1700000000')).toEqual(UNDECIDED_CONSENT);
    }
  });

  it('writes what it reads back', () => {
    for (const choice of [{ functional: false, marketing: false }, { functional: true, marketing: false }, { functional: true, marketing: true }]) {
      expect(parseConsentCookies(consentTypeCookieValue(choice))).toMatchObject({ decided: true, ...choice });
    }
    expect(consentTypeCookieValue({ functional: false, marketing: true })).toBe('necessary.marketing');
  });

  it('finds the consent among other cookies of a header', () => {
    expect(consentFromCookieHeader('a=1; cookies_agree_type=necessary.marketing; cookies_agree_time=1700000001')).toEqual({ decided: true, functional: false, marketing: true, agreedAt: 1700000001 });
    expect(consentFromCookieHeader('cookies_agree_type=%E0%A4%A')).toEqual(UNDECIDED_CONSENT);
    expect(consentFromCookieHeader(undefined)).toEqual(UNDECIDED_CONSENT);
  });

  it('never agrees to a type the site does not offer', () => {
    expect(limitToOffered({ functional: true, marketing: true }, ['functional'])).toEqual({ functional: true, marketing: false });
  });
});
