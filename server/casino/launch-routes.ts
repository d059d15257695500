/**
 *   POST /web-api/casino/launch  { gameId, mode: 'real' | 'demo' }  ->  { url, origin, mode, sessionId }
 *
 * Refusals, in this order: 400 a body that is not a launch; 404 a game not offered in the caller's
 * region; 401 real money for a guest; 403 the limit service refuses play (self-exclusion, time-out,
 * session limit: its message); 400 fun money for a game that has none. The URL is on the game origin
 * and carries a short-lived signed token that opens exactly this session.
 */
import type { FastifyInstance } from 'fastify';
import { restrictionsOf } from '../limits/restrictions.ts';
import type { ServerContext } from '../context.ts';
import type { Catalog } from './catalog.ts';
import { offeredGame } from './catalog-routes.ts';
import type { GameDesk } from './game-desk.ts';
import { bodyRecord, callingPlayer, languageOf, optionalPlayer, positiveInteger, refuse, regionOf } from './http.ts';
import type { PlayerShelf } from './shelf.ts';

export interface LaunchOptions {
  /** Where the reference game origin listens, e.g. http://127.0.0.1:3100. */
  gameOrigin: string;
  now: () => number;
}

export function registerLaunchRoutes(app: FastifyInstance, ctx: ServerContext, catalog: Catalog, shelf: PlayerShelf, desk: GameDesk, options: LaunchOptions): void {
  app.post('/web-api/casino/launch', { config: { answerSchema: 'casinoLaunchAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyRecord(request.body);
    const gameId = positiveInteger(body.gameId);
    if (gameId === undefined || (body.mode !== 'real' && body.mode !== 'demo')) {
      throw refuse(request, 400, {
        en: 'A launch needs gameId (a game id) and mode ("real" or "demo")',
        ru: 'Для запуска нужны gameId (номер игры) и mode ("real" или "demo")',
      });
    }
    const mode = body.mode;
    const entry = offeredGame(catalog, ctx, request, gameId);
    const player = mode === 'real' ? callingPlayer(app, request, reply) : optionalPlayer(app, request, reply);
    if (player === undefined) return reply;
    if (mode === 'real') {
      const refusal = restrictionsOf(app).refuseBet(player!.id);
      if (refusal !== null) throw refuse(request, 403, { en: refusal, ru: refusal });
    } else if (!entry.game.demo) {
      throw refuse(request, 400, { en: `${entry.game.name} cannot be played for fun money`, ru: `В ${entry.game.name} нельзя играть на игровые деньги` });
    }

    const region = regionOf(ctx, request);
    const account = player ? player.accounts.find((a) => a.id === player.activeAccountId) : undefined;
    const { session, token } = desk.open({
      gameId: entry.game.id,
      gameName: entry.game.name,
      mode,
      playerId: player ? player.id : null,
      currency: account?.iso ?? region.config.currencies.default,
      parentOrigin: `${request.protocol}://${request.host}`,
      minGameCycleMs: region.casino?.minGameCycleMs ?? 0,
      sessionStats: region.casino?.sessionStats ?? false,
      language: languageOf(request),
    });
    if (player) shelf.recordLaunch(player.id, entry.game.id, options.now());
    const url = `${options.gameOrigin}/play?token=${encodeURIComponent(token)}`;
    return { url, origin: options.gameOrigin, mode, sessionId: session.id };
  });
}
