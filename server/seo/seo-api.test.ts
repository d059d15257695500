// The SEO API through the real server, over the repository's route manifests, site configs and SEO texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../app.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { crawlerRenderOptions, CRAWLER_DATA_TIMEOUT_MS } from './crawler.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let app: FastifyInstance;
let emptyDist: string;
beforeAll(async () => {
  emptyDist = await mkdtemp(join(tmpdir(), 'seo-api-'));
  app = await buildServer({ rootDir: ROOT, distDir: emptyDist });
});
afterAll(async () => {
  await app.close();
  await rm(emptyDist, { recursive: true, force: true });
});

const pageData = (path: string, host = 'localhost:3000') => app.inject({ url: `/web-api/seo/page-data?path=${encodeURIComponent(path)}`, headers: { host } });

describe('GET /web-api/seo/page-data', () => {
  it('answers the page’s head in the language of its address, cacheable by every visitor', async () => {
    const res = await pageData('/ru/live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const data = res.json();
    expect(data).toMatchObject({ routeId: 'live', language: 'ru', metaRobots: 'index, follow', canonical: 'http://localhost:3000/ru/live' });
    expect(data.title).toMatch(/^Ставки в лайве/);
    expect(data.title).toContain('BetHub');
    // en and ru are offered, de is hidden from guests.
    expect(data.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['en', 'ru', 'x-default']);
  });

  it('keeps players’ pages and unknown addresses out of the index', async () => {
    expect((await pageData('/en/account')).json()).toMatchObject({ routeId: 'account', metaRobots: 'noindex, follow' });
    const missing = (await pageData('/en/no-such-page')).json();
    expect(missing).toMatchObject({ routeId: null, metaRobots: 'noindex, follow', alternates: [] });
    expect(missing.description.length).toBeGreaterThan(0);
  });

  it('follows the host’s config: English only on the UK site', async () => {
    const data = (await pageData('/en/', 'uk.localhost')).json();
    expect(data.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['en', 'x-default']);
    expect(data.canonical).toBe('http://uk.localhost/en/');
  });

  it('refuses anything but a page path, saying what it wants', async () => {
    for (const path of ['', 'en/live', '//evil.example/en/', 'https://evil.example/', '/en/<script>', `/${'a'.repeat(600)}`]) {
      const res = await pageData(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toMatch(/^path must be a page path/);
    }
    expect((await app.inject({ url: '/web-api/seo/page-data' })).statusCode).toBe(400);
  });
});

describe('crawler render options', () => {
  const requestWith = (userAgent: string) => ({ headers: { 'user-agent': userAgent } }) as unknown as FastifyRequest;

  it('renders a crawler’s page as a guest’s and waits longer for its data; nothing changes for people', () => {
    const googlebot = requestWith('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(crawlerRenderOptions(googlebot, makeSiteConfig())).toEqual({ asCrawler: true, dataTimeoutMs: CRAWLER_DATA_TIMEOUT_MS });
    expect(crawlerRenderOptions(googlebot, makeSiteConfig((c) => (c.seo = { crawlerRenderTimeoutMs: 1500 })))).toEqual({ asCrawler: true, dataTimeoutMs: 1500 });
    expect(crawlerRenderOptions(requestWith('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'), makeSiteConfig())).toEqual({});
  });
});
