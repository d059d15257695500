/**
 * Ban: a banned user (ban_level > 0) sees only the routes open to banned users and
 * is sent to the ban page from anywhere else. Open to banned users (BAN_OPEN_ROUTE_IDS and the
 * rules below), checked in this order:
 *   1. a route flagged `normalUsersOnly`: never (an operator's explicit word beats every rule below);
 *   2. the ban page itself, support (to appeal) and the block-appeal history;
 *   3. confirm-terms: a banned user still has to accept changed terms, and without this the two
 *      guards would send such a user back and forth between the two pages;
 *   4. deduce (withdrawal) only when canReachDeduce (ban version 1 with level 53, or any other
 *      version with level 45);
 *   5. routes flagged `bannedOnly` or `blockPage`, and information pages (area 'info': rules,
 *      contacts, responsible gaming: a banned user may read why and whom to ask).
 * A normal user (or a guest) on a `bannedOnly` route goes to the language home.
 *
 * Without the ban route (CORE_ROUTES.ban) in the table the redirect to it is a no-op; `normalUsersOnly` routes stay
 * closed to banned users even then (they go home). A guest, or a signed-in user whose profile has
 * not arrived yet, is not banned.
 */
import type { CompiledRoute } from '../composer/route-table.ts';
import { ANTICIPATED_ROUTES, CORE_ROUTES } from '../composer/core-routes.ts';
import { canReachDeduce, isBanned } from '../domain/user-status.ts';
import type { UserProfile } from '../state/user.slice.ts';
import { languageHome, redirectUnlessHere } from './redirect-targets.ts';
import { ALLOW, type Guard, type GuardDecision, type NavigationContext } from './types.ts';

/** Route ids a banned user may always open (besides flags and info pages, see above). */
export const BAN_OPEN_ROUTE_IDS: ReadonlySet<string> = new Set([
  CORE_ROUTES.ban,
  ANTICIPATED_ROUTES.support,
  ANTICIPATED_ROUTES.blockAppealHistory,
  CORE_ROUTES.confirmTerms,
]);
/** Areas whose pages a banned user may read. */
export const BAN_OPEN_AREAS: ReadonlySet<string> = new Set(['info']);

export function isOpenToBanned(route: CompiledRoute, profile: UserProfile): boolean {
  const flags = route.record.flags;
  if (flags?.normalUsersOnly) return false;
  if (BAN_OPEN_ROUTE_IDS.has(route.id)) return true;
  if (route.id === CORE_ROUTES.deduce) return canReachDeduce(profile.banVersion, profile.banLevel);
  return flags?.bannedOnly === true || flags?.blockPage === true || BAN_OPEN_AREAS.has(route.area);
}

function bannedProfile(ctx: NavigationContext): UserProfile | null {
  const { isAuthenticated, profile } = ctx.state.user;
  return isAuthenticated && profile !== null && isBanned(profile.banLevel) ? profile : null;
}

function banPageOrHome(ctx: NavigationContext): GuardDecision {
  const to = ctx.table.routes.has(CORE_ROUTES.ban) ? ctx.table.href(CORE_ROUTES.ban, ctx.lng) : languageHome(ctx);
  return redirectUnlessHere(ctx, to);
}

export const banGuard: Guard = {
  id: 'ban',
  decide(ctx) {
    const route = ctx.url.match?.route;
    if (!route) return ALLOW;
    const banned = bannedProfile(ctx);
    if (banned === null) return route.record.flags?.bannedOnly ? redirectUnlessHere(ctx, languageHome(ctx)) : ALLOW;
    if (route.record.flags?.normalUsersOnly) return banPageOrHome(ctx);
    if (!ctx.table.routes.has(CORE_ROUTES.ban) || isOpenToBanned(route, banned)) return ALLOW;
    return banPageOrHome(ctx);
  },
};
