/**
 * Area defaults must not change what any route means. tests/fixtures/compiled-route-table.json was
 * written from the route manifests as they were before any file had defaults (every route spelled
 * out); the manifests of today, expanded, must compile to exactly that table — in the build's
 * generated data, in the server's table and from the files directly. A change of meaning that is
 * intended rewrites the fixture (tools/route-table-snapshot.ts) in the same commit. Routes and modals
 * added since (a new area, `npm run new-plugin`) are not in the fixture and are left out of the
 * comparison: the fixture pins what existed, it does not forbid growth.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expandRouteManifest } from '../src/composer/manifest-defaults.ts';
import { ROUTE_MANIFESTS } from '../src/generated/route-manifests.ts';
import { checkProject, loadValidators } from '../project-check/index.ts';
import { routeTableFrom } from '../server/route-manifests.ts';
import { ROUTE_TABLE_FIXTURE, readRouteManifests, routeTableSnapshot, tableSnapshot } from '../tools/route-table-snapshot.ts';

const fixture = JSON.parse(readFileSync(ROUTE_TABLE_FIXTURE, 'utf8')) as { routes: unknown[]; modals: unknown[]; conflicts: unknown[] };
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const pinnedRoutes = new Set(fixture.routes.map((r) => (r as { id: string }).id));
const pinnedModals = new Set(fixture.modals.map((m) => (m as { query: string }).query));
/** The part of a snapshot the fixture pins: its routes (by id) and modals (by query); conflicts as a whole. */
function pinned(value: unknown): unknown {
  const snapshot = value as { routes: { id: string }[]; modals: { query: string }[] };
  return {
    ...snapshot,
    routes: snapshot.routes.filter((r) => pinnedRoutes.has(r.id)),
    modals: snapshot.modals.filter((m) => pinnedModals.has(m.query)),
  };
}

describe('route manifests with area defaults compile to the same table as before', () => {
  it('route-manifests/*.json, expanded', () => {
    expect(pinned(routeTableSnapshot(readRouteManifests().map(expandRouteManifest)))).toEqual(fixture);
  });

  it("the build's generated route data (what the browser compiles)", () => {
    expect(pinned(routeTableSnapshot(ROUTE_MANIFESTS))).toEqual(fixture);
  });

  it("the server's route table (from the project check's manifests, as buildServer compiles it)", async () => {
    const check = checkProject(ROOT, { validators: await loadValidators() });
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    expect(pinned(tableSnapshot(routeTableFrom(check.project.routeManifests.map((m) => m.expanded))))).toEqual({ routes: fixture.routes, modals: fixture.modals });
  });

  it('every route and modal the fixture pins is still declared', () => {
    const declared = new Set(readRouteManifests().flatMap((m) => m.routes.map((r) => r.id)));
    expect([...pinnedRoutes].filter((id) => !declared.has(id))).toEqual([]);
    const queries = new Set(readRouteManifests().flatMap((m) => (m.modals ?? []).map((modal) => modal.query)));
    expect([...pinnedModals].filter((q) => !queries.has(q))).toEqual([]);
  });
});

describe('route manifests state only what differs from their defaults', () => {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  it('no route restates a default layout, component, flag, slot list or dictionary id', () => {
    const repeats: string[] = [];
    for (const manifest of readRouteManifests()) {
      const d = manifest.defaults;
      if (!d) continue;
      manifest.routes.forEach((route, i) => {
        const at = `${manifest.area} /routes/${i}`;
        if (route.redirect) return;
        if (d.layout !== undefined && route.layout === d.layout) repeats.push(`${at}/layout`);
        if (d.component !== undefined && route.component === d.component) repeats.push(`${at}/component`);
        for (const [flag, on] of Object.entries(route.flags ?? {})) if (d.flags && (d.flags as Record<string, unknown>)[flag] === on) repeats.push(`${at}/flags/${flag}`);
        for (const [slot, list] of Object.entries(route.slots ?? {})) if (d.slots && same(d.slots[slot], list)) repeats.push(`${at}/slots/${slot}`);
        for (const id of route.dictionaryIds ?? []) if (d.dictionaryIds?.includes(id)) repeats.push(`${at}/dictionaryIds (${id})`);
      });
      (manifest.modals ?? []).forEach((modal, i) => {
        for (const id of modal.dictionaryIds ?? []) if (d.dictionaryIds?.includes(id)) repeats.push(`${manifest.area} /modals/${i}/dictionaryIds (${id})`);
      });
    }
    expect(repeats).toEqual([]);
  });
});
