/**
 * Whether the active region serves a page: the one answer the route-availability guard (404 where
 * not), the server's first-load status and the links of the plugin API (plain text where not) share.
 *
 * A route is unavailable when it carries an availability id (`availableRouteId`) the site config
 * does not list in `routes.enabled`, or when its URL, after the language segment, is a fragment the
 * config lists in `routes.blockedFragments` or lies under one.
 */
import type { ConfigIndex } from './config-index.ts';
import type { CompiledRoute, RouteParams, RouteTable } from './route-table.ts';

export type AvailabilityIndex = Pick<ConfigIndex, 'enabledRouteIds' | 'blockedFragments'>;

/** Whether `rest` (the path after the language segment, starting with '/') is `fragment` or lies under it. */
export function isUnderFragment(rest: string, fragment: string): boolean {
  const f = fragment.length > 1 && fragment.endsWith('/') ? fragment.slice(0, -1) : fragment;
  return rest === f || rest.startsWith(f.endsWith('/') ? f : `${f}/`);
}

/** Whether the region serves `route` at `rest` (the URL's path after the language segment). */
export function isRouteAvailable(route: Pick<CompiledRoute, 'record'>, rest: string, index: AvailabilityIndex): boolean {
  const availabilityId = route.record.availableRouteId;
  if (availabilityId !== undefined && !index.enabledRouteIds.has(availabilityId)) return false;
  return !index.blockedFragments.some((fragment) => isUnderFragment(rest, fragment));
}

/**
 * The URL of a route in language `lng`, or null when the table has no such route or the region does
 * not serve it there (`index` null: no site config yet, nothing is judged). Missing required params
 * throw, as RouteTable.href does: that is a programmer error, not a region's choice.
 */
export function availableHref(table: RouteTable, index: AvailabilityIndex | null, routeId: string, lng: string, params?: RouteParams): string | null {
  const route = table.routes.get(routeId);
  if (!route) return null;
  const href = table.href(routeId, lng, params);
  if (index === null) return href;
  // href is `/<lng>/...`; the home route's is `/<lng>/`, whose rest is '/' as the matcher reports it.
  const rest = href.slice(lng.length + 1) || '/';
  return isRouteAvailable(route, rest, index) ? href : null;
}
