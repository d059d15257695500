// The simulated feed, driven by explicit clocks: everything is a function of the time asked about.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import fc from 'fast-check';
import {
  GAME_ID_FACTOR,
  GOAL_BLOCK_MS,
  LINE_HORIZON_MS,
  MARKETS_PER_GAME,
  RESULT_STATUS_ID,
  checkFilter,
  currentMarket,
  describeGame,
  feedNow,
  gameFinishesAt,
  listGames,
  menu,
  setFeedClock,
  settleMarkets,
} from './feed.ts';
import { CHAMPS } from './catalog.ts';
import { SPORTS_SCHEMAS, type Game } from '../../schemas/sports-api.schema.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateGames = ajv.compile(SPORTS_SCHEMAS.gamesAnswer);
const validateMenu = ajv.compile(SPORTS_SCHEMAS.menuAnswer);
const validateGame = ajv.compile(SPORTS_SCHEMAS.gameAnswer);

function coefs(game: Game): number[] {
  return game.markets.map((m) => m.coef);
}

describe('schedule and lists', () => {
  it('is deterministic: the same moment gives the same answer', () => {
    expect(listGames('live', {}, T0)).toEqual(listGames('live', {}, T0));
    expect(menu('line', T0)).toEqual(menu('line', T0));
  });

  it('has live games and a line of about a hundred games in every sport at any time', () => {
    for (const t of [T0, T0 + 7 * MINUTE, T0 + 3 * 3600 * SECOND]) {
      const live = listGames('live', {}, t);
      const line = listGames('line', {}, t);
      expect(live.games.length).toBeGreaterThan(10);
      expect(line.games.length).toBeGreaterThan(80);
      expect(new Set(line.games.map((g) => g.sport))).toEqual(new Set(['football', 'ice-hockey', 'basketball', 'tennis', 'esports', 'cricket', 'mma']));
      for (const g of live.games) expect(g).toMatchObject({ isLive: true, isFinished: false, statusId: 2 });
      for (const g of line.games) {
        expect(g).toMatchObject({ isLive: false, isFinished: false, statusId: 1, score: null, period: null, gameTimeSec: null });
        expect(g.startAt).toBeGreaterThan(t);
        expect(g.startAt).toBeLessThanOrEqual(t + LINE_HORIZON_MS);
      }
    }
  });

  it('groups games by championship in catalogue order, with counts that match the menu', () => {
    const { champs, games } = listGames('live', {}, T0);
    const order = CHAMPS.map((c) => c.id);
    expect(champs.map((c) => order.indexOf(c.id))).toEqual([...champs.map((c) => order.indexOf(c.id))].sort((a, b) => a - b));
    expect(games.map((g) => g.champId)).toEqual(champs.flatMap((c) => Array<number>(c.count).fill(c.id)));
    const fromMenu = menu('live', T0).sports.flatMap((s) => s.champs);
    expect(fromMenu).toEqual(champs);
  });

  it('filters by sport, championship and e-sports discipline', () => {
    const tennis = listGames('line', { sport: 'tennis' }, T0);
    expect(tennis.games.length).toBeGreaterThan(0);
    expect(tennis.games.every((g) => g.sport === 'tennis')).toBe(true);
    const epl = listGames('line', { sport: 'football', champ: 101 }, T0);
    expect(epl.champs.map((c) => c.id)).toEqual([101]);
    const cs2 = listGames('line', { discipline: 'cs2' }, T0);
    expect(cs2.games.length).toBeGreaterThan(0);
    expect(cs2.games.every((g) => g.sport === 'esports' && g.discipline === 'cs2')).toBe(true);
    expect(menu('line', T0).sports.find((s) => s.id === 'esports')?.disciplines.map((d) => d.id)).toEqual(['cs2', 'dota2', 'efootball', 'ebasketball']);
  });

  it('names unknown sports, championships and disciplines precisely', () => {
    expect(checkFilter({ sport: 'curling' })).toEqual({ status: 404, message: 'Unknown sport "curling"' });
    expect(checkFilter({ champ: 999 })).toEqual({ status: 404, message: 'Unknown championship 999' });
    expect(checkFilter({ sport: 'tennis', champ: 101 })).toEqual({ status: 404, message: 'Championship 101 is not in sport "tennis"' });
    expect(checkFilter({ discipline: 'dota2', champ: 501 })).toEqual({ status: 404, message: 'Championship 501 is not in discipline "dota2"' });
    expect(checkFilter({ sport: 'esports', discipline: 'cs2', champ: 501 })).toBeNull();
  });

  it('answers match their schemas at any moment (ajv), with prices above 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 24 * 3600 }), fc.constantFrom('live' as const, 'line' as const), (seconds, section) => {
        const t = T0 + seconds * SECOND;
        const list = { section, serverTime: t, ...listGames(section, {}, t) };
        expect(validateGames(list), JSON.stringify(validateGames.errors)).toBe(true);
        expect(validateMenu(menu(section, t)), JSON.stringify(validateMenu.errors)).toBe(true);
        const first = list.games[0];
        if (first) expect(validateGame({ serverTime: t, game: describeGame(first.id, t) }), JSON.stringify(validateGame.errors)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a live game', () => {
  const live = listGames('live', { sport: 'football' }, T0).games;

  it('moves its odds as time passes', () => {
    for (const game of live) {
      const later = describeGame(game.id, T0 + 30 * SECOND, 'main')!;
      expect(coefs(later), `game ${game.id}`).not.toEqual(coefs(game));
    }
  });

  it('never takes a goal back: scores only grow, game time only runs forward', () => {
    const game = live[0]!;
    let previous = describeGame(game.id, T0)!;
    for (let t = T0; t < T0 + 15 * MINUTE; t += 5 * SECOND) {
      const now = describeGame(game.id, t)!;
      if (previous.score && now.score) {
        expect(now.score.home).toBeGreaterThanOrEqual(previous.score.home);
        expect(now.score.away).toBeGreaterThanOrEqual(previous.score.away);
      }
      if (previous.gameTimeSec !== null && now.gameTimeSec !== null) expect(now.gameTimeSec).toBeGreaterThanOrEqual(previous.gameTimeSec);
      previous = now;
    }
  });

  it('blocks every market just after a goal and offers them again later', () => {
    // Find the first goal of the day in the feed, second by second.
    let found: { id: number; at: number } | null = null;
    const seen = new Map<number, number>();
    for (let t = T0; t < T0 + 30 * MINUTE && !found; t += SECOND) {
      for (const game of listGames('live', { sport: 'football' }, t).games) {
        const goals = game.score!.home + game.score!.away;
        const before = seen.get(game.id);
        if (before !== undefined && goals > before) found = { id: game.id, at: t };
        seen.set(game.id, goals);
      }
    }
    expect(found).not.toBeNull();
    const { id, at } = found!;
    expect(describeGame(id, at)!.markets.every((m) => m.blocked)).toBe(true);
    expect(describeGame(id, at + GOAL_BLOCK_MS / 2)!.markets.every((m) => m.blocked)).toBe(true);
    // Within the next minutes some market opens again (a group suspension lasts 15 s).
    const reopened = [1, 2, 3, 4].some((k) => describeGame(id, at + GOAL_BLOCK_MS + k * 15 * SECOND)!.markets.some((m) => !m.blocked));
    expect(reopened).toBe(true);
  });

  it('suspends market groups now and then while nothing happens, and opens them again', () => {
    const game = listGames('live', { sport: 'tennis' }, T0).games[0]!;
    const states = new Set<boolean>();
    const resultMarket = game.markets[0]!.id;
    for (let t = T0; t < gameFinishesAt(game.id)! - MINUTE; t += 15 * SECOND) states.add(currentMarket(resultMarket, t)!.blocked);
    expect(states).toEqual(new Set([true, false]));
  });
});

describe('games start, finish and settle', () => {
  const game = listGames('line', { sport: 'football' }, T0).games[0]!;
  const endsAt = gameFinishesAt(game.id)!;

  it('a line game goes live at its start and leaves the live list when it finishes', () => {
    expect(listGames('live', {}, game.startAt - 1).games.some((g) => g.id === game.id)).toBe(false);
    expect(listGames('line', {}, game.startAt - 1).games.some((g) => g.id === game.id)).toBe(true);
    const started = listGames('live', {}, game.startAt).games.find((g) => g.id === game.id);
    expect(started).toMatchObject({ isLive: true, statusId: 2, score: { home: 0, away: 0 }, period: 1, gameTimeSec: 0 });
    expect(listGames('line', {}, game.startAt).games.some((g) => g.id === game.id)).toBe(false);
    expect(listGames('live', {}, endsAt).games.some((g) => g.id === game.id)).toBe(false);
    const finished = describeGame(game.id, endsAt)!;
    expect(finished).toMatchObject({ isLive: false, isFinished: true, statusId: 4, period: 2, gameTimeSec: 90 * 60 });
    expect(finished.markets.every((m) => m.blocked)).toBe(true);
  });

  it('settles every market of a finished game from its final score', () => {
    const final = describeGame(game.id, endsAt)!;
    const { home, away } = final.score!;
    const results = settleMarkets(
      final.markets.map((m) => m.id),
      endsAt,
    );
    for (const m of final.markets) {
      const result = results.get(m.id);
      const expected =
        m.outcome === '1' ? (home > away ? 'win' : 'lose')
        : m.outcome === 'X' ? (home === away ? 'win' : 'lose')
        : m.outcome === '2' ? (away > home ? 'win' : 'lose')
        : m.outcome === 'over' ? (home + away > m.line! ? 'win' : 'lose')
        : m.outcome === 'under' ? (home + away < m.line! ? 'win' : 'lose')
        : m.outcome === 'home' ? (home + m.line! > away ? 'win' : home + m.line! === away ? 'return' : 'lose')
        : away + m.line! > home ? 'win' : away + m.line! === home ? 'return' : 'lose';
      expect(result, `${m.group} ${m.outcome} ${m.line} at ${home}:${away}`).toBe(expected);
      expect(currentMarket(m.id, endsAt)).toMatchObject({ finished: true, blocked: true, isLive: false, gameId: game.id, result: expected });
    }
    // Exactly one result of the 1X2 wins.
    expect(final.markets.filter((m) => m.group === '1x2' && results.get(m.id) === 'win')).toHaveLength(1);
    expect(RESULT_STATUS_ID).toEqual({ win: 1, lose: 0, return: 2 });
  });

  it('leaves markets unsettled until the end, and a whole-number handicap returns the stake on a draw', () => {
    const ids = describeGame(game.id, T0)!.markets.map((m) => m.id);
    expect([...settleMarkets(ids, endsAt - 1).values()].every((r) => r === null)).toBe(true);
    // Find a drawn football game and check its 0 handicap.
    const drawn = listGames('line', { sport: 'football' }, T0)
      .games.map((g) => describeGame(g.id, gameFinishesAt(g.id)!)!)
      .find((g) => g.score!.home === g.score!.away);
    expect(drawn).toBeDefined();
    const zero = drawn!.markets.filter((m) => m.group === 'handicap' && m.line === 0).map((m) => m.id);
    expect(zero).toHaveLength(2);
    expect([...settleMarkets(zero, gameFinishesAt(drawn!.id)!).values()]).toEqual(['return', 'return']);
  });

  it('a best-of-three ends after two sets when one side wins both', () => {
    const sets = listGames('line', { sport: 'tennis' }, T0).games.map((g) => describeGame(g.id, gameFinishesAt(g.id)!)!);
    const shortOnes = sets.filter((g) => Math.max(g.score!.home, g.score!.away) === 2 && Math.min(g.score!.home, g.score!.away) === 0);
    const longOnes = sets.filter((g) => Math.min(g.score!.home, g.score!.away) === 1);
    expect(shortOnes.length).toBeGreaterThan(0);
    expect(longOnes.length).toBeGreaterThan(0);
    for (const g of shortOnes) expect(gameFinishesAt(g.id)! - g.startAt).toBe(6 * MINUTE);
    for (const g of longOnes) expect(gameFinishesAt(g.id)! - g.startAt).toBe(9 * MINUTE);
  });
});

describe('currentMarket', () => {
  it('agrees with the lists, market by market', () => {
    for (const game of [...listGames('live', {}, T0).games, ...listGames('line', {}, T0).games]) {
      for (const market of game.markets) {
        expect(currentMarket(market.id, T0)).toEqual({
          coef: market.coef,
          blocked: market.blocked,
          gameId: game.id,
          isLive: game.isLive,
          finished: false,
          game: { score: game.score, statusId: game.statusId, timeSec: game.gameTimeSec, startAt: game.startAt },
        });
      }
    }
  });

  it('is null for ids that name no market or a game not published yet', () => {
    const game = listGames('line', {}, T0).games[0]!;
    expect(currentMarket(game.id * MARKETS_PER_GAME + 99, T0)).toBeNull(); // no market with index 99
    expect(currentMarket(999 * GAME_ID_FACTOR * MARKETS_PER_GAME, T0)).toBeNull(); // no championship 999
    expect(currentMarket(-5, T0)).toBeNull();
    expect(currentMarket(1.5, T0)).toBeNull();
    expect(currentMarket(game.markets[0]!.id, game.startAt - LINE_HORIZON_MS - 1)).toBeNull();
    expect(describeGame(game.id, game.startAt - LINE_HORIZON_MS - 1)).toBeNull();
    expect(settleMarkets([42], T0).get(42)).toBeNull();
  });

  it('uses the feed clock when no time is given, and the clock can be replaced', () => {
    const restore = setFeedClock(() => T0);
    try {
      expect(feedNow()).toBe(T0);
      const market = listGames('live', {}, T0).games[0]!.markets[0]!;
      expect(currentMarket(market.id)).toEqual(currentMarket(market.id, T0));
    } finally {
      restore();
    }
    expect(Math.abs(feedNow() - Date.now())).toBeLessThan(1000);
  });
});

describe('what the display preferences need from lists', () => {
  it('names the country of every championship, in lists and in the menu', () => {
    const line = listGames('line', {}, T0);
    for (const champ of line.champs) expect(champ.country).toMatch(/^[a-z][a-z-]*$/);
    expect(line.champs.find((c) => c.id === 101)?.country).toBe('england');
    expect(line.champs.find((c) => c.id === 105)?.country).toBe('europe');
    for (const sport of menu('line', T0).sports) for (const champ of sport.champs) expect(champ.country).toBeTruthy();
    expect(new Set(CHAMPS.map((c) => c.country)).size).toBeGreaterThan(8);
  });

  it('adds the main handicap and total to each game with main lines, the same prices the game page has', () => {
    const plain = listGames('live', {}, T0);
    const withLines = listGames('live', {}, T0, 'main-lines');
    expect(validateGames({ section: 'live', serverTime: T0, ...withLines })).toBe(true);
    expect(withLines.games.map((g) => g.id)).toEqual(plain.games.map((g) => g.id));
    for (const [k, game] of withLines.games.entries()) {
      const result = game.markets.filter((m) => m.group === '1x2');
      expect(result).toEqual(plain.games[k]!.markets);
      const handicap = game.markets.filter((m) => m.group === 'handicap');
      const total = game.markets.filter((m) => m.group === 'total');
      expect(handicap.map((m) => m.outcome)).toEqual(['home', 'away']);
      expect(total.map((m) => m.outcome)).toEqual(['over', 'under']);
      expect(handicap[1]!.line).toBe(-handicap[0]!.line! || 0);
      expect(total[0]!.line).toBe(total[1]!.line);
      // The main line is the most even of the game's lines (open ones first).
      const all = describeGame(game.id, T0, 'all')!;
      for (const market of [...handicap, ...total]) expect(all.markets.find((m) => m.id === market.id)).toEqual(market);
      const spread = (pair: readonly Game['markets'][number][]) => Math.abs(pair[0]!.coef - pair[1]!.coef) + (pair.some((m) => m.blocked) ? 1000 : 0);
      const totalsOf = all.markets.filter((m) => m.group === 'total');
      for (let i = 0; i < totalsOf.length; i += 2) expect(spread(total)).toBeLessThanOrEqual(spread(totalsOf.slice(i, i + 2)));
    }
  });
});
