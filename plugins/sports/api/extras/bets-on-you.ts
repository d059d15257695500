/**
 *   GET /web-api/sports-extras/bets-on-you?section=live|line   the games players back most, with the
 *                                                              bets placed so far and their share
 * The reference has no other players: how many bets a game draws is seeded per game and grows from
 * the moment it is published, so the order moves during the day like a real one. 400 for a bad section.
 */
import type { FastifyInstance } from 'fastify';
import { draw, feedNow, LINE_HORIZON_MS, listGames, Refusal } from '../../../../server/kit/index.ts';
import type { Game, Section } from '../../../../schemas/sports-api.schema.ts';
import { answerSchemas, type SportsBetsOnYouAnswer } from '../../schemas.ts';
import { noStore } from './http.ts';

export const BETS_ON_YOU_SIZE = 20;
const GAME_SPAN_MS = LINE_HORIZON_MS + 12 * 60_000;

/** Bets a game has drawn by `now`: its seeded appeal times how much of its time on offer has passed. */
export function betsOn(game: Pick<Game, 'id' | 'startAt'>, now: number): number {
  const appeal = 150 + Math.floor(draw(game.id, 901) ** 2 * 6000);
  const progress = Math.min(1, Math.max(0.05, (now - (game.startAt - LINE_HORIZON_MS)) / GAME_SPAN_MS));
  return Math.round(appeal * progress);
}

export function betsOnYou(section: Section, now: number): SportsBetsOnYouAnswer {
  const games = listGames(section, {}, now).games.map((game) => ({ game, bets: betsOn(game, now) }));
  const total = games.reduce((sum, item) => sum + item.bets, 0);
  const items = games
    .sort((a, b) => b.bets - a.bets || a.game.id - b.game.id)
    .slice(0, BETS_ON_YOU_SIZE)
    .map((item) => ({ ...item, share: total > 0 ? Math.round((item.bets / total) * 1000) / 1000 : 0 }));
  return { section, serverTime: now, items };
}

export function registerBetsOnYouRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { section?: string } }>('/web-api/sports-extras/bets-on-you', { config: { answerSchema: answerSchemas.sportsBetsOnYouAnswer } }, async (request, reply) => {
    const { section } = request.query;
    if (section !== 'live' && section !== 'line') throw new Refusal(400, 'Query parameter "section" must be "live" or "line"');
    noStore(reply);
    return betsOnYou(section, feedNow());
  });
}
