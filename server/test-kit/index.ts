/**
 * The one test kit: the real reference server in process (buildServer, every area, development mode
 * with its answer checks and test routes), with a clock the test moves, the codes it "sends" captured,
 * and helpers to register a player, sign in, fund an account and call the API as the app's client
 * does. Every feature's tests reach the server through this module only (.dependency-cruiser.cjs);
 * a fake is for a failure this server cannot produce.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorFromResponse } from '../../src/api/index.ts';
import type { ApiRequestOptions, HttpMethod } from '../../src/composer/services.ts';
import { buildServer, type BuildServerOptions } from '../app.ts';
import { activeAccountOf, type Player } from '../auth/players.ts';
import { Browser, setCookieHeaders } from '../auth/test-kit.ts';
import { dictionaryFoldersOf } from '../dictionaries.ts';
import { loadValidators } from '../validators.ts';

export { Browser, setCookieHeaders, b64 } from '../auth/test-kit.ts';
export type { BuildServerOptions };
// The seeded demo players (logins, passwords) and the answer validators, for tests that sign one in or check a refusal's shape.
export { SEEDS } from '../auth/seed-players.ts';
export { loadValidators, type Validators } from '../validators.ts';
// The shared simulated sports feed, for tests that fix its clock or compare a page with what it publishes.
export { currentMarket, describeGame, listGames, menu, setFeedClock } from '../sports/feed.ts';
export { CHAMPS } from '../sports/catalog.ts';
// A coupon as the bet book keeps it, for tests that build a bet history's answer.
export type { PlacedCoupon } from '../bet-book/book.ts';
// The one ledger and the player record it posts on, for a feature's unit tests of what moves money.
export { Ledger } from '../ledger/ledger.ts';
export type { Player } from '../auth/players.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * A dictionary's texts as the server serves them (a feature's texts/ or the shell's own), for a test
 * that renders with real texts: `dictionaryOf('main')`, `dictionaryOf('casino', 'ru')`.
 */
export function dictionaryOf(id: string, lang = 'en'): Record<string, string> {
  const folder = dictionaryFoldersOf(REPO_ROOT, join(REPO_ROOT, 'server', 'data')).get(id);
  if (folder === undefined) throw new Error(`no dictionary "${id}" in the project`);
  return JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8')) as Record<string, string>;
}

/** The app's API client as a component test passes it: the /web-api prefix is added, errors throw ApiError. */
export type ApiCall = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export interface TestPlayer {
  readonly id: number;
  readonly token: string;
  /** The one-click registration's login and generated password, for a test that signs in again or confirms with the password. */
  readonly login: string;
  readonly password: string;
  /** The player's device: cookies and token as the browser keeps them. */
  readonly browser: Browser;
  /** The player's API as the app's client calls it. */
  readonly call: ApiCall;
  /** The server's own record of the player (accounts, status): for assertions and set-up. */
  readonly record: Player;
}

export interface TestServer {
  readonly app: FastifyInstance;
  /** The server's clock, in ms. */
  now(): number;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Every line the identity API printed (codes it "sent"). */
  readonly lines: readonly string[];
  /** The newest code of this kind (and recipient) it printed. */
  loggedCode(kind: string, to?: string): string;
  /** A new device with no cookies. */
  browser(): Browser;
  /** A guest's API. */
  guest(lng?: string): ApiCall;
  /** A newly registered one-click player of the served operator, in its default currency. */
  register(options?: { lng?: string; currency?: string }): Promise<TestPlayer>;
  /** A device signed in with this login and password (the sign-in must succeed). */
  signIn(login: string, password: string): Promise<Browser>;
  /** Credits the player's active account through the ledger, as a deposit. */
  fund(player: TestPlayer, amount: number): void;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<BuildServerOptions, 'rootDir'>> {
  /** The project served; default this repository. */
  rootDir?: string;
  /** Where the clock starts (ms); default the real time, so the browser's clock and the server's agree. */
  clockStart?: number;
}

/**
 * The in-process API client: what src/api's client adds (prefix, token, language) and its ApiError.
 * With `cookies` (a device's jar, e.g. `player.browser.cookies`) it also sends and keeps cookies as
 * the browser does for the app's calls (a grant the server sets as a cookie).
 */
export function apiCallOf(app: FastifyInstance, token: string | undefined, lng = 'en', cookies?: Map<string, string>): ApiCall {
  return async (method, path, options = {}) => {
    const entries = Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]));
    const query = new URLSearchParams(entries).toString();
    const answer = await app.inject({
      method,
      url: `${options.basePath ?? '/web-api'}${path}${query ? `?${query}` : ''}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-language': lng,
        ...(cookies && cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    if (cookies) keepCookies(cookies, answer);
    const body: unknown = answer.body ? answer.json() : null;
    // The refusal as the app's client raises it: the server's message, error code and body.
    if (answer.statusCode >= 400) throw errorFromResponse(answer.statusCode, body, answer.statusMessage);
    return body;
  };
}

/** What a Set-Cookie header of `answer` sets or clears, in `jar` (as Browser keeps its cookies). */
function keepCookies(jar: Map<string, string>, answer: LightMyRequestResponse): void {
  for (const header of setCookieHeaders(answer)) {
    const pair = header.split(';', 1)[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/Max-Age=0(;|$)/.test(header)) jar.delete(name);
    else jar.set(name, pair.slice(pair.indexOf('=') + 1));
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { clockStart, rootDir = REPO_ROOT, ...serverOptions } = options;
  let now = clockStart ?? Date.now();
  const lines: string[] = [];
  const app = await buildServer({
    rootDir,
    testRoutes: !(options.production ?? false),
    ...serverOptions,
    auth: { now: () => now, logLine: (line) => lines.push(line), ...options.auth },
  });
  await app.ready();
  const validators = await loadValidators();
  const browser = () => new Browser(app, validators);
  const server: TestServer = {
    app,
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    lines,
    loggedCode: (kind, to) => {
      const line = [...lines].reverse().find((l) => l.startsWith(`[auth-code] ${kind} ${to ?? ''}`));
      if (!line) throw new Error(`no ${kind} code for ${to ?? 'anyone'} in the log:\n${lines.join('\n')}`);
      return /: (\S+)/.exec(line)![1]!;
    },
    browser,
    guest: (lng) => apiCallOf(app, undefined, lng),
    register: async ({ lng = 'en', currency } = {}) => {
      const device = browser();
      // No currency: the served operator's default.
      const res = await device.post('/web-api/user/registration', { type: 'one_click', country_id: 1, ...(currency ? { currency } : {}) });
      if (res.statusCode !== 200 || !device.token) throw new Error(`could not register (${res.statusCode}): ${res.body}`);
      const { user_id: id, login, password } = (res.json() as { data: { user_id?: unknown; login?: unknown; password?: unknown } }).data;
      const record = typeof id === 'number' ? app.identity.players.byUserId(id) : undefined;
      if (!record || typeof login !== 'string' || typeof password !== 'string') throw new Error(`registered, but the answer names no player: ${res.body}`);
      return { id: record.id, token: device.token, login, password, browser: device, call: apiCallOf(app, device.token, lng), record };
    },
    signIn: async (login, password) => {
      const device = browser();
      const answer = await device.signIn(login, password);
      if (answer.statusCode !== 200) throw new Error(`sign-in of ${login} answered ${answer.statusCode}: ${answer.body}`);
      return device;
    },
    fund: (player, amount) => {
      const account = activeAccountOf(player.record);
      if (!account) throw new Error(`player ${player.id} has no active account`);
      app.ledger.post(player.record, account.id, amount, 'deposit', 'test-kit');
    },
    close: () => app.close(),
  };
  return server;
}
