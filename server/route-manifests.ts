/**
 * Route manifests (route-manifests/*.json, read and checked by the project check), compiled into
 * the same route table the client uses.
 * The server needs it for one thing only: the HTTP status of the HTML shell, so that crawlers see
 * 404 for a URL the client app will render as "page not found".
 */
import { compileRouteTable, type RouteTable } from '../src/composer/route-table.ts';
import { isRouteAvailable } from '../src/composer/route-availability.ts';
import type { ExpandedRouteManifest } from '../src/composer/manifest-defaults.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';

/**
 * The table of route manifests that passed the project check (project-check/), expanded as the
 * build expands them, so the server's table is the one the browser compiles. Shadowed patterns
 * are the check's business; the first route wins here as in the client.
 */
export function routeTableFrom(manifests: readonly ExpandedRouteManifest[]): RouteTable {
  return compileRouteTable(manifests).table;
}

/**
 * Whether the shell for this path is a "not found" page: a language segment followed by a path that
 * matches no route, a route the config does not enable, or a fragment the operator blocked
 * (the function the client's route-availability guard and links use).
 */
export function isNotFoundPath(table: RouteTable, config: SiteConfig, pathname: string): boolean {
  const url = table.match(pathname);
  if (url.lngSegment === null) return false; // the client redirects to a language first
  if (url.match === null) return true;
  const region = { enabledRouteIds: new Set(config.routes.enabled), blockedFragments: config.routes.blockedFragments ?? [] };
  return !isRouteAvailable(url.match.route, url.rest, region);
}
