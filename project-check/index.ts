/**
 * The one project check: route manifests, site configs and plugin manifests, read from a project
 * root, validated against their schemas and every cross-file rule (rules.ts), and the plugins'
 * code checked for links to routes no manifest declares (route-links.ts). The build
 * (esbuild.config.ts), the server's start-up (server/app.ts) and `npm run validate` (tools/validate.ts)
 * all call checkProject and print its problems with problemLine, so a mistake stops each of them
 * with the same line.
 *
 * It lives in its own top-level folder because all three may import it while none of them may be
 * imported by another: the server may not import tools/, and browser code (src/, plugins/) may not
 * import this node-only module (.dependency-cruiser.cjs holds both rules).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, type Problem } from '../src/composer/problems.ts';
import { expandRouteManifest, type ExpandedRouteManifest } from '../src/composer/manifest-defaults.ts';
import type { RouteManifest } from '../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';
import type { PluginManifest } from '../schemas/plugin-manifest.schema.ts';
import type { ProjectDocuments, SchemaValidators } from './documents.ts';
import { readProjectDocuments } from './read.ts';
import { validateDocuments } from './rules.ts';
import { declaredRouteIds, readPluginSources, routeLinkProblems, type SourceFile } from './route-links.ts';

export type { Problem };
export type { ProjectDocuments, SchemaValidators } from './documents.ts';
export { loadValidators, type Validators } from './validators.ts';

export interface CheckOptions {
  /** The generated validators (loadValidators()). */
  validators: SchemaValidators;
  /** Where the dictionaries are; default <rootDir>/server/data/dictionaries. */
  dictionariesDir?: string;
}

/** The project's documents once they passed every check, typed by their schemas. */
export interface CheckedProject {
  routeManifests: { file: string; manifest: RouteManifest; expanded: ExpandedRouteManifest }[];
  /** Without the editor-only `$schema` property. */
  siteConfigs: { file: string; config: SiteConfig }[];
  /** By plugin id (= folder name), in folder order. */
  plugins: { id: string; file: string; manifest: PluginManifest }[];
}

export interface ProjectCounts {
  routeManifests: number;
  siteConfigs: number;
  plugins: number;
}

export type ProjectCheck =
  | { ok: true; problems: []; counts: ProjectCounts; project: CheckedProject }
  | { ok: false; problems: Problem[]; counts: ProjectCounts };

/** Every check on documents already in memory (pure; the tests feed it documents). */
export function checkDocuments(docs: ProjectDocuments, validators: SchemaValidators): Problem[] {
  return validateDocuments(docs, validators);
}

/** Route-link answers of the last few checks, by a hash of the plugin sources and the declared route ids. */
const routeLinkAnswers = new Map<string, Problem[]>();
const ROUTE_LINK_ANSWERS_KEPT = 8;
/**
 * The same answers on disk, for the processes that start fresh (an isolated test file, each server
 * start, the build after the tests): the only thing the check writes, a cache of its own slowest part.
 */
const ROUTE_LINK_CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'project-check');

function cachedRouteLinkAnswer(key: string): Problem[] | undefined {
  try {
    return JSON.parse(readFileSync(join(ROUTE_LINK_CACHE_DIR, `route-links-${key}.json`), 'utf8')) as Problem[];
  } catch {
    return undefined; // not there yet, or unreadable: parse again
  }
}

function rememberRouteLinkAnswer(key: string, problems: readonly Problem[]): void {
  try {
    mkdirSync(ROUTE_LINK_CACHE_DIR, { recursive: true });
    // Written whole under a temporary name, then renamed: a parallel reader never sees half of it.
    const file = join(ROUTE_LINK_CACHE_DIR, `route-links-${key}.json`);
    writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(problems));
    renameSync(`${file}.${process.pid}.tmp`, file);
  } catch {
    // A read-only install checks without the cache.
  }
}

/**
 * routeLinkProblems, parsed once per set of sources. It parses every plugin source with TypeScript,
 * the slow part of a check (seconds in a fresh process, a tenth of a second after), and its answer
 * depends only on the sources' text and the declared route ids: a process that checks one project
 * many times (a test worker starting a server per test file) parses it once.
 */
function routeLinkProblemsOnce(sources: readonly SourceFile[], routeIds: ReadonlySet<string> | null): Problem[] {
  // The rule's own code is part of the key: a changed rule never reads an answer of the old one.
  // A path, not `new URL(…, import.meta.url)`: under jsdom the global URL is jsdom's, which fileURLToPath refuses.
  const hash = createHash('sha256').update(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'route-links.ts'), 'utf8'));
  for (const { file, text } of sources) hash.update(file).update('\0').update(text).update('\0');
  hash.update(routeIds === null ? '\u0001' : [...routeIds].sort().join('\n'));
  const key = hash.digest('hex');
  let problems = routeLinkAnswers.get(key);
  if (!problems) {
    problems = cachedRouteLinkAnswer(key);
    if (!problems) {
      problems = routeLinkProblems(sources, routeIds);
      rememberRouteLinkAnswer(key, problems);
    }
    const oldest = routeLinkAnswers.keys().next();
    if (routeLinkAnswers.size >= ROUTE_LINK_ANSWERS_KEPT && !oldest.done) routeLinkAnswers.delete(oldest.value);
    routeLinkAnswers.set(key, problems);
  }
  return problems;
}

/**
 * Reads and checks the project under `rootDir`. Reads files, never writes them (only its own
 * cache of route-link answers), never throws on their content. Problems come grouped by file: route manifests, site configs, plugin manifests.
 */
export function checkProject(rootDir: string, options: CheckOptions): ProjectCheck {
  const { docs, problems: readProblems } = readProjectDocuments(rootDir, { dictionariesDir: options.dictionariesDir ?? join(rootDir, 'server', 'data', 'dictionaries') });
  const problems = [
    ...readProblems,
    ...validateDocuments(docs, options.validators),
    // Plugin code naming a route no manifest declares (route-links.ts); listed after the JSON files.
    ...routeLinkProblemsOnce(readPluginSources(rootDir), declaredRouteIds(docs.routeManifests)),
  ];
  const order = new Map<string, number>();
  [...docs.routeManifests, ...docs.siteConfigs, ...docs.plugins].forEach((d, i) => order.set(d.file, i));
  const rank = (p: Problem) => order.get(p.file) ?? Number.MAX_SAFE_INTEGER;
  const counts = { routeManifests: docs.routeManifests.length, siteConfigs: docs.siteConfigs.length, plugins: docs.plugins.length };
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => rank(a) - rank(b)), counts };
  // Every document passed its schema and the rules: from here on the data is what the types say.
  const project: CheckedProject = {
    routeManifests: docs.routeManifests.map(({ file, data }) => ({ file, manifest: data as RouteManifest, expanded: expandRouteManifest(data as RouteManifest) })),
    siteConfigs: docs.siteConfigs.map(({ file, data }) => {
      const { $schema: _editorOnly, ...config } = data as SiteConfig;
      return { file, config };
    }),
    plugins: docs.plugins.map(({ file, folder, data }) => ({ id: folder, file, manifest: data as PluginManifest })),
  };
  return { ok: true, problems: [], counts, project };
}

/**
 * A problem as every entry point prints it: one line, whatever a quoted value holds (a key with a
 * newline must not start a second line).
 */
export function problemLine(problem: Problem): string {
  // eslint-disable-next-line no-control-regex
  return formatProblem(problem).replace(/[\u0000-\u001f\u2028\u2029]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/** Thrown by the build when the project has problems; the build prints problemLine for each. */
export class ProjectProblemsError extends Error {
  readonly code = 'PROJECT_PROBLEMS';
  constructor(readonly problems: readonly Problem[]) {
    super(`The project has ${problems.length} problem(s):\n${problems.map(problemLine).join('\n')}`);
    this.name = 'ProjectProblemsError';
  }
}

export function isProjectProblemsError(error: unknown): error is ProjectProblemsError {
  return error instanceof ProjectProblemsError;
}
