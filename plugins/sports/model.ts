/**
 * What the sports pages show and where their links go. The answer types come from the API contract
 * (schemas/sports-api.schema.ts).
 */
import type { RouteTarget } from '@plugin-api';
import type { Game, Section } from '../../schemas/sports-api.schema.ts';

export type { Champ, Game, GameAnswer, GamesAnswer, Market, MenuAnswer, MenuSport, Section } from '../../schemas/sports-api.schema.ts';

/** Polling intervals (ms): lists 3000-5000 live / 15000 line, menu 5000 live / 10000 line. */
export const POLL_MS = {
  liveList: 5000,
  lineList: 15_000,
  liveMenu: 5000,
  lineMenu: 10_000,
  liveGame: 3000,
  lineGame: 15_000,
} as const;

/** The e-sports sport of the catalogue, and the cyber routes' "every discipline" value ("all"). */
export const ESPORTS = 'esports';
export const ALL_DISCIPLINES = 'all';

/** Which games a list shows: what GET /web-api/sports/games is asked. */
export interface ListQuery {
  section: Section;
  sport?: string;
  champ?: number;
  discipline?: string;
  /** 'main': each game also with its main handicap and total (the Asian view's columns). */
  lines?: 'main';
}

/** Something on screen that wants fresh data; its poller runs while it is open. */
export type SportsView =
  | { kind: 'list'; query: ListQuery }
  | { kind: 'menu'; section: Section }
  | { kind: 'game'; gameId: number; live: boolean }
  /** The section's top games, for a list that puts them first (SPEC 3.5 isBestMatchesOnTop). */
  | { kind: 'top'; section: Section };

export function viewKey(view: SportsView): string {
  switch (view.kind) {
    case 'list': {
      const { section, sport, champ, discipline, lines } = view.query;
      return `list:${section}:${sport ?? ''}:${champ ?? ''}:${discipline ?? ''}${lines ? `:${lines}` : ''}`;
    }
    case 'menu':
      return `menu:${view.section}`;
    case 'top':
      return `top:${view.section}`;
    case 'game':
      return `game:${view.gameId}`;
  }
}

/** What a line/live/cyber route shows, from its id and params; null when a param is not valid. */
export interface LineView {
  section: Section;
  cyber: boolean;
  sport?: string;
  champ?: number;
  /** Cyber routes: a discipline id or 'all'. */
  discipline?: string;
}

function text(value: string | number | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : String(value);
}

export function lineViewOf(routeId: string, params: Readonly<Record<string, string | number>>): LineView | null {
  const champ = params.champ === undefined ? undefined : Number(params.champ);
  if (champ !== undefined && !Number.isSafeInteger(champ)) return null;
  if (routeId.startsWith('cyber')) {
    const section = text(params.section) ?? 'line';
    if (section !== 'live' && section !== 'line') return null;
    return { section, cyber: true, sport: ESPORTS, discipline: text(params.discipline) ?? ALL_DISCIPLINES, ...(champ === undefined ? {} : { champ }) };
  }
  return {
    section: routeId.startsWith('live') ? 'live' : 'line',
    cyber: false,
    ...(params.sport === undefined ? {} : { sport: String(params.sport) }),
    ...(champ === undefined ? {} : { champ }),
  };
}

/** What the list asks for; the Asian view (`asian`) also wants each game's main handicap and total. */
export function listQueryOf(view: LineView, asian = false): ListQuery {
  const query: ListQuery = { section: view.section };
  if (view.sport) query.sport = view.sport;
  if (view.champ !== undefined) query.champ = view.champ;
  if (view.discipline && view.discipline !== ALL_DISCIPLINES) query.discipline = view.discipline;
  if (asian) query.lines = 'main';
  return query;
}

export type { RouteTarget };

/** The same list in another section (the Live / Line tabs). */
export function sectionTarget(view: LineView, section: Section): RouteTarget {
  if (view.cyber) return disciplineTarget(section, view.discipline ?? ALL_DISCIPLINES);
  if (view.sport === undefined) return { to: section === 'live' ? 'live' : 'sports' };
  return sportTarget(section, view.sport);
}

export function sportTarget(section: Section, sport: string): RouteTarget {
  return { to: section === 'live' ? 'live-sport' : 'sports-sport', params: { sport } };
}

export function allSportsTarget(section: Section): RouteTarget {
  return { to: section === 'live' ? 'live' : 'sports' };
}

/**
 * The cyber pages are their own extensions now (cyber-page, by type real or virtual); a cyber view of
 * these line pages links to the real type's pages, where the catalogue's first disciplines are.
 */
export const CYBER_TYPE = 'real';

export function disciplineTarget(section: Section, discipline: string): RouteTarget {
  return { to: section === 'live' ? 'cyber-live' : 'cyber-line', params: { type: CYBER_TYPE, discipline } };
}

export function champTarget(section: Section, sport: string, champ: number): RouteTarget {
  return { to: section === 'live' ? 'live-champ' : 'sports-champ', params: { sport, champ } };
}

/** A game's page: under cyber/ for the cyber pages, else under live/ or line/ by the game's state. */
export function gameTarget(cyber: boolean, game: Pick<Game, 'id' | 'sport' | 'champId' | 'discipline' | 'isLive'>): RouteTarget {
  if (cyber) {
    return {
      to: 'cyber-game',
      params: { type: CYBER_TYPE, discipline: game.discipline ?? ALL_DISCIPLINES, champ: game.champId, section: game.isLive ? 'live' : 'line', game: game.id },
    };
  }
  return { to: game.isLive ? 'live-game' : 'game', params: { sport: game.sport, champ: game.champId, game: game.id } };
}

/** A total or handicap line as printed: handicaps carry their sign (+1.5, -1.5, 0). */
export function formatLine(line: number | null, signed: boolean): string {
  if (line === null) return '';
  return signed && line > 0 ? `+${line}` : String(line);
}

/**
 * A line as Asian books print it: a quarter line is the two half bets it splits into, nearer to
 * zero first and the sign once (-0.75 "-0.5/1", 2.25 "2/2.5"); other lines as formatLine does.
 */
export function asianLine(line: number | null, signed: boolean): string {
  if (line === null) return '';
  if (Math.abs(Math.round(line * 4)) % 2 !== 1) return formatLine(line, signed);
  const [near, far] = [line - 0.25, line + 0.25].sort((a, b) => Math.abs(a) - Math.abs(b)) as [number, number];
  const sign = line < 0 ? '-' : signed ? '+' : '';
  return `${sign}${Math.abs(near)}/${Math.abs(far)}`;
}

/**
 * Championships a list draws at once: about a phone's screen. The server renders these and sends
 * only their games; the browser draws more as the player scrolls (GameList).
 */
export const FIRST_CHAMPIONSHIPS = 4;
