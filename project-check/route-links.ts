/**
 * Plugin code that names a route no manifest declares. `npm run typecheck` already refuses such a
 * link (RouteLink, useRouteHref and friends take a RouteId); this rule makes the project check say
 * it too, so `npm run validate`, the build and the server's start-up stop on it with a file and line
 * like every other problem, without a type check.
 *
 * What counts as naming a route, read with the TypeScript parser (so comments and types do not
 * count), in a plugin's source files other than tests:
 *  - `<RouteLink to="…">`;
 *  - the first argument of useRouteHref, useHasRoute, useIsRouteActive and the saga helper routeHref;
 *  - `routeId: '…'` in an object literal (lists of links such as RouteLinkItems and navigation items);
 *  - `to: '…'` shaped like a route id, in an object literal that holds nothing but `to` and
 *    `params` (a route target);
 *  - a comparison of something called `routeId` with a string (`page.routeId === '…'`).
 * Where the value is a conditional (`live ? 'live' : 'sports'`), each branch counts. Ids held in
 * constants are the type check's business.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type TS from 'typescript';
import type { Problem } from '../src/composer/problems.ts';
import { routeIdSchema } from '../schemas/common.schema.ts';
import { PLUGINS_DIR, ROUTE_MANIFESTS_DIR, type JsonDocument } from './documents.ts';

export interface SourceFile {
  /** Relative to the project root, with forward slashes. */
  file: string;
  text: string;
}

const LINK_CALLS: ReadonlySet<string> = new Set(['useRouteHref', 'useHasRoute', 'useIsRouteActive', 'routeHref']);
const ROUTE_ID = new RegExp(routeIdSchema.pattern);
const SOURCE = /\.tsx?$/;
const TEST = /(\.test\.tsx?|\.d\.ts)$|(^|\/)test-(utils|support)\.tsx?$/;

function sourcesUnder(rootDir: string, dir: string): string[] {
  let entries: { name: string; isDir: boolean }[];
  try {
    entries = readdirSync(join(rootDir, dir), { withFileTypes: true }).map((e) => ({ name: e.name, isDir: e.isDirectory() }));
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDir) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sourcesUnder(rootDir, path);
      return SOURCE.test(e.name) && !TEST.test(path) ? [path] : [];
    });
}

/** The plugins' source files (not their tests), in folder order. */
export function readPluginSources(rootDir: string): SourceFile[] {
  return sourcesUnder(rootDir, PLUGINS_DIR).flatMap((file) => {
    try {
      return [{ file, text: readFileSync(join(rootDir, file), 'utf8') }];
    } catch {
      return []; // unreadable source is the compiler's business
    }
  });
}

/** The route ids the manifests declare, or null when some manifest or route could not be read. */
export function declaredRouteIds(manifests: readonly JsonDocument[]): ReadonlySet<string> | null {
  const ids = new Set<string>();
  for (const doc of manifests) {
    const routes = (doc.data as { routes?: unknown } | undefined)?.routes;
    if (doc.unreadable || !Array.isArray(routes)) return null;
    for (const route of routes) {
      const id = (route as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') return null;
      ids.add(id);
    }
  }
  return ids;
}

/** The string literals an expression can evaluate to (branches of conditionals included). */
/**
 * The TypeScript compiler, loaded the first time a file has to be parsed: a check whose route-link
 * answer is cached (project-check/index.ts) never pays the half second of loading it.
 */
let compiler: typeof TS | undefined;
function typescript(): typeof TS {
  compiler ??= createRequire(import.meta.url)('typescript') as typeof TS;
  return compiler;
}

function literalsOf(node: TS.Expression | undefined): TS.StringLiteralLike[] {
  const ts = typescript();
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  return [];
}

const nameOf = (node: TS.Node, ts = typescript()): string | undefined =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : ts.isStringLiteral(node) ? node.text : undefined;

/** A route id named in a source file, and where it stands (1-based). */
export interface RouteReference {
  id: string;
  line: number;
  column: number;
}

/** Every route id the source names in one of the forms above, with where it stands. */
export function routeReferences(source: SourceFile): RouteReference[] {
  const ts = typescript();
  const parsed = ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, true, source.file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: TS.StringLiteralLike[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isJsxAttribute(node) && nameOf(node.name) === 'to') {
      const element = node.parent.parent;
      if ((ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) && nameOf(element.tagName) === 'RouteLink') {
        const init = node.initializer;
        if (init && ts.isStringLiteral(init)) found.push(init);
        else if (init && ts.isJsxExpression(init)) found.push(...literalsOf(init.expression));
      }
    } else if (ts.isCallExpression(node)) {
      const callee = nameOf(node.expression);
      if (callee !== undefined && LINK_CALLS.has(callee)) found.push(...literalsOf(node.arguments[0]));
    } else if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) => (p.name ? nameOf(p.name) : undefined));
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = nameOf(property.name);
        if (name === 'routeId') found.push(...literalsOf(property.initializer));
        // A target is { to, params? }; an e-mail's or a text's `to` is not shaped like a route id.
        else if (name === 'to' && names.every((n) => n === 'to' || n === 'params')) found.push(...literalsOf(property.initializer).filter((l) => ROUTE_ID.test(l.text)));
      }
    } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) {
      if (nameOf(node.left) === 'routeId') found.push(...literalsOf(node.right));
      if (nameOf(node.right) === 'routeId') found.push(...literalsOf(node.left));
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found.map((literal) => {
    const { line, character } = parsed.getLineAndCharacterOfPosition(literal.getStart(parsed));
    return { id: literal.text, line: line + 1, column: character + 1 };
  });
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

function closest(ids: ReadonlySet<string>, near: string): string {
  const sorted = [...ids].map((id) => ({ id, d: editDistance(near.slice(0, 64), id.slice(0, 64)) })).sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
  const shown = sorted.slice(0, 5).map((x) => x.id);
  return sorted.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ') || 'none';
}

/**
 * Each file's references as last read, kept while its text stays the same: parsing every plugin
 * file takes about a quarter of a second, and a process that starts many servers (the tests) would
 * pay it each time. One entry per file, so the memory stays the size of the project.
 */
const lastRead = new Map<string, { text: string; references: RouteReference[] }>();

function referencesIn(source: SourceFile): RouteReference[] {
  const known = lastRead.get(source.file);
  if (known?.text === source.text) return known.references;
  const references = routeReferences(source);
  lastRead.set(source.file, { text: source.text, references });
  return references;
}

/**
 * One problem per reference to an undeclared route: the file, `line L, column C` as the pointer.
 * Nothing is judged when the manifests could not all be read (`routeIds` null).
 */
export function routeLinkProblems(sources: readonly SourceFile[], routeIds: ReadonlySet<string> | null): Problem[] {
  if (routeIds === null) return [];
  return sources.flatMap((source) =>
    referencesIn(source)
      .filter((ref) => !routeIds.has(ref.id))
      .map((ref) => ({
        file: source.file,
        pointer: `line ${ref.line}, column ${ref.column}`,
        message: `names route id ${JSON.stringify(ref.id)}, which no route declares`,
        expected: `a route id declared in ${ROUTE_MANIFESTS_DIR}/ (closest: ${closest(routeIds, ref.id)})`,
      })),
  );
}
