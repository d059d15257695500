/**
 * A stable JSON picture of the compiled route table: every route in the order the table holds them
 * (which decides who wins a shared URL shape), with its area, path and complete record, every modal
 * in order, and the shadowed patterns. tests/route-manifest-defaults.test.ts compares today's
 * manifests with tests/fixtures/compiled-route-table.json, so a rewrite of route-manifests/*.json
 * that changes what any route means fails a test.
 *
 * Usage: tsx tools/route-table-snapshot.ts   (rewrites the fixture from route-manifests/*.json,
 * expanded as the build expands them; do that only when a change of meaning is intended, and say
 * so in the commit)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRouteTable, type RouteTable } from '../src/composer/route-table.ts';
import { expandRouteManifest } from '../src/composer/manifest-defaults.ts';
import type { RouteManifest } from '../schemas/route-manifest.schema.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROUTE_TABLE_FIXTURE = join(REPO_ROOT, 'tests', 'fixtures', 'compiled-route-table.json');

/** Objects with their keys sorted, so the same table always prints the same text. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

/** The routes (in table order) and modals of a compiled table. */
export function tableSnapshot(table: RouteTable): { routes: unknown; modals: unknown } {
  return sortKeys({
    routes: [...table.routes.values()].map((r) => ({ id: r.id, area: r.area, path: r.path, record: r.record })),
    modals: [...table.modals.values()],
  }) as { routes: unknown; modals: unknown };
}

/** The table compiled from manifests as given (expand them first), with its shadowed patterns. */
export function routeTableSnapshot(manifests: readonly RouteManifest[]): unknown {
  const { table, conflicts } = compileRouteTable(manifests);
  return sortKeys({ ...tableSnapshot(table), conflicts });
}

/** route-manifests/*.json in file-name order, as the build and the server read them (not expanded). */
export function readRouteManifests(rootDir = REPO_ROOT): RouteManifest[] {
  const dir = join(rootDir, 'route-manifests');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as RouteManifest);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const snapshot = routeTableSnapshot(readRouteManifests().map(expandRouteManifest));
  writeFileSync(ROUTE_TABLE_FIXTURE, JSON.stringify(snapshot, null, 2) + '\n');
  console.log(`wrote ${ROUTE_TABLE_FIXTURE}`);
}
