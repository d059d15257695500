/**
 * `npm run new-plugin -- <id> [--api]`: a working feature in one command, all of it in its folder
 * (decision 0016). From the templates in tools/templates/plugin/ it writes
 *   plugins/<id>/plugin.json, index.tsx, <Name>Page.tsx, <Name>Page.test.tsx, styles.css,
 *   plugins/<id>/texts/en.json and ru.json (its dictionary),
 *   route-manifests/<id>.json (area <id>, one route: id <id>, path <id>, so the page is /:lng/<id>);
 * with --api (tools/templates/plugin-api/) the page reads the feature's own reference API instead:
 *   plugins/<id>/schemas.ts (its answer's schema), api/index.ts (GET /web-api/<id>/entries),
 *   api/api.test.ts, and a page and test that read it through the generated validator,
 * so that right after it (and a build, which generates the validators) `npm run validate`,
 * `npm run typecheck` and its tests pass, the page renders and the API answers JSON. The id is
 * refused, with every reason and nothing written, when it is not kebab case or when a plugin
 * folder, dictionary, route manifest file, area, route id or route path already uses it.
 *
 * Usage: tsx tools/new-plugin.ts <id> [--api] [--root <dir>]   (default root: the repository this file lives in)
 * Exit codes: 0 created, 1 the id was refused, 2 the tool itself could not run (bad arguments, a bug).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionaryFolders } from '../project-check/feature-folders.ts';
import { pluginManifestSchema } from '../schemas/plugin-manifest.schema.ts';
import { expandOptionalSegments } from '../src/composer/route-table.ts';
import { parseRootArgs } from './command-args.ts';

/** plugin/: every plugin's files; plugin-api/: a feature with its own API (--api), whose page, test and texts replace plugin/'s. */
const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), 'templates');

/** The plugin id pattern of plugin.json (kebab case); ids are also dictionary ids, route ids and paths. */
const PLUGIN_ID = new RegExp(pluginManifestSchema.properties.id.pattern);

/** The names a template uses for one plugin id. */
export interface PluginNames {
  /** Kebab case, as typed: demo-plugin. Folder, plugin id, dictionary id, route id, path, area. */
  id: string;
  /** PascalCase, for the component: DemoPlugin (→ DemoPluginPage). */
  name: string;
  /** camelCase, for schema and validator names: demoPlugin (→ demoPluginEntriesAnswer). */
  camel: string;
  /** snake_case, the dictionary keys' prefix: demo_plugin (→ demo_plugin_title). */
  key: string;
  /** For people: "Demo plugin". */
  title: string;
}

export function pluginNames(id: string): PluginNames {
  const words = id.split('-');
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const name = words.map(capital).join('');
  return { id, name, camel: name.charAt(0).toLowerCase() + name.slice(1), key: words.join('_'), title: capital(words.join(' ')) };
}

/** One file to write: where (relative to the root, forward slashes) and from which template. */
interface PlannedFile {
  path: string;
  /** Under tools/templates/. */
  template: string;
  /** What it is, for the list the command prints. */
  what: string;
}

function plan({ id, name }: PluginNames, withApi: boolean): PlannedFile[] {
  const page = (file: string) => (withApi ? `plugin-api/${file}` : `plugin/${file}`);
  return [
    { path: `plugins/${id}/plugin.json`, template: 'plugin/plugin.json.tpl', what: 'what the plugin declares: one page extension "page", its dictionary' },
    { path: `plugins/${id}/index.tsx`, template: 'plugin/index.tsx.tpl', what: 'definePlugin: registers what plugin.json declares' },
    withApi
      ? { path: `plugins/${id}/${name}Page.tsx`, template: page('Page.tsx.tpl'), what: 'the page: its API\'s entries with loading, empty and error states, a link home' }
      : { path: `plugins/${id}/${name}Page.tsx`, template: page('Page.tsx.tpl'), what: 'the page: title, text, a link home (RouteLink)' },
    withApi
      ? { path: `plugins/${id}/${name}Page.test.tsx`, template: page('Page.test.tsx.tpl'), what: 'its test against the reference server (entries, empty, error, Russian texts)' }
      : { path: `plugins/${id}/${name}Page.test.tsx`, template: page('Page.test.tsx.tpl'), what: 'its unit test (heading, link, Russian texts)' },
    { path: `plugins/${id}/styles.css`, template: 'plugin/styles.css.tpl', what: 'its styles' },
    { path: `plugins/${id}/texts/en.json`, template: page('en.json.tpl'), what: 'the English texts (dictionary "' + id + '")' },
    { path: `plugins/${id}/texts/ru.json`, template: page('ru.json.tpl'), what: 'the Russian texts' },
    ...(withApi
      ? [
          { path: `plugins/${id}/schemas.ts`, template: 'plugin-api/schemas.ts.tpl', what: 'its answer\'s schema (answerSchemas): the server checks it, the page\'s validator is generated from it' },
          { path: `plugins/${id}/api/index.ts`, template: 'plugin-api/api-index.ts.tpl', what: `its reference API: GET /web-api/${id}/entries` },
          { path: `plugins/${id}/api/api.test.ts`, template: 'plugin-api/api.test.ts.tpl', what: 'its API\'s test (the one test kit)' },
        ]
      : []),
    { path: `route-manifests/${id}.json`, template: 'plugin/route-manifest.json.tpl', what: `the route "${id}": /:lng/${id}, layout default` },
  ];
}

const PLACEHOLDER = /__(ID|NAME|CAMEL|KEY|TITLE)__/g;

/** A template with its placeholders filled; throws if the template names one this tool does not know. */
export function fillTemplate(text: string, names: PluginNames): string {
  const values: Record<string, string> = { ID: names.id, NAME: names.name, CAMEL: names.camel, KEY: names.key, TITLE: names.title };
  const filled = text.replace(PLACEHOLDER, (_, which: string) => values[which]!);
  const left = /__[A-Z]+__/.exec(filled);
  if (left) throw new Error(`template placeholder ${left[0]} is not one new-plugin fills (ID, NAME, CAMEL, KEY, TITLE)`);
  return filled;
}

/** The files a plugin `id` gets (with its own API: `withApi`), with their text (nothing is written). */
export function renderPluginFiles(id: string, withApi = false): { path: string; text: string; what: string }[] {
  const names = pluginNames(id);
  return plan(names, withApi).map(({ path, template, what }) => ({ path, what, text: fillTemplate(readFileSync(join(TEMPLATES, template), 'utf8'), names) }));
}

// ---------------------------------------------------------------------------------------------
// Is the id free?

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The route manifests' areas, route ids and the URL patterns their paths match (optional segments expanded). */
function declaredRoutes(rootDir: string): { file: string; area?: string; ids: string[]; patterns: Map<string, string> }[] {
  const dir = join(rootDir, 'route-manifests');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((n) => {
    const file = `route-manifests/${n}`;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, n), 'utf8'));
    } catch {
      return { file, ids: [], patterns: new Map() }; // unreadable: `npm run validate` says why
    }
    const routes = isObject(data) && Array.isArray(data.routes) ? data.routes.filter(isObject) : [];
    const patterns = new Map<string, string>();
    for (const r of routes) {
      if (typeof r.path !== 'string') continue;
      for (const pattern of expandOptionalSegments(r.path)) if (!patterns.has(pattern)) patterns.set(pattern, String(r.id));
    }
    return {
      file,
      area: isObject(data) && typeof data.area === 'string' ? data.area : undefined,
      ids: routes.map((r) => r.id).filter((id): id is string => typeof id === 'string'),
      patterns,
    };
  });
}

/** Why `id` cannot be a new plugin under `rootDir`, one line per reason; [] when it can. */
export function pluginIdProblems(rootDir: string, id: string): string[] {
  if (!PLUGIN_ID.test(id)) {
    return [
      `${JSON.stringify(id)} is not a plugin id: expected kebab case, lowercase letters and digits in words joined by single hyphens, starting with a letter (e.g. "promo-calendar")`,
    ];
  }
  const problems: string[] = [];
  if (existsSync(join(rootDir, 'plugins', id))) problems.push(`plugins/${id}/ already exists (a plugin's id is its folder name)`);
  const dictionary = dictionaryFolders(rootDir, join(rootDir, 'server', 'data', 'dictionaries')).folders.get(id);
  if (dictionary) problems.push(`${dictionary.label}/ already holds dictionary "${id}": the new plugin's dictionary id would be "${id}"`);
  if (existsSync(join(rootDir, 'route-manifests', `${id}.json`))) problems.push(`route-manifests/${id}.json already exists`);
  for (const manifest of declaredRoutes(rootDir)) {
    if (manifest.area === id) problems.push(`${manifest.file} already declares area "${id}"`);
    if (manifest.ids.includes(id)) problems.push(`${manifest.file} already declares route id "${id}"; route ids are unique across all manifests`);
    const owner = manifest.patterns.get(id);
    if (owner !== undefined) problems.push(`${manifest.file}: route "${owner}" already answers /:lng/${id}`);
  }
  return problems;
}

export class PluginIdRefusedError extends Error {
  readonly code = 'PLUGIN_ID_REFUSED';
  constructor(
    readonly id: string,
    readonly reasons: readonly string[],
  ) {
    super(`cannot create plugin ${JSON.stringify(id)}:\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
    this.name = 'PluginIdRefusedError';
  }
}

export function isPluginIdRefusedError(error: unknown): error is PluginIdRefusedError {
  return error instanceof PluginIdRefusedError;
}

/**
 * Writes plugin `id` under `rootDir` and answers what it wrote (paths relative to rootDir). Throws
 * PluginIdRefusedError, having written nothing, when the id is not free; if a write fails midway,
 * what was written is removed again before the error is rethrown.
 */
export function createPlugin(rootDir: string, id: string, { withApi = false }: { withApi?: boolean } = {}): { path: string; what: string }[] {
  const reasons = pluginIdProblems(rootDir, id);
  if (reasons.length > 0) throw new PluginIdRefusedError(id, reasons);
  const files = renderPluginFiles(id, withApi);
  const createdDirs = [`plugins/${id}`].filter((d) => !existsSync(join(rootDir, d)));
  const written: string[] = [];
  try {
    for (const file of files) {
      const target = join(rootDir, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.text, { flag: 'wx' }); // never overwrite what appeared meanwhile
      written.push(target);
    }
  } catch (error) {
    for (const target of written) rmSync(target, { force: true });
    for (const dir of createdDirs) rmSync(join(rootDir, dir), { recursive: true, force: true });
    throw error;
  }
  return files.map(({ path, what }) => ({ path, what }));
}

// ---------------------------------------------------------------------------------------------
// The command

const USAGE = 'usage: npm run new-plugin -- <id> [--api] [--root <dir>]   (id in kebab case, e.g. promo-calendar; --api: with its own reference API)';

function parseArgs(argv: readonly string[]): { id: string; root: string; withApi: boolean } | { error: string } {
  const withApi = argv.includes('--api');
  const args = parseRootArgs(argv.filter((a) => a !== '--api'));
  if ('error' in args) return args;
  const ids = args.positional;
  if (ids.length !== 1) return { error: ids.length === 0 ? 'which plugin id?' : `one plugin id at a time (got ${ids.map((i) => JSON.stringify(i)).join(', ')})` };
  return { id: ids[0]!, root: args.root, withApi };
}

function nextSteps({ id, name }: PluginNames, withApi: boolean): string {
  const commands: [string, string][] = [
    ...(withApi ? ([['npm run build', 'generates the validators of its schemas.ts (plugins/' + id + '/generated/)']] as [string, string][]) : []),
    ['npm run validate', 'the project check: manifests, plugins, dictionaries, routes'],
    ['npm run typecheck', ''],
    [`npx vitest run plugins/${id}`, withApi ? 'the page\'s and the API\'s tests' : "the page's test"],
    ['npm start', `then open http://localhost:3000/en/${id}`],
  ];
  const width = Math.max(...commands.map(([c]) => c.length));
  return [
    'Next:',
    ...commands.map(([command, why]) => `  ${command.padEnd(width)}  ${why}`.trimEnd()),
    '',
    `Build the page in plugins/${id}/${name}Page.tsx and keep its texts in both dictionaries (plugins/${id}/texts/en.json, ru.json).`,
    'More pages, lazy extensions, state and server-rendered data: README.md, "Add a plugin".',
  ].join('\n');
}

function main(argv: readonly string[]): number {
  const args = parseArgs(argv);
  if ('error' in args) {
    process.stderr.write(`new-plugin: ${args.error}\n${USAGE}\n`);
    return 2;
  }
  try {
    const created = createPlugin(args.root, args.id, { withApi: args.withApi });
    const width = Math.max(...created.map((c) => c.path.length));
    process.stdout.write(
      `Created plugin "${args.id}" (page /:lng/${args.id}):\n` +
        created.map((c) => `  ${c.path.padEnd(width)}  ${c.what}\n`).join('') +
        `\n${nextSteps(pluginNames(args.id), args.withApi)}\n`,
    );
    return 0;
  } catch (error) {
    if (isPluginIdRefusedError(error)) {
      process.stderr.write(`new-plugin: ${error.message}\nNothing was written.\n`);
      return 1;
    }
    throw error;
  }
}

// Run as a command only, not when the test imports the module.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`new-plugin: the tool failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  }
}
