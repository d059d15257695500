/**
 * User-route whitelist (SPEC 2.5: "User routes are guarded by a whitelist of names"): a route of
 * the 'user' area answers 404 unless its id is listed here, so a manifest entry added to that area
 * by mistake (or by a plugin) never exposes a page next to login and registration. The names are
 * the SPEC 2.5 screens; a new user route is one more name here.
 */
import { ALLOW, type Guard } from './types.ts';

export const USER_AREA = 'user';

export const USER_ROUTE_WHITELIST: ReadonlySet<string> = new Set([
  'registration',
  'registration-social',
  'oldRegistrationPage',
  'login',
  'forgotpassword',
  'opened-bets',
  'opened-bets-powerbet',
  'coupon',
  'activate',
  'activatefast',
  'passwordreset',
  'stopnewsletter',
  'accountverify',
  'authApp',
  'qr-login',
  'account-sign-in',
]);

export const userRouteWhitelistGuard: Guard = {
  id: 'user-route-whitelist',
  decide(ctx) {
    const route = ctx.url.match?.route;
    return route && route.area === USER_AREA && !USER_ROUTE_WHITELIST.has(route.id) ? { kind: 'notFound' } : ALLOW;
  },
};
