/**
 * The compiled route table: a segment trie built once per site config. Matching walks at most one
 * node per URL segment (static child first, then a param, then a splat, backtracking only where
 * they compete), so its cost grows with the depth of the URL, not with the number of routes.
 * This is deliberately NOT react-router's matchRoutes, which ranks every route on every call.
 */
import type { ModalRecord, RouteManifest, RouteRecord } from '../../schemas/route-manifest.schema.ts';
import { fromIndexEntry, type RouteIndexArea, type RouteSummary } from './route-index.ts';

export interface CompiledRoute {
  readonly id: string;
  readonly area: string;
  /** The pattern under /:lng, as written in the manifest. */
  readonly path: string;
  /**
   * The route's record. Until its area's details are loaded (RouteTable.addArea) it holds only what
   * the route index knows (id, path, availability id, param types): enough to match and to link.
   * A navigation loads the area before any guard reads the rest.
   */
  readonly record: RouteRecord;
}

export type RouteParams = Readonly<Record<string, string | number>>;

export interface RouteMatch {
  readonly route: CompiledRoute;
  readonly params: RouteParams;
}

export interface UrlMatch {
  /** The first segment when it has the shape of a language (two letters), else null. */
  readonly lngSegment: string | null;
  /** The path after the language segment, always starting with '/'. */
  readonly rest: string;
  readonly match: RouteMatch | null;
}

export interface RouteTable {
  readonly routes: ReadonlyMap<string, CompiledRoute>;
  readonly modals: ReadonlyMap<string, ModalRecord>;
  match(pathname: string): UrlMatch;
  /** Builds the URL of a route; missing required params throw (a programmer error). */
  href(routeId: string, lng: string, params?: Readonly<Record<string, string | number>>): string;
  /** Every area the table knows, loaded or not. */
  readonly areas: readonly string[];
  /** Whether an area's route details and modals are here. */
  hasArea(area: string): boolean;
  /** The areas not loaded yet that a URL needs: its route's, and those of the modals its query names. */
  missingAreas(match: RouteMatch | null, query: URLSearchParams): string[];
  /** Takes an area's details in (its chunk arrived): its routes' full records and its modals. */
  addArea(manifest: Pick<RouteManifest, 'area' | 'routes' | 'modals'>): void;
}

interface Terminal {
  route: CompiledRoute;
  /** Param name for every dynamic segment, in order; the splat is '*'. */
  paramNames: string[];
}

interface TrieNode {
  statics: Map<string, TrieNode> | null;
  param: TrieNode | null;
  splat: Terminal | null;
  terminal: Terminal | null;
}

const newNode = (): TrieNode => ({ statics: null, param: null, splat: null, terminal: null });
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/**
 * `a/:b?/:c?` is three patterns: `a`, `a/:b`, `a/:b/:c` (a later optional segment needs the earlier
 * ones, so the count grows linearly). An optional segment followed by a required one (`:a?/b`) is
 * expanded both ways around that segment.
 */
export function expandOptionalSegments(path: string): string[] {
  if (path === '') return [''];
  const segments = path.split('/');
  const firstOptional = segments.findIndex((s) => s.endsWith('?'));
  if (firstOptional === -1) return [path];
  const tailAllOptional = segments.slice(firstOptional).every((s) => s.endsWith('?') || s === '*');
  if (tailAllOptional) {
    const results: string[] = [];
    const required = segments.map((s) => (s.endsWith('?') ? s.slice(0, -1) : s));
    for (let end = firstOptional; end <= segments.length; end++) {
      if (end < segments.length && segments[end] === '*') continue;
      results.push(required.slice(0, end).join('/'));
    }
    return [...new Set(results)];
  }
  const head = segments.slice(0, firstOptional);
  const segment = segments[firstOptional]!.slice(0, -1);
  const rest = expandOptionalSegments(segments.slice(firstOptional + 1).join('/'));
  const join = (...parts: string[]) => parts.filter((p) => p !== '').join('/');
  return [...new Set(rest.flatMap((r) => [join(...head, segment, r), join(...head, r)]))];
}

export interface CompileReport {
  table: RouteTable;
  /** Two routes whose patterns have the same shape: the first one wins; the validator reports it. */
  conflicts: { routeId: string; shadowedBy: string; pattern: string }[];
}

/** A table with every area's details: the server, the tools and the tests, which have all manifests at hand. */
export function compileRouteTable(manifests: readonly RouteManifest[]): CompileReport {
  const report = compile(manifests.map((m) => ({ area: m.area, routes: m.routes, modals: (m.modals ?? []).map((x) => x.query) })));
  for (const manifest of manifests) report.table.addArea(manifest);
  return report;
}

/** A table from the route index alone (the browser): areas are added as their chunks arrive. */
export function compileRouteIndex(index: readonly RouteIndexArea[]): CompileReport {
  return compile(index.map((a) => ({ area: a.area, routes: a.routes.map(fromIndexEntry), modals: a.modals ?? [] })));
}

interface AreaSummary {
  area: string;
  routes: readonly RouteSummary[];
  modals: readonly string[];
}

function compile(areas: readonly AreaSummary[]): CompileReport {
  const root = newNode();
  const routes = new Map<string, CompiledRoute>();
  const details = new Map<string, RouteRecord>();
  const modals = new Map<string, ModalRecord>();
  const modalAreas = new Map<string, string>();
  const loaded = new Set<string>();
  const conflicts: CompileReport['conflicts'] = [];

  for (const { area, routes: summaries, modals: queries } of areas) {
    for (const query of queries) if (!modalAreas.has(query)) modalAreas.set(query, area);
    for (const summary of summaries) {
      if (routes.has(summary.id)) continue;
      const route: CompiledRoute = {
        id: summary.id,
        area,
        path: summary.path,
        get record() {
          return details.get(summary.id) ?? summary;
        },
      };
      routes.set(summary.id, route);
      for (const pattern of expandOptionalSegments(summary.path)) {
        insert(root, pattern, route, conflicts);
      }
    }
  }

  const table: RouteTable = {
    routes,
    modals,
    areas: areas.map((a) => a.area),
    match: (pathname) => matchUrl(root, pathname),
    href: (routeId, lng, params = {}) => buildHref(routes, routeId, lng, params),
    hasArea: (area) => loaded.has(area),
    missingAreas(match, query) {
      const needed = new Set<string>();
      if (match && !loaded.has(match.route.area)) needed.add(match.route.area);
      for (const name of query.keys()) {
        const area = modalAreas.get(name);
        if (area !== undefined && !loaded.has(area)) needed.add(area);
      }
      return [...needed];
    },
    addArea(manifest) {
      if (loaded.has(manifest.area)) return;
      loaded.add(manifest.area);
      for (const record of manifest.routes) {
        // The first declaration of an id wins, as in matching; a later duplicate adds nothing.
        if (routes.get(record.id)?.area === manifest.area && !details.has(record.id)) details.set(record.id, record);
      }
      for (const modal of manifest.modals ?? []) if (modalAreas.get(modal.query) === manifest.area && !modals.has(modal.query)) modals.set(modal.query, modal);
    },
  };
  return { table, conflicts };
}

function insert(root: TrieNode, pattern: string, route: CompiledRoute, conflicts: CompileReport['conflicts']): void {
  let node = root;
  const paramNames: string[] = [];
  const segments = pattern === '' ? [] : pattern.split('/');
  for (const segment of segments) {
    if (segment === '*') {
      paramNames.push('*');
      if (node.splat) conflicts.push({ routeId: route.id, shadowedBy: node.splat.route.id, pattern });
      else node.splat = { route, paramNames };
      return;
    }
    if (segment.startsWith(':')) {
      paramNames.push(segment.slice(1));
      node = node.param ??= newNode();
    } else {
      node.statics ??= new Map();
      let next = node.statics.get(segment);
      if (!next) node.statics.set(segment, (next = newNode()));
      node = next;
    }
  }
  if (node.terminal) conflicts.push({ routeId: route.id, shadowedBy: node.terminal.route.id, pattern });
  else node.terminal = { route, paramNames };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchUrl(root: TrieNode, pathname: string): UrlMatch {
  const raw = pathname.split('/').filter((s) => s !== '');
  // The language is read before decoding, so a malformed escape later in the path still answers
  // 404 in the right language instead of looking like a missing language (a redirect loop).
  const first = raw[0];
  const lngSegment = first !== undefined && LANGUAGE_SEGMENT.test(first) ? first : null;
  const start = lngSegment === null ? 0 : 1;
  const rest = '/' + raw.slice(start).join('/');
  const segments: string[] = [];
  for (const s of raw) {
    const decoded = safeDecode(s);
    // A malformed escape can match nothing: answer 404 rather than throw.
    if (decoded === null) return { lngSegment, rest, match: null };
    segments.push(decoded);
  }
  if (lngSegment === null) return { lngSegment, rest, match: null };
  const captured: string[] = [];
  const match = walk(root, segments, start, captured);
  return { lngSegment, rest, match };
}

function walk(node: TrieNode, segments: readonly string[], index: number, captured: string[]): RouteMatch | null {
  if (index === segments.length) {
    const done = node.terminal && toMatch(node.terminal, captured);
    if (done) return done;
    // A splat also matches nothing after it ("statisticpopup/*" matches "statisticpopup").
    return node.splat ? toMatch(node.splat, [...captured, '']) : null;
  }
  const segment = segments[index]!;
  const staticChild = node.statics?.get(segment);
  if (staticChild) {
    const found = walk(staticChild, segments, index + 1, captured);
    if (found) return found;
  }
  if (node.param) {
    captured.push(segment);
    const found = walk(node.param, segments, index + 1, captured);
    captured.pop();
    if (found) return found;
  }
  if (node.splat) return toMatch(node.splat, [...captured, segments.slice(index).join('/')]);
  return null;
}

function toMatch(terminal: Terminal, captured: readonly string[]): RouteMatch | null {
  const params: Record<string, string | number> = {};
  const types = terminal.route.record.paramTypes;
  for (let i = 0; i < terminal.paramNames.length; i++) {
    const name = terminal.paramNames[i]!;
    const value = captured[i] ?? '';
    if (types?.[name] === 'number') {
      // "The game id is parsed to a number": a value that is not one cannot match.
      if (!/^-?\d+$/.test(value)) return null;
      params[name] = Number(value);
    } else {
      params[name] = value;
    }
  }
  return { route: terminal.route, params };
}

function buildHref(
  routes: ReadonlyMap<string, CompiledRoute>,
  routeId: string,
  lng: string,
  params: Readonly<Record<string, string | number>>,
): string {
  const route = routes.get(routeId);
  if (!route) throw new Error(`Unknown route id "${routeId}"`);
  const parts: string[] = [lng];
  for (const segment of route.path === '' ? [] : route.path.split('/')) {
    if (segment === '*') {
      const splat = params['*'];
      if (splat !== undefined && splat !== '') parts.push(String(splat));
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) continue;
        throw new Error(`Route "${routeId}" needs param "${name}"`);
      }
      parts.push(encodeURIComponent(String(value)));
    } else {
      parts.push(segment);
    }
  }
  return '/' + parts.join('/') + (route.path === '' ? '/' : '');
}
