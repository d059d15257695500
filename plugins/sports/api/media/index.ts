/**
 * The reference media API:
 *   POST /web-api/user/updatetoken          a fresh video token (401 for guests)
 *   GET  /web-api/media/games/:gameId       what a game offers: its video and its zone tracker (while live)
 *   GET  /web-api/media/zone/:gameId        the zone tracker's latest events
 *   GET  /web-api/media/video/:gameId       the match stream (video/webm, ranges), with ?token=<video token>
 *   GET  /web-api/media/poster/:gameId      the picture the player shows before it plays (SVG)
 * Bad ids answer 400, unknown games (or no such media now) 404, a stream without a live token 401.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { feedNow, requirePlayer, sendRefusal, sendUnauthorized, type Identity, type ServerContext } from '../../../../server/kit/index.ts';
import { gameMedia, hasVideoNow, zoneEvents } from './catalog.ts';
import { createVideoTokens } from './video-tokens.ts';
import { posterSvg } from './poster.ts';
import { byteRange } from './byte-range.ts';
import { answerSchemas } from '../../schemas.ts';

const NO_STORE = 'no-store';
const ID_PATTERN = /^[1-9]\d{0,15}$/;
export const MATCH_VIDEO_FILE = join('media', 'match.webm');

function gameIdOf(raw: string, reply: FastifyReply): number | null {
  if (ID_PATTERN.test(raw)) return Number(raw);
  sendRefusal(reply, 400, `Game id must be a positive whole number, got "${raw.slice(0, 40)}"`);
  return null;
}

export function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('registerMediaRoutes needs the identity API (registerAuthRoutes) registered before it');
  const tokens = createVideoTokens(() => identity.options.now());
  // Read once: a few seconds of VP8 (tools/record-match-video.ts made it), looped by the player.
  let clip: Buffer | null = null;
  const matchClip = (): Buffer => (clip ??= readFileSync(join(ctx.dataDir, MATCH_VIDEO_FILE)));

  app.post('/web-api/user/updatetoken', { config: { answerSchema: 'updateTokenAnswer' } }, async (request, reply) => {
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    return reply.header('cache-control', NO_STORE).send(tokens.issue(caller.player.id));
  });

  app.get<{ Params: { gameId: string } }>('/web-api/media/games/:gameId', { config: { answerSchema: answerSchemas.gameMediaAnswer } }, async (request, reply) => {
    const gameId = gameIdOf(request.params.gameId, reply);
    if (gameId === null) return reply;
    const answer = gameMedia(gameId, feedNow());
    if (!answer) return sendRefusal(reply, 404, `Unknown game ${gameId}`);
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Params: { gameId: string } }>('/web-api/media/zone/:gameId', { config: { answerSchema: answerSchemas.zoneEventsAnswer } }, async (request, reply) => {
    const gameId = gameIdOf(request.params.gameId, reply);
    if (gameId === null) return reply;
    const answer = zoneEvents(gameId, feedNow());
    if (!answer) return sendRefusal(reply, 404, `Game ${gameId} has no zone tracker now`);
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Params: { gameId: string }; Querystring: { token?: string } }>('/web-api/media/video/:gameId', async (request, reply) => {
    const gameId = gameIdOf(request.params.gameId, reply);
    if (gameId === null) return reply;
    if (tokens.playerOf(request.query.token) === null) return sendUnauthorized(reply, 'Sign in to watch: this stream needs a live video token');
    if (!hasVideoNow(gameId, feedNow())) return sendRefusal(reply, 404, `Game ${gameId} has no video now`);
    const body = matchClip();
    const range = byteRange(request.headers.range, body.length);
    reply.header('cache-control', 'private, no-store').header('accept-ranges', 'bytes').type('video/webm');
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${body.length}`).send();
    if (range === null) return reply.header('content-length', body.length).send(body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
      .header('content-length', range.end - range.start + 1)
      .send(body.subarray(range.start, range.end + 1));
  });

  app.get<{ Params: { gameId: string } }>('/web-api/media/poster/:gameId', async (request, reply) => {
    const gameId = gameIdOf(request.params.gameId, reply);
    if (gameId === null) return reply;
    const media = gameMedia(gameId, feedNow());
    if (!media) return sendRefusal(reply, 404, `Unknown game ${gameId}`);
    return reply.header('cache-control', 'public, max-age=300').type('image/svg+xml').send(posterSvg(media.title));
  });
}
