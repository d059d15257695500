/**
 * Attacks on the reference back end as a service: each worked when `npm start` served the test routes
 * to anyone (any player's recovery and two-step codes, a clock that ends every self-exclusion, prices
 * moved at will), the Host header was written into canonical links, sitemaps and the game frame's
 * frame-ancestors, a request body that never completed held its connection for minutes, and 20,000
 * guest support requests pushed the consultants' wait shown to everyone past 6,000 minutes.
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type BuildServerOptions } from '../../server/app.ts';
import { casinoCatalog } from '../../plugins/casino/api/catalog.ts';
import { readServerSettings } from '../../server/env.ts';
import { buildGameOrigin } from '../../server/game-origin/server.ts';
import { isStartupProblemsError } from '../../server/startup-error.ts';
import { GUEST_REQUESTS_KEPT, GUEST_SENDERS_COUNTED, SENDER_LIMIT } from '../../plugins/support/api/desk.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

async function start(options: Partial<BuildServerOptions> = {}): Promise<FastifyInstance> {
  const app = await buildServer({ rootDir: ROOT, siteConfigId: 'default', auth: { logLine: () => undefined }, ...options });
  opened.push(app);
  return app;
}

async function signIn(app: FastifyInstance, login: string, password: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', payload: { login: b64(login), password: b64(password), save: false } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}

const TEST_ROUTES = [
  { method: 'GET', url: '/web-api/__test/last-code?kind=recovery&to=demo' },
  { method: 'POST', url: '/web-api/__test/limits-clock', payload: { advanceSeconds: 400 * 24 * 3600 } },
  { method: 'POST', url: '/web-api/__test/odds', payload: { marketId: 'demo-1-1', coef: 50 } },
  { method: 'DELETE', url: '/web-api/__test/odds' },
  { method: 'POST', url: '/web-api/__test/newsletter', payload: { to: 'demo' } },
] as const;

describe('test routes', () => {
  it('answer the JSON 404 of an unknown API path on a server started without REFERENCE_TEST_ROUTES, production or not', async () => {
    for (const production of [false, true]) {
      const app = await start({ production });
      for (const { method, url, ...rest } of TEST_ROUTES) {
        const res = await app.inject({ method, url, ...('payload' in rest ? { payload: rest.payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: `Unknown endpoint: ${method} ${url.split('?')[0]}` });
      }
      // Nothing moved: the market keeps its own price.
      expect((await app.inject({ url: '/web-api/coupon/markets?ids=demo-1-1' })).json().markets[0]).toMatchObject({ coef: 1.85 });
    }
  }, 120_000);

  it('keep a self-excluded player excluded: the limit clock cannot be moved without them', async () => {
    const app = await start({ siteConfigId: 'uk-regulated' });
    const player = await signIn(app, 'demo', 'demo1234');
    const limits = '/limit-service-api/api/external/web/v3';
    expect((await app.inject({ method: 'POST', url: `${limits}/BlockUser`, headers: player, payload: { days: 180, reasonId: 2 } })).statusCode).toBe(200);
    const before = (await app.inject({ url: `${limits}/limits`, headers: player })).json();
    expect(before).toEqual([expect.objectContaining({ limitType: 30, limitState: 'ACTIVE' })]);
    const moved = await app.inject({ method: 'POST', url: '/web-api/__test/limits-clock', payload: { advanceSeconds: 10 * 365 * 24 * 3600 } });
    expect(moved.statusCode).toBe(404);
    expect((await app.inject({ url: `${limits}/limits`, headers: player })).json()).toEqual(before);
  }, 60_000);

  it('exist only when turned on, for the e2e servers', async () => {
    const app = await start({ testRoutes: true });
    const res = await app.inject({ method: 'POST', url: '/web-api/__test/limits-clock', payload: { advanceSeconds: 60 } });
    expect(res.statusCode, res.body).toBe(200);
  }, 60_000);

  it('refuse to start in production: REFERENCE_TEST_ROUTES=1 with NODE_ENV=production is a startup problem', async () => {
    const { settings, problems } = readServerSettings({ NODE_ENV: 'production', REFERENCE_TEST_ROUTES: '1' }, ROOT);
    expect(problems).toEqual([]);
    expect(settings.build).toMatchObject({ production: true, testRoutes: true });
    const refused = await buildServer(settings.build).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isStartupProblemsError(refused)).toBe(true);
    expect(isStartupProblemsError(refused) && refused.problems[0]).toMatchObject({ file: 'environment', pointer: '/REFERENCE_TEST_ROUTES' });
    expect(readServerSettings({ REFERENCE_TEST_ROUTES: 'yes' }, ROOT).problems[0]).toMatchObject({ pointer: '/REFERENCE_TEST_ROUTES' });
  }, 60_000);
});

// Behind a proxy every request came from the proxy's address, so one guesser's failures locked
// out (and one flood refused) every player at once; the client's X-Forwarded-For was never read.
describe('client addresses behind a proxy', () => {
  const PROXY = '10.0.0.1';
  // One recovery send per address and window: the second from the same address is refused.
  const startWith = (trustProxy?: BuildServerOptions['trustProxy']) =>
    start({ ...(trustProxy ? { trustProxy } : {}), auth: { logLine: () => undefined, throttle: { windows: { recovery: { max: 1, windowMs: 60_000 } } } } });
  const send = (app: FastifyInstance, remoteAddress: string, forwardedFor: string, login: string) =>
    app.inject({ method: 'POST', url: '/web-api/user/password-recovery/send', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { login } });

  it('TRUST_PROXY=1: the two players a proxy forwards are two addresses; a client-written X-Forwarded-For entry is not believed', async () => {
    const app = await startWith(readServerSettings({ TRUST_PROXY: '1' }, ROOT).settings.build.trustProxy);
    expect((await send(app, PROXY, '198.51.100.30', 'someone-1@example.com')).statusCode).toBe(200);
    expect((await send(app, PROXY, '198.51.100.31', 'someone-2@example.com')).statusCode).toBe(200);
    // The proxy appends the address it saw; whatever the client put before it names nobody.
    expect((await send(app, PROXY, '192.0.2.1, 198.51.100.30', 'someone-3@example.com')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot pick its address', async () => {
    const app = await startWith(readServerSettings({}, ROOT).settings.build.trustProxy);
    expect((await send(app, PROXY, '198.51.100.30', 'someone-1@example.com')).statusCode).toBe(200);
    const second = await send(app, PROXY, '198.51.100.31', 'someone-2@example.com');
    expect([second.statusCode, second.json()]).toEqual([429, { error_code: 7, message: expect.stringMatching(/^Too many requests from your address/), retry_after: expect.any(Number) }]);
  });

  it('a list of proxies: only those are believed', async () => {
    const app = await startWith(readServerSettings({ TRUST_PROXY: '10.0.0.0/24, 127.0.0.1' }, ROOT).settings.build.trustProxy);
    expect((await send(app, PROXY, '198.51.100.30', 'someone-1@example.com')).statusCode).toBe(200);
    expect((await send(app, PROXY, '198.51.100.31', 'someone-2@example.com')).statusCode).toBe(200);
    expect((await send(app, '192.0.2.50', '198.51.100.32', 'someone-3@example.com')).statusCode).toBe(200);
    expect((await send(app, '192.0.2.50', '198.51.100.33', 'someone-4@example.com')).statusCode).toBe(429);
  });

  it('TRUST_PROXY values: off, one hop, a list; anything else is a startup problem', () => {
    const trustOf = (value: string) => readServerSettings({ TRUST_PROXY: value }, ROOT);
    for (const off of ['', '0', 'false']) expect(trustOf(off).settings.build.trustProxy).toBeUndefined();
    for (const oneHop of ['1', 'true']) expect(trustOf(oneHop).settings.build.trustProxy).toBe('one-hop');
    expect(trustOf('10.0.0.0/8, ::1, loopback').settings.build.trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    for (const wrong of ['yes', '2', '10.0.0.0/33', '10.0.0.1,,']) expect(trustOf(wrong).problems).toEqual([expect.objectContaining({ pointer: '/TRUST_PROXY' })]);
  });
});

describe('a forged Host header', () => {
  const FORGED = ['evil.example', 'evil.example:8443', 'localhost:6666'];

  it('is not written into canonical, hreflang and og:url links', async () => {
    const app = await start({ siteConfigId: undefined, publicAddress: { port: 4310 } });
    for (const host of FORGED) {
      const data = (await app.inject({ url: '/web-api/seo/page-data?path=/en/live', headers: { host } })).json();
      expect(data.canonical, host).toBe('http://localhost:4310/en/live');
      expect(JSON.stringify(data), host).not.toMatch(/evil|6666/);
    }
    // A listed host keeps its own config, still with the server's port rather than the one sent.
    const uk = (await app.inject({ url: '/web-api/seo/page-data?path=/en/', headers: { host: 'uk.localhost:6666' } })).json();
    expect(uk.canonical).toBe('http://uk.localhost:4310/en/');
  }, 60_000);

  it('is not written into robots.txt or the sitemaps (which shared caches keep for an hour)', async () => {
    const app = await start({ siteConfigId: undefined, publicAddress: { port: 4310 } });
    for (const host of FORGED) {
      for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/en.xml']) {
        const res = await app.inject({ url, headers: { host } });
        expect(res.statusCode, `${host} ${url}`).toBe(200);
        expect(res.body, `${host} ${url}`).not.toMatch(/evil|6666/);
        expect(res.body).toContain('http://localhost:4310/');
      }
    }
  }, 60_000);

  it("is not the game frame's parent: frame-ancestors and the page's message target are the site's own origin", async () => {
    const app = await start();
    const game = buildGameOrigin({ casino: () => app.casinoDesk });
    opened.push(game);
    const gameId = casinoCatalog().games.find((g) => g.game.demo && !g.notIn.has('international'))!.game.id;
    const launched = await app.inject({ method: 'POST', url: '/web-api/casino/launch', headers: { host: 'evil.example' }, payload: { gameId, mode: 'demo' } });
    expect(launched.statusCode, launched.body).toBe(200);
    const { pathname, search } = new URL(launched.json().url as string);
    const page = await game.inject({ url: pathname + search });
    expect(page.statusCode, page.body).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost(;|$)/);
    expect(csp).not.toContain('evil');
    expect(page.body).not.toContain('evil');
  }, 60_000);
});

/**
 * Sends a POST that announces 1,000 bytes of body, sends `start` of it and then says nothing more: the
 * server must answer 408 and close the connection well before 5 s.
 */
async function expectCutOff(port: number, path: string, start: string): Promise<void> {
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n${start}`);
    setTimeout(() => socket.destroy(new Error(`${path}: the connection is still held after 5 s`)), 5_000).unref();
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(Date.now() - started).toBeLessThan(5_000);
}

describe('slow clients', () => {
  it('cut a request whose body never completes (408, connection closed)', async () => {
    const app = await start({ timeouts: { requestMs: 300 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    await expectCutOff(port, '/web-api/support/requests', '{"email":"');
  }, 30_000);

  it('cut a request whose body never completes on the game origin too (408, connection closed)', async () => {
    // The casino is never asked: the request is cut off before any route runs.
    const game = buildGameOrigin({ casino: () => (undefined as never), timeouts: { requestMs: 300 } });
    opened.push(game);
    await game.listen({ host: '127.0.0.1', port: 0 });
    const { port } = game.server.address() as { port: number };
    await expectCutOff(port, '/spin', '{"seat":"');
  }, 30_000);

  it('cannot send the game origin a body beyond the largest legitimate one', async () => {
    const game = buildGameOrigin({ casino: () => (undefined as never) });
    opened.push(game);
    const res = await game.inject({ method: 'POST', url: '/spin', headers: { 'content-type': 'application/json' }, payload: `{"seat":"${'x'.repeat(600 * 1024)}"}` });
    expect(res.statusCode).toBe(413);
  });

  it('cannot send a body beyond the largest legitimate one', async () => {
    const app = await start();
    const res = await app.inject({ method: 'POST', url: '/web-api/support/requests', headers: { 'content-type': 'application/json' }, payload: `{"message":"${'x'.repeat(600 * 1024)}"}` });
    expect(res.statusCode).toBe(413);
  }, 60_000);
});

describe('guest support requests', () => {
  const REQUEST = { email: 'guest@example.com', topic: 'other', subject: 'Just asking', message: 'A question that could be asked many, many times.' };
  const waitMinutes = async (app: FastifyInstance) => (await app.inject({ url: '/web-api/support/consultant' })).json().waitMinutes as number;

  it('from one address: a few are taken, the rest refused (429), and the wait shown to others does not move', async () => {
    const app = await start({ auth: { logLine: () => undefined, now: () => Date.UTC(2026, 10, 25, 12) } });
    const before = await waitMinutes(app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject({ method: 'POST', url: '/web-api/support/requests', payload: REQUEST })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SENDER_LIMIT);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: `You have sent ${SENDER_LIMIT} requests already: you can send another in 10 min.` });
    expect(refused.headers['retry-after']).toBe('600');
    expect(await waitMinutes(app)).toBe(before);
  }, 60_000);

  it('20,000 of them from 20,000 addresses: the store stays within its bound and the wait within its cap; a player is still served', async () => {
    const app = await start({ auth: { logLine: () => undefined, now: () => Date.UTC(2026, 10, 25, 12) } });
    for (let batch = 0; batch < 100; batch++) {
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const n = batch * 200 + i;
          return app.inject({ method: 'POST', url: '/web-api/support/requests', payload: REQUEST, remoteAddress: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` });
        }),
      );
    }
    expect(app.supportDesk.heldRequests()).toBeLessThanOrEqual(GUEST_REQUESTS_KEPT.maxEntries);
    expect(await waitMinutes(app)).toBe(2 + Math.floor(GUEST_SENDERS_COUNTED / 3));

    const player = await signIn(app, 'demo', 'demo1234');
    const asked = await app.inject({ method: 'POST', url: '/web-api/support/questions', headers: player, payload: { topic: 'bets', question: 'How is a void leg settled?' } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await app.inject({ url: '/web-api/support/requests', headers: player })).json().requests).toHaveLength(1);
  }, 180_000);
});
