/**
 * The reference lotto and toto API: sections, lotteries, draws and results, the player's tickets
 * (paid from the account, settled once drawn), and the toto pools framed from their provider.
 *
 * Options (buildServer's `features: { lotto: { drawSecret } }`): the secret the draws' numbers derive
 * from, a Buffer (tests fix it, so they know a draw's numbers); default a fresh random one per server.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineReferenceApi, featureOptionsOf, type Identity, type ServerContext } from '../../../server/kit/index.ts';
import { registerLottoApiRoutes } from './routes.ts';
import { TicketBook } from './tickets.ts';
import { registerTotoRoutes, totoFrameSources } from './toto.ts';

export { existsLottoPage } from './routes.ts';
export { existsTotoPage, totoFrameSources } from './toto.ts';

function registerLottoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The identity API's clock, so a test that moves it moves the draws too.
  const now = (): number => (app as { identity?: Identity }).identity?.options.now() ?? Date.now();
  const { drawSecret } = featureOptionsOf(ctx, 'lotto');
  const secret = Buffer.isBuffer(drawSecret) ? drawSecret : randomBytes(32);
  const book = new TicketBook(secret, now, app.ledger);
  app.ledger.onSettleDue((player) => book.settle(player));
  registerLottoApiRoutes(app, ctx, { book, secret, now });
  registerTotoRoutes(app, ctx);
}

export default defineReferenceApi({ register: registerLottoRoutes, frameSources: totoFrameSources });
