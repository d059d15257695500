/**
 * Access by authentication.
 *
 * - A guest on an `authNeeded` route goes to sign in, with `?redirect_url=<path+query>` so that
 *   signing in lands them back: the account app's sign-in (ANTICIPATED_ROUTES.accountSignIn) when the
 *   site runs in account-middleware mode, else the login route; the language home when that route
 *   does not exist (yet). The language home always exists, so a protected page never shows to a
 *   guest even before the auth area ships.
 * - The redirect itself cannot carry actions (only `allow` commits), so the authorization block
 *   opens on ARRIVAL: a guest committing the sign-in target with a safe `redirect_url` gets
 *   `authorizationRequested(returnPath)` dispatched at commit. Same URL, same effect on a reload.
 * - A signed-in user on a `guestOnly` route goes to the safe `redirect_url`/`from_url` of the
 *   query (they just signed in there), else to the account route, else home; unless the site
 *   config maps that route in `authRedirects`: then the auth-redirect guard decides where to go.
 */
import { authorizationRequested } from '../state/user.slice.ts';
import { ANTICIPATED_ROUTES, CORE_ROUTES } from '../composer/core-routes.ts';
import { ALLOW, redirect, type CoreGuard, type GuardDecision, type NavigationContext } from './types.ts';
import { currentPath, languageHome, redirectUnlessHere, REDIRECT_URL_PARAM, returnPathOf, samePath } from './redirect-targets.ts';

/** The route a guest is sent to for signing in, or null for the language home. */
export function signInRouteId(ctx: NavigationContext): string | null {
  const id = ctx.config.features?.accountMiddleware === true ? ANTICIPATED_ROUTES.accountSignIn : CORE_ROUTES.login;
  return ctx.table.routes.has(id) ? id : null;
}

function withReturn(href: string, returnPath: string): string {
  return `${href}?${REDIRECT_URL_PARAM}=${encodeURIComponent(returnPath)}`;
}

function decideForGuest(ctx: NavigationContext): GuardDecision {
  const route = ctx.url.match!.route;
  const targetId = signInRouteId(ctx);
  if (route.record.flags?.authNeeded) {
    const href = targetId ? ctx.table.href(targetId, ctx.lng) : languageHome(ctx);
    if (route.id === (targetId ?? CORE_ROUTES.home)) {
      // A misconfigured manifest protects the sign-in page itself: open the block in place.
      return { kind: 'allow', onCommit: [authorizationRequested(null)] };
    }
    return redirect(withReturn(href, currentPath(ctx)), { replace: true });
  }
  // Arrival on the sign-in target after the redirect above (or a link built the same way).
  if (route.id === (targetId ?? CORE_ROUTES.home) && ctx.query.has(REDIRECT_URL_PARAM)) {
    const returnPath = returnPathOf(ctx.query);
    if (returnPath !== null) return { kind: 'allow', onCommit: [authorizationRequested(returnPath)] };
  }
  return ALLOW;
}

function decideForSignedIn(ctx: NavigationContext): GuardDecision {
  const route = ctx.url.match!.route;
  if (!route.record.flags?.guestOnly) return ALLOW;
  const mapped = ctx.config.authRedirects?.[route.id];
  if (mapped !== undefined && mapped !== route.id && ctx.table.routes.has(mapped)) return ALLOW;
  const back = returnPathOf(ctx.query);
  if (back !== null && !samePath(back, currentPath(ctx))) return redirect(back, { replace: true });
  const to = ctx.table.routes.has(CORE_ROUTES.account) ? ctx.table.href(CORE_ROUTES.account, ctx.lng) : languageHome(ctx);
  return redirectUnlessHere(ctx, to);
}

export const accessByAuthenticationGuard: CoreGuard = {
  id: 'access-by-authentication',
  // SPEC 4.4: after the access check (a page that does not exist is not worth signing in for).
  runsAfter: ['route-availability'],
  dependsOnVisitor: true,
  decide(ctx) {
    if (!ctx.url.match) return ALLOW;
    return ctx.state.user.isAuthenticated ? decideForSignedIn(ctx) : decideForGuest(ctx);
  },
};
