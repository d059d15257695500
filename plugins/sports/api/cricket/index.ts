/**
 * The reference cricket and cyber-sports API: cricket championships, events with the feed's odds,
 * players, broadcasts, favorites and the app's sign-in links; cyber types, disciplines, championships
 * and games. Everything is derived from the shared simulated sports feed (server/sports, through the kit), so a price taken
 * here is one the coupon knows.
 */
import type { FastifyInstance } from 'fastify';
import { registerCricketPlayerRoutes } from './player-routes.ts';
import { registerCricketReadRoutes, registerCyberRoutes } from './routes.ts';

export { cricketOrCyberPageExists, cricketPageExists, cyberPageExists } from './exists.ts';

export function registerCricketRoutes(app: FastifyInstance): void {
  registerCricketReadRoutes(app);
  registerCyberRoutes(app);
  registerCricketPlayerRoutes(app);
}
