/**
 *   GET /web-api/sports-extras/champions-results[?sport=]   winners and runners-up of each
 *                                                           championship's last finished seasons
 * Seasons are seeded from the championship, the year and the teams' strength (the same strength the
 * feed prices games with), so the strong sides win more titles. 404 for an unknown sport.
 */
import type { FastifyInstance } from 'fastify';
import { CHAMPS, draw, feedNow, SPORTS, type ChampDef, type SportDef } from '../../../../server/kit/index.ts';
import { answerSchemas, type SportsChampsResultsAnswer } from '../../schemas.ts';
import { noStore, readSport } from './http.ts';

export const SEASONS_SHOWN = 5;
/** Leagues that run across the new year name their seasons "2024/25". */
const SPLIT_YEAR_SPORTS = new Set(['football', 'ice-hockey', 'basketball']);

function pickWeighted(champ: ChampDef, candidates: readonly number[], u: number): number {
  // The feed's team strength (draw(champ, team, 7)), sharpened so titles go mostly to the strong.
  const weights = candidates.map((team) => Math.exp(4 * draw(champ.id, team, 7)));
  let left = u * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < candidates.length; k++) {
    left -= weights[k]!;
    if (left <= 0) return candidates[k]!;
  }
  return candidates[candidates.length - 1]!;
}

export function seasonsOf(champ: ChampDef, now: number): SportsChampsResultsAnswer['sports'][number]['champs'][number]['seasons'] {
  const year = new Date(now).getUTCFullYear();
  const split = SPLIT_YEAR_SPORTS.has(champ.sport);
  const seasons = [];
  // The season that ends this year is still being played: the last finished one ended last year.
  for (let end = year - 1; end > year - 1 - SEASONS_SHOWN; end--) {
    const all = champ.teams.map((_, k) => k);
    const winner = pickWeighted(champ, all, draw(champ.id, end, 31));
    const runnerUp = pickWeighted(champ, all.filter((k) => k !== winner), draw(champ.id, end, 32));
    seasons.push({
      season: split ? `${end - 1}/${String(end % 100).padStart(2, '0')}` : String(end),
      winner: champ.teams[winner]!,
      runnerUp: champ.teams[runnerUp]!,
    });
  }
  return seasons;
}

export function champsResults(sport: SportDef | null, now: number): SportsChampsResultsAnswer {
  const sports = SPORTS.filter((s) => sport === null || s.id === sport.id).map((s) => ({
    id: s.id,
    name: s.name,
    champs: CHAMPS.filter((c) => c.sport === s.id).map((c) => ({ id: c.id, name: c.name, seasons: seasonsOf(c, now) })),
  }));
  return { sport: sport?.id ?? null, sports: sports.filter((s) => s.champs.length > 0) };
}

export function registerChampsResultsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { sport?: string } }>(
    '/web-api/sports-extras/champions-results',
    { config: { answerSchema: answerSchemas.sportsChampsResultsAnswer } },
    async (request, reply) => {
      const { sport } = request.query;
      const chosen = sport === undefined || sport === '' ? null : readSport(sport, 'Query parameter "sport"');
      noStore(reply);
      return champsResults(chosen, feedNow());
    },
  );
}
