/**
 * User-route whitelist: the user screens (sign-in, registration, recovery, the links players
 * follow from e-mails and apps, opened bets, the coupon) answer 404 unless their route id is one of
 * the names below, so a manifest entry added to one of those areas by mistake (or by a plugin)
 * never exposes a page next to login and registration. A new user route is one more name here.
 *
 * The guard used to look for an area called `user`, which no manifest declares, so it never fired.
 * The user areas are now where the manifests put the user screens the core names (login, opened
 * bets, the coupon): whatever the areas are called, the guard follows them.
 */
import { ANTICIPATED_ROUTES, CORE_ROUTES } from '../composer/core-routes.ts';
import type { RouteTable } from '../composer/route-table.ts';
import { ALLOW, type CoreGuard } from './types.ts';

/** Routes whose areas are the user areas (they hold the sign-in, the opened bets and the coupon). */
const USER_AREA_ANCHORS: readonly string[] = [CORE_ROUTES.login, CORE_ROUTES.openedBets, CORE_ROUTES.coupon];

const areasByTable = new WeakMap<RouteTable, ReadonlySet<string>>();

/** The route-manifest areas whose routes are user screens, in this table (computed once per table). */
export function userAreasOf(table: RouteTable): ReadonlySet<string> {
  let areas = areasByTable.get(table);
  if (!areas) {
    areas = new Set(USER_AREA_ANCHORS.flatMap((id) => table.routes.get(id)?.area ?? []));
    areasByTable.set(table, areas);
  }
  return areas;
}

export const USER_ROUTE_WHITELIST: ReadonlySet<string> = new Set([
  CORE_ROUTES.registration,
  CORE_ROUTES.registrationSocial,
  CORE_ROUTES.oldRegistrationPage,
  CORE_ROUTES.login,
  CORE_ROUTES.forgotPassword,
  CORE_ROUTES.account,
  CORE_ROUTES.confirmTerms,
  CORE_ROUTES.identification,
  CORE_ROUTES.ban,
  CORE_ROUTES.openedBets,
  CORE_ROUTES.openedBetsPowerbet,
  CORE_ROUTES.betHistory,
  CORE_ROUTES.coupon,
  CORE_ROUTES.activate,
  CORE_ROUTES.activateFast,
  CORE_ROUTES.passwordReset,
  CORE_ROUTES.stopNewsletter,
  CORE_ROUTES.accountVerify,
  CORE_ROUTES.authApp,
  CORE_ROUTES.qrLogin,
  ANTICIPATED_ROUTES.accountSignIn,
]);

export const userRouteWhitelistGuard: CoreGuard = {
  id: 'user-route-whitelist',
  // It answers 404 like the access check, and before access by authentication: an unlisted user
  // route is not found for anyone, so a guest is not sent to sign in for it first.
  runsAfter: ['route-availability'],
  runsBefore: ['access-by-authentication'],
  dependsOnVisitor: false,
  decide(ctx) {
    const route = ctx.url.match?.route;
    return route && userAreasOf(ctx.table).has(route.area) && !USER_ROUTE_WHITELIST.has(route.id) ? { kind: 'notFound' } : ALLOW;
  },
};
