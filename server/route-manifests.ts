/**
 * Route manifests (route-manifests/*.json), compiled into the same route table the client uses.
 * The server needs it for one thing only: the HTTP status of the HTML shell, so that crawlers see
 * 404 for a URL the client app will render as "page not found".
 */
import { problemsFromAjv, type Problem } from '../src/composer/problems.ts';
import { compileRouteTable, type RouteTable } from '../src/composer/route-table.ts';
import { isRouteAvailable } from '../src/composer/route-availability.ts';
import { expandRouteManifest, type ExpandedRouteManifest } from '../src/composer/manifest-defaults.ts';
import type { StandaloneValidator } from '../src/composer/validation-types.ts';
import type { RouteManifest } from '../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';
import { readJsonFolder } from './json-files.ts';

export const ROUTE_MANIFESTS_FOLDER = 'route-manifests';

export type RouteTableLoad = { ok: true; table: RouteTable } | { ok: false; problems: Problem[] };

export async function loadRouteTable(rootDir: string, validate: StandaloneValidator): Promise<RouteTableLoad> {
  const { files, problems } = await readJsonFolder(rootDir, ROUTE_MANIFESTS_FOLDER);
  const manifests: ExpandedRouteManifest[] = [];
  for (const { file, data } of files) {
    // The same expansion as the build's, so the server's table is the one the browser compiles.
    if (validate(data)) manifests.push(expandRouteManifest(data as RouteManifest));
    else problems.push(...problemsFromAjv(file, validate.errors));
  }
  if (problems.length > 0) return { ok: false, problems };
  // Shadowed patterns are the validator's business (npm run validate); the first route wins here as in the client.
  return { ok: true, table: compileRouteTable(manifests).table };
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
