/**
 * The ordered guard pipeline, in the product's guard order below. Guards of that list that belong to later capabilities
 * (sign-in, coupon, office) are added here as one line each when they arrive; the platform-type,
 * manifest-redirect and plugin-contributed guards sit where their decisions make sense.
 *
 *   referral · app version · BLOCKED · DICTIONARY LOADER · media loader · ACCESS CHECK (route
 *   availability) · server-render recheck · analytics · access by authentication · MODAL ·
 *   confirm-terms · bonus page · URL LANGUAGE · recharge · identification bonus · SEO bot ·
 *   quick coupon · auth redirect · MICROFRONT · slot first deposit
 *
 * Identity guards (referral, access by authentication, confirm-terms, identification, auth redirect)
 * sit at their places in that order. It does not place two of them:
 *   - user-route whitelist answers 404 like the access check, so it runs right after route
 *     availability: an unlisted user route is not found for anyone, signed in or not;
 *   - ban runs right after access by authentication, before the modal guard: it needs a signed-in
 *     user, and a banned user must not get modals opened on a page they are about to leave.
 * Identification runs after the manifest redirect (office → menu resolves first, menu is allowed).
 * Pages a guard forces on a user (ban, confirm-terms, identification) are open in every other
 * guard that could send the user on, so no two guards bounce a user between them.
 */
import type { Guard } from './types.ts';
import { blockedGuard } from './blocked.guard.ts';
import { dictionaryLoaderGuard } from './dictionary-loader.guard.ts';
import { routeAvailabilityGuard } from './route-availability.guard.ts';
import { modalGuard } from './modal.guard.ts';
import { urlLanguageGuard } from './url-language.guard.ts';
import { platformTypeGuard } from './platform-type.guard.ts';
import { routeRedirectGuard } from './route-redirect.guard.ts';
import { routeGuardsGuard } from './route-guards.guard.ts';
import { microfrontGuard } from './microfront.guard.ts';
import { referralGuard } from './referral.guard.ts';
import { userRouteWhitelistGuard } from './user-route-whitelist.guard.ts';
import { accessByAuthenticationGuard } from './access-by-authentication.guard.ts';
import { banGuard } from './ban.guard.ts';
import { confirmTermsGuard } from './confirm-terms.guard.ts';
import { identificationGuard } from './identification.guard.ts';
import { authRedirectGuard } from './auth-redirect.guard.ts';
import { seoBotGuard } from './seo-bot.guard.ts';

export const GUARD_ORDER: readonly Guard[] = [
  referralGuard,
  blockedGuard,
  dictionaryLoaderGuard,
  routeAvailabilityGuard,
  userRouteWhitelistGuard,
  accessByAuthenticationGuard,
  banGuard,
  modalGuard,
  confirmTermsGuard,
  urlLanguageGuard,
  platformTypeGuard,
  routeRedirectGuard,
  identificationGuard,
  seoBotGuard,
  authRedirectGuard,
  routeGuardsGuard,
  microfrontGuard,
];
