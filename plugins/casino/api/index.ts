/**
 * The reference casino API: a generated catalog of 3,240 games from 48 providers, lobby counts, paged
 * and filtered lists, favorites and recently played games per player, recommendations, launches on
 * the game origin (server/game-origin) and the bonus casino. The game origin reaches the casino only
 * through `casinoDesk` (the sessions and the wallet it settles rounds with, through the one ledger and
 * the one stake rule; server/game-origin/wallet.ts). A site frames games from the origins its config's
 * `casino.gameOrigins` lists.
 */
import type { FastifyInstance } from 'fastify';
import { defineReferenceApi, restrictionsOf, stakeRefusalFor, type Identity, type ServerContext } from '../../../server/kit/index.ts';
import { registerBonusCasinoRoutes } from './bonus-casino-routes.ts';
import { casinoCatalog } from './catalog.ts';
import { registerCatalogRoutes } from './catalog-routes.ts';
import { GameDesk } from './game-desk.ts';
import { registerLaunchRoutes } from './launch-routes.ts';
import { registerPlayerRoutes } from './player-routes.ts';
import { PlayerShelf } from './shelf.ts';

function registerCasinoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The identity API's clock, so a test that moves it moves tournaments, challenges and token expiry too.
  const now = (): number => (app as { identity?: Identity }).identity?.options.now() ?? Date.now();
  const catalog = casinoCatalog();
  const shelf = new PlayerShelf();
  const desk = new GameDesk({
    players: () => app.identity.players,
    signInAlive: (authSessionId, playerId) => app.identity.sessions.byPublicId(authSessionId)?.userId === playerId,
    stakeRefusal: (player, stake) => stakeRefusalFor(app, player, stake),
    recordStake: (playerId, amount, currencyIso) => restrictionsOf(app).recordStake?.(playerId, amount, currencyIso),
    ledger: () => app.ledger,
    now,
  });
  app.decorate('casinoDesk', desk);
  // Names, texts and refusals follow the caller's language header: a cache must keep each language apart.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/web-api/casino/') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('vary', 'x-language');
    return payload;
  });
  registerCatalogRoutes(app, ctx, catalog, shelf);
  registerPlayerRoutes(app, ctx, catalog, shelf);
  registerLaunchRoutes(app, ctx, catalog, shelf, desk, { gameOrigin: ctx.gameOrigin, now });
  registerBonusCasinoRoutes(app, ctx, catalog, shelf, now);
}

export default defineReferenceApi({
  register: registerCasinoRoutes,
  frameSources: (config) => config.casino?.gameOrigins ?? [],
});
