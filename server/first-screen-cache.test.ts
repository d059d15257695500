import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { firstScreenCache, NONCE_SLOT, type CachedPage } from './first-screen-cache.ts';
import { buildFixtureServer, nonceFromCsp } from './test-helpers.ts';

const HTML = { accept: 'text/html' };

describe('the guest first-screen cache', () => {
  it('keeps a page for its lifetime, then renders again', async () => {
    let now = 0;
    let renders = 0;
    const cache = firstScreenCache(1_000, () => now);
    const render = async (): Promise<CachedPage> => ({ status: 200, html: `page ${++renders}` });
    expect(await cache.pageOf('a', render)).toEqual({ page: { status: 200, html: 'page 1' }, hit: false });
    now = 999;
    expect(await cache.pageOf('a', render)).toEqual({ page: { status: 200, html: 'page 1' }, hit: true });
    expect((await cache.pageOf('b', render)).page?.html).toBe('page 2');
    now = 1_000;
    expect(await cache.pageOf('a', render)).toEqual({ page: { status: 200, html: 'page 3' }, hit: false });
  });

  it('renders once for concurrent misses of one key, and stores nothing a render gave up on', async () => {
    let renders = 0;
    const cache = firstScreenCache(1_000);
    let release!: () => void;
    const slow = () => new Promise<CachedPage>((resolve) => (release = () => resolve({ status: 200, html: `page ${++renders}` })));
    const waiting = Promise.all([cache.pageOf('a', slow), cache.pageOf('a', slow), cache.pageOf('a', slow)]);
    release();
    expect((await waiting).map(({ page }) => page?.html)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(renders).toBe(1);
    expect(await cache.pageOf('none', async () => undefined)).toEqual({ page: undefined, hit: false });
    expect((await cache.pageOf('none', async () => ({ status: 404, html: 'later' }))).page?.html).toBe('later');
  });
});

describe('a server sharing guests\' first screens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFixtureServer({ firstScreenCacheMs: 60_000 });
  });
  afterAll(() => app.close());

  it('gives every answer its own nonce in the page and in the CSP, never the stored slot', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/en/', headers: HTML })));
    const nonces = answers.map((res) => nonceFromCsp(String(res.headers['content-security-policy'])));
    expect(new Set(nonces).size).toBe(3);
    answers.forEach((res, index) => {
      expect(res.body).not.toContain(NONCE_SLOT);
      expect(res.body).toContain(`nonce="${nonces[index]}"`);
      expect(res.body.replaceAll(nonces[index]!, 'N')).toBe(answers[0]!.body.replaceAll(nonces[0]!, 'N'));
    });
  });

  it('serves guests from the cache per host, address and cookies, and never stores a signed-in player\'s page', async () => {
    const metric = async (result: string) => Number(new RegExp(`^first_screen_cache_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(await app.metrics.registry.metrics())?.[1] ?? 0);
    const [hits, misses, bypasses] = [await metric('hit'), await metric('miss'), await metric('bypass')];
    await app.inject({ url: '/en/line', headers: HTML });
    await app.inject({ url: '/en/line', headers: HTML });
    await app.inject({ url: '/en/line', headers: { ...HTML, cookie: 'odds_format=2' } });
    await app.inject({ url: '/en/line', headers: { ...HTML, cookie: 'user_token=abc' } });
    expect([await metric('hit'), await metric('miss'), await metric('bypass')]).toEqual([hits + 1, misses + 2, bypasses + 1]);
  });
});
