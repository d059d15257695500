/**
 * The core names routes only through core-routes.ts: no other module of src/guards, src/sagas or
 * src/composer spells a route id as a string, so renaming a route is one edit (and, for the ids in
 * CORE_ROUTES, a typecheck error until it is made). Read with the TypeScript parser, not a grep, so
 * types (`'account'` as a shell piece name) and comments do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFESTS } from '../generated/route-manifests.ts';
import { ANTICIPATED_ROUTES, CORE_ROUTES } from './core-routes.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src/guards', 'src/sagas', 'src/composer'];
/**
 * Strings that equal a route id but name something else: guard ids (a guard is named after the rule
 * it applies: `id: 'ban'`), the identification bonus id, layout names ('maintenance') and a manifest
 * field's name ('slots').
 */
const OTHER_NAMESPACES: readonly { file: string; value: string }[] = [
  { file: 'src/composer/first-screen.ts', value: 'maintenance' },
  { file: 'src/composer/layouts.tsx', value: 'maintenance' },
  { file: 'src/composer/manifest-defaults.ts', value: 'slots' },
  // The tracked flows are called login and registration, like their pages.
  { file: 'src/sagas/analytics/tracking.ts', value: 'login' },
  { file: 'src/sagas/analytics/tracking.ts', value: 'registration' },
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function routeIdLiterals(file: string, ids: ReadonlySet<string>): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isLiteralTypeNode(node)) return; // a type, not a value
    if (ts.isStringLiteral(node) && ids.has(node.text)) {
      const parent = node.parent;
      const isIdProperty = ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText(source) === 'id';
      // A guard's place names other guards by their ids (runsAfter, runsBefore), some of which are also route ids.
      const isGuardOrder =
        ts.isArrayLiteralExpression(parent) && ts.isPropertyAssignment(parent.parent) && ['runsAfter', 'runsBefore'].includes(parent.parent.name.getText(source));
      const isImport = ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent);
      const elsewhere = OTHER_NAMESPACES.some((o) => o.file === file && o.value === node.text);
      if (!isIdProperty && !isGuardOrder && !isImport && !elsewhere) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} '${node.text}'`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('core route ids', () => {
  it('are all declared by a route manifest (CORE_ROUTES), or listed apart as not declared yet', () => {
    const declared = new Set(ROUTE_MANIFESTS.flatMap((m) => m.routes.map((r) => r.id)));
    expect(Object.values(CORE_ROUTES).filter((id) => !declared.has(id))).toEqual([]);
    // Once a manifest declares an anticipated id, it belongs in CORE_ROUTES (typed, linkable).
    expect(Object.values(ANTICIPATED_ROUTES).filter((id) => declared.has(id))).toEqual([]);
  });

  it('are spelled only in core-routes.ts: guards, sagas and the composer use its constants', () => {
    const ids = new Set<string>([...Object.values(CORE_ROUTES), ...Object.values(ANTICIPATED_ROUTES), ...ROUTE_MANIFESTS.flatMap((m) => m.routes.map((r) => r.id))]);
    const files = FOLDERS.flatMap(sources).filter((f) => f !== 'src/composer/core-routes.ts');
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => routeIdLiterals(f, ids))).toEqual([]);
  });
});
