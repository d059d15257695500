/**
 * The reference platform calls:
 *   POST /web-api/redirect-light { url }                 where an address now lives (or { redirect: false })
 *   GET  /third-party/api/list-available-partitions      the third-party areas the site's config offers
 *   POST /web-api/secure-data/grant { password }         confirms the password: a 30-minute grant cookie
 *   GET  /web-api/secure-data                            the player's private details, with a live grant only
 *   POST /web-api/blocks/v2 { auth, url }                the blocks answer once it is known who is asking
 * (blocks light v1 and the config groups are answered by server/routes/web-api.ts.)
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { ServerContext } from '../context.ts';
import { identifyCaller, requirePlayer } from '../auth/current-user.ts';
import { sendUnauthorized } from '../auth/failures.ts';
import type { Identity } from '../auth/identity.ts';
import { passwordMatches } from '../auth/passwords.ts';
import { accountKeyOf } from '../auth/sign-in-result.ts';
import { sendThrottled, TooManyAttempts } from '../auth/throttle.ts';
import { bodyOf } from '../auth/request-body.ts';
import { blockReasonOf } from '../routes/web-api.ts';
import { blocksV2BodySchema, type BlocksV2Body } from '../../schemas/platform-api.schema.ts';
import { blocksAnswer, visitorBlockReason } from './blocks.ts';
import { MAX_URL_LENGTH, redirectFor } from './redirects.ts';
import { GRANT_SECONDS, createGrantStore, secureDataOf } from './secure-data.ts';

const NO_STORE = 'no-store';
const BLOCKS_BODY_EXPECTED = 'The blocks v2 body must be {"auth": true or false, "url": a path of this site starting with "/" (at most 2048 characters)}';

function refuse(reply: FastifyReply, status: 400 | 403, message: string, extra: { grantRequired?: boolean } = {}) {
  return reply.code(status).header('cache-control', NO_STORE).send({ message, ...extra });
}

/** The partitions a config offers: its casino lobbies, its lotto and its toto. */
export function partitionsOf(config: SiteConfig): string[] {
  return [...(config.casino ? ['slots', 'live-casino'] : []), ...(config.lotto ? ['lotto'] : []), ...(config.lotto?.toto ? ['toto'] : [])];
}

export function registerPlatformRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('registerPlatformRoutes needs the identity API (registerAuthRoutes) registered before it');
  const grants = createGrantStore(() => identity.options.now());

  app.post('/web-api/redirect-light', { config: { answerSchema: 'redirectLightAnswer' } }, async (request, reply) => {
    const url = bodyOf(request.body).url;
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.length > MAX_URL_LENGTH) {
      return refuse(reply, 400, `"url" must be a path of this site starting with "/" (at most ${MAX_URL_LENGTH} characters)`);
    }
    const config = ctx.siteConfigs.select(request.hostname);
    reply.header('cache-control', NO_STORE);
    return redirectFor(url, config.languages.available, config.companyName);
  });

  app.post<{ Body: BlocksV2Body }>(
    '/web-api/blocks/v2',
    { schema: { body: blocksV2BodySchema }, attachValidation: true, config: { answerSchema: 'blocksAnswer' } },
    async (request, reply) => {
      if (request.validationError) return refuse(reply, 400, `${BLOCKS_BODY_EXPECTED}: ${request.validationError.message}`);
      reply.header('cache-control', 'no-cache');
      const reason = blockReasonOf(ctx, request);
      // The client's word that it has signed out is enough to be answered as a guest; its word that
      // it is signed in counts only with a token that names a player (a stale one: 401, so it renews).
      if (!request.body.auth) return blocksAnswer(visitorBlockReason(reason, false));
      const caller = identifyCaller(identity, request);
      if (caller.kind === 'invalid') return sendUnauthorized(reply, caller.message);
      return blocksAnswer(visitorBlockReason(reason, caller.kind === 'user'));
    },
  );

  app.get('/third-party/api/list-available-partitions', { config: { answerSchema: 'availablePartitionsAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { listAvailablePartitions: partitionsOf(ctx.siteConfigs.select(request.hostname)), success: true };
  });

  app.post('/web-api/secure-data/grant', { config: { answerSchema: 'secureDataGrantAnswer' } }, async (request, reply) => {
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const password = bodyOf(request.body).password;
    if (typeof password !== 'string' || password === '' || password.length > 200) return refuse(reply, 400, 'Enter your password');
    // Throttled like a sign-in (server/auth/throttle.ts): a stolen session cannot guess the password here.
    const { throttle } = identity;
    let attempt;
    try {
      attempt = await throttle.guardCheck(request, reply, 'secure-data', accountKeyOf(caller.player));
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      return sendThrottled(reply, error);
    }
    if (!(await attempt.check(() => passwordMatches(password, caller.player.password), (right) => !right))) return refuse(reply, 403, 'The password is not right');
    grants.issue(reply, caller.player.id, ctx.production);
    return reply.header('cache-control', NO_STORE).send({ expiresInSeconds: GRANT_SECONDS });
  });

  app.get('/web-api/secure-data', { config: { answerSchema: 'secureDataAnswer' } }, async (request, reply) => {
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const secondsLeft = grants.secondsLeft(request, caller.player.id);
    if (secondsLeft === 0) return refuse(reply, 403, 'Confirm your password to see these details', { grantRequired: true });
    return reply.header('cache-control', NO_STORE).send(secureDataOf(caller.player, secondsLeft));
  });
}
