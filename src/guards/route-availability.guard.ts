/**
 * Route availability (SPEC 4.4 "access check"): a route flagged with an availability id the site
 * config does not enable answers 404, and so does any URL under a fragment the operator blocked.
 */
import { ALLOW, type Guard } from './types.ts';

function underFragment(path: string, fragment: string): boolean {
  const f = fragment.endsWith('/') && fragment.length > 1 ? fragment.slice(0, -1) : fragment;
  return path === f || path.startsWith(f.endsWith('/') ? f : `${f}/`);
}

export const routeAvailabilityGuard: Guard = {
  id: 'route-availability',
  decide(ctx) {
    const route = ctx.url.match?.route;
    const availabilityId = route?.record.availableRouteId;
    if (availabilityId !== undefined && !ctx.index.enabledRouteIds.has(availabilityId)) return { kind: 'notFound' };
    for (const fragment of ctx.index.blockedFragments) {
      if (underFragment(ctx.url.rest, fragment)) return { kind: 'notFound' };
    }
    return ALLOW;
  },
};
