/**
 * Route resolution + guard pipeline per navigation (budget: ≤ 20 µs p95 at 1,000 routes),
 * for the real manifests and for a generated 1,000-route manifest, side by side with
 * react-router's public matchRoutes on the same routes (never used per navigation: it re-ranks
 * every route on every call).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteManifest } from '../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';
import { compileRouteTable, expandOptionalSegments, type RouteTable } from '../src/composer/route-table.ts';
import { createPluginLoader } from '../src/composer/plugin-loader.ts';
import { GUARD_ORDER } from '../src/guards/order.ts';
import { decideSync } from '../src/guards/pipeline.ts';
import { buildNavigationContext } from '../src/sagas/navigation.saga.ts';
import { rootReducer, type RootState } from '../src/state/root-reducer.ts';
import { configInstalled } from '../src/state/site-config.slice.ts';
import { blocksLoaded } from '../src/state/blocks.slice.ts';
import type { PluginManifest } from '../schemas/plugin-manifest.schema.ts';
import { measure, us } from './stats.ts';
import { expandRouteManifest } from '../src/composer/manifest-defaults.ts';

const root = join(import.meta.dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function realManifests(): RouteManifest[] {
  const dir = join(root, 'route-manifests');
  // As the build reads them: each file's area defaults applied to its routes.
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => expandRouteManifest(readJson<RouteManifest>(join(dir, f))));
}

/** 1,000 routes shaped like a real sportsbook: 50 areas, static pages, params, optional params, splats. */
export function generatedManifest(count = 1000): RouteManifest {
  const shapes = ['', 'list', ':id', 'section/:section', ':sport/:champ?', 'game/:gameId/:tab?', 'files/*'];
  const routes: RouteManifest['routes'] = [];
  for (let i = 0; routes.length < count; i++) {
    const area = `area${i % 50}`;
    const shape = shapes[Math.floor(i / 50) % shapes.length]!;
    const path = [area, `page${Math.floor(i / 350)}`, shape].filter(Boolean).join('/');
    routes.push({ id: `r${i}`, path, layout: 'default', component: 'home/page', ...(i % 10 === 0 ? { availableRouteId: 47 } : {}) });
  }
  return { area: 'generated', routes };
}

function sampleUrls(table: RouteTable, lng: string): string[] {
  const urls: string[] = [];
  for (const route of table.routes.values()) {
    if (route.record.redirect) continue;
    const params: Record<string, string> = { id: '42', section: 'live', sport: 'football', champ: 'epl', gameId: '123', tab: 'stats', '*': 'a/b' };
    try {
      urls.push(table.href(route.id, lng, params) + '?ref=abc');
    } catch {
      // A route whose params this sample lacks: skip.
    }
  }
  urls.push(`/${lng}/no/such/page`);
  return urls;
}

function navigationCost(manifests: RouteManifest[], config: SiteConfig) {
  const { table } = compileRouteTable(manifests);
  const plugins = createPluginLoader(
    readdirSync(join(root, 'plugins')).map((id) => ({
      manifest: readJson<PluginManifest>(join(root, 'plugins', id, 'plugin.json')),
      load: () => Promise.reject(new Error('not in the bench')),
    })),
  );
  let state: RootState = rootReducer(undefined, { type: 'init' });
  state = rootReducer(state, configInstalled(config));
  state = rootReducer(state, blocksLoaded({ displayTypeId: 0, templateTypeId: 0 }));
  const urls = sampleUrls(table, config.languages.default);
  const ours = measure((i) => {
    const url = urls[i % urls.length]!;
    const q = url.indexOf('?');
    const ctx = buildNavigationContext({ pathname: url.slice(0, q), search: url.slice(q), hash: '' }, state, config, table, plugins);
    decideSync(GUARD_ORDER, ctx);
  });
  const rrRoutes: RouteObject[] = [...table.routes.values()].flatMap((r) =>
    expandOptionalSegments(r.path).map((p) => ({ path: `/:lng/${p}`, id: `${r.id}:${p}` })),
  );
  const theirs = measure((i) => {
    const url = urls[i % urls.length]!;
    matchRoutes(rrRoutes, url.slice(0, url.indexOf('?')));
  }, { batches: 100, batchSize: 5, warmup: 50 });
  return { routes: table.routes.size, ours, theirs };
}

export default async function bench(): Promise<string[]> {
  const config = readJson<SiteConfig>(join(root, 'site-configs', 'default.json'));
  const lines: string[] = [];
  for (const [name, manifests] of [
    ['real manifests', realManifests()],
    ['generated manifest', [generatedManifest(1000)]],
  ] as const) {
    const r = navigationCost([...manifests], config);
    lines.push(
      `navigation (match + guards), ${name} (${r.routes} routes): p50 ${us(r.ours.p50)}, p95 ${us(r.ours.p95)} | react-router matchRoutes: p50 ${us(r.theirs.p50)}, p95 ${us(r.theirs.p95)}`,
    );
  }
  return lines;
}
