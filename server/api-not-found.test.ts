/**
 * Unknown API calls answer JSON 404 under every API prefix, whatever the method and the Accept
 * header; page paths keep getting the app's HTML (200 for a route, 404 for an unknown page).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES, apiNotFoundAnswer, isApiPath } from './routes/api-not-found.ts';
import { buildFixtureServer } from './test-helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFixtureServer();
});
afterAll(() => app.close());

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('isApiPath', () => {
  it('takes each prefix and what is below it, not a path that only starts with the same letters', () => {
    for (const prefix of API_PREFIXES) {
      expect(isApiPath(prefix), prefix).toBe(true);
      expect(isApiPath(`${prefix}/a/b`), prefix).toBe(true);
      expect(isApiPath(`${prefix}s/a`), prefix).toBe(false);
    }
    expect(isApiPath('/en/line')).toBe(false);
    expect(isApiPath('/third-party/other')).toBe(false);
  });

  it('cuts a very long path in the message', () => {
    const answer = apiNotFoundAnswer('GET', `/web-api/${'x'.repeat(500)}`);
    expect(answer.message.length).toBeLessThan(240);
    expect(answer.error).toBe('not_found');
  });
});

describe('unknown API calls', () => {
  const calls = [
    ['GET', '/web-api/no/such/call'],
    ['POST', '/web-api/no/such/call'],
    // A known path with a method it does not take.
    ['DELETE', '/web-api/session'],
    ['GET', '/social-api/nothing'],
    ['POST', '/social-api/oauth'],
    ['GET', '/limit-service-api/api/external/web/v3/nothing'],
    ['PUT', '/limit-service-api'],
    ['GET', '/third-party/api/nothing'],
    ['POST', '/third-party/api/list-available-partitions'],
  ] as const;

  it('answer JSON 404 with the error shape, never the HTML shell, even when the browser asks for HTML', async () => {
    for (const [method, url] of calls) {
      for (const accept of [BROWSER_ACCEPT, 'application/json', undefined]) {
        const res = await app.inject({ method, url: `${url}?x=1`, headers: accept ? { accept } : {} });
        const what = `${method} ${url} (${accept ?? 'no accept'})`;
        expect(res.statusCode, what).toBe(404);
        expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control'], what).toBe('no-store');
        expect(res.json(), what).toEqual({ error: 'not_found', message: `Unknown endpoint: ${method} ${url}` });
      }
    }
  });

  it('leave the API calls that exist alone', async () => {
    const res = await app.inject({ url: '/web-api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok');
  });
});

describe('page paths', () => {
  it('still get the app HTML: 200 for a route, 404 for an unknown page', async () => {
    const known = await app.inject({ url: '/en/line', headers: { accept: BROWSER_ACCEPT } });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toBe('text/html; charset=utf-8');
    const unknown = await app.inject({ url: '/en/no/such/page', headers: { accept: BROWSER_ACCEPT } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('<div id="root">');
  });

  it('that only look like an API prefix are pages (their status comes from the route table)', async () => {
    for (const url of ['/web-apis/look-alike', '/social-api-not']) {
      const res = await app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
