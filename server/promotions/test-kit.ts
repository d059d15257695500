/**
 * A promotions test server: the identity API and the promotions API only, over one region's site
 * config, with a clock the test moves. Its answers are checked against their schemas as in
 * development, and refusals are answered as the full server answers them ({ message } with the
 * status). Built apart from the whole server so these tests do not depend on other areas' data.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { registerAnswerCheck } from '../answer-check.ts';
import { registerAuthRoutes } from '../auth/index.ts';
import { Browser } from '../auth/test-kit.ts';
import type { ServerContext } from '../context.ts';
import { loadValidators } from '../validators.ts';
import { registerPromotionRoutes } from './index.ts';

export interface PromotionsHarness {
  app: FastifyInstance;
  advance(ms: number): void;
  browser(): Browser;
}

export async function buildPromotionsServer(config: SiteConfig, start = Date.UTC(2026, 0, 15, 12, 0, 0)): Promise<PromotionsHarness> {
  let now = start;
  const validators = await loadValidators();
  const ctx = { production: false, validators, siteConfigs: { configs: new Map([[config.id, config]]), select: () => config } } as unknown as ServerContext;
  const app = Fastify({ logger: false });
  registerAnswerCheck(app, validators);
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    return reply.code(status).send({ message: String(error.message ?? 'Error') });
  });
  registerAuthRoutes(app, ctx, { now: () => now, logLine: () => undefined, tokenTtlSeconds: 30 * 86_400 });
  registerPromotionRoutes(app, ctx);
  await app.ready();
  return {
    app,
    advance: (ms) => {
      now += ms;
    },
    browser: () => new Browser(app, validators),
  };
}
