/**
 * The reference cricket and cyber-sports API: cricket championships, events with the feed's odds,
 * players, broadcasts, favorites and the app's sign-in links; cyber types, disciplines, championships
 * and games. Everything is derived from the simulated sports feed (server/sports), so a price taken
 * here is one the coupon knows.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCricketPlayerRoutes } from './player-routes.ts';
import { registerCricketReadRoutes, registerCyberRoutes } from './routes.ts';

export { cricketOrCyberPageExists, cricketPageExists, cyberPageExists } from './exists.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerCricketRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCricketReadRoutes(app);
  registerCyberRoutes(app);
  registerCricketPlayerRoutes(app);
}
