/**
 * The route index: what the entry bundle carries of every route, so that any URL can be matched and
 * any route linked to before its area's details arrive. A route's details (layout, component,
 * guards, flags, slots, dictionaries, redirect) come with its area's chunk, loaded when a navigation
 * first needs that area (src/composer/route-table.ts `addArea`).
 *
 * Per route the index keeps only what matching and links need: the path, the id, the availability
 * id (a link to a route the region does not serve is plain text) and the param types (a param that
 * must be a number decides whether a URL matches). Most ids are their path with the params dropped
 * and `/` read as `-`; such an id is left out and derived again here, which halves the index.
 */
import type { RouteRecord } from '../../schemas/route-manifest.schema.ts';
import type { ExpandedRouteManifest } from './manifest-defaults.ts';

type ParamTypes = NonNullable<RouteRecord['paramTypes']>;

/** A route as the index stores it: its path alone, or [path, id (0: derived), availability id (0: none), param types]. */
export type RouteIndexEntry = string | readonly [path: string, id: string | 0, availableRouteId?: number | 0, paramTypes?: ParamTypes];

export interface RouteIndexArea {
  readonly area: string;
  readonly routes: readonly RouteIndexEntry[];
  /** The query names of the area's modals: a URL that names one needs the area to open it. */
  readonly modals?: readonly string[];
}

/** What the index knows of a route: enough to match its URL and build links to it. */
export type RouteSummary = Pick<RouteRecord, 'id' | 'path' | 'availableRouteId' | 'paramTypes'>;

/** The id a route gets when its manifest gives the one its path implies: `cricket/champ/:champ` → `cricket-champ`. */
export function derivedRouteId(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
    .join('-');
}

export function toIndexEntry(route: RouteSummary): RouteIndexEntry {
  const id = route.id === derivedRouteId(route.path) ? 0 : route.id;
  const available = route.availableRouteId ?? 0;
  const types = route.paramTypes && Object.keys(route.paramTypes).length > 0 ? route.paramTypes : undefined;
  if (id === 0 && available === 0 && !types) return route.path;
  if (types) return [route.path, id, available, types];
  return available === 0 ? [route.path, id] : [route.path, id, available];
}

export function fromIndexEntry(entry: RouteIndexEntry): RouteSummary {
  if (typeof entry === 'string') return { id: derivedRouteId(entry), path: entry };
  const [path, id, available, types] = entry;
  return {
    id: id === 0 ? derivedRouteId(path) : id,
    path,
    ...(available ? { availableRouteId: available } : {}),
    ...(types ? { paramTypes: types } : {}),
  };
}

/** The build's side: the index of complete manifests. */
export function routeIndexOf(manifests: readonly ExpandedRouteManifest[]): RouteIndexArea[] {
  return manifests.map((manifest) => ({
    area: manifest.area,
    routes: manifest.routes.map(toIndexEntry),
    ...(manifest.modals?.length ? { modals: manifest.modals.map((m) => m.query) } : {}),
  }));
}
