/** A manifest redirect (e.g. office → menu): replace, or 301 when permanent; the query is kept. */
import { ALLOW, redirect, type CoreGuard } from './types.ts';

export const routeRedirectGuard: CoreGuard = {
  id: 'route-redirect',
  // A manifest redirect is followed in a valid language, keeping the query.
  runsAfter: ['url-language'],
  dependsOnVisitor: false,
  decide(ctx) {
    const target = ctx.url.match?.route.record.redirect;
    if (!target || !ctx.table.routes.has(target.to)) return ALLOW;
    const to = ctx.table.href(target.to, ctx.lng, ctx.url.match?.params) + ctx.location.search;
    return redirect(to, { replace: true, ...(target.permanent ? { status: 301 as const } : {}) });
  },
};
