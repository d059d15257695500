/**
 * Every rule about route manifests, site configs and plugin manifests, in two layers:
 *  1. the schema, through the ajv standalone validators generated from schemas/ (the same code the
 *     browser and the server run);
 *  2. cross-references a schema cannot state: ids that must exist elsewhere (components, guards,
 *     layouts, slot names, dictionaries, route ids, shell pieces), duplicates across files,
 *     redirect cycles, paths that shadow each other, dictionaries a route repeats from its plugin.
 *
 * Invariant: nothing here throws on bad input. Every document is `unknown`; the cross-reference layer
 * reads it through guarded accessors, so a file that failed its schema still gets the checks its
 * readable parts allow, and a wrong type is simply skipped (the schema layer has already named it).
 *
 * `validateDocuments` is pure (no I/O): the property tests feed it mutated documents; index.ts adds
 * the reading and is what the build, the server and `npm run validate` call.
 */
import type { ErrorObject } from 'ajv';
import { escapePointerSegment, problemsFromAjv, type Problem } from '../src/composer/problems.ts';
import type { StandaloneValidator } from '../src/composer/validation-types.ts';
import { expandOptionalSegments } from '../src/composer/route-table.ts';
import { expandRouteManifest } from '../src/composer/manifest-defaults.ts';
import { BUILT_IN_LAYOUT_SLOTS } from '../src/composer/layout-slots.ts';
import { BUILT_IN_LAYOUTS, slotNameSchema, type RouteManifest } from '../schemas/route-manifest.schema.ts';
import { EXTENSION_KINDS, type ExtensionKind } from '../schemas/plugin-manifest.schema.ts';
import { currencyIsoSchema, dictionaryIdSchema, extensionIdSchema, languageCodeSchema, routeIdSchema } from '../schemas/common.schema.ts';
import { pluginManifestSchema } from '../schemas/plugin-manifest.schema.ts';
import { siteConfigSchema } from '../schemas/site-config.schema.ts';
import { DICTIONARIES_DIR, PLUGINS_DIR, ROUTE_MANIFESTS_DIR, type JsonDocument, type PluginDocument, type ProjectDocuments, type SchemaValidators } from './documents.ts';

/**
 * More optional segments than this would expand into 2^n patterns (the route table does the same
 * expansion at start-up), so such a path is refused instead of expanded.
 */
export const MAX_OPTIONAL_SEGMENTS = 8;

/** Longest list of known values quoted in an "expected" text. */
const MAX_LISTED = 8;

// ---------------------------------------------------------------------------------------------
// Guarded access to unknown JSON

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(obj: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function has(obj: Json, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function ownObject(obj: Json, key: string): Json | undefined {
  const v = own(obj, key);
  return isObject(v) ? v : undefined;
}

function ownArray(obj: Json, key: string): unknown[] | undefined {
  const v = own(obj, key);
  return Array.isArray(v) ? v : undefined;
}

function ownString(obj: Json, key: string): string | undefined {
  const v = own(obj, key);
  return typeof v === 'string' ? v : undefined;
}

/** A value quoted for a one-line message: JSON escaping keeps newlines out, length is capped. */
function quote(value: string | number): string {
  const text = JSON.stringify(typeof value === 'string' && value.length > 80 ? `${value.slice(0, 77)}...` : value);
  return text ?? String(value);
}

/** "a, b, c, …" — closest to `near` first, so the likely intended value is in the short list. */
function shortList(values: Iterable<string | number>, near?: string): string {
  const all = [...new Set(values)];
  if (all.length === 0) return 'none';
  const sorted =
    near === undefined
      ? all.sort(compareValues)
      : all
          .map((v) => ({ v, d: editDistance(near, String(v)) }))
          .sort((a, b) => a.d - b.d || compareValues(a.v, b.v))
          .map((x) => x.v);
  const shown = sorted.slice(0, MAX_LISTED).map(String);
  return sorted.length > MAX_LISTED ? `${shown.join(', ')}, …` : shown.join(', ');
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Levenshtein distance on (capped) strings; only used to order suggestions. */
function editDistance(a: string, b: string): number {
  const s = a.slice(0, 64);
  const t = b.slice(0, 64);
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    for (let j = 1; j <= t.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[t.length]!;
}

const ptr = (...segments: (string | number)[]): string => segments.map((s) => `/${escapePointerSegment(s)}`).join('');

// ---------------------------------------------------------------------------------------------
// Schema layer

function schemaProblems(file: string, data: unknown, validate: StandaloneValidator): Problem[] {
  let valid: boolean;
  try {
    valid = validate(data);
  } catch (error) {
    // Generated code should never throw on parsed JSON; if it does on some exotic value, say so.
    return [{ file, pointer: '', message: `could not be checked against its schema (${error instanceof Error ? error.message : 'unknown error'})`, expected: 'a plain JSON document' }];
  }
  if (valid) return [];
  const errors = (validate.errors ?? []).filter(
    // For propertyNames ajv reports the inner failure (e.g. the pattern) AND the propertyNames
    // error for the same key; the latter says it better, so one mistake stays one line.
    (e) => !(e as ErrorObject & { propertyName?: string }).propertyName,
  );
  const problems = problemsFromAjv(file, errors);
  errors.forEach((e, i) => {
    // problemsFromAjv joins the unknown property name unescaped; a key with "/" or "~" would
    // otherwise give a pointer to somewhere else.
    if (e.keyword === 'additionalProperties') {
      const name = (e.params as { additionalProperty?: unknown }).additionalProperty;
      problems[i] = { ...problems[i]!, pointer: `${e.instancePath}/${escapePointerSegment(String(name))}` };
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Cross-reference layer

// A value that fails its own format is reported by the schema layer; the cross-reference checks
// skip it, so one mistake stays one line.
const EXTENSION_ID = new RegExp(extensionIdSchema.pattern);
const DICTIONARY_ID = new RegExp(dictionaryIdSchema.pattern);
const ROUTE_ID = new RegExp(routeIdSchema.pattern);
const LANGUAGE = new RegExp(languageCodeSchema.pattern);
const CURRENCY = new RegExp(currencyIsoSchema.pattern);
const PLUGIN_ID = new RegExp(pluginManifestSchema.properties.id.pattern);
const CONFIG_ID = new RegExp(siteConfigSchema.properties.id.pattern);
const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_LAYOUTS);
const KINDS: ReadonlySet<string> = new Set(EXTENSION_KINDS);

const SLOT_NAME = new RegExp(slotNameSchema.pattern);
/** The kinds that render a route's named slots: a layout around the page, or the page itself. */
const SLOT_RENDERERS: readonly ExtensionKind[] = ['layout', 'page'];

interface Extension {
  id: string;
  /** null when plugin.json gives no valid kind (its schema problem says so). */
  kind: ExtensionKind | null;
  /** The route slots it renders (plugin.json `slots`, [] when absent); null when that list is unreadable. */
  slots: readonly string[] | null;
}

interface PluginInfo {
  file: string;
  extensions: Map<string, Extension>;
  /** Its plugin.json `dictionaries`: loaded for every route and modal that shows one of its extensions. */
  dictionaries: readonly string[];
}

/** The dictionary ids that exist, and the folder they were read from (for the lines that name it). */
interface Dictionaries {
  ids: ReadonlySet<string>;
  folder: string;
}

interface Registry {
  plugins: Map<string, PluginInfo>;
  /** Plugins whose extension list could not be read: references into them are not judged. */
  uncertain: Set<string>;
}

interface RouteEntry {
  id: string;
  file: string;
  index: number;
  record: Json;
}

class Collector {
  readonly problems: Problem[] = [];
  add(file: string, pointer: string, message: string, expected: string): void {
    this.problems.push({ file, pointer, message, expected });
  }
}

function buildRegistry(docs: readonly PluginDocument[], dictionaries: Dictionaries, out: Collector): Registry {
  const registry: Registry = { plugins: new Map(), uncertain: new Set() };
  for (const doc of docs) {
    const { file, folder } = doc;
    if (!doc.hasIndex) {
      out.add(file, '', `plugin folder ${quote(folder)} has no index.tsx`, `an index.tsx in ${PLUGINS_DIR}/${folder}/ that registers what plugin.json declares`);
    }
    const data = doc.data;
    if (doc.unreadable || !isObject(data)) {
      registry.uncertain.add(folder);
      continue;
    }
    const declaredId = ownString(data, 'id');
    if (declaredId !== undefined && declaredId !== folder) {
      if (PLUGIN_ID.test(declaredId)) {
        out.add(file, '/id', `is ${quote(declaredId)} but the plugin folder is ${quote(folder)}`, `${quote(folder)} (a plugin id equals its folder name)`);
      }
      // References may use either name; judging them would only repeat this line.
      registry.uncertain.add(folder);
    }
    const id = declaredId ?? folder;
    if (registry.plugins.has(id)) {
      // Only possible when an id differs from its folder, which is reported above.
      registry.uncertain.add(id);
      continue;
    }
    const info: PluginInfo = { file, extensions: new Map(), dictionaries: (ownArray(data, 'dictionaries') ?? []).filter((d): d is string => typeof d === 'string') };
    registry.plugins.set(id, info);
    const extensions = ownArray(data, 'extensions');
    if (!extensions) registry.uncertain.add(id);
    const firstIndex = new Map<string, number>();
    extensions?.forEach((ext, k) => {
      if (!isObject(ext)) return;
      const name = ownString(ext, 'name');
      if (name === undefined) return;
      const first = firstIndex.get(name);
      if (first !== undefined) {
        out.add(file, ptr('extensions', k, 'name'), `repeats extension name ${quote(name)} (first at /extensions/${first})`, 'each extension name once per plugin');
        return;
      }
      firstIndex.set(name, k);
      const kindName = ownString(ext, 'kind');
      const kind = kindName !== undefined && KINDS.has(kindName) ? (kindName as ExtensionKind) : null;
      const declared = own(ext, 'slots');
      const slots = declared === undefined ? [] : Array.isArray(declared) ? declared.filter((s): s is string => typeof s === 'string') : null;
      if (kind !== null && !SLOT_RENDERERS.includes(kind) && slots !== null && slots.length > 0) {
        out.add(file, ptr('extensions', k, 'slots'), `declares slots, but a ${kind} extension renders no route slots`, `"slots" only on ${SLOT_RENDERERS.join(' and ')} extensions (the slots they render with <Slot name>)`);
      }
      info.extensions.set(name, { id: `${id}/${name}`, kind, slots });
    });
    checkDictionaries(file, data, 'dictionaries', [], dictionaries, out);
  }
  return registry;
}

function checkDictionaries(file: string, obj: Json, key: string, at: readonly (string | number)[], known: Dictionaries, out: Collector): void {
  ownArray(obj, key)?.forEach((id, k) => {
    if (typeof id !== 'string' || known.ids.has(id) || !DICTIONARY_ID.test(id)) return;
    out.add(file, ptr(...at, key, k), `names dictionary ${quote(id)}, which does not exist`, `a feature's plugins/<id>/texts/ or a folder under ${known.folder}/ (known: ${shortList(known.ids, id)})`);
  });
}

/** The extension an id names, when its plugin is known and declares it. */
function findExtension(registry: Registry, value: unknown): Extension | undefined {
  if (typeof value !== 'string' || !EXTENSION_ID.test(value)) return undefined;
  const slash = value.indexOf('/');
  const pluginId = value.slice(0, slash);
  if (registry.uncertain.has(pluginId)) return undefined;
  return registry.plugins.get(pluginId)?.extensions.get(value.slice(slash + 1));
}

/**
 * The slot names a page route may fill: those its layout renders and those its page renders.
 * null when the layout or the page is unknown or unreadable: that is reported (or not judged)
 * elsewhere, and guessing the slots would only add lines for the same mistake.
 */
function renderedSlots(registry: Registry, expanded: Json): string[] | null {
  const layout = own(expanded, 'layout');
  if (typeof layout !== 'string') return null;
  let layoutSlots: readonly string[];
  if (Object.prototype.hasOwnProperty.call(BUILT_IN_LAYOUT_SLOTS, layout)) {
    layoutSlots = BUILT_IN_LAYOUT_SLOTS[layout as keyof typeof BUILT_IN_LAYOUT_SLOTS];
  } else {
    const ext = findExtension(registry, layout);
    if (ext?.kind !== 'layout' || ext.slots === null) return null;
    layoutSlots = ext.slots;
  }
  const page = findExtension(registry, own(expanded, 'component'));
  if (page?.kind !== 'page' || page.slots === null) return null;
  return [...new Set([...layoutSlots, ...page.slots])];
}

function expectedSlots(known: readonly string[], near: string): string {
  return known.length > 0 ? `one of the slots its layout and page render: ${shortList(known, near)}` : 'no slots (its layout and page render none)';
}

type Shown = readonly { value: unknown; kinds: readonly ExtensionKind[] }[];

/**
 * The dictionaries a route or modal gets through plugins without naming them: those of the plugins
 * behind its page, its slot widgets or its modal component (the dictionary loader guard loads them),
 * each with the plugin that declares it. Only references that resolve count: a wrong one is its own
 * line, and should not make a second one here.
 */
function pluginDictionaries(registry: Registry, shown: Shown): Map<string, string> {
  const found = new Map<string, string>();
  for (const { value, kinds } of shown) {
    const ext = findExtension(registry, value);
    if (!ext || ext.kind === null || !kinds.includes(ext.kind)) continue;
    const pluginId = (value as string).slice(0, (value as string).indexOf('/'));
    for (const id of registry.plugins.get(pluginId)?.dictionaries ?? []) if (!found.has(id)) found.set(id, pluginId);
  }
  return found;
}

/** What a route (expanded) shows: its page and every slot widget. */
function shownByRoute(route: Json): Shown {
  const slots = ownObject(route, 'slots');
  const widgets = slots ? Object.values(slots).flatMap((list) => (Array.isArray(list) ? list : [])) : [];
  return [{ value: own(route, 'component'), kinds: ['page'] }, ...widgets.map((value) => ({ value, kinds: ['widget', 'page'] as const }))];
}

/** A dictionary id the record names itself although a plugin it shows already brings it. */
function checkRepeatedDictionaries(file: string, obj: Json, at: readonly (string | number)[], inherited: ReadonlyMap<string, string>, known: Dictionaries, out: Collector): void {
  ownArray(obj, 'dictionaryIds')?.forEach((id, k) => {
    if (typeof id !== 'string' || !known.ids.has(id)) return; // an unknown id is its own line
    const plugin = inherited.get(id);
    if (plugin === undefined) return;
    out.add(
      file,
      ptr(...at, 'dictionaryIds', k),
      `repeats dictionary ${quote(id)}, already loaded through plugin ${plugin}`,
      `only the dictionaries it adds to its plugins' (plugins/${plugin}/plugin.json lists ${quote(id)}; remove it here)`,
    );
  });
}

function knownOfKinds(registry: Registry, kinds: readonly ExtensionKind[]): string[] {
  const ids: string[] = [];
  for (const plugin of registry.plugins.values()) {
    for (const ext of plugin.extensions.values()) if (ext.kind !== null && kinds.includes(ext.kind)) ids.push(ext.id);
  }
  return ids;
}

/**
 * A reference to an extension (`plugin-id/name`) of one of `kinds`. `label` starts the message
 * ("unknown guard ..."). Values that are not shaped like an extension id fail the schema already.
 */
function checkExtension(
  registry: Registry,
  file: string,
  pointer: string,
  value: unknown,
  kinds: readonly ExtensionKind[],
  label: string,
  out: Collector,
): void {
  if (typeof value !== 'string' || !EXTENSION_ID.test(value)) return;
  const slash = value.indexOf('/');
  const pluginId = value.slice(0, slash);
  const name = value.slice(slash + 1);
  if (registry.uncertain.has(pluginId)) return;
  const kindWords = kinds.join(' or ');
  // Built only for a line that is printed: the suggestions cost an edit distance per extension.
  const expected = () => `an extension id of kind ${kindWords} declared by a plugin (known: ${shortList(knownOfKinds(registry, kinds), value)})`;
  const plugin = registry.plugins.get(pluginId);
  if (!plugin) {
    out.add(file, pointer, `unknown ${label} ${quote(value)}: there is no plugin ${quote(pluginId)}`, expected());
    return;
  }
  const ext = plugin.extensions.get(name);
  if (!ext) {
    out.add(file, pointer, `unknown ${label} ${quote(value)}: plugin ${quote(pluginId)} declares no extension ${quote(name)} in ${plugin.file}`, expected());
    return;
  }
  if (ext.kind !== null && !kinds.includes(ext.kind)) {
    out.add(file, pointer, `${quote(value)} is a ${ext.kind} extension, not a ${label}`, expected());
  }
}

const urlPattern = (pattern: string): string => (pattern === '' ? '/:lng' : `/:lng/${pattern}`);

function optionalCount(path: string): number {
  let n = 0;
  for (let i = path.indexOf('?'); i !== -1; i = path.indexOf('?', i + 1)) n++;
  return n;
}

/** `rules/:a/:b` and `rules/:x/:y` match the same URLs: the shape replaces each param with ':'. */
function shapeOf(pattern: string): string {
  return pattern === '' ? '' : pattern.split('/').map((s) => (s.startsWith(':') ? ':' : s)).join('/');
}

function checkRouteManifests(docs: readonly JsonDocument[], registry: Registry, dictionaries: Dictionaries, out: Collector) {
  /** False when some manifest or route could not be read: "does id X exist" cannot be answered. */
  let complete = true;
  const routes: RouteEntry[] = [];
  const byId = new Map<string, RouteEntry>();
  const availableRouteIds = new Set<number>();
  const modalQueries = new Map<string, { file: string; index: number }>();

  for (const doc of docs) {
    const { file, data } = doc;
    if (doc.unreadable || !isObject(data)) {
      complete = false;
      continue;
    }
    // A value written in `defaults` is checked once, where it is written: a bad default is one line
    // at /defaults/..., not one per route that inherits it. What only the combination can tell
    // (does this page route end up with a layout? does its layout render this default slot?) is
    // judged on the expanded routes, which keep their index.
    const defaults = ownObject(data, 'defaults');
    if (defaults) checkRouteValues(file, ['defaults'], defaults, registry, dictionaries, out);
    const expandedManifest = expandRouteManifest(data as RouteManifest) as unknown as Json;
    const expandedRoutes = ownArray(expandedManifest, 'routes');
    const list = ownArray(data, 'routes');
    if (!list) complete = false;
    /** Page routes as they end up, with their own record: what the defaults are judged against. */
    const pages: { record: Json; expanded: Json }[] = [];
    list?.forEach((record, index) => {
      if (!isObject(record)) {
        complete = false;
        return;
      }
      const id = ownString(record, 'id');
      if (id === undefined) {
        complete = false;
      } else {
        const first = byId.get(id);
        if (first) {
          out.add(file, ptr('routes', index, 'id'), `repeats route id ${quote(id)}, first declared in ${first.file} at /routes/${first.index}`, 'route ids unique across all route manifests');
        } else {
          const entry: RouteEntry = { id, file, index, record };
          byId.set(id, entry);
          routes.push(entry);
        }
      }
      const available = own(record, 'availableRouteId');
      if (typeof available === 'number' && Number.isInteger(available)) availableRouteIds.add(available);
      const candidate = expandedRoutes?.[index];
      const expanded = isObject(candidate) ? candidate : record;
      checkRouteRecord(file, index, record, expanded, registry, dictionaries, out);
      if (!has(expanded, 'redirect')) pages.push({ record, expanded });
    });

    const expandedModals = ownArray(expandedManifest, 'modals');
    const modalTakers: Map<string, string>[] = [];
    ownArray(data, 'modals')?.forEach((modal, index) => {
      if (!isObject(modal)) return;
      const query = ownString(modal, 'query');
      if (query !== undefined) {
        const first = modalQueries.get(query);
        if (first) {
          out.add(file, ptr('modals', index, 'query'), `repeats modal query ${quote(query)}, first declared in ${first.file} at /modals/${first.index}`, 'each modal query name once across all route manifests');
        } else {
          modalQueries.set(query, { file, index });
        }
      }
      checkExtension(registry, file, ptr('modals', index, 'component'), own(modal, 'component'), ['modal'], 'modal component', out);
      checkDictionaries(file, modal, 'dictionaryIds', ['modals', index], dictionaries, out);
      const inherited = pluginDictionaries(registry, [{ value: own(modal, 'component'), kinds: ['modal'] }]);
      checkRepeatedDictionaries(file, modal, ['modals', index], inherited, dictionaries, out);
      if (isObject(expandedModals?.[index])) modalTakers.push(inherited);
    });

    if (defaults) {
      checkDefaultSlots(file, defaults, pages, registry, out);
      const takers = [...pages.map((p) => pluginDictionaries(registry, shownByRoute(p.expanded))), ...modalTakers];
      checkDefaultDictionaries(file, defaults, takers, dictionaries, out);
    }
  }

  checkShapes(routes, out);
  checkRedirects(routes, byId, complete, out);
  return { availableRouteIds, complete, routeIds: new Set(byId.keys()) };
}

/**
 * A slot the defaults fill must be rendered on every page route that takes it (a route that names
 * the slot itself replaces the default list and is judged at its own pointer). One line per slot,
 * naming the first route that does not render it.
 */
function checkDefaultSlots(file: string, defaults: Json, pages: readonly { record: Json; expanded: Json }[], registry: Registry, out: Collector): void {
  const slots = ownObject(defaults, 'slots');
  if (!slots) return;
  for (const name of Object.keys(slots)) {
    if (!SLOT_NAME.test(name)) continue;
    const misses: { id: string; known: string[] }[] = [];
    for (const { record, expanded } of pages) {
      if (has(ownObject(record, 'slots') ?? {}, name) || !has(ownObject(expanded, 'slots') ?? {}, name)) continue;
      const known = renderedSlots(registry, expanded);
      if (known && !known.includes(name)) misses.push({ id: ownString(record, 'id') ?? '?', known });
    }
    const first = misses[0];
    if (!first) continue;
    const more = misses.length > 1 ? ` and ${misses.length - 1} more` : '';
    out.add(file, `/defaults/slots/${escapePointerSegment(name)}`, `unknown slot on route ${quote(first.id)}${more}`, expectedSlots(first.known, name));
  }
}

/**
 * A default dictionary id that every page route and modal of the file already gets through a
 * plugin it shows adds nothing: the file should not state it.
 */
function checkDefaultDictionaries(file: string, defaults: Json, takers: readonly ReadonlyMap<string, string>[], dictionaries: Dictionaries, out: Collector): void {
  if (takers.length === 0) return;
  ownArray(defaults, 'dictionaryIds')?.forEach((id, k) => {
    if (typeof id !== 'string' || !dictionaries.ids.has(id)) return;
    const plugins = new Set<string>();
    for (const inherited of takers) {
      const plugin = inherited.get(id);
      if (plugin === undefined) return; // some route or modal needs the default
      plugins.add(plugin);
    }
    const names = [...plugins].sort().join(', ');
    out.add(
      file,
      ptr('defaults', 'dictionaryIds', k),
      `repeats dictionary ${quote(id)}, already loaded through plugin ${names} on every route and modal of this file`,
      `only the dictionaries the file's routes add to their plugins' (remove ${quote(id)} here)`,
    );
  });
}

/**
 * The values a route or the file's `defaults` may write (component, slots, layout, dictionary ids),
 * each checked at the pointer where it is written (`at` is ['routes', i] or ['defaults']).
 */
function checkRouteValues(file: string, at: readonly (string | number)[], obj: Json, registry: Registry, dictionaries: Dictionaries, out: Collector): void {
  // Pointers built by concatenation: this runs for every route, and only slot names need escaping.
  const base = at.map((s) => `/${s}`).join('');
  checkExtension(registry, file, `${base}/component`, own(obj, 'component'), ['page'], 'page component', out);

  const slots = ownObject(obj, 'slots');
  if (slots) {
    for (const [slot, list] of Object.entries(slots)) {
      if (!Array.isArray(list)) continue;
      const slotPointer = `${base}/slots/${escapePointerSegment(slot)}`;
      list.forEach((value, k) => checkExtension(registry, file, `${slotPointer}/${k}`, value, ['widget', 'page'], 'slot widget', out));
    }
  }

  const layout = own(obj, 'layout');
  if (typeof layout === 'string' && layout !== '' && !BUILT_IN.has(layout)) {
    if (EXTENSION_ID.test(layout)) checkExtension(registry, file, `${base}/layout`, layout, ['layout'], 'layout', out);
    else {
      const known = shortList(knownOfKinds(registry, ['layout']), layout);
      out.add(file, `${base}/layout`, `unknown layout ${quote(layout)}`, `a built-in layout (${BUILT_IN_LAYOUTS.join(', ')}) or a layout extension id (known: ${known})`);
    }
  }

  checkDictionaries(file, obj, 'dictionaryIds', at, dictionaries, out);
}

/**
 * One route: its own values, then what it is once the file's defaults are applied (`expanded`, the
 * same record when the route cannot be expanded).
 */
function checkRouteRecord(file: string, index: number, record: Json, expanded: Json, registry: Registry, dictionaries: Dictionaries, out: Collector): void {
  const base = `/routes/${index}`;
  const id = ownString(record, 'id');
  const named = id === undefined ? 'route' : `route ${quote(id)}`;
  if (!has(expanded, 'component') && !has(expanded, 'redirect')) {
    out.add(file, base, `${named} has neither "component" nor "redirect"`, 'a "component" (a page extension id, on the route or in the file\'s "defaults") or a "redirect" to another route');
  } else if (!has(expanded, 'redirect') && !has(expanded, 'layout')) {
    // A page route the schema cannot judge alone: `layout` is optional on a route because the file's defaults may give it.
    out.add(
      file,
      `${base}/layout`,
      `is missing: ${named} shows a page, and the file's "defaults" give no layout either`,
      `a "layout" on the route or in the file's "defaults" (a built-in layout: ${BUILT_IN_LAYOUTS.join(', ')}; or a layout extension id)`,
    );
  }
  checkRouteValues(file, ['routes', index], record, registry, dictionaries, out);

  ownArray(record, 'guards')?.forEach((value, k) => checkExtension(registry, file, `${base}/guards/${k}`, value, ['guard'], 'guard', out));

  if (!has(expanded, 'redirect')) {
    // A slot only shows where something renders it: the layout around the page, or the page itself.
    const slots = ownObject(record, 'slots');
    const known = slots && renderedSlots(registry, expanded);
    if (slots && known) {
      for (const name of Object.keys(slots)) {
        if (SLOT_NAME.test(name) && !known.includes(name)) out.add(file, `${base}/slots/${escapePointerSegment(name)}`, 'unknown slot', expectedSlots(known, name));
      }
    }
    checkRepeatedDictionaries(file, record, ['routes', index], pluginDictionaries(registry, shownByRoute(expanded)), dictionaries, out);
  }

  const path = own(record, 'path');
  if (typeof path === 'string') {
    const optional = optionalCount(path);
    if (optional > MAX_OPTIONAL_SEGMENTS) {
      out.add(file, `${base}/path`, `has ${optional} optional segments (${2 ** Math.min(optional, 53)} patterns to match)`, `at most ${MAX_OPTIONAL_SEGMENTS} optional segments (split the route)`);
    }
  }
}

/** Two routes whose expanded patterns have the same shape: the first declared always wins. */
function checkShapes(routes: readonly RouteEntry[], out: Collector): void {
  const owners = new Map<string, { route: RouteEntry; pattern: string }>();
  for (const route of routes) {
    const path = own(route.record, 'path');
    if (typeof path !== 'string' || optionalCount(path) > MAX_OPTIONAL_SEGMENTS) continue;
    let reported: Set<string> | undefined;
    for (const pattern of expandOptionalSegments(path)) {
      const shape = shapeOf(pattern);
      const owner = owners.get(shape);
      if (!owner) {
        owners.set(shape, { route, pattern });
        continue;
      }
      // `a/:x?/:y?` expands to `a/:x` and `a/:y`: a route may share a shape with itself; harmless.
      const first = owner.route;
      if (first.id === route.id || reported?.has(first.id)) continue;
      (reported ??= new Set()).add(first.id);
      out.add(
        route.file,
        ptr('routes', route.index, 'path'),
        `pattern ${quote(urlPattern(pattern))} matches the same URLs as route ${quote(first.id)} (${first.file} at /routes/${first.index}, pattern ${quote(urlPattern(owner.pattern))}), which wins`,
        'a path no earlier route already matches',
      );
    }
  }
}

function checkRedirects(routes: readonly RouteEntry[], byId: ReadonlyMap<string, RouteEntry>, complete: boolean, out: Collector): void {
  const target = (route: RouteEntry): string | undefined => {
    const redirect = ownObject(route.record, 'redirect');
    return redirect ? ownString(redirect, 'to') : undefined;
  };
  for (const route of routes) {
    const to = target(route);
    if (to === undefined || byId.has(to) || !complete || !ROUTE_ID.test(to)) continue;
    out.add(route.file, ptr('routes', route.index, 'redirect', 'to'), `redirects to route id ${quote(to)}, which no route declares`, `an existing route id (closest: ${shortList(byId.keys(), to)})`);
  }
  const position = new Map(routes.map((r, k) => [r.id, k]));
  // Each route has at most one outgoing edge, so following it from every route finds each cycle;
  // `done` makes the whole walk linear and each cycle reported once.
  const done = new Set<string>();
  for (const start of routes) {
    const path: RouteEntry[] = [];
    const onPath = new Map<string, number>();
    let current: RouteEntry | undefined = start;
    while (current && !done.has(current.id) && !onPath.has(current.id)) {
      onPath.set(current.id, path.length);
      path.push(current);
      const to = target(current);
      current = to === undefined ? undefined : byId.get(to);
    }
    if (current && onPath.has(current.id)) {
      const cycle = path.slice(onPath.get(current.id));
      // Reported once, at the cycle's route declared first, so the line does not depend on where the walk began.
      let first = 0;
      cycle.forEach((r, k) => {
        if (position.get(r.id)! < position.get(cycle[first]!.id)!) first = k;
      });
      const chain = [...cycle.slice(first), ...cycle.slice(0, first + 1)];
      const at = chain[0]!;
      out.add(at.file, ptr('routes', at.index, 'redirect', 'to'), `redirect cycle ${chain.map((r) => quote(r.id)).join(' → ')}`, 'redirects that end at a route with a component');
    }
    for (const r of path) done.add(r.id);
  }
  // A redirect to a redirect would cost the visitor two hops: it must name the page at the end.
  for (const route of routes) {
    const first = target(route);
    const next = first === undefined ? undefined : byId.get(first);
    if (!next || target(next) === undefined) continue;
    let end: RouteEntry | undefined = next;
    for (let hops = 0; end && target(end) !== undefined && hops <= routes.length; hops += 1) end = byId.get(target(end)!);
    // A chain into a cycle is the cycle's problem (reported above); one that ends is this one.
    if (!end || target(end) !== undefined) continue;
    out.add(
      route.file,
      ptr('routes', route.index, 'redirect', 'to'),
      `redirects to route id ${quote(first!)}, which redirects again`,
      `the route the chain ends at (${quote(end.id)}), so the redirect takes one hop`,
    );
  }
}

function checkSiteConfigs(docs: readonly JsonDocument[], registry: Registry, routes: { availableRouteIds: ReadonlySet<number>; routeIds: ReadonlySet<string>; complete: boolean }, out: Collector): void {
  const ids = new Map<string, string>();
  const hosts = new Map<string, { file: string; index: number }>();
  for (const doc of docs) {
    const { file, data } = doc;
    if (doc.unreadable || !isObject(data)) continue;

    const id = ownString(data, 'id');
    if (id !== undefined) {
      const first = ids.get(id);
      if (first !== undefined) out.add(file, '/id', `repeats site config id ${quote(id)}, already used by ${first}`, 'each site config id once');
      else ids.set(id, file);
      // The server selects a config by its file name and refuses one whose id differs.
      const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
      if (id !== base && CONFIG_ID.test(id)) out.add(file, '/id', `is ${quote(id)} but the file is named ${base}.json`, `${quote(base)} (a site config is named by its file)`);
    }

    ownArray(data, 'hosts')?.forEach((host, index) => {
      if (typeof host !== 'string') return;
      const key = host.toLowerCase();
      const first = hosts.get(key);
      if (first) {
        const where = first.file === file ? `at /hosts/${first.index}` : `by ${first.file}`;
        out.add(file, ptr('hosts', index), `host ${quote(host)} is already served ${where}`, 'each host name in one site config only');
      } else {
        hosts.set(key, { file, index });
      }
    });

    // A VIP domain is one of this operator's hosts: the server selects the config by host first.
    const ownHosts = new Set((ownArray(data, 'hosts') ?? []).filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase()));
    ownArray(data, 'vipHosts')?.forEach((host, index) => {
      if (typeof host !== 'string' || ownHosts.has(host.toLowerCase())) return;
      out.add(file, ptr('vipHosts', index), `VIP host ${quote(host)} is not one of this config's hosts`, 'a host name listed in /hosts');
    });

    const routeSettings = ownObject(data, 'routes');
    if (routeSettings && routes.complete) {
      ownArray(routeSettings, 'enabled')?.forEach((value, index) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || routes.availableRouteIds.has(value)) return;
        out.add(file, ptr('routes', 'enabled', index), `enables route id ${value} that no route declares`, `an availableRouteId declared in ${ROUTE_MANIFESTS_DIR}/ (declared: ${shortList(routes.availableRouteIds)})`);
      });
    }

    // After sign-in or registration a user on the key route goes to the value route: both must exist.
    const authRedirects = ownObject(data, 'authRedirects');
    if (authRedirects && routes.complete) {
      const expected = (near: string) => `a route id declared in ${ROUTE_MANIFESTS_DIR}/ (closest: ${shortList(routes.routeIds, near)})`;
      for (const [from, to] of Object.entries(authRedirects)) {
        const pointer = ptr('authRedirects', from);
        if (ROUTE_ID.test(from) && !routes.routeIds.has(from)) out.add(file, pointer, `redirects from route id ${quote(from)}, which no route declares`, expected(from));
        if (typeof to === 'string' && ROUTE_ID.test(to) && !routes.routeIds.has(to)) out.add(file, pointer, `redirects to route id ${quote(to)}, which no route declares`, expected(to));
      }
    }

    const languages = ownObject(data, 'languages');
    const availableLanguages = languages && ownArray(languages, 'available');
    if (languages && availableLanguages) {
      const available = new Set(availableLanguages.filter((v): v is string => typeof v === 'string'));
      const expected = `one of languages.available (${shortList(available)})`;
      const def = ownString(languages, 'default');
      if (def !== undefined && LANGUAGE.test(def) && !available.has(def)) {
        out.add(file, '/languages/default', `default language ${quote(def)} is not available`, expected);
      }
      ownArray(languages, 'hidden')?.forEach((lng, index) => {
        if (typeof lng !== 'string' || !LANGUAGE.test(lng)) return;
        if (!available.has(lng)) out.add(file, ptr('languages', 'hidden', index), `hidden language ${quote(lng)} is not available`, expected);
        else if (lng === def) out.add(file, ptr('languages', 'hidden', index), `hides the default language ${quote(lng)}`, 'a default language guests can see (remove it from hidden or change the default)');
      });
    }

    const currencies = ownObject(data, 'currencies');
    const availableCurrencies = currencies && ownArray(currencies, 'available');
    if (currencies && availableCurrencies) {
      const available = new Set(availableCurrencies.filter((v): v is string => typeof v === 'string'));
      const def = ownString(currencies, 'default');
      if (def !== undefined && CURRENCY.test(def) && !available.has(def)) {
        out.add(file, '/currencies/default', `default currency ${quote(def)} is not available`, `one of currencies.available (${shortList(available)})`);
      }
    }

    const shell = ownObject(data, 'shell');
    if (shell) {
      for (const part of ['header', 'bottomNavigation', 'footer']) {
        checkExtension(registry, file, ptr('shell', part), own(shell, part), ['shell'], 'shell component', out);
      }
      checkExtension(registry, file, ptr('shell', 'account'), own(shell, 'account'), ['widget'], 'account widget', out);
      checkExtension(registry, file, ptr('shell', 'captcha'), own(shell, 'captcha'), ['modal'], 'captcha modal', out);
      checkExtension(registry, file, ptr('shell', 'couponButton'), own(shell, 'couponButton'), ['widget'], 'coupon button widget', out);
      checkExtension(registry, file, ptr('shell', 'messengerRegistration'), own(shell, 'messengerRegistration'), ['widget'], 'messenger registration widget', out);
      ownArray(shell, 'signedIn')?.forEach((id, index) => checkExtension(registry, file, ptr('shell', 'signedIn', index), id, ['widget'], 'signed-in widget', out));
    }
  }
}

/**
 * Every check on documents already in memory. Never throws, whatever `data` holds. Problems come
 * grouped by file, in the order the documents were given.
 */
export function validateDocuments(docs: ProjectDocuments, validators: SchemaValidators): Problem[] {
  const out = new Collector();
  const all: [JsonDocument, StandaloneValidator][] = [
    ...docs.routeManifests.map((d) => [d, validators.routeManifest] as [JsonDocument, StandaloneValidator]),
    ...docs.siteConfigs.map((d) => [d, validators.siteConfig] as [JsonDocument, StandaloneValidator]),
    ...docs.plugins.map((d) => [d, validators.pluginManifest] as [JsonDocument, StandaloneValidator]),
  ];
  for (const [doc, validate] of all) if (!doc.unreadable) out.problems.push(...schemaProblems(doc.file, doc.data, validate));

  const dictionaries: Dictionaries = { ids: docs.dictionaryIds, folder: docs.dictionariesFolder ?? DICTIONARIES_DIR };
  const registry = buildRegistry(docs.plugins, dictionaries, out);
  const routes = checkRouteManifests(docs.routeManifests, registry, dictionaries, out);
  checkSiteConfigs(docs.siteConfigs, registry, routes, out);

  const order = new Map<string, number>();
  all.forEach(([doc], i) => {
    if (!order.has(doc.file)) order.set(doc.file, i);
  });
  const rank = (p: Problem) => order.get(p.file) ?? all.length;
  // Array.prototype.sort is stable: within a file, schema lines come first, then cross-references.
  return out.problems.sort((a, b) => rank(a) - rank(b));
}

