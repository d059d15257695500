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
 *   5. routes flagged `bannedOnly` or `blockPage`, information pages (area 'info': rules,
 *      contacts, responsible gaming: a banned user may read why and whom to ask) and the other
 *      pages (area 'other': the appeals, apps, statistics, the outdated-browser notice: none of
 *      them bets or moves money, and a statistics address that names no game stays the 404).
 * A normal user (or a guest) on a `bannedOnly` route goes to the language home.
 *
 * A banned user is sent to the ban page only from a page that exists: an unknown path, and a route
 * that answers 404 for everyone here (its plugin guard refuses it, e.g. registration where it is not
 * allowed; identification where it is off), stays the site's 404 for them too. Otherwise the ban
 * page would tell a banned user which addresses exist, and a typo would read as a restriction.
 * The route's plugin guards are loaded for that (as the route-guards step later would anyway).
 *
 * Without the ban route (CORE_ROUTES.ban) in the table the redirect to it is a no-op; `normalUsersOnly` routes stay
 * closed to banned users even then (they go home). A guest, or a signed-in user whose profile has
 * not arrived yet, is not banned.
 */
import type { CompiledRoute } from '../composer/route-table.ts';
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { routeGuardsGuard } from './route-guards.guard.ts';
import { canReachDeduce, isBanned } from '../domain/user-status.ts';
import type { UserProfile } from '../state/user.slice.ts';
import { languageHome, redirectUnlessHere } from './redirect-targets.ts';
import { ALLOW, type CoreGuard, type GuardDecision, type NavigationContext } from './types.ts';

/** Route ids a banned user may always open (besides flags and info pages, see above). */
export const BAN_OPEN_ROUTE_IDS: ReadonlySet<string> = new Set([
  CORE_ROUTES.ban,
  CORE_ROUTES.support,
  CORE_ROUTES.blockAppealHistory,
  CORE_ROUTES.confirmTerms,
]);
/** Areas whose pages a banned user may read. */
export const BAN_OPEN_AREAS: ReadonlySet<string> = new Set(['info', 'other']);

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

/** Whether the matched route answers 404 here whoever asks: the route's own guards, and identification where it is off. */
function isNotFoundHere(ctx: NavigationContext): boolean {
  const route = ctx.url.match?.route;
  if (!route) return true;
  if (route.id === CORE_ROUTES.identification && ctx.config.features?.identificationEnabled !== true) return true;
  return routeGuardsGuard.decide(ctx).kind === 'notFound';
}

/** A banned user is about to be sent away from this route (before knowing whether it exists). */
function wouldSendAway(ctx: NavigationContext): boolean {
  const route = ctx.url.match?.route;
  const banned = route ? bannedProfile(ctx) : null;
  if (!route || banned === null) return false;
  return route.record.flags?.normalUsersOnly === true || (ctx.table.routes.has(CORE_ROUTES.ban) && !isOpenToBanned(route, banned));
}

export const banGuard: CoreGuard = {
  id: 'ban',
  // It needs a signed-in user, and a banned user must not get modals opened on a page they are
  // about to leave.
  runsAfter: ['access-by-authentication'],
  runsBefore: ['modal'],
  dependsOnVisitor: true,
  needsPreparation: (ctx) => wouldSendAway(ctx) && routeGuardsGuard.needsPreparation!(ctx),
  prepare: (ctx) => routeGuardsGuard.prepare!(ctx),
  decide(ctx) {
    const route = ctx.url.match?.route;
    if (!route) return ALLOW;
    const banned = bannedProfile(ctx);
    if (banned === null) return route.record.flags?.bannedOnly ? redirectUnlessHere(ctx, languageHome(ctx)) : ALLOW;
    if (!wouldSendAway(ctx)) return ALLOW;
    return isNotFoundHere(ctx) ? { kind: 'notFound' } : banPageOrHome(ctx);
  },
};
