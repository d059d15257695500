import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildFixtureServer } from './test-helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFixtureServer();
});
afterAll(() => app.close());

describe('PWA resources', () => {
  it('builds manifest.json from the selected config', async () => {
    const res = await app.inject({ url: '/manifest.json', headers: { host: 'other.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.json()).toMatchObject({
      name: 'Other Bet Mobile',
      short_name: 'Other',
      theme_color: '#0a7f3f',
      background_color: '#f0f0f0',
      start_url: '/ru/',
      display: 'standalone',
      icons: [{ src: '/icons/icon.svg', type: 'image/svg+xml' }],
    });
  });

  it('falls back to the company name when a config has no pwaManifest', async () => {
    const manifest = (await app.inject({ url: '/manifest.json' })).json();
    expect(manifest).toMatchObject({ name: 'Default Bet', short_name: 'Default Bet', start_url: '/en/' });
  });

  it('serves the generated icon as SVG', async () => {
    const res = await app.inject({ url: '/icons/icon.svg', headers: { host: 'other.example' } });
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('fill="#0a7f3f"');
    expect(res.body).toContain('>O</text>');
  });

  it('serves a service worker that clears caches and has no fetch handler', async () => {
    const res = await app.inject({ url: '/pwa-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('skipWaiting()');
    expect(res.body).toContain('caches.delete(');
    expect(res.body).toContain('clients.claim()');
    expect(res.body).not.toContain("'fetch'");
  });
});
