/**
 * Confirm terms: with the site feature `confirmTermsEnabled` on, a signed-in
 * user whose terms changed is sent to the confirm-terms page (with `?redirect_url=` so the page can
 * send them back once they confirmed) from every page except the information pages (area 'info':
 * the terms they are asked to accept live there) and block pages. The confirm-terms page itself is
 * only for signed-in users with changed terms; anyone else goes to the language home.
 * A signed-in user whose profile has not arrived yet is left alone: we do not know yet.
 * Without the confirm-terms route (CORE_ROUTES.confirmTerms) in the table the guard does nothing.
 */
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { currentPath, languageHome, redirectUnlessHere, REDIRECT_URL_PARAM } from './redirect-targets.ts';
import { ALLOW, redirect, type CoreGuard } from './types.ts';

/** Areas a user with changed terms may still read. */
export const CONFIRM_TERMS_OPEN_AREAS: ReadonlySet<string> = new Set(['info']);

export const confirmTermsGuard: CoreGuard = {
  id: 'confirm-terms',
  // SPEC 4.4.
  runsAfter: ['modal'],
  dependsOnVisitor: true,
  decide(ctx) {
    const route = ctx.url.match?.route;
    if (!route || !ctx.table.routes.has(CORE_ROUTES.confirmTerms)) return ALLOW;
    const { isAuthenticated, profile } = ctx.state.user;
    if (isAuthenticated && profile === null) return ALLOW;
    const termsChanged = isAuthenticated && profile?.termsChanged === true;

    if (route.id === CORE_ROUTES.confirmTerms) return termsChanged ? ALLOW : redirectUnlessHere(ctx, languageHome(ctx));
    if (!termsChanged || ctx.config.features?.confirmTermsEnabled !== true) return ALLOW;
    if (CONFIRM_TERMS_OPEN_AREAS.has(route.area) || route.record.flags?.blockPage) return ALLOW;
    const href = ctx.table.href(CORE_ROUTES.confirmTerms, ctx.lng);
    return redirect(`${href}?${REDIRECT_URL_PARAM}=${encodeURIComponent(currentPath(ctx))}`, { replace: true });
  },
};
