/**
 * Cricket over the simulated sports feed: the championships of sport 'cricket', their games (with the
 * feed's markets, so a bet goes into the coupon like any other), squads of players with career
 * figures, and which games are broadcast. Players and broadcasts are drawn from the feed's seeded
 * randomness: the same in every process and after a restart.
 */
import { CHAMP_BY_ID, CHAMPS, describeGame, draw, feedNow, GAME_ID_FACTOR, listGames, type ChampDef } from '../../../../server/kit/index.ts';
import type { Champ, Game } from '../../../../schemas/sports-api.schema.ts';
import type { CricketChamp, CricketPlayerAnswer, CricketPlayerSummary } from '../../schemas.ts';

export const CRICKET = 'cricket';

export const CRICKET_CHAMPS: readonly ChampDef[] = CHAMPS.filter((c) => c.sport === CRICKET);

export function cricketChampOf(champId: number): ChampDef | null {
  const champ = CHAMP_BY_ID.get(champId);
  return champ && champ.sport === CRICKET ? champ : null;
}

/** A published cricket game (line, live or finished) with all its markets; null for any other id. */
export function cricketGame(gameId: number, now: number = feedNow()): Game | null {
  if (!Number.isSafeInteger(gameId) || gameId <= 0) return null;
  if (!cricketChampOf(Math.floor(gameId / GAME_ID_FACTOR))) return null;
  const game = describeGame(gameId, now, 'all');
  return game && game.sport === CRICKET ? game : null;
}

export interface GameGroup {
  champs: Champ[];
  games: Game[];
}

/** Live games first, then the line; each part in championship order, then by start. */
export function cricketEvents(section: 'live' | 'line' | 'all', champId: number | undefined, now: number): GameGroup {
  const filter = { sport: CRICKET, ...(champId === undefined ? {} : { champ: champId }) };
  const parts = section === 'all' ? (['live', 'line'] as const) : [section];
  const out: GameGroup = { champs: [], games: [] };
  for (const part of parts) {
    const found = listGames(part, filter, now);
    out.games.push(...found.games);
    for (const champ of found.champs) {
      const known = out.champs.find((c) => c.id === champ.id);
      if (known) known.count += champ.count;
      else out.champs.push({ ...champ });
    }
  }
  return out;
}

export function champSummaries(now: number): CricketChamp[] {
  const live = listGames('live', { sport: CRICKET }, now).champs;
  const line = listGames('line', { sport: CRICKET }, now).champs;
  const count = (list: readonly Champ[], id: number) => list.find((c) => c.id === id)?.count ?? 0;
  return CRICKET_CHAMPS.map((c) => ({ id: c.id, name: c.name, live: count(live, c.id), line: count(line, c.id) }));
}

export function champSummary(champ: ChampDef, now: number): CricketChamp {
  return champSummaries(now).find((c) => c.id === champ.id)!;
}

/** Games whose team or championship name contains the text (any case), live first. */
export function searchCricket(text: string, now: number): GameGroup {
  const needle = text.toLocaleLowerCase('en');
  const all = cricketEvents('all', undefined, now);
  const games = all.games.filter((g) => [g.home, g.away, g.champName].some((name) => name.toLocaleLowerCase('en').includes(needle)));
  const champs = all.champs
    .map((c) => ({ ...c, count: games.filter((g) => g.champId === c.id).length }))
    .filter((c) => c.count > 0);
  return { champs, games };
}

// ---------------------------------------------------------------------------------------------
// Players: five per team, ids champId * 1000 + team * 10 + k

type Role = CricketPlayerSummary['role'];
const ROLES: readonly Role[] = ['batter', 'wicket-keeper', 'all-rounder', 'bowler', 'bowler'];

const NAMES: Readonly<Record<string, { country: string; first: readonly string[]; last: readonly string[] }>> = {
  IN: { country: 'IN', first: ['Rohit', 'Virat', 'Shubman', 'Rishabh', 'Hardik', 'Jasprit', 'Ravindra', 'Suryakumar', 'Arshdeep', 'Kuldeep', 'Yashasvi', 'Sanju'], last: ['Sharma', 'Kohli', 'Gill', 'Pant', 'Pandya', 'Bumrah', 'Jadeja', 'Yadav', 'Singh', 'Iyer', 'Jaiswal', 'Samson'] },
  AU: { country: 'AU', first: ['Travis', 'Mitchell', 'Glenn', 'Pat', 'Josh', 'Adam', 'Marcus', 'Cameron', 'Nathan', 'Matthew'], last: ['Head', 'Marsh', 'Maxwell', 'Cummins', 'Hazlewood', 'Zampa', 'Stoinis', 'Green', 'Lyon', 'Wade'] },
  GB: { country: 'GB', first: ['Jos', 'Harry', 'Phil', 'Liam', 'Jofra', 'Adil', 'Sam', 'Ben', 'Moeen', 'Reece'], last: ['Buttler', 'Brook', 'Salt', 'Livingstone', 'Archer', 'Rashid', 'Curran', 'Duckett', 'Ali', 'Topley'] },
};

const NATION_COUNTRY: Readonly<Record<string, string>> = {
  India: 'IN', Australia: 'AU', England: 'GB', Pakistan: 'PK', 'South Africa': 'ZA', 'New Zealand': 'NZ', 'West Indies': 'JM', 'Sri Lanka': 'LK', Afghanistan: 'AF', Bangladesh: 'BD',
};

/** Where a championship's players mostly come from: the league's country, or the team's nation. */
function countryOf(champ: ChampDef, team: string, k: number): string {
  const national = NATION_COUNTRY[team];
  if (national) return national;
  const home = champ.name.startsWith('India') ? 'IN' : champ.name.startsWith('Australia') ? 'AU' : 'GB';
  // One overseas player in five, as leagues allow.
  return k === 2 ? (home === 'IN' ? 'AU' : 'IN') : home;
}

function pick<T>(list: readonly T[], u: number): T {
  return list[Math.floor(u * list.length) % list.length]!;
}

function playerName(id: number, country: string): string {
  const pool = NAMES[country] ?? NAMES.GB!;
  return `${pick(pool.first, draw(id, 11))} ${pick(pool.last, draw(id, 12))}`;
}

export function playerId(champId: number, team: number, k: number): number {
  return champId * 1000 + team * 10 + k;
}

function summaryOf(champ: ChampDef, team: number, k: number): CricketPlayerSummary {
  const id = playerId(champ.id, team, k);
  return { id, name: playerName(id, countryOf(champ, champ.teams[team]!, k)), team: champ.teams[team]!, role: ROLES[k]! };
}

export function squadOf(champ: ChampDef, team: number): CricketPlayerSummary[] {
  return ROLES.map((_, k) => summaryOf(champ, team, k));
}

/** Six players to watch in a championship: the batter and the all-rounder of its first three teams by rating. */
export function playersToWatch(champ: ChampDef): CricketPlayerSummary[] {
  const teams = champ.teams.map((_, i) => i).sort((a, b) => draw(champ.id, b, 7) - draw(champ.id, a, 7)).slice(0, 3);
  return teams.flatMap((team) => [summaryOf(champ, team, 0), summaryOf(champ, team, 2)]);
}

function round(x: number, places: number): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}

/** One player's card; null for an id that names no player. */
export function cricketPlayer(id: number): CricketPlayerAnswer | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const champ = cricketChampOf(Math.floor(id / 1000));
  const team = Math.floor((id % 1000) / 10);
  const k = id % 10;
  if (!champ || team >= champ.teams.length || k >= ROLES.length) return null;
  const summary = summaryOf(champ, team, k);
  const u = (n: number) => draw(id, 20 + n);
  const bats = summary.role !== 'bowler';
  const bowls = summary.role === 'bowler' || summary.role === 'all-rounder';
  const matches = 20 + Math.floor(u(1) * 180);
  const battingAverage = round(bats ? 22 + u(2) * 24 : 6 + u(2) * 10, 2);
  const innings = Math.round(matches * (bats ? 0.9 : 0.4));
  const year = 1988 + Math.floor(u(6) * 16);
  const month = 1 + Math.floor(u(7) * 12);
  const day = 1 + Math.floor(u(8) * 28);
  return {
    player: {
      ...summary,
      champId: champ.id,
      champName: champ.name,
      country: countryOf(champ, summary.team, k),
      born: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      battingHand: u(3) < 0.3 ? 'left' : 'right',
      bowling: bowls ? (u(4) < 0.5 ? 'pace' : 'spin') : null,
      stats: {
        matches,
        runs: Math.round(battingAverage * innings * 0.85),
        battingAverage,
        strikeRate: round(bats ? 120 + u(5) * 45 : 80 + u(5) * 40, 2),
        highestScore: Math.round(battingAverage * (bats ? 2.2 + u(9) * 1.5 : 1.5 + u(9))),
        wickets: bowls ? Math.round(matches * (0.6 + u(10) * 0.8)) : 0,
        economy: bowls ? round(6.5 + u(11) * 2.5, 2) : null,
      },
    },
    teammates: squadOf(champ, team).filter((p) => p.id !== id),
  };
}

// ---------------------------------------------------------------------------------------------
// Broadcasts

const CHANNELS: Readonly<Record<number, { channels: readonly string[]; commentary: readonly string[] }>> = {
  601: { channels: ['Star Sports 1', 'JioCinema'], commentary: ['en', 'hi'] },
  602: { channels: ['Fox Cricket', 'Kayo Sports'], commentary: ['en'] },
  603: { channels: ['ICC.tv', 'Sky Sports Cricket'], commentary: ['en', 'hi', 'ur'] },
  604: { channels: ['Sky Sports Cricket', 'BBC iPlayer'], commentary: ['en'] },
};

/** Two games in three are streamed; which channel is drawn per game. */
export function broadcastOf(game: Game): { channel: string; commentary: string[] } | null {
  const plan = CHANNELS[game.champId];
  if (!plan || draw(game.id, 77) >= 0.67) return null;
  return { channel: pick(plan.channels, draw(game.id, 78)), commentary: [...plan.commentary] };
}
