/**
 * Area defaults must not change what any route means. tests/fixtures/compiled-route-table.json was
 * written from the route manifests as they were before any file had defaults (every route spelled
 * out); the manifests of today, expanded, must compile to exactly that table — in the build's
 * generated data, in the server's table and from the files directly. A change of meaning that is
 * intended rewrites the fixture (tools/route-table-snapshot.ts) in the same commit.
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

describe('route manifests with area defaults compile to the same table as before', () => {
  it('route-manifests/*.json, expanded', () => {
    expect(routeTableSnapshot(readRouteManifests().map(expandRouteManifest))).toEqual(fixture);
  });

  it("the build's generated route data (what the browser compiles)", () => {
    expect(routeTableSnapshot(ROUTE_MANIFESTS)).toEqual(fixture);
  });

  it("the server's route table (from the project check's manifests, as buildServer compiles it)", async () => {
    const check = checkProject(ROOT, { validators: await loadValidators() });
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    expect(tableSnapshot(routeTableFrom(check.project.routeManifests.map((m) => m.expanded)))).toEqual({ routes: fixture.routes, modals: fixture.modals });
  });

  it('the fixture covers every route and modal', () => {
    const declared = readRouteManifests().flatMap((m) => m.routes.map((r) => r.id));
    expect(fixture.routes.map((r) => (r as { id: string }).id)).toEqual(declared);
    expect(fixture.modals).toHaveLength(readRouteManifests().flatMap((m) => m.modals ?? []).length);
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
