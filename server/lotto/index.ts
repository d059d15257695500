/**
 * The reference lotto and toto API: sections, lotteries, draws and results, the player's tickets
 * (paid from the account, settled once drawn), and the toto pools framed from their provider.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../auth/identity.ts';
import type { ServerContext } from '../context.ts';
import { registerLottoApiRoutes } from './routes.ts';
import { TicketBook } from './tickets.ts';
import { registerTotoRoutes } from './toto.ts';

export { existsLottoPage } from './routes.ts';
export { existsTotoPage, totoFrameSources } from './toto.ts';

export interface LottoOptions {
  /** The secret the draws' numbers derive from (tests fix it); default a fresh random one per server. */
  drawSecret?: Buffer;
}

export function registerLottoRoutes(app: FastifyInstance, ctx: ServerContext, options: LottoOptions = {}): void {
  // The identity API's clock, so a test that moves it moves the draws too.
  const now = (): number => (app as { identity?: Identity }).identity?.options.now() ?? Date.now();
  const secret = options.drawSecret ?? randomBytes(32);
  const book = new TicketBook(secret, now, app.ledger);
  app.ledger.onSettleDue((player) => book.settle(player));
  registerLottoApiRoutes(app, ctx, { book, secret, now });
  registerTotoRoutes(app, ctx);
}
