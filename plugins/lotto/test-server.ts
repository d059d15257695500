/**
 * Component tests of the lotto pages talk to the reference lotto API itself (in-process, through
 * app.inject), on the shipped default and uk-regulated site configs, so a page meets the answers and
 * refusals players really get. The request function adds what the app's client adds: the /web-api
 * prefix, the player's token, the language, and an ApiError with the server's message for a 4xx/5xx.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import defaultConfig from '../../site-configs/default.json';
import uk from '../../site-configs/uk-regulated.json';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { registerAnswerCheck } from '../../server/answer-check.ts';
import { registerAuthRoutes } from '../../server/auth/index.ts';
import type { ServerContext } from '../../server/context.ts';
import { Ledger } from '../../server/ledger/ledger.ts';
import { registerLimitRoutes } from '../../server/limits/index.ts';
import { withGameOrigin } from '../../server/casino/index.ts';
import { registerLottoRoutes } from '../../server/lotto/index.ts';
import { loadValidators } from '../../server/validators.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

/** Who calls, and on which site: localhost is the default region (toto offered), uk.localhost the UK's (none). */
export type Who = 'guest' | 'fresh' | 'demo';
export type Host = 'localhost' | 'uk.localhost';

export interface LottoServer {
  app: FastifyInstance;
  caller(who: Who, host?: Host): Promise<Request>;
  close(): Promise<void>;
}

export async function startLottoServer(): Promise<LottoServer> {
  const configs = withGameOrigin([{ config: defaultConfig as unknown as SiteConfig }, { config: uk as unknown as SiteConfig }], 'http://127.0.0.1:3100').map((e) => e.config);
  const byHost = new Map(configs.flatMap((c) => (c.hosts ?? []).map((h) => [h, c] as const)));
  const ctx = {
    production: false,
    siteConfigs: { configs: new Map(configs.map((c) => [c.id, c])), select: (host: string) => byHost.get(host) ?? configs[0]! },
  } as unknown as ServerContext;
  const app = Fastify();
  registerAnswerCheck(app, await loadValidators());
  const now = () => Date.UTC(2026, 0, 15, 12, 3);
  // As buildServer does: the one ledger, before any route that moves money (a ticket is paid through it).
  app.decorate('ledger', new Ledger(now));
  registerAuthRoutes(app, ctx, { now, logLine: () => {} });
  registerLimitRoutes(app, ctx);
  registerLottoRoutes(app, ctx);
  await app.ready();

  const caller = async (who: Who, host: Host = 'localhost'): Promise<Request> => {
    let token: string | undefined;
    if (who !== 'guest') {
      const res =
        who === 'demo'
          ? await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host }, payload: { login: btoa('demo'), password: btoa('demo1234'), save: false } })
          : await app.inject({ method: 'POST', url: '/web-api/user/registration', headers: { host }, payload: { type: 'one_click', currency: 'USD', country_id: 1 } });
      token = (res.json() as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`could not sign in (${res.statusCode}): ${res.body}`);
    }
    return async (method, path, options = {}) => {
      const query = new URLSearchParams(Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]))).toString();
      const answer = await app.inject({
        method,
        url: `/web-api${path}${query ? `?${query}` : ''}`,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': 'en' },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      const body: unknown = answer.body ? answer.json() : null;
      if (answer.statusCode >= 400) throw new ApiError(String((body as { message?: unknown })?.message ?? answer.statusMessage), answer.statusCode);
      return body;
    };
  };
  return { app, caller, close: () => app.close() };
}
