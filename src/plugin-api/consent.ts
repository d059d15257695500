/**
 * Cookie consent for plugins: what the visitor agreed to, and the event the cookie notice sends.
 *
 *   const consent = useCookieConsent();                    // { decided, functional, marketing, agreedAt }
 *   if (hasCookieConsent(yield select(), 'marketing')) …   // in a saga, before tracking
 *
 * Functional cookies (remembered preferences, the window width) and marketing ones (tracking,
 * counters) may be written only once the visitor agreed to that type; necessary ones always may.
 */
import { useSelector } from 'react-redux';
import { selectCookieConsent } from '../state/consent.slice.ts';
import type { CookieConsent } from '../domain/consent.ts';

export {
  cookieConsentGiven,
  hasCookieConsent,
  selectConsentAllows,
  selectCookieConsent,
  selectHasConsent,
  type CookieConsentGiven,
} from '../state/consent.slice.ts';
export { CONSENT_TYPES, isConsentType, type ConsentType, type CookieConsent } from '../domain/consent.ts';

/** The visitor's cookie consent ("not decided" until they answer the notice). */
export function useCookieConsent(): CookieConsent {
  return useSelector(selectCookieConsent);
}
