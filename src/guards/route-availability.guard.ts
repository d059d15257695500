/**
 * Route availability (the "access check" of the guard order): a route flagged with an availability id the site
 * config does not enable answers 404, and so does any URL under a fragment the operator blocked.
 * The decision is src/composer/route-availability.ts, which links share (they render as text there).
 */
import { isRouteAvailable, isUnderFragment } from '../composer/route-availability.ts';
import { ALLOW, type CoreGuard } from './types.ts';

export const routeAvailabilityGuard: CoreGuard = {
  id: 'route-availability',
  // SPEC 4.4: the access check follows the dictionary loader.
  runsAfter: ['dictionary-loader'],
  dependsOnVisitor: false,
  decide(ctx) {
    const route = ctx.url.match?.route;
    if (route) return isRouteAvailable(route, ctx.url.rest, ctx.index) ? ALLOW : { kind: 'notFound' };
    // An unmatched URL under a blocked fragment: 404 here too (the not-found page follows anyway).
    return ctx.index.blockedFragments.some((fragment) => isUnderFragment(ctx.url.rest, fragment)) ? { kind: 'notFound' } : ALLOW;
  },
};
