/**
 * The sports feature's reference API: the feed's menu, games and game (./feed), the extras (teams,
 * favorites, search, champion pages, results… ./extras), cricket and cyber sports (./cricket) and a
 * live game's media (./media). All of it reads the shared simulated feed (server/sports, through the
 * kit), which the coupon's book settles on too.
 */
import { defineReferenceApi } from '../../../server/kit/index.ts';
import { registerCricketRoutes } from './cricket/index.ts';
import { registerSportsExtrasRoutes } from './extras/index.ts';
import { registerFeedRoutes } from './feed/routes.ts';
import { registerMediaRoutes } from './media/index.ts';

export default defineReferenceApi({
  register(app, ctx) {
    registerFeedRoutes(app);
    registerSportsExtrasRoutes(app);
    registerCricketRoutes(app);
    registerMediaRoutes(app, ctx);
  },
});
