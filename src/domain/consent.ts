/**
 * Cookie consent: which optional kinds of cookies (and the tracking that rides on them) the
 * visitor agreed to. Necessary cookies are always on and are not a choice.
 *
 * The choice lives in two cookies the browser writes and the server reads for the first screen:
 * `cookies_agree_type` lists the agreed types joined by dots ("necessary.functional"), and
 * `cookies_agree_time` holds when (unix seconds). A value that is not exactly a list of known types
 * means "not decided", so the notice asks again rather than guessing a consent nobody gave.
 */

export const CONSENT_TYPE_COOKIE = 'cookies_agree_type';
export const CONSENT_TIME_COOKIE = 'cookies_agree_time';

/** The optional consent types, in the order the notice offers them. */
export const CONSENT_TYPES = ['functional', 'marketing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

const NECESSARY = 'necessary';
const SEPARATOR = '.';
/** A consent is asked again after a year, as the cookie expires. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface CookieConsent {
  /** The visitor answered the notice (even if only with necessary cookies). */
  decided: boolean;
  functional: boolean;
  marketing: boolean;
  /** When they answered, unix seconds; null when unknown or not decided. */
  agreedAt: number | null;
}

export const UNDECIDED_CONSENT: CookieConsent = Object.freeze({ decided: false, functional: false, marketing: false, agreedAt: null });

export function isConsentType(value: unknown): value is ConsentType {
  return typeof value === 'string' && (CONSENT_TYPES as readonly string[]).includes(value);
}

function parseAgreedAt(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value.trim())) return null;
  const seconds = Number(value.trim());
  return seconds > 0 ? seconds : null;
}

/**
 * The consent the two cookie values describe. Never throws: a missing, empty, garbled or unknown
 * type value is "not decided"; a bad time keeps the decision with an unknown time.
 */
export function parseConsentCookies(typeValue: string | null | undefined, timeValue?: string | null): CookieConsent {
  if (typeof typeValue !== 'string' || typeValue.trim() === '' || typeValue.length > 100) return UNDECIDED_CONSENT;
  const parts = typeValue.trim().split(SEPARATOR);
  if (parts[0] !== NECESSARY) return UNDECIDED_CONSENT;
  const optional = parts.slice(1);
  if (!optional.every(isConsentType) || new Set(optional).size !== optional.length) return UNDECIDED_CONSENT;
  return {
    decided: true,
    functional: optional.includes('functional'),
    marketing: optional.includes('marketing'),
    agreedAt: parseAgreedAt(timeValue),
  };
}

/** The `cookies_agree_type` value for a choice ("necessary" alone when nothing optional was agreed). */
export function consentTypeCookieValue(choice: Pick<CookieConsent, ConsentType>): string {
  return [NECESSARY, ...CONSENT_TYPES.filter((type) => choice[type])].join(SEPARATOR);
}

/** Only the types this site's notice offers can be agreed; the others stay off whatever is asked. */
export function limitToOffered(choice: Pick<CookieConsent, ConsentType>, offered: readonly ConsentType[]): Pick<CookieConsent, ConsentType> {
  return { functional: choice.functional && offered.includes('functional'), marketing: choice.marketing && offered.includes('marketing') };
}

/** The value of cookie `name` in a Cookie header (or document.cookie), or null. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The consent a Cookie header (the server's request, or document.cookie) carries. */
export function consentFromCookieHeader(header: string | null | undefined): CookieConsent {
  return parseConsentCookies(cookieFromHeader(header, CONSENT_TYPE_COOKIE), cookieFromHeader(header, CONSENT_TIME_COOKIE));
}
