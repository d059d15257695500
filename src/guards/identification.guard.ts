/**
 * Identification (also called the "mobile identification bonus" guard).
 *
 * Restricted user: the site feature `identificationEnabled` is on, the user is signed in with a
 * profile, is not verified (src/domain/user-status.ts) and has no deposit. A restricted user on any page outside
 * the allowed list goes to the identification route with `?from_identification=1&redirect_url=<page>`.
 * Allowed: the identification page itself, account, menu, the responsible-gaming tools, information pages (area 'info'), the
 * bonus page with the identification bonus id, any page whose query has `identification_skip=1`,
 * and the pages earlier guards force on a user (ban, confirm-terms, block pages) so that two guards
 * never send the same user back and forth.
 *
 * Remembering the page: a redirect cannot carry actions (only `allow` commits), so the page travels
 * in the redirect URL and is remembered on ARRIVAL: committing the identification page with
 * `from_identification=1` and a safe `redirect_url` dispatches identificationReturnPathRemembered.
 * The last page the user was sent away from wins.
 *
 * Restoring it once: when the requirement no longer applies (verified, a deposit made, or the
 * feature switched off) and a page is remembered, the next navigation the user starts goes there;
 * the commit that follows clears it. Loop-free by construction: the restore redirect happens only
 * on a navigation that is not itself the result of a redirect (redirectHops 0), and any navigation
 * that IS one clears the memory at its commit, so even if another guard sends the restored page
 * elsewhere the user is never bounced again. (A first navigation after verification that is itself
 * a redirect therefore forgets the page instead of restoring it: another guard decided first.)
 *
 * The identification page needs the identification flag: with the feature off, the identification
 * route answers 404. Without the identification route (CORE_ROUTES.identification) in the table nothing is redirected.
 */
import { isVerified } from '../domain/user-status.ts';
import { identificationReturnPathRemembered, identificationReturnPathRestored } from '../state/user.slice.ts';
import type { CompiledRoute } from '../composer/route-table.ts';
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { currentPath, redirectUnlessHere, REDIRECT_URL_PARAM, returnPathOf } from './redirect-targets.ts';
import { ALLOW, redirect, type CoreGuard, type GuardDecision, type NavigationContext } from './types.ts';

export const FROM_IDENTIFICATION_PARAM = 'from_identification';
export const IDENTIFICATION_SKIP_PARAM = 'identification_skip';
/**
 * The bonus page that explains the identification bonus stays open (route id + its `id`); the guard
 * never sends anyone there.
 */
export const IDENTIFICATION_BONUS_PAGE = { routeId: CORE_ROUTES.bonusOffer, id: 'identification' } as const;
/** Route ids a restricted user may open. */
export const IDENTIFICATION_OPEN_ROUTE_IDS: ReadonlySet<string> = new Set([
  CORE_ROUTES.identification,
  CORE_ROUTES.account,
  CORE_ROUTES.menu,
  CORE_ROUTES.responsibleGaming,
  CORE_ROUTES.ban,
  CORE_ROUTES.confirmTerms,
]);
/** Areas a restricted user may open. */
export const IDENTIFICATION_OPEN_AREAS: ReadonlySet<string> = new Set(['info']);

/** True when the identification requirement applies to this user now. */
export function needsIdentification(ctx: NavigationContext): boolean {
  const { isAuthenticated, profile } = ctx.state.user;
  return (
    ctx.config.features?.identificationEnabled === true &&
    isAuthenticated &&
    profile !== null &&
    !isVerified(profile) &&
    !profile.hasDeposit
  );
}

function isIdentificationBonusPage(ctx: NavigationContext, route: CompiledRoute): boolean {
  if (route.id !== IDENTIFICATION_BONUS_PAGE.routeId) return false;
  const id = ctx.url.match?.params.id ?? ctx.query.get('id');
  return id !== undefined && id !== null && String(id) === IDENTIFICATION_BONUS_PAGE.id;
}

export function isOpenWithoutIdentification(ctx: NavigationContext, route: CompiledRoute): boolean {
  return (
    IDENTIFICATION_OPEN_ROUTE_IDS.has(route.id) ||
    IDENTIFICATION_OPEN_AREAS.has(route.area) ||
    route.record.flags?.blockPage === true ||
    ctx.query.get(IDENTIFICATION_SKIP_PARAM) === '1' ||
    isIdentificationBonusPage(ctx, route)
  );
}

/** On the identification page: remember the page the redirect came from, if it says so. */
function arrival(ctx: NavigationContext): GuardDecision {
  if (ctx.query.get(FROM_IDENTIFICATION_PARAM) !== '1') return ALLOW;
  const from = returnPathOf(ctx.query);
  if (from === null || from === ctx.state.user.identificationReturnPath) return ALLOW;
  // Never remember the identification page itself: restoring it would be pointless.
  const fromRoute = ctx.table.match(from.replace(/[?#].*$/, '')).match?.route;
  if (fromRoute?.id === CORE_ROUTES.identification) return ALLOW;
  return { kind: 'allow', onCommit: [identificationReturnPathRemembered(from)] };
}

function restore(ctx: NavigationContext, remembered: string): GuardDecision {
  const cleared: GuardDecision = { kind: 'allow', onCommit: [identificationReturnPathRestored()] };
  if (ctx.state.navigation.redirectHops > 0) return cleared;
  const decision = redirectUnlessHere(ctx, remembered);
  return decision.kind === 'allow' ? cleared : decision;
}

export const identificationGuard: CoreGuard = {
  id: 'identification',
  // SPEC 4.4 (after the URL language); and after the manifest redirect, so office → menu resolves
  // first (menu is open to a restricted user).
  runsAfter: ['url-language', 'route-redirect'],
  // Its redirects need the visitor's profile, which a first load never has; without it the only
  // decision left, the 404 while identification is off, is everyone's.
  dependsOnVisitor: false,
  decide(ctx) {
    const route = ctx.url.match?.route;
    if (!route) return ALLOW;
    if (route.id === CORE_ROUTES.identification && ctx.config.features?.identificationEnabled !== true) return { kind: 'notFound' };

    if (needsIdentification(ctx)) {
      if (!ctx.table.routes.has(CORE_ROUTES.identification)) return ALLOW;
      if (route.id === CORE_ROUTES.identification) return arrival(ctx);
      if (isOpenWithoutIdentification(ctx, route)) return ALLOW;
      const href = ctx.table.href(CORE_ROUTES.identification, ctx.lng);
      const query = `${FROM_IDENTIFICATION_PARAM}=1&${REDIRECT_URL_PARAM}=${encodeURIComponent(currentPath(ctx))}`;
      return redirect(`${href}?${query}`, { replace: true });
    }

    const remembered = ctx.state.user.identificationReturnPath;
    const { isAuthenticated, profile } = ctx.state.user;
    // Restore only once we know the requirement is gone: a signed-in user with a profile.
    if (remembered !== null && isAuthenticated && profile !== null) return restore(ctx, remembered);
    return ALLOW;
  },
};
