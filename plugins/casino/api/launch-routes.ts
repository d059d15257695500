/**
 *   POST /web-api/casino/launch  { gameId, mode: 'real' | 'demo' }  ->  { url, origin, mode, sessionId }
 *
 * Refusals, in this order: 400 a body that is not a launch; 404 a game not offered in the caller's
 * region; for real money the one stake rule (server/limits/stake-rule.ts): 401 a guest or a token
 * that cannot be honoured, 403 a banned player or a limit-service refusal (self-exclusion, time-out,
 * session limit: its message), 403 a player with no account to play from; for fun money 429 past 60
 * launches a minute from the caller's address (each is a session the server keeps: the throttle's
 * 'demo-launch' window, server/auth/throttle.ts), 400 a game that has none. The URL is on the game origin and carries a short-lived signed token that opens
 * exactly this session, once, while the sign-in it was launched from lives.
 */
import type { FastifyInstance } from 'fastify';
import { activeAccountOf, languageOf, mayStake, refuse, sendStakeRefusal, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import type { Catalog } from './catalog.ts';
import { offeredGame } from './catalog-routes.ts';
import type { GameDesk } from './game-desk.ts';
import { bodyRecord, optionalCaller, positiveInteger, regionOf, type SignedInCaller } from './http.ts';
import type { PlayerShelf } from './shelf.ts';

export interface LaunchOptions {
  /** Where the reference game origin listens, e.g. http://127.0.0.1:3100. */
  gameOrigin: string;
  now: () => number;
}

export function registerLaunchRoutes(app: FastifyInstance, ctx: ServerContext, catalog: Catalog, shelf: PlayerShelf, desk: GameDesk, options: LaunchOptions): void {
  app.post('/web-api/casino/launch', { config: { answerSchema: answerSchemas.casinoLaunchAnswer } }, async (request, reply) => {
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
    let caller: SignedInCaller | null;
    if (mode === 'real') {
      const decision = mayStake(app, request);
      if (!decision.ok) return sendStakeRefusal(reply, decision);
      caller = decision;
    } else {
      await app.identity.throttle.countCall(request, reply, 'demo-launch');
      const optional = optionalCaller(app, request, reply);
      if (optional === undefined) return reply;
      if (!entry.game.demo) throw refuse(request, 400, { en: `${entry.game.name} cannot be played for fun money`, ru: `В ${entry.game.name} нельзя играть на игровые деньги` });
      caller = optional;
    }

    const region = regionOf(ctx, request);
    // Real money moves on the account active now, for the whole session: a later switch does not move the seat.
    const account = caller ? activeAccountOf(caller.player) : undefined;
    if (mode === 'real' && !account) throw refuse(request, 403, { en: 'You have no account to play from', ru: 'Нет счёта для игры' });
    const { session, token } = desk.open({
      gameId: entry.game.id,
      gameName: entry.game.name,
      mode,
      playerId: caller ? caller.player.id : null,
      authSessionId: caller ? caller.session.id : null,
      accountId: mode === 'real' && account ? account.id : null,
      currency: account?.iso ?? region.config.currencies.default,
      parentOrigin: ctx.siteOrigins.of(region.config, request.hostname), // the config's host, never a forged Host: it becomes frame-ancestors
      minGameCycleMs: region.casino?.minGameCycleMs ?? 0,
      sessionStats: region.casino?.sessionStats ?? false,
      language: languageOf(request),
    });
    if (caller) shelf.recordLaunch(caller.player.id, entry.game.id, options.now());
    const url = `${options.gameOrigin}/play?token=${encodeURIComponent(token)}`;
    return { url, origin: options.gameOrigin, mode, sessionId: session.id };
  });
}
