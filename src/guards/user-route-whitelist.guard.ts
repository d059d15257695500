/**
 * User-route whitelist: the user screens (sign-in, registration, recovery, the links players
 * follow from e-mails and apps, opened bets, the coupon) answer 404 unless their route id is one of
 * the names below, so a manifest entry added to one of those areas by mistake (or by a plugin)
 * never exposes a page next to login and registration. A new user route is one more name here.
 *
 * The user screens live in the manifests of the areas `auth`, `history` and `coupon`. The guard used
 * to look for an area called `user`, which no manifest declares, so it never fired: the areas are
 * now named as the manifests name them, and a test over the real manifests keeps them in step.
 */
import { ANTICIPATED_ROUTES, CORE_ROUTES } from '../composer/core-routes.ts';
import { ALLOW, type Guard } from './types.ts';

/** The route-manifest areas whose routes are user screens. */
export const USER_AREAS: ReadonlySet<string> = new Set(['auth', 'history', 'coupon']);

export const USER_ROUTE_WHITELIST: ReadonlySet<string> = new Set([
  CORE_ROUTES.registration,
  ANTICIPATED_ROUTES.registrationSocial,
  ANTICIPATED_ROUTES.oldRegistrationPage,
  CORE_ROUTES.login,
  CORE_ROUTES.forgotPassword,
  CORE_ROUTES.account,
  CORE_ROUTES.confirmTerms,
  CORE_ROUTES.identification,
  CORE_ROUTES.ban,
  CORE_ROUTES.openedBets,
  CORE_ROUTES.openedBetsPowerbet,
  // The bet history sits beside the opened bets in the same area.
  'history',
  CORE_ROUTES.coupon,
  ANTICIPATED_ROUTES.activate,
  ANTICIPATED_ROUTES.activateFast,
  ANTICIPATED_ROUTES.passwordReset,
  ANTICIPATED_ROUTES.stopNewsletter,
  ANTICIPATED_ROUTES.accountVerify,
  ANTICIPATED_ROUTES.authApp,
  ANTICIPATED_ROUTES.qrLogin,
  ANTICIPATED_ROUTES.accountSignIn,
]);

export const userRouteWhitelistGuard: Guard = {
  id: 'user-route-whitelist',
  decide(ctx) {
    const route = ctx.url.match?.route;
    return route && USER_AREAS.has(route.area) && !USER_ROUTE_WHITELIST.has(route.id) ? { kind: 'notFound' } : ALLOW;
  },
};
