/**
 * Area defaults of a route manifest file: the one place where a file's `defaults` are applied to
 * its routes and modals. The build writes the expanded manifests into src/generated, so the browser
 * only ever sees complete routes and ships none of this; the server and `npm run validate` call the
 * same function on the files they read.
 */
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';

/** A manifest whose routes and modals are complete: no `defaults` left to apply, no editor `$schema`. */
export type ExpandedRouteManifest = Omit<RouteManifest, 'defaults' | '$schema'>;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function has(obj: Json, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function own(obj: Json, key: string): unknown {
  return has(obj, key) ? obj[key] : undefined;
}

/** Own enumerable entries; works on objects without a prototype too. */
function entries(obj: Json): [string, unknown][] {
  return Object.keys(obj).map((k) => [k, obj[k]]);
}

/** The values of the first list, then those of the second not already there, each once, in order. */
function union(first: readonly unknown[], second: readonly unknown[]): unknown[] {
  return [...new Set([...first, ...second])];
}

/** Sets `key` to `value`, or removes it when `value` is undefined. */
function put(target: Json, key: string, value: unknown): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** Flags with `false` left out (an absent flag is off), or undefined when none is on. */
function canonicalFlags(flags: Json): Json | undefined {
  const kept = entries(flags).filter(([, on]) => on !== false);
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** Slots with empty lists left out (an absent slot is empty), or undefined when none has a widget. */
function canonicalSlots(slots: Json): Json | undefined {
  const kept = entries(slots).filter(([, list]) => !(Array.isArray(list) && list.length === 0));
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

function mergeFlags(defaults: unknown, route: unknown): unknown {
  if (route !== undefined && !isObject(route)) return route; // not flags at all: the schema says so, keep it as written
  const merged = { ...(isObject(defaults) ? defaults : {}), ...(route ?? {}) };
  return canonicalFlags(merged);
}

function mergeSlots(defaults: unknown, route: unknown): unknown {
  if (route !== undefined && !isObject(route)) return route;
  const merged = { ...(isObject(defaults) ? defaults : {}), ...(route ?? {}) };
  return canonicalSlots(merged);
}

function mergeDictionaryIds(defaults: unknown, routeIds: unknown): unknown {
  if (routeIds !== undefined && !Array.isArray(routeIds)) return routeIds;
  const merged = union(Array.isArray(defaults) ? defaults : [], routeIds ?? []);
  return merged.length === 0 ? undefined : merged;
}

/*
 * How a route combines with its file's `defaults` (the schema's description of `defaults` says the
 * same in short):
 *
 *  - `layout` and `component`: a value on the route wins outright; the default is used only when the
 *    route names none.
 *  - `flags`: combined flag by flag, the route's value winning. Writing `false` on a route is how it
 *    opts out of a flag the area turns on.
 *  - `slots`: combined slot by slot. A slot the route lists is the route's list exactly (no
 *    concatenation with the default's, so the route decides the order); `[]` leaves that slot empty;
 *    slots the route does not mention keep the default list.
 *  - `dictionaryIds`: the defaults' ids first, then the route's own, each id once.
 *  - A route with a `redirect` never renders: it takes no `layout`, `component`, `slots` or
 *    `dictionaryIds` from the defaults (loading texts for a page nobody sees would only delay the
 *    redirect). It does take the `flags`, so an area's access rules (authNeeded, bannedOnly ...)
 *    also hold for its redirects.
 *  - Modals take the defaults' `dictionaryIds` (same union, defaults first) and nothing else: a modal
 *    of an area shows that area's texts, and has no layout, slots or flags.
 *
 * The result is written one way only, whether a route spelled everything out or leaned on
 * defaults: a flag is on or absent (`false` is dropped), a slot has widgets or is absent (`[]` is
 * dropped), and empty `flags`, `slots` and `dictionaryIds` are left out. So rewriting a file to use
 * defaults cannot change a single compiled route record (tests/route-manifest-defaults.test.ts holds
 * the proof for the real manifests).
 *
 * Pure, and it never throws, even on a document that fails its schema (`npm run validate` expands
 * those too, to report what it can): anything not shaped as the schema says is passed on as written.
 */
function expandRoute(route: Json, defaults: Json): Json {
  const out: Json = { ...route };
  const redirects = has(route, 'redirect');
  if (!redirects) {
    for (const key of ['layout', 'component'] as const) {
      if (!has(route, key) && has(defaults, key)) out[key] = defaults[key];
    }
  }
  put(out, 'flags', mergeFlags(own(defaults, 'flags'), own(route, 'flags')));
  put(out, 'slots', mergeSlots(redirects ? undefined : own(defaults, 'slots'), own(route, 'slots')));
  put(out, 'dictionaryIds', mergeDictionaryIds(redirects ? undefined : own(defaults, 'dictionaryIds'), own(route, 'dictionaryIds')));
  return out;
}

function expandModal(modal: Json, defaults: Json): Json {
  const out: Json = { ...modal };
  put(out, 'dictionaryIds', mergeDictionaryIds(own(defaults, 'dictionaryIds'), own(modal, 'dictionaryIds')));
  return out;
}

/** The manifest with its file's defaults applied to every route and modal (rules above). */
export function expandRouteManifest(manifest: RouteManifest): ExpandedRouteManifest {
  const data: unknown = manifest;
  if (!isObject(data)) return manifest;
  const { $schema: _editorHint, defaults: given, ...rest } = data;
  const defaults = isObject(given) ? given : {};
  const out: Json = { ...rest };
  const routes = own(data, 'routes');
  if (Array.isArray(routes)) out.routes = routes.map((r: unknown) => (isObject(r) ? expandRoute(r, defaults) : r));
  const modals = own(data, 'modals');
  if (Array.isArray(modals)) out.modals = modals.map((m: unknown) => (isObject(m) ? expandModal(m, defaults) : m));
  return out as ExpandedRouteManifest;
}
