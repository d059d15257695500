/**
 * Test helpers for the identity API: a fixture server with a clock the test moves, the code log
 * captured instead of printed, and a Browser that keeps its own cookies like a real one (so two
 * Browsers are two devices). The server checks its 2xx answers against their schemas itself; the
 * Browser checks the 400 and 401 answers against theirs, so every test also holds the error shapes
 * to the schemas the client imports.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildFixtureServer } from '../test-helpers.ts';
import { loadValidators, type Validators } from '../validators.ts';
import type { AuthOverrides } from './options.ts';

export const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

export interface AuthHarness {
  app: FastifyInstance;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Every `[auth-code]` line the server printed. */
  lines: string[];
  /** The code of the newest line of this kind (and recipient), read from the printed log. */
  loggedCode(kind: string, to?: string): string;
  browser(): Browser;
  /** A new browser signed in with this login and password (the sign-in must succeed). */
  signedIn(login: string, password: string): Promise<Browser>;
}

/** Outside production the harness serves the test routes (GET /web-api/__test/last-code ...), as the e2e servers do. */
export async function buildAuthServer(options: { production?: boolean; auth?: AuthOverrides } = {}): Promise<AuthHarness> {
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const lines: string[] = [];
  const app = await buildFixtureServer({
    production: options.production ?? false,
    testRoutes: !(options.production ?? false),
    auth: { now: () => now, logLine: (line) => lines.push(line), ...options.auth },
  });
  const validators = await loadValidators();
  return {
    app,
    lines,
    advance: (ms) => {
      now += ms;
    },
    loggedCode: (kind, to) => {
      const line = [...lines].reverse().find((l) => l.startsWith(`[auth-code] ${kind} ${to ?? ''}`));
      if (!line) throw new Error(`no ${kind} code for ${to ?? 'anyone'} in the log:\n${lines.join('\n')}`);
      return /: (\S+)/.exec(line)![1]!;
    },
    browser: () => new Browser(app, validators),
    signedIn: async (login, password) => {
      const browser = new Browser(app, validators);
      const answer = await browser.signIn(login, password);
      if (answer.statusCode !== 200) throw new Error(`sign-in of ${login} answered ${answer.statusCode}: ${answer.body}`);
      return browser;
    },
  };
}

/** One device: a cookie jar that honours Max-Age=0, and the token it was last given. */
export class Browser {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly validators: Validators,
  ) {}

  async call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const request: InjectOptions = {
      method,
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    };
    const res = await this.app.inject(request);
    for (const header of setCookieHeaders(res)) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      if (/Max-Age=0(;|$)/.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1));
    }
    const body = String(res.headers['content-type'] ?? '').startsWith('application/json') ? (res.json() as { data?: { token?: unknown } }) : undefined;
    if (typeof body?.data?.token === 'string') this.token = body.data.token;
    const schema = res.statusCode === 401 ? 'unauthorizedAnswer' : res.statusCode === 400 && body && 'error_code' in body ? 'authErrorAnswer' : undefined;
    if (schema && !this.validators[schema](body)) {
      throw new Error(`${method} ${url} answered ${res.statusCode} ${res.body}, which does not match ${schema}: ${JSON.stringify(this.validators[schema].errors)}`);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.call('GET', url, undefined, headers);
  }

  post(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.call('POST', url, payload, headers);
  }

  signIn(login: string, password: string, save = false, headers?: Record<string, string>) {
    return this.post('/web-api/user/login', { login: b64(login), password: b64(password), save }, headers);
  }
}

export function setCookieHeaders(res: LightMyRequestResponse): string[] {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
