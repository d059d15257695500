/**
 * The ordered guard pipeline, SPEC 4.4. Guards of that list that belong to later capabilities
 * (sign-in, coupon, office) are added here as one line each when they arrive; the platform-type,
 * manifest-redirect and plugin-contributed guards sit where their decisions make sense.
 *
 *   referral · app version · BLOCKED · DICTIONARY LOADER · media loader · ACCESS CHECK (route
 *   availability) · server-render recheck · analytics · access by authentication · MODAL ·
 *   confirm-terms · bonus page · URL LANGUAGE · recharge · identification bonus · SEO bot ·
 *   quick coupon · auth redirect · MICROFRONT · slot first deposit
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

export const GUARD_ORDER: readonly Guard[] = [
  blockedGuard,
  dictionaryLoaderGuard,
  routeAvailabilityGuard,
  modalGuard,
  urlLanguageGuard,
  platformTypeGuard,
  routeRedirectGuard,
  routeGuardsGuard,
  microfrontGuard,
];
