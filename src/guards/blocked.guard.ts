/**
 * Blocked: the reference API's blocks answer, or maintenance mode, sends the user to
 * the page that explains it; on those pages without a block the user returns to the language home.
 * The answer is asked in the background (src/sagas/blocks.saga.ts): until it arrives pages are
 * judged as unblocked, and a block in it judges the current page again.
 */
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { startBlocksCheck } from '../sagas/blocks.saga.ts';
import { languageHome } from './redirect-targets.ts';
import { ALLOW, redirect, type CoreGuard, type NavigationContext } from './types.ts';

/** Block reason (displayTypeId) → route id of the page that explains it. */
export const BLOCK_PAGE_BY_REASON: Readonly<Record<number, string>> = {
  1: CORE_ROUTES.block,
  2: CORE_ROUTES.block,
  3: CORE_ROUTES.block,
  5: CORE_ROUTES.block,
  14: CORE_ROUTES.block,
  4: CORE_ROUTES.siteUpdates,
  8: CORE_ROUTES.comingSoon,
  13: CORE_ROUTES.blockUa,
  16: CORE_ROUTES.suspension,
  17: CORE_ROUTES.blockIe,
};

function isMaintenanceActive(ctx: NavigationContext): boolean {
  return ctx.config.maintenance?.isActive === true;
}

export const blockedGuard: CoreGuard = {
  id: 'blocked',
  // SPEC 4.4: right after the referral is recorded; a blocked site is closed before any other decision.
  runsAfter: ['referral'],
  // The blocks answer is per site and address: the first load asks it itself and passes it in.
  dependsOnVisitor: false,
  needsPreparation: (ctx) => ctx.state.blocks.status === 'idle',
  prepare: startBlocksCheck,
  decide(ctx) {
    const route = ctx.url.match?.route;
    const target = isMaintenanceActive(ctx) ? CORE_ROUTES.maintenance : BLOCK_PAGE_BY_REASON[ctx.state.blocks.displayTypeId];
    if (target) {
      if (route?.id === target || !ctx.table.routes.has(target)) return ALLOW;
      const href = ctx.table.href(target, ctx.lng);
      // site-updates keeps the original path so the user can come back to it.
      const to = target === CORE_ROUTES.siteUpdates ? `${href}?redirect=${encodeURIComponent(ctx.location.pathname + ctx.location.search)}` : href;
      return redirect(to, { replace: true });
    }
    // Until the answer is in, a block page stays (the server showed it for a reason); the answer judges it again.
    if (route?.record.flags?.blockPage) return ctx.state.blocks.status === 'loading' ? ALLOW : redirect(languageHome(ctx), { replace: true });
    return ALLOW;
  },
};
