/**
 * The status over the whole catalog: each path of tests/catalog/spec-paths.ts, loaded as a browser
 * loads it (a first load asking for HTML, as a guest, under the default site config), answers the
 * status the catalog says, and a redirect names its target in one hop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogServer, HTML_HEADERS } from './server.ts';
import { SPEC_PATHS, urlOf, type LiveIds } from './spec-paths.ts';
import { liveIdsFrom } from './live-ids.ts';


let app: FastifyInstance;
let ids: LiveIds;
beforeAll(async () => {
  app = await catalogServer();
  ids = await liveIdsFrom(app);
}, 120_000);
afterAll(() => app.close());

describe('the catalog of paths: first-load statuses under the default config, as a guest', () => {
  it('answers every catalog path with its status (redirects in one hop to their target, the query kept)', async () => {
    const wrong: string[] = [];
    for (const entry of SPEC_PATHS) {
      const url = urlOf(entry, ids);
      const res = await app.inject({ url, headers: HTML_HEADERS });
      const location = res.headers.location;
      const expected = `${entry.status}${entry.location ? ` → ${entry.location}` : ''}`;
      const got = `${res.statusCode}${location ? ` → ${String(location)}` : ''}`;
      if (got !== expected) wrong.push(`${entry.spec} ${entry.routeId} ${url}: expected ${expected}, got ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names a route that exists for every entry, and lists every route of the manifests', async () => {
    const { ROUTE_MANIFESTS } = await import('../../src/generated/route-manifests.ts');
    const declared = new Set(ROUTE_MANIFESTS.flatMap((manifest) => manifest.routes.map((route) => route.id)));
    const named = new Set(SPEC_PATHS.map((entry) => entry.routeId));
    expect([...named].filter((id) => !declared.has(id))).toEqual([]);
    expect([...declared].filter((id) => !named.has(id))).toEqual([]);
  });
});

describe('the VIP domain of the default config (vip.localhost, SPEC 5) and the default layout\'s messenger widget (SPEC 2.1)', () => {
  const load = (host: string, url: string) => app.inject({ url, headers: { ...HTML_HEADERS, host } });

  it('answers the registration pages with 404 on the VIP domain; sign-in stays', async () => {
    expect((await load('vip.localhost', '/en/registration')).statusCode).toBe(404);
    expect((await load('vip.localhost', '/en/registration/google')).statusCode).toBe(404);
    expect((await load('vip.localhost', '/en/user/login')).statusCode).toBe(200);
  });

  it('draws the messenger registration widget for a guest, leading to the messenger\'s registration; none on the VIP domain', async () => {
    expect((await load('localhost', '/en/live')).body).toMatch(/<aside class="messenger-registration"[^>]*>[\s\S]*?href="\/en\/registration\/telegram"/);
    expect((await load('vip.localhost', '/en/live')).body).not.toContain('<aside class="messenger-registration"');
  });
});
