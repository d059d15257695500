/**
 *   GET /web-api/sports-extras/champions/:champion              the championship's games in play, in
 *                                                               the line and finished lately
 *   GET /web-api/sports-extras/champions/:champion/final        the day's final (fixture, prices once in
 *                                                               the line, the winner once played)
 *   GET /web-api/sports-extras/champions/:champion/events/:id   one of its games as it went, score by score
 * :champion is one of CHAMPION_IDS; 404 for another, and for an event of another championship.
 */
import type { FastifyInstance } from 'fastify';
import { CHAMP_BY_ID, champGameIdsBetween, describeGame, draw, feedNow, fixtureOf, Refusal, scoreTimeline, type ChampDef } from '../../../../server/kit/index.ts';
import {
  answerSchemas,
  CHAMPION_IDS,
  type ChampionId,
  type SportsChampionAnswer,
  type SportsChampionEventAnswer,
  type SportsChampionFinalAnswer,
} from '../../schemas.ts';
import { champGamesByState, HOUR } from './games.ts';
import { noStore, readId } from './http.ts';

/** Which championship of the catalogue each champion page shows. */
const CHAMPION_CHAMP: Readonly<Record<ChampionId, number>> = { champ: 105, epl: 101, laliga: 102, 'europa-league': 106, ipl: 601 };
/** The day's final kicks off at the first game of the championship from this hour (UTC). */
export const FINAL_HOUR_UTC = 19;
/** A played final stays the page's final this long, then the next day's is shown. */
const FINAL_SHOWN_AFTER_MS = 2 * HOUR;
const DAY = 24 * HOUR;
/** The latest events a champion page lists. */
export const RECENT_EVENTS = 10;

export function isChampionId(value: string): value is ChampionId {
  return (CHAMPION_IDS as readonly string[]).includes(value);
}

function champOf(id: ChampionId): ChampDef {
  const champ = CHAMP_BY_ID.get(CHAMPION_CHAMP[id]);
  if (!champ) throw new Error(`champion page "${id}" names championship ${CHAMPION_CHAMP[id]}, which the catalogue lacks`);
  return champ;
}

function championOf(value: string): { id: ChampionId; champ: ChampDef } {
  if (!isChampionId(value)) throw new Refusal(404, `Unknown champion page "${value}"; there are ${CHAMPION_IDS.join(', ')}`);
  return { id: value, champ: champOf(value) };
}

function championSummary(id: ChampionId, champ: ChampDef): SportsChampionAnswer['champion'] {
  return { id, champId: champ.id, name: champ.name, sport: champ.sport };
}

/** Whether a champion page exists (for the server's first-load status). */
export function existsChampion(value: string): boolean {
  return isChampionId(value);
}

/** Whether an event page of a champion exists: a published game of that championship. */
export function existsChampionEvent(value: string, gameId: number, now: number = feedNow()): boolean {
  if (!isChampionId(value)) return false;
  const game = describeGame(gameId, now, 'main');
  return game !== null && game.champId === CHAMPION_CHAMP[value];
}

export function championAnswer(value: string, now: number): SportsChampionAnswer {
  const { id, champ } = championOf(value);
  const games = champGamesByState(champ, now);
  return { serverTime: now, champion: championSummary(id, champ), ...games, recent: games.recent.slice(0, RECENT_EVENTS) };
}

function finalIdOfDay(champ: ChampDef, dayStart: number): number {
  const from = dayStart + FINAL_HOUR_UTC * HOUR;
  const [id] = champGameIdsBetween(champ.id, from, from + 2 * champ.intervalMs);
  if (id === undefined) throw new Error(`championship ${champ.id} has no game after ${new Date(from).toISOString()}`);
  return id;
}

/** The winner of a finished game: the higher score, or a seeded shoot-out for a level one. */
function winnerOf(game: NonNullable<ReturnType<typeof describeGame>>): string | null {
  if (!game.isFinished || !game.score) return null;
  if (game.score.home !== game.score.away) return game.score.home > game.score.away ? game.home : game.away;
  return draw(game.id, 55) < 0.5 ? game.home : game.away;
}

export function championFinal(value: string, now: number): SportsChampionFinalAnswer {
  const { id, champ } = championOf(value);
  const today = Math.floor(now / DAY) * DAY;
  let finalId = finalIdOfDay(champ, today);
  if (now >= fixtureOf(finalId)!.endAt + FINAL_SHOWN_AFTER_MS) finalId = finalIdOfDay(champ, today + DAY);
  const fixture = fixtureOf(finalId)!;
  const game = describeGame(finalId, now, 'main');
  return {
    serverTime: now,
    champion: championSummary(id, champ),
    fixture: { id: fixture.id, home: fixture.home, away: fixture.away, startAt: fixture.startAt },
    game,
    winner: game ? winnerOf(game) : null,
  };
}

export function championEvent(value: string, gameId: number, now: number): SportsChampionEventAnswer {
  const { id, champ } = championOf(value);
  const game = describeGame(gameId, now, 'main');
  if (!game || game.champId !== champ.id) throw new Refusal(404, `Game ${gameId} is not an event of ${champ.name}`);
  return { serverTime: now, champion: championSummary(id, champ), game, timeline: scoreTimeline(gameId, now) ?? [] };
}

export function registerChampionRoutes(app: FastifyInstance): void {
  app.get<{ Params: { champion: string } }>('/web-api/sports-extras/champions/:champion', { config: { answerSchema: answerSchemas.sportsChampionAnswer } }, async (request, reply) => {
    const answer = championAnswer(request.params.champion, feedNow());
    noStore(reply);
    return answer;
  });
  app.get<{ Params: { champion: string } }>(
    '/web-api/sports-extras/champions/:champion/final',
    { config: { answerSchema: answerSchemas.sportsChampionFinalAnswer } },
    async (request, reply) => {
      const answer = championFinal(request.params.champion, feedNow());
      noStore(reply);
      return answer;
    },
  );
  app.get<{ Params: { champion: string; id: string } }>(
    '/web-api/sports-extras/champions/:champion/events/:id',
    { config: { answerSchema: answerSchemas.sportsChampionEventAnswer } },
    async (request, reply) => {
      const answer = championEvent(request.params.champion, readId(request.params.id, 'An event id'), feedNow());
      noStore(reply);
      return answer;
    },
  );
}
