/**
 * Games of the feed gathered the ways the extras need them: a championship's games over a span of
 * time, split by state, and a championship's summary as the line lists show it.
 */
import { CHAMP_BY_ID, champGameIdsBetween, describeGame, listGames, type ChampDef } from '../../../../server/kit/index.ts';
import type { Champ, Game } from '../../../../schemas/sports-api.schema.ts';

export const HOUR = 3_600_000;
/** How far back finished games stay on show (team form, champion pages, the results zone). */
export const RECENT_MS = 3 * HOUR;
/** How far ahead the line reaches (the feed publishes games 45 minutes before they start). */
const AHEAD_MS = 46 * 60_000;
/** The longest game of the catalogue, so a game that started that long ago may still be live. */
const LONGEST_MS = 15 * 60_000;

export interface GamesByState {
  live: Game[];
  line: Game[];
  /** The latest first. */
  recent: Game[];
}

/** A championship's games around `now` with their main markets: in play, in the line, and finished lately. */
export function champGamesByState(champ: ChampDef, now: number, keep: (game: Game) => boolean = () => true): GamesByState {
  const out: GamesByState = { live: [], line: [], recent: [] };
  for (const id of champGameIdsBetween(champ.id, now - RECENT_MS - LONGEST_MS, now + AHEAD_MS)) {
    const game = describeGame(id, now, 'main');
    if (!game || !keep(game)) continue;
    if (game.isLive) out.live.push(game);
    else if (game.isFinished) {
      if (now - game.startAt <= RECENT_MS + LONGEST_MS) out.recent.push(game);
    } else out.line.push(game);
  }
  out.recent.reverse();
  return out;
}

/** A championship as the lists show it, with its games in play and in the line now. */
export function champSummaryOf(champ: ChampDef, now: number): Champ {
  const count = listGames('live', { champ: champ.id }, now).games.length + listGames('line', { champ: champ.id }, now).games.length;
  return { id: champ.id, sport: champ.sport, discipline: champ.discipline ?? null, name: champ.name, count };
}

export function champOfGame(game: Pick<Game, 'champId'>): ChampDef | undefined {
  return CHAMP_BY_ID.get(game.champId);
}
