/**
 * Which live games offer media and what the zone tracker shows. Derived from the sports feed (a pure
 * function of the game and the time), so every poll, process and restart tells the same match.
 *
 * Zone events: one every few real seconds of play (the sport's game clock runs faster than ours),
 * each a team with the ball somewhere on a pitch of 5 columns (home goal 0 to away goal 4) and 3
 * rows; the goals are the feed's own, at the minute the score changed.
 */
import { describeGame, draw, fixtureOf, scoreTimeline, SPORT_BY_ID, type SportDef } from '../../../../server/kit/index.ts';
import { ZONE_COLUMNS, ZONE_ROWS, type GameMediaAnswer, type ZoneEvent, type ZoneEventsAnswer } from '../../schemas.ts';

/** Sports the reference broadcasts (a video of the match) and those with a zone tracker. */
export const VIDEO_SPORTS: ReadonlySet<string> = new Set(['football', 'ice-hockey', 'basketball', 'tennis', 'cricket', 'mma']);
export const ZONE_SPORTS: ReadonlySet<string> = new Set(['football', 'ice-hockey']);
/** Real milliseconds between two zone events. */
export const ZONE_EVENT_EVERY_MS = 4000;
export const ZONE_EVENTS_SHOWN = 8;

const ZONE_DRAW = 0x20e;

export const videoIdOf = (gameId: number): string => `v${gameId}`;
export const zoneIdOf = (gameId: number): string => `z${gameId}`;

/** The media of a game, or null for an unknown one. Nothing is offered unless the game is in play. */
export function gameMedia(gameId: number, now: number): GameMediaAnswer | null {
  const game = describeGame(gameId, now, 'main');
  if (!game) return null;
  const live = game.isLive && !game.isFinished;
  return {
    gameId,
    sportId: game.sportId,
    title: `${game.home} – ${game.away}`,
    live,
    video: live && VIDEO_SPORTS.has(game.sport)
      ? { videoId: videoIdOf(gameId), src: `/web-api/media/video/${gameId}`, poster: `/web-api/media/poster/${gameId}`, type: 'video/webm' }
      : null,
    zone: live && ZONE_SPORTS.has(game.sport) ? { zoneId: zoneIdOf(gameId) } : null,
  };
}

/** Whether `gameId` has a video now (the stream answers 404 otherwise). */
export function hasVideoNow(gameId: number, now: number): boolean {
  return gameMedia(gameId, now)?.video != null;
}

const KINDS: readonly (readonly [ZoneEvent['kind'], number])[] = [
  ['safe', 0.36],
  ['attack', 0.3],
  ['danger', 0.2],
  ['shot', 0.07],
  ['corner', 0.04],
  ['free-kick', 0.03],
];

function kindOf(roll: number): ZoneEvent['kind'] {
  let sum = 0;
  for (const [kind, share] of KINDS) {
    sum += share;
    if (roll < sum) return kind;
  }
  return 'safe';
}

/** How far up the pitch a kind of play is, from the attacking team's side: 0 its own half … 2 the box. */
const DEPTH: Readonly<Record<ZoneEvent['kind'], number>> = { safe: 0, attack: 1, 'free-kick': 1, danger: 2, shot: 2, corner: 2, goal: 2 };

/** The column for a play `depth` deep by `team` (home attacks towards column 4). */
function columnOf(team: ZoneEvent['team'], depth: number, wobble: number): number {
  const forward = depth === 0 ? 1 + Math.floor(wobble * 2) : depth === 1 ? 3 : 4;
  const column = team === 'home' ? forward : ZONE_COLUMNS - 1 - forward;
  return Math.min(ZONE_COLUMNS - 1, Math.max(0, column));
}

function stepSecOf(sport: SportDef): number {
  return Math.max(1, Math.round((sport.gameLengthSec * ZONE_EVENT_EVERY_MS) / sport.durationMs));
}

/** The zone tracker of a game with one, or null (unknown game, no tracker for its sport, not started). */
export function zoneEvents(gameId: number, now: number): ZoneEventsAnswer | null {
  const game = describeGame(gameId, now, 'main');
  const fixture = fixtureOf(gameId);
  const sport = game ? SPORT_BY_ID.get(game.sport) : undefined;
  if (!game || !fixture || !sport || !ZONE_SPORTS.has(game.sport) || game.gameTimeSec === null) return null;
  const clockSec = game.gameTimeSec;
  const timeline = scoreTimeline(gameId, now) ?? [];
  const step = stepSecOf(sport);
  const firstStep = Math.max(1, Math.floor(clockSec / step) - ZONE_EVENTS_SHOWN + 1);
  const events: ZoneEvent[] = [];
  for (let n = firstStep; n * step <= clockSec; n++) {
    const team = draw(ZONE_DRAW, gameId, n, 1) < 0.5 ? 'home' : 'away';
    const kind = kindOf(draw(ZONE_DRAW, gameId, n, 2));
    events.push({
      id: String(n * step * 100),
      clockSec: n * step,
      kind,
      team,
      column: columnOf(team, DEPTH[kind], draw(ZONE_DRAW, gameId, n, 3)),
      row: Math.min(ZONE_ROWS - 1, Math.floor(draw(ZONE_DRAW, gameId, n, 4) * ZONE_ROWS)),
    });
  }
  timeline.forEach((moment, index) => {
    if (moment.clockSec > clockSec) return;
    events.push({ id: String(moment.clockSec * 100 + 50 + (index % 50)), clockSec: moment.clockSec, kind: 'goal', team: moment.team, column: columnOf(moment.team, 2, 0), row: 1 });
  });
  events.sort((a, b) => a.clockSec - b.clockSec || Number(a.id) - Number(b.id));
  const last = timeline.at(-1);
  return {
    gameId,
    serverTime: now,
    clockSec,
    finished: game.isFinished,
    home: game.home,
    away: game.away,
    score: { home: last?.home ?? 0, away: last?.away ?? 0 },
    events: events.slice(-ZONE_EVENTS_SHOWN),
  };
}
