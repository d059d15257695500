/**
 * A casino test server over the repository itself (its site configs: default, uk-regulated ...), with a
 * clock the test moves and players that sign in or register through the identity API, as the site does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { join } from 'node:path';
import { expect } from 'vitest';
import { buildServer } from '../app.ts';
import { Browser } from '../auth/test-kit.ts';
import { loadValidators } from '../validators.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const TEST_GAME_ORIGIN = 'http://127.0.0.1:4999';

export interface CasinoHarness {
  app: FastifyInstance;
  now(): number;
  advance(ms: number): void;
  guest(): Browser;
  demo(): Promise<Browser>;
  /** A player registered just now (one click): no favorites, nothing played. */
  freshPlayer(currency: string): Promise<Browser>;
  /** PUT or DELETE as this browser's player (the Browser speaks GET and POST only). */
  send(browser: Browser, method: 'PUT' | 'DELETE', url: string): Promise<LightMyRequestResponse>;
}

export async function buildCasinoServer(siteConfigId = 'default'): Promise<CasinoHarness> {
  let now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const app = await buildServer({ rootDir: ROOT, siteConfigId, gameOrigin: TEST_GAME_ORIGIN, auth: { now: () => now, logLine: () => undefined, tokenTtlSeconds: 86_400 } });
  const validators = await loadValidators();
  const browser = () => new Browser(app, validators);
  return {
    app,
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    guest: browser,
    async demo() {
      const b = browser();
      const res = await b.post('/web-api/user/login', { login: btoa('demo'), password: btoa('demo1234'), save: false });
      expect(res.statusCode, res.body).toBe(200);
      return b;
    },
    async freshPlayer(currency) {
      const b = browser();
      const res = await b.post('/web-api/user/registration', { type: 'one_click', currency, country_id: 1 });
      expect(res.statusCode, res.body).toBe(200);
      return b;
    },
    send: (b, method, url) => app.inject({ method, url, headers: b.token ? { authorization: `Bearer ${b.token}` } : {} }),
  };
}
