/**
 * The web API under garbage queries and cookies: every GET route of the reference server, asked by
 * a guest or by a signed-in player with any query string, any Cookie header (and any text in its
 * path parameters), answers below 500. First screens pass the page's query on to these routes, so
 * a 500 here is a broken page there.
 * In development every JSON answer is also checked against its schema, so an answer that leaks
 * garbage into a field of the wrong shape fails here as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../../server/test-kit/index.ts';
import { anyText, garbageCookieHeader, garbageQuery, getRoutesOf, NASTY_VALUES, SITE_QUERY_KEYS } from './garbage-input.ts';

let server: TestServer;
let app: FastifyInstance;
let routes: string[] = [];
let token = '';

beforeAll(async () => {
  // The routes a production-like server has: the test-only routes stay off.
  server = await startTestServer({ siteConfigId: 'default', testRoutes: false });
  app = server.app;
  await app.ready();
  routes = getRoutesOf(app.printRoutes({ commonPrefix: false }));
  const res = await app.inject({ method: 'POST', url: '/web-api/user/registration', payload: { type: 'one_click', currency: 'USD', country_id: 1 } });
  token = (res.json() as { data?: { token?: string } }).data?.token ?? '';
}, 120_000);
afterAll(() => server.close());

/** A route with its parameters filled: usually a plausible id, sometimes garbage. */
const filled = (route: string, values: readonly string[]): string => {
  let i = 0;
  return route.replace(/:[A-Za-z0-9_]+/g, () => encodeURIComponent((values[i++] ?? '1').replace(/[\ud800-\udfff]/g, '')) || '1');
};

describe('the web API with garbage queries', () => {
  it('finds the routes to ask', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContain('/web-api/sports/games');
    expect(routes).toContain('/web-api/casino/games/:id');
    expect(token).not.toBe('');
  });

  it('answers every GET route below 500, for a guest and for a player', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(fc.oneof(fc.constantFrom('1', '101', '101001000', 'football', 'en'), anyText), { minLength: 3, maxLength: 3 }),
        garbageQuery,
        fc.boolean(),
        fc.option(garbageCookieHeader),
        async (pick, params, query, signedIn, cookie) => {
          const url = `${filled(routes[pick % routes.length]!, params)}?${query}`;
          const headers = { 'x-language': 'en', ...(signedIn ? { authorization: `Bearer ${token}` } : {}), ...(cookie === null ? {} : { cookie }) };
          const res = await app.inject({ url, headers });
          expect(res.statusCode, `${signedIn ? 'player' : 'guest'} GET ${url.slice(0, 400)} Cookie: ${(cookie ?? '').slice(0, 200)}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('answers every GET route below 500 when every known key is repeated, empty or nasty', async () => {
    const queries = [
      SITE_QUERY_KEYS.flatMap((key) => [`${key}=1`, `${key}=2`]).join('&'),
      SITE_QUERY_KEYS.map((key) => `${key}=`).join('&'),
      SITE_QUERY_KEYS.map((key) => key).join('&'),
      SITE_QUERY_KEYS.map((key, i) => `${key}=${encodeURIComponent(NASTY_VALUES[i % NASTY_VALUES.length]!.replace(/[\ud800-\udfff]/g, ''))}`).join('&'),
      SITE_QUERY_KEYS.map((key, i) => `${key}=${NASTY_VALUES[(i * 7) % NASTY_VALUES.length]!.replace(/[^\x21-\x7e]/g, '').replace(/[#&]/g, '')}`).join('&'),
    ];
    const wrong: string[] = [];
    for (const route of routes) {
      for (const query of queries) {
        for (const signedIn of [false, true]) {
          const url = `${filled(route, ['1', '101', 'football'])}?${query}`;
          const res = await app.inject({ url, headers: { 'x-language': 'en', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) } });
          if (res.statusCode >= 500) wrong.push(`${signedIn ? 'player' : 'guest'} GET ${url.slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('signs in and out below 500 whatever the session and captcha cookies hold', async () => {
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    await fc.assert(
      fc.asyncProperty(garbageCookieHeader, async (cookie) => {
        // A login nobody has: the refusal counts against no real player.
        const login = await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { cookie }, payload: { login: base64('garbage-cookie-tester'), password: base64('wrong'), save: false } });
        expect(login.statusCode, `login with Cookie: ${cookie.slice(0, 200)}: ${login.body.slice(0, 200)}`).toBeLessThan(500);
        const logout = await app.inject({ method: 'POST', url: '/web-api/user/logout', headers: { cookie }, payload: {} });
        expect(logout.statusCode, `logout with Cookie: ${cookie.slice(0, 200)}: ${logout.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
