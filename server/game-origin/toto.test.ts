/** The toto stand-in on the game origin: a pool's page in the asked language, its policy, and 404 for an unknown pool. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGameOrigin } from './server.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildGameOrigin({ casino: () => ({}) as never, now: () => Date.UTC(2026, 0, 15, 12) });
  await app.ready();
});
afterAll(() => app.close());

describe('toto stand-in', () => {
  it('serves a pool with one row per event, framable only by sites on this machine and running no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/toto/fifteen?lang=ru' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*');
    expect(csp).not.toContain('script-src');
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain('<h1>Тото 15</h1>');
    expect(res.body.match(/<tr><td>\d+<\/td>/g)).toHaveLength(15);
    // The same draw reads the same all week.
    expect((await app.inject({ method: 'GET', url: '/toto/fifteen?lang=ru' })).body).toBe(res.body);
    const cyber = await app.inject({ method: 'GET', url: '/toto/cyber' });
    expect(cyber.body).toContain('<h1>Esports toto</h1>');
    expect(cyber.body.match(/<tr><td>\d+<\/td>/g)).toHaveLength(10);
    const css = await app.inject({ method: 'GET', url: '/toto.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers 404 for a pool it does not run', async () => {
    const res = await app.inject({ method: 'GET', url: '/toto/basketball' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This toto pool does not exist.');
  });
});
