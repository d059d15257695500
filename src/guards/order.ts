/**
 * The guard pipeline. Each guard says in its own file which guards it runs after (or before) and
 * why; the order here is derived from those declarations, so adding a guard is its file plus its
 * entry in CORE_GUARDS (whose order does not matter).
 */
import type { CoreGuard } from './types.ts';
import { accessByAuthenticationGuard } from './access-by-authentication.guard.ts';
import { authRedirectGuard } from './auth-redirect.guard.ts';
import { banGuard } from './ban.guard.ts';
import { blockedGuard } from './blocked.guard.ts';
import { confirmTermsGuard } from './confirm-terms.guard.ts';
import { dictionaryLoaderGuard } from './dictionary-loader.guard.ts';
import { identificationGuard } from './identification.guard.ts';
import { microfrontGuard } from './microfront.guard.ts';
import { modalGuard } from './modal.guard.ts';
import { platformTypeGuard } from './platform-type.guard.ts';
import { referralGuard } from './referral.guard.ts';
import { routeAvailabilityGuard } from './route-availability.guard.ts';
import { routeGuardsGuard } from './route-guards.guard.ts';
import { routeRedirectGuard } from './route-redirect.guard.ts';
import { seoBotGuard } from './seo-bot.guard.ts';
import { urlLanguageGuard } from './url-language.guard.ts';
import { userRouteWhitelistGuard } from './user-route-whitelist.guard.ts';

const CORE_GUARDS: readonly CoreGuard[] = [
  accessByAuthenticationGuard,
  authRedirectGuard,
  banGuard,
  blockedGuard,
  confirmTermsGuard,
  dictionaryLoaderGuard,
  identificationGuard,
  microfrontGuard,
  modalGuard,
  platformTypeGuard,
  referralGuard,
  routeAvailabilityGuard,
  routeGuardsGuard,
  routeRedirectGuard,
  seoBotGuard,
  urlLanguageGuard,
  userRouteWhitelistGuard,
];

/**
 * The guards in an order where each runs after every guard it names in `runsAfter` and before every
 * guard it names in `runsBefore`. Of the guards free to run next, the one with the smallest id goes
 * first, so the order does not depend on how the guards are listed. Throws on a name that is not one
 * of the guards and on guards that wait for each other.
 */
export function orderGuards(guards: readonly CoreGuard[]): CoreGuard[] {
  const byId = new Map(guards.map((guard) => [guard.id, guard]));
  const waitsFor = new Map(guards.map((guard) => [guard.id, new Set<string>()]));
  const known = (from: string, id: string): string => {
    if (!byId.has(id)) throw new Error(`guard ${from} names an unknown guard ${id}`);
    return id;
  };
  for (const guard of guards) {
    for (const id of guard.runsAfter) waitsFor.get(guard.id)!.add(known(guard.id, id));
    for (const id of guard.runsBefore ?? []) waitsFor.get(known(guard.id, id))!.add(guard.id);
  }
  const ordered: CoreGuard[] = [];
  while (waitsFor.size > 0) {
    const free = [...waitsFor].filter(([, before]) => before.size === 0).map(([id]) => id);
    if (free.length === 0) throw new Error(`guards ${[...waitsFor.keys()].join(', ')} wait for each other`);
    const next = free.reduce((a, b) => (b < a ? b : a));
    waitsFor.delete(next);
    for (const before of waitsFor.values()) before.delete(next);
    ordered.push(byId.get(next)!);
  }
  return ordered;
}

export const GUARD_ORDER: readonly CoreGuard[] = orderGuards(CORE_GUARDS);
