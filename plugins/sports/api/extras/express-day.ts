/**
 *   GET /web-api/sports-extras/express-day[?section=line|live]   the day's accumulator: a few games
 *                                            of different sports, the favourite's result market of
 *                                            each, and the total price; line games unless the
 *                                            section says live (the live page's express)
 * The day seeds which games are chosen among those in the section now; a game that is blocked or
 * decided is left out. An empty express (totalCoef 0) when the section has too few games. A bad
 * section answers 400 {message}.
 */
import type { FastifyInstance } from 'fastify';
import { draw, feedNow, listGames, Refusal } from '../../../../server/kit/index.ts';
import type { Game, Market } from '../../../../schemas/sports-api.schema.ts';
import { answerSchemas, type SportsExpressDayAnswer } from '../../schemas.ts';
import { noStore } from './http.ts';

export const EXPRESS_SIZE = 4;
const MIN_PICK_COEF = 1.2;
const MAX_PICK_COEF = 2.6;
/** Games that start this soon are left out: they would go live while the player builds the coupon. */
const START_MARGIN_MS = 5 * 60_000;

function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The favourite's win, if it is on offer at a price worth combining. */
function favouriteOf(game: Game): Market | null {
  const results = game.markets.filter((m) => m.group === '1x2' && m.outcome !== 'X' && !m.blocked);
  const best = results.sort((a, b) => a.coef - b.coef)[0];
  return best && best.coef >= MIN_PICK_COEF && best.coef <= MAX_PICK_COEF ? best : null;
}

export function expressOfTheDay(now: number, section: 'line' | 'live' = 'line'): SportsExpressDayAnswer {
  const day = dayOf(now);
  const seed = Math.floor(now / 86_400_000);
  // A live game has started already: only a line game must be far enough from its start.
  const candidates = listGames(section, {}, now)
    .games.filter((game) => section === 'live' || game.startAt - now >= START_MARGIN_MS)
    .map((game) => ({ game, market: favouriteOf(game), rank: draw(seed, game.id, 77) }))
    .filter((c): c is { game: Game; market: Market; rank: number } => c.market !== null)
    .sort((a, b) => a.rank - b.rank);
  const selections: SportsExpressDayAnswer['selections'] = [];
  const sports = new Set<string>();
  // One game per sport while the sports last, so one upset does not sink the whole express.
  for (const candidate of candidates) {
    if (selections.length === EXPRESS_SIZE) break;
    if (sports.has(candidate.game.sport)) continue;
    sports.add(candidate.game.sport);
    selections.push({ game: candidate.game, market: candidate.market });
  }
  for (const candidate of candidates) {
    if (selections.length === EXPRESS_SIZE) break;
    if (!selections.some((s) => s.game.id === candidate.game.id)) selections.push({ game: candidate.game, market: candidate.market });
  }
  selections.sort((a, b) => a.game.startAt - b.game.startAt);
  const enough = selections.length >= 2;
  const totalCoef = enough ? Math.round(selections.reduce((product, s) => product * s.market.coef, 1) * 100) / 100 : 0;
  return { day, serverTime: now, totalCoef, selections: enough ? selections : [] };
}

export function registerExpressDayRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { section?: string } }>('/web-api/sports-extras/express-day', { config: { answerSchema: answerSchemas.sportsExpressDayAnswer } }, async (request, reply) => {
    const { section = 'line' } = request.query;
    if (section !== 'live' && section !== 'line') throw new Refusal(400, 'Query parameter "section" must be "live" or "line"');
    noStore(reply);
    return expressOfTheDay(feedNow(), section);
  });
}
