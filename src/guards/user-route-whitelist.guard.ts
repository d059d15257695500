/**
 * User-route whitelist (user routes are guarded by a whitelist of names): a route of
 * the 'user' area answers 404 unless its id is listed here, so a manifest entry added to that area
 * by mistake (or by a plugin) never exposes a page next to login and registration. The names are
 * the auth and user screens (login, registration, recovery, activation, opened bets, coupon ...);
 * a new user route is one more name here.
 */
import { ANTICIPATED_ROUTES, CORE_ROUTES } from '../composer/core-routes.ts';
import { ALLOW, type Guard } from './types.ts';

export const USER_AREA = 'user';

export const USER_ROUTE_WHITELIST: ReadonlySet<string> = new Set([
  CORE_ROUTES.registration,
  ANTICIPATED_ROUTES.registrationSocial,
  ANTICIPATED_ROUTES.oldRegistrationPage,
  CORE_ROUTES.login,
  CORE_ROUTES.forgotPassword,
  CORE_ROUTES.openedBets,
  CORE_ROUTES.openedBetsPowerbet,
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
    return route && route.area === USER_AREA && !USER_ROUTE_WHITELIST.has(route.id) ? { kind: 'notFound' } : ALLOW;
  },
};
