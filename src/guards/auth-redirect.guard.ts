/**
 * Auth redirect: after login or registration a configured route-from to route-to mapping
 * redirects the user. The mapping is the site config's `authRedirects`
 * ({ fromRouteId: toRouteId }) and applies to signed-in users. Its from-routes are typically the
 * guest-only pages a user signs in on (login, registration), which a signed-in user only ever sees
 * right after signing in; that is why access-by-authentication leaves a mapped guest-only route to
 * this guard. The query is kept (it may carry redirect_url for the next page).
 *
 * No-op when the target route is unknown, is the route itself, or needs params this URL lacks
 * (build-time validation of site configs against manifests is the place to report those).
 */
import { ALLOW, redirect, type CoreGuard } from './types.ts';

export const authRedirectGuard: CoreGuard = {
  id: 'auth-redirect',
  // SPEC 4.4.
  runsAfter: ['seo-bot'],
  dependsOnVisitor: true,
  decide(ctx) {
    const match = ctx.url.match;
    if (!match || !ctx.state.user.isAuthenticated) return ALLOW;
    const to = ctx.config.authRedirects?.[match.route.id];
    if (to === undefined || to === match.route.id || !ctx.table.routes.has(to)) return ALLOW;
    let href: string;
    try {
      href = ctx.table.href(to, ctx.lng, match.params);
    } catch {
      return ALLOW;
    }
    return redirect(href + ctx.location.search, { replace: true });
  },
};
