/**
 * The maintenance cookie flag on the reference server: a flagged browser is answered the site config
 * in maintenance and sent to the maintenance page from its first load on; without the flag (gone,
 * expired or garbled) the site is open and the maintenance page sends the visitor home.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogServer, HTML_HEADERS } from '../tests/catalog/server.ts';
import type * as PageRendererModule from './page-renderer.ts';

vi.mock('./page-renderer.ts', async (original) => ({
  ...(await original<typeof PageRendererModule>()),
  // The renderer from source (no build needed), as the catalog tests use it.
  createPageRendererSource: () => async () => {
    const { renderPage } = await import('../src/app/server-render.tsx');
    return { renderPage: (request: Parameters<typeof renderPage>[0]) => renderPage({ ...request, dataTimeoutMs: 10_000 }) };
  },
}));

let app: FastifyInstance;
beforeAll(async () => {
  app = await catalogServer();
}, 120_000);
afterAll(() => app.close());

const configFor = async (cookie?: string) =>
  (await app.inject({ url: '/web-api/site-config/all.json', headers: cookie ? { cookie } : {} })).json() as { maintenance?: { isActive: boolean }; companyName: string };

describe('maintenance cookie flag', () => {
  it("answers a flagged browser the site config in maintenance, everyone else the operator's", async () => {
    const open = await configFor();
    expect(open.maintenance?.isActive).toBe(false);
    const flagged = await configFor('lng=en; maintenance=1');
    expect(flagged.maintenance?.isActive).toBe(true);
    expect({ ...flagged, maintenance: open.maintenance }).toEqual(open);
    for (const cookie of ['maintenance=0', 'maintenance=yes', 'maintenance=1x']) expect((await configFor(cookie)).maintenance?.isActive).toBe(false);
  });

  it('sends a flagged first load to the maintenance page, and an unflagged one from there back home', async () => {
    const flagged = await app.inject({ url: '/en/line', headers: { ...HTML_HEADERS, cookie: 'maintenance=1' } });
    expect(flagged.statusCode).toBe(302);
    expect(flagged.headers.location).toBe('/en/maintenance');
    const page = await app.inject({ url: '/en/maintenance', headers: { ...HTML_HEADERS, cookie: 'maintenance=1' } });
    expect(page.statusCode).toBe(200);
    const home = await app.inject({ url: '/en/maintenance', headers: HTML_HEADERS });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/en/');
    expect((await app.inject({ url: '/en/line', headers: { ...HTML_HEADERS, cookie: 'maintenance=0' } })).statusCode).toBe(200);
  }, 60_000);
});
