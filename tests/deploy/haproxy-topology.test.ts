/**
 * The production topology with a real load balancer: HAProxy (Debian's `haproxy`, configured by
 * deploy/haproxy.cfg) in front of two shells (role 'shell', production mode) and one reference back
 * end (role 'api'). A player registers, signs in, bets and keeps using the site while one shell is
 * stopped as SIGTERM stops it (not ready, a pause, then it finishes what it has and closes) and
 * started again: no request the player makes fails, and every bet is in the back end's book.
 * Also each shell on its own: what one shell did for a player, the other sees (they keep no state).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { SEEDS } from '../../server/auth/seed-players.ts';
import { buildIfStale } from '../../tools/current-build.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const HOST = '127.0.0.1';
/** The balancer asks /readyz this often and takes a shell out after two failures; a stopping shell stays up (not ready) for four. */
const CHECK_INTERVAL_MS = 300;
const SHUTDOWN_DELAY_MS = 4 * CHECK_INTERVAL_MS;

function haproxyBinary(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('HAProxy is not installed: `apt-get install -y haproxy` (.ci/run installs it), then run the tests again');
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A shell as `npm run serve:shell` runs it, in production mode. */
async function startShell(port: number, apiOrigin: string): Promise<FastifyInstance> {
  const shell = await buildServer({ rootDir: ROOT, role: 'shell', apiOrigin, production: true, trustProxy: ['127.0.0.1'] });
  await shell.listen({ host: HOST, port });
  return shell;
}

/** What main.ts does on SIGTERM: not ready, a pause for the balancer to notice, then close (finishing what it has). */
async function stopShell(shell: FastifyInstance): Promise<void> {
  shell.readiness.drain();
  await sleep(SHUTDOWN_DELAY_MS);
  await shell.close();
}

/** A player's device over HTTP: its cookies and token, as a browser keeps them. */
class Device {
  readonly cookies = new Map<string, string>();
  token: string | undefined;
  readonly failures: string[] = [];

  constructor(public origin: string) {}

  async call(method: 'GET' | 'POST', path: string, body?: unknown, accept = 'application/json'): Promise<{ status: number; text: string; json: () => unknown }> {
    const headers: Record<string, string> = { accept, 'x-language': 'en' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let answer;
    try {
      answer = await request(`${this.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      this.failures.push(`${method} ${path}: ${(error as Error).message}`);
      throw error;
    }
    const setCookie = answer.headers['set-cookie'];
    for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const pair = header.split(';', 1)[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0(;|$)/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    const text = await answer.body.text();
    if (answer.statusCode >= 500) this.failures.push(`${method} ${path}: ${answer.statusCode} ${text.slice(0, 200)}`);
    const json = () => JSON.parse(text);
    if (answer.statusCode === 200 && String(answer.headers['content-type'] ?? '').startsWith('application/json')) {
      const token = (json() as { data?: { token?: unknown } }).data?.token;
      if (typeof token === 'string') this.token = token;
    }
    return { status: answer.statusCode, text, json };
  }
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const express = { bets: [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }], typeId: 1, amount: 1, changeCoefAction: 2 };

let api: FastifyInstance;
let shells: [FastifyInstance, FastifyInstance];
let shellPorts: [number, number];
let apiOrigin: string;
let balancer: ChildProcess;
let site: string;

beforeAll(async () => {
  const binary = haproxyBinary();
  await buildIfStale('topology test');
  api = await buildServer({ rootDir: ROOT, role: 'api', trustProxy: ['127.0.0.1'], auth: { logLine: () => undefined } });
  apiOrigin = await api.listen({ host: HOST, port: 0 });
  shellPorts = [await freePort(), await freePort()];
  shells = [await startShell(shellPorts[0], apiOrigin), await startShell(shellPorts[1], apiOrigin)];
  const sitePort = await freePort();
  site = `http://${HOST}:${sitePort}`;
  balancer = spawn(binary, ['-db', '-f', join(ROOT, 'deploy', 'haproxy.cfg')], {
    env: {
      ...process.env,
      SITE_BIND: `${HOST}:${sitePort}`,
      SHELL_A: `${HOST}:${shellPorts[0]}`,
      SHELL_B: `${HOST}:${shellPorts[1]}`,
      CHECK_INTERVAL: `${CHECK_INTERVAL_MS}ms`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Up once both shells have passed their checks (rise 2): a request answered through each.
  const until = Date.now() + 15_000;
  for (;;) {
    const seen = await request(`${site}/healthz`).then(
      async (answer) => (await answer.body.text(), answer.statusCode),
      () => 0,
    );
    if (seen === 200) break;
    if (Date.now() > until) throw new Error('HAProxy did not come up');
    await sleep(100);
  }
  await sleep(3 * CHECK_INTERVAL_MS);
}, 60_000);

afterAll(async () => {
  balancer?.kill('SIGTERM');
  await Promise.all([...(shells ?? []), api].filter(Boolean).map((app) => app.close()));
});

describe('two shells and one back end', () => {
  it('renders the line page with its events on each shell, from the back end', async () => {
    const games = (await (await request(`${apiOrigin}/web-api/sports/games?section=line&sport=football`)).body.json()) as { games: { home: string }[] };
    for (const port of shellPorts) {
      const page = await new Device(`http://${HOST}:${port}`).call('GET', '/en/line', undefined, 'text/html');
      expect(page.status).toBe(200);
      expect(page.text).toContain(games.games[0]!.home);
    }
  });

  it('keeps no state: a player registered through one shell is signed in through the other, and a bet through one shows in the balance read through the other', async () => {
    const [a, b] = shellPorts.map((port) => `http://${HOST}:${port}`) as [string, string];
    const device = new Device(a);
    const registered = await device.call('POST', '/web-api/user/registration', { type: 'one_click', currency: 'USD', country_id: 1 });
    expect(registered.status, registered.text).toBe(200);
    device.origin = b;
    expect((await device.call('GET', '/web-api/user/accounts')).status).toBe(200);

    const demo = new Device(a);
    expect((await demo.call('POST', '/web-api/user/login', { login: b64(SEEDS.demo.login), password: b64(SEEDS.demo.password), save: false })).status).toBe(200);
    const money = async () => ((await demo.call('GET', '/web-api/user/accounts')).json() as { accounts: { isActive: boolean; money: number }[] }).accounts.find((x) => x.isActive)!.money;
    demo.origin = b;
    const before = await money();
    demo.origin = a;
    const placed = await demo.call('POST', '/web-api/coupon/place', express);
    expect(placed.status, placed.text).toBe(200);
    demo.origin = b;
    expect(await money()).toBeCloseTo(before - express.amount, 2);
  });

  it('answers health, readiness and metrics; names each request', async () => {
    const shell = `http://${HOST}:${shellPorts[0]}`;
    expect((await request(`${shell}/healthz`)).statusCode).toBe(200);
    const ready = await request(`${shell}/readyz`);
    expect(ready.statusCode).toBe(200);
    expect(await ready.body.json()).toEqual({ status: 'ready', checks: { config: true, build: true, backend: true } });
    const metrics = await (await request(`${shell}/metrics`)).body.text();
    expect(metrics).toMatch(/^http_requests_total\{route="page",method="GET",status="200"\} \d+$/m);
    expect(metrics).toMatch(/^first_screen_render_seconds_count\{outcome="rendered"\} \d+$/m);
    expect(metrics).toMatch(/^backend_request_duration_seconds_count\{kind="proxy",outcome="ok"\} \d+$/m);
    // Through the balancer the metrics are not for players.
    const hidden = await request(`${site}/metrics`);
    await hidden.body.dump();
    expect(hidden.statusCode).toBe(404);
    const named = await request(`${site}/web-api/session`, { headers: { 'x-request-id': 'player-trace-1' } });
    expect(named.headers['x-request-id']).toBe('player-trace-1');
    const minted = await request(`${site}/web-api/session`);
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a shell stopped and started again under a player', () => {
  it('fails no request of the player, and loses no bet', { timeout: 60_000 }, async () => {
    const player = new Device(site);
    expect((await player.call('POST', '/web-api/user/login', { login: b64(SEEDS.demo.login), password: b64(SEEDS.demo.password), save: false })).status).toBe(200);
    const history = async () => ((await player.call('GET', '/web-api/coupon/history')).json() as { coupons: unknown[] }).coupons.length;
    const betsBefore = await history();

    let playing = true;
    let placed = 0;
    let requests = 0;
    const play = (async () => {
      for (let step = 0; playing; step++) {
        const page = await player.call('GET', step % 2 === 0 ? '/en/line' : '/en/live', undefined, 'text/html');
        const games = await player.call('GET', '/web-api/sports/games?section=live&sport=football');
        const bet = await player.call('POST', '/web-api/coupon/place', express);
        requests += 3;
        if (bet.status === 200) placed++;
        expect([page.status, games.status, bet.status], `step ${step}: ${bet.text.slice(0, 200)}`).toEqual([200, 200, 200]);
      }
    })();

    await sleep(1_000);
    await stopShell(shells[0]);
    await sleep(1_000);
    shells[0] = await startShell(shellPorts[0], apiOrigin);
    await sleep(4 * CHECK_INTERVAL_MS);
    await stopShell(shells[1]);
    shells[1] = await startShell(shellPorts[1], apiOrigin);
    await sleep(4 * CHECK_INTERVAL_MS);
    playing = false;
    await play;

    expect(player.failures).toEqual([]);
    expect(requests).toBeGreaterThan(30);
    expect(await history()).toBe(betsBefore + placed);
  });

  it('lets the requests it has accepted finish when it stops', async () => {
    const port = await freePort();
    const shell = await startShell(port, apiOrigin);
    const inFlight = Array.from({ length: 20 }, () => request(`http://${HOST}:${port}/en/line`, { headers: { accept: 'text/html' } }).then(async (answer) => (await answer.body.text(), answer.statusCode)));
    await sleep(5);
    const stopping = stopShell(shell);
    expect((await request(`http://${HOST}:${port}/readyz`).then(async (answer) => (await answer.body.text(), answer.statusCode)))).toBe(503);
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    await stopping;
  });
});

describe('a shell whose back end is down', () => {
  it('is not ready, and still answers its pages quickly with their error states', async () => {
    const deadOrigin = `http://${HOST}:${await freePort()}`;
    const port = await freePort();
    const shell = await startShell(port, deadOrigin);
    try {
      const ready = await request(`http://${HOST}:${port}/readyz`);
      expect(ready.statusCode).toBe(503);
      expect(await ready.body.json()).toMatchObject({ status: 'not ready', checks: { backend: false } });
      const started = performance.now();
      const page = await request(`http://${HOST}:${port}/en/`, { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(await page.body.text()).toContain('<div id="root">');
      expect(performance.now() - started).toBeLessThan(2_000);
      const call = await request(`http://${HOST}:${port}/web-api/sports/games?section=live`);
      expect(call.statusCode).toBe(502);
      expect(await call.body.json()).toMatchObject({ error: 'bad_gateway' });
    } finally {
      await shell.close();
    }
  });
});
