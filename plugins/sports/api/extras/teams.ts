/**
 *   GET /web-api/sports-extras/teams/:team   a team (by slug), its games in play, in the line and
 *                                            finished lately, and its form over those games
 * 400 for a malformed slug, 404 for a team the catalogue does not have.
 */
import type { FastifyInstance } from 'fastify';
import { CHAMPS, feedNow, Refusal, type ChampDef } from '../../../../server/kit/index.ts';
import type { Game } from '../../../../schemas/sports-api.schema.ts';
import { answerSchemas, type SportsTeamAnswer } from '../../schemas.ts';
import { champGamesByState } from './games.ts';
import { noStore } from './http.ts';

export interface TeamDef {
  slug: string;
  name: string;
  sport: string;
  champs: ChampDef[];
}

/** 'J. Sinner' → 'j-sinner', 'Virtus.pro' → 'virtus-pro': the team's name as a path segment. */
export function teamSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function indexTeams(): ReadonlyMap<string, TeamDef> {
  const teams = new Map<string, TeamDef>();
  for (const champ of CHAMPS) {
    for (const name of champ.teams) {
      const slug = teamSlug(name);
      const known = teams.get(slug);
      // One club plays in several championships of its sport (a league and a cup).
      if (known && known.sport === champ.sport) known.champs.push(champ);
      else if (!known) teams.set(slug, { slug, name, sport: champ.sport, champs: [champ] });
    }
  }
  return teams;
}

export const TEAMS: ReadonlyMap<string, TeamDef> = indexTeams();

/** Whether a team page exists (for the server's first-load status). */
export function existsTeam(slug: string): boolean {
  return TEAMS.has(slug);
}

function plays(team: TeamDef) {
  return (game: Game) => game.home === team.name || game.away === team.name;
}

type Stats = SportsTeamAnswer['stats'];

/** Won, drawn and lost from the team's side of each finished game (the latest first). */
export function formOf(team: TeamDef, recent: readonly Game[]): Stats {
  const stats: Stats = { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, form: [] };
  for (const game of recent) {
    if (!game.score) continue;
    const own = game.home === team.name ? game.score.home : game.score.away;
    const other = game.home === team.name ? game.score.away : game.score.home;
    const result = own > other ? 'w' : own < other ? 'l' : 'd';
    stats.played += 1;
    stats.scored += own;
    stats.conceded += other;
    if (result === 'w') stats.won += 1;
    else if (result === 'l') stats.lost += 1;
    else stats.drawn += 1;
    if (stats.form.length < 5) stats.form.push(result);
  }
  return stats;
}

export function teamAnswer(team: TeamDef, now: number): SportsTeamAnswer {
  const live: Game[] = [];
  const line: Game[] = [];
  const recent: Game[] = [];
  for (const champ of team.champs) {
    const games = champGamesByState(champ, now, plays(team));
    live.push(...games.live);
    line.push(...games.line);
    recent.push(...games.recent);
  }
  line.sort((a, b) => a.startAt - b.startAt);
  recent.sort((a, b) => b.startAt - a.startAt);
  return {
    serverTime: now,
    team: { slug: team.slug, name: team.name, sport: team.sport, champs: team.champs.map((c) => ({ id: c.id, name: c.name })) },
    live,
    line,
    recent,
    stats: formOf(team, recent),
  };
}

export function registerTeamRoutes(app: FastifyInstance): void {
  app.get<{ Params: { team: string } }>('/web-api/sports-extras/teams/:team', { config: { answerSchema: answerSchemas.sportsTeamAnswer } }, async (request, reply) => {
    const { team: slug } = request.params;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 80) throw new Refusal(400, `A team is named by a lower-case slug like "arsenal", got "${slug}"`);
    const team = TEAMS.get(slug);
    if (!team) throw new Refusal(404, `Unknown team "${slug}"`);
    noStore(reply);
    return teamAnswer(team, feedNow());
  });
}
