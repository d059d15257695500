/**
 * The statistics popup's data (the statisticpopup/* pages): for a game of the reference feed, the
 * two sides' latest meetings in its championship and each side's latest results before it.
 * Everything is derived from the feed, so it changes as games finish like the line does.
 */
import { CHAMP_BY_ID, champGameIdsBetween, describeGame, feedNow, fixtureOf, scoreTimeline, SPORT_BY_ID, type Fixture } from '../../../server/kit/index.ts';
import type { GameResult, GameStatisticsAnswer } from '../schemas.ts';

const FORM_SIZE = 5;
const MEETINGS_SIZE = 5;
/** How far back results are looked for, in games of the championship. */
const LOOK_BACK_GAMES = 400;

/** The statistics pages that exist: `game/<id>` for a game the feed publishes. Cheap: no lists built. */
export function existsStatisticPage(splat: string, now: number = feedNow()): boolean {
  const match = /^game\/(\d{1,12})$/.exec(splat);
  return match !== null && describeGame(Number(match[1]), now, 'main') !== null;
}

function resultOf(fixture: Fixture, now: number): GameResult {
  const timeline = scoreTimeline(fixture.id, now) ?? [];
  const last = timeline[timeline.length - 1];
  return { id: fixture.id, home: fixture.home, away: fixture.away, home_score: last?.home ?? 0, away_score: last?.away ?? 0, start_at: fixture.startAt };
}

/** The game's statistics, or null when the feed has no such published game. */
export function gameStatistics(gameId: number, now: number = feedNow()): GameStatisticsAnswer | null {
  const fixture = fixtureOf(gameId);
  if (!fixture || describeGame(gameId, now, 'main') === null) return null;
  const champ = CHAMP_BY_ID.get(fixture.champId)!;
  const sport = SPORT_BY_ID.get(champ.sport)!;
  const status = now < fixture.startAt ? 'line' : now < fixture.endAt ? 'live' : 'finished';
  const current = status === 'line' ? null : resultOf(fixture, now);

  // Earlier games of the championship that have finished, newest first.
  const earlier = champGameIdsBetween(champ.id, fixture.startAt - LOOK_BACK_GAMES * champ.intervalMs, fixture.startAt)
    .reverse()
    .map((id) => fixtureOf(id))
    .filter((f): f is Fixture => f !== null && f.id !== gameId && f.endAt <= now);
  const involving = (team: string) => earlier.filter((f) => f.home === team || f.away === team);
  const meetings = earlier.filter((f) => (f.home === fixture.home && f.away === fixture.away) || (f.home === fixture.away && f.away === fixture.home));

  return {
    game: {
      id: gameId,
      sport: sport.name,
      champ: champ.name,
      home: fixture.home,
      away: fixture.away,
      start_at: fixture.startAt,
      status,
      score: current ? `${current.home_score}:${current.away_score}` : null,
    },
    meetings: meetings.slice(0, MEETINGS_SIZE).map((f) => resultOf(f, now)),
    home_form: involving(fixture.home).slice(0, FORM_SIZE).map((f) => resultOf(f, now)),
    away_form: involving(fixture.away).slice(0, FORM_SIZE).map((f) => resultOf(f, now)),
  };
}
