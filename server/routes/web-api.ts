/**
 * The reference web API as far as the shell needs it. Every JSON answer names its schema
 * so development checks it (answer-check.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { ServerContext } from '../context.ts';
import { readDictionary } from '../dictionaries.ts';
import { readJsonIfExists } from '../json-files.ts';
import { blocksAnswer, browserBlockReason } from '../platform/blocks.ts';
import { withMaintenanceFlag } from '../../src/domain/maintenance-flag.ts';

export const BLOCK_REASON_COOKIE = 'ref_block_reason';
const NO_CACHE = 'no-cache';

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).header('cache-control', 'no-store').send({ message });
}

/** One cookie's value from the Cookie header (no cookie plugin: this is the only cookie we read). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The operator's site-wide reason: BLOCK_REASON, or outside production the e2e tests' cookie. */
function siteBlockReason(ctx: Pick<ServerContext, 'blockReason' | 'production'>, request: FastifyRequest): number {
  if (!ctx.production) {
    // Lets e2e tests open a block page; never honoured in production.
    const fromCookie = readCookie(request.headers.cookie, BLOCK_REASON_COOKIE);
    if (fromCookie !== undefined && /^\d{1,6}$/.test(fromCookie)) return Number(fromCookie);
  }
  return ctx.blockReason;
}

/**
 * The blocks answer's reason for this request before who is asking is known (0: not blocked); the
 * first load decides with it too. Blocks v2 (server/platform) refines it for a signed-in player.
 */
export function blockReasonOf(ctx: Pick<ServerContext, 'blockReason' | 'production'>, request: FastifyRequest): number {
  return browserBlockReason(siteBlockReason(ctx, request), request.headers['user-agent']);
}

export function registerWebApiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/web-api/site-config/all.json', { config: { answerSchema: 'siteConfig' } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    // The config as this browser is to see it (in maintenance when it carries the maintenance flag).
    return withMaintenanceFlag(ctx.siteConfigs.select(request.hostname), request.headers.cookie);
  });

  app.get<{ Querystring: { groups?: string } }>(
    '/web-api/config-groups',
    { config: { answerSchema: 'configGroupsAnswer' } },
    async (request, reply) => {
      // Config groups may be cached 600-900 s.
      reply.header('cache-control', 'public, max-age=600');
      const all = ((await readJsonIfExists(join(ctx.dataDir, 'config-groups.json'))) ?? {}) as Record<string, unknown>;
      const names = (typeof request.query.groups === 'string' ? request.query.groups : '').split(',').map((g) => g.trim());
      // Unknown groups are left out; Object.hasOwn keeps "__proto__" and friends out too.
      const groups = Object.fromEntries(names.filter((n) => n !== '' && Object.hasOwn(all, n)).map((n) => [n, all[n]]));
      return { groups };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/web-api/dictionaries/:id',
    { config: { answerSchema: 'dictionaryAnswer' } },
    async (request, reply) => {
      const { id } = request.params;
      const lang = typeof request.query.lang === 'string' ? request.query.lang : ctx.siteConfigs.select(request.hostname).languages.default;
      const found = await readDictionary(ctx.dictionaries, id, lang);
      if (!found) return notFound(reply, `Unknown dictionary "${id}" for language "${lang}"`);
      reply.header('cache-control', 'public, max-age=300');
      return { id, lang: found.lang, entries: found.entries };
    },
  );

  app.get('/web-api/blocks/light/v1', { config: { answerSchema: 'blocksAnswer' } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return blocksAnswer(blockReasonOf(ctx, request));
  });
  // POST /web-api/blocks/v2 (with its body) lives with the platform calls (server/platform).

  // No cache; the client does not parse it as JSON.
  app.get('/web-api/session', async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok'));

  // GET /web-api/session/check lives with the identity API (server/auth/routes/session.ts).

  // An unknown /web-api path answers JSON 404 from the not-found handler (./api-not-found.ts), as every API prefix does.
}
