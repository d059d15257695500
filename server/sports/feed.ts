/**
 * The simulated sports feed of the reference server.
 *
 * Everything is a pure function of the catalogue (catalog.ts), a fixed seed and the time asked about:
 * there is no timer and no stored state (a bounded cache of per-game constants only saves work). So
 * the feed is the same in every process and after a restart, and a test drives it with any clock.
 *
 *  - Schedule: championship c starts game number k at FEED_EPOCH + c.offsetMs + k * c.intervalMs;
 *    its id is c.id * GAME_ID_FACTOR + k. A game is in the line (published) from LINE_HORIZON_MS
 *    before its start, live from its start until it ends (sport.durationMs; a best-of-three may end
 *    2-0 after two thirds), then finished forever after.
 *  - Scores: goals (football, ice hockey) and points (basketball) are Poisson processes drawn once per
 *    game from the seed; sets and maps (tennis, e-sports) are best of three.
 *  - Odds: fair probabilities from the score, the time left and the teams' strength, a 6 % margin,
 *    and a little noise that changes every 10 s live / 60 s in the line. So live odds move on every
 *    poll and jump with the score.
 *  - Blocking: every market of a live game for 20 s after a goal; a market group now and then for
 *    15 s live (60 s in the line); a market whose outcome is all but decided; every market of a
 *    finished game.
 *  - Market ids: gameId * MARKETS_PER_GAME + index; the index says which market it is (see
 *    marketSlots), so an id keeps its meaning for as long as the game exists.
 *
 * For the coupon and bet history (server side):
 *
 *   currentMarket(marketId, now?) → { coef, blocked, gameId, isLive, finished, result? } | null
 *       The price and state of a market at `now` (default: the feed clock). null for an id that is
 *       not a market or whose game is not published yet. For a finished game `coef` is the last price
 *       before the end, `blocked` is true and `result` is 'win' | 'lose' | 'return'.
 *   settleMarkets(marketIds, now?) → Map<marketId, 'win' | 'lose' | 'return' | null>
 *       Results of many markets at once; null while the game is not finished (or the id is unknown).
 *       Call it when reading bet history: bets settle as their games finish, with no scheduler.
 *   RESULT_STATUS_ID maps a result to bet status ids (win 1, lose 0, return 2).
 *   gameFinishesAt(gameId) → ms, or null: when a game ends (to schedule a re-check if wanted).
 *   describeGame(gameId, now?, 'all' | 'main') → the Game answer (names, score, markets) or null.
 *
 * The clock: `now` arguments default to feedNow(); tests and tools call setFeedClock(() => t) and
 * restore with the function it returns.
 */
import { CHAMPS, CHAMP_BY_ID, DISCIPLINE_BY_ID, SPORT_BY_ID, sportOf, type ChampDef, type SportDef } from './catalog.ts';
import type { Champ, Game, Market, MenuAnswer, Section } from '../../schemas/sports-api.schema.ts';

/** 2024-01-01T00:00:00Z: game number 0 of every championship starts shortly after it. */
export const FEED_EPOCH = Date.UTC(2024, 0, 1);
export const GAME_ID_FACTOR = 1_000_000;
export const MARKETS_PER_GAME = 100;
/** Games enter the line this long before they start. */
export const LINE_HORIZON_MS = 45 * 60_000;
/** Markets of a live game are blocked this long after each goal. */
export const GOAL_BLOCK_MS = 20_000;
/** Bookmaker margin over the fair price. */
export const MARGIN = 0.06;
export const MIN_COEF = 1.01;
export const MAX_COEF = 101;

const SEED = 0x5eed_2024;
const LIVE_NOISE_MS = 10_000;
const LINE_NOISE_MS = 60_000;
const LIVE_SUSPEND_MS = 15_000;
const LIVE_SUSPEND_P = 0.06;
const LINE_SUSPEND_P = 0.02;
/** A market whose fair probability is outside [DECIDED_LOW, DECIDED_HIGH] is not offered (blocked). */
const DECIDED_LOW = 0.012;
const DECIDED_HIGH = 0.975;

export const GAME_STATUS = { notStarted: 1, live: 2, finished: 4 } as const;
export type MarketResult = 'win' | 'lose' | 'return';
/** Bet status ids of a settled market. */
export const RESULT_STATUS_ID: Readonly<Record<MarketResult, number>> = { win: 1, lose: 0, return: 2 };

// ---------------------------------------------------------------------------------------------
// Clock

let clock: () => number = () => Date.now();

export function feedNow(): number {
  return clock();
}

/** Replaces the feed clock (tests, demos); returns a function that restores the previous one. */
export function setFeedClock(now: () => number): () => void {
  const previous = clock;
  clock = now;
  return () => {
    clock = previous;
  };
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: a hash of the seed and the integers that name a draw.

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) that depends only on the seed and `parts` (integers, any size up to 2^53). */
export function draw(...parts: number[]): number {
  let h = SEED;
  for (const part of parts) {
    const low = part % 0x1_0000_0000;
    const high = Math.floor(part / 0x1_0000_0000);
    h = mix(h ^ mix(low >>> 0));
    h = mix(h ^ mix((high >>> 0) + 0x9e37));
  }
  return h / 0x1_0000_0000;
}

// ---------------------------------------------------------------------------------------------
// Probability helpers

function poissonPmf(lambda: number, max: number): number[] {
  const out = new Array<number>(max + 1);
  let p = Math.exp(-lambda);
  out[0] = p;
  for (let k = 1; k <= max; k++) {
    p = (p * lambda) / k;
    out[k] = p;
  }
  return out;
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** Win / push / lose probabilities of one outcome. */
interface Chance {
  win: number;
  push: number;
}

// ---------------------------------------------------------------------------------------------
// Games: constants drawn once per game

interface ScoreEvent {
  /** Fraction of the game (0..1) when it happened. */
  at: number;
  team: 0 | 1;
  points: number;
}

type MarketGroup = Market['group'];
type Outcome = Market['outcome'];

interface MarketSlot {
  index: number;
  group: MarketGroup;
  outcome: Outcome;
  line: number | null;
  typeId: number;
  kind: number;
}

interface GameModel {
  id: number;
  champ: ChampDef;
  sport: SportDef;
  startAt: number;
  /** When it ends, ms; a best of three may end after two thirds. */
  endAt: number;
  /** Fraction of the nominal duration the game lasts (1, or 2/3 for a 2-0). */
  endFraction: number;
  home: string;
  away: string;
  /** Goals/points expected per team over the whole game; sets: the home side's chance per set. */
  rateHome: number;
  rateAway: number;
  setChance: number;
  events: readonly ScoreEvent[];
  slots: readonly MarketSlot[];
}

const TYPE = { w1: 1, x: 2, w2: 3, h1: 7, h2: 8, over: 9, under: 10 } as const;
const KIND = { result: 1, handicap: 2, total: 3 } as const;

/** The market of a game by index: 0-2 result, 10+ totals (over, under pairs), 30+ handicaps. */
function marketSlots(sport: SportDef, totals: readonly number[], handicaps: readonly number[]): MarketSlot[] {
  const slots: MarketSlot[] = [
    { index: 0, group: '1x2', outcome: '1', line: null, typeId: TYPE.w1, kind: KIND.result },
    ...(sport.draw ? [{ index: 1, group: '1x2', outcome: 'X', line: null, typeId: TYPE.x, kind: KIND.result } as const] : []),
    { index: 2, group: '1x2', outcome: '2', line: null, typeId: TYPE.w2, kind: KIND.result },
  ];
  totals.forEach((line, k) => {
    slots.push({ index: 10 + 2 * k, group: 'total', outcome: 'over', line, typeId: TYPE.over, kind: KIND.total });
    slots.push({ index: 11 + 2 * k, group: 'total', outcome: 'under', line, typeId: TYPE.under, kind: KIND.total });
  });
  handicaps.forEach((line, k) => {
    slots.push({ index: 30 + 2 * k, group: 'handicap', outcome: 'home', line, typeId: TYPE.h1, kind: KIND.handicap });
    // The away side's line is the opposite of the home side's; -0 would print as "-0".
    slots.push({ index: 31 + 2 * k, group: 'handicap', outcome: 'away', line: line === 0 ? 0 : -line, typeId: TYPE.h2, kind: KIND.handicap });
  });
  return slots;
}

function teamRating(champ: ChampDef, team: number): number {
  return draw(champ.id, team, 7);
}

function poissonEvents(gameId: number, team: 0 | 1, rate: number, pointsOf: (u: number) => number, cap: number): ScoreEvent[] {
  const events: ScoreEvent[] = [];
  let at = 0;
  for (let i = 0; i < cap; i++) {
    const u = draw(gameId, 100 + team, i);
    at += -Math.log(1 - u) / rate;
    if (at >= 1) break;
    events.push({ at, team, points: pointsOf(draw(gameId, 200 + team, i)) });
  }
  return events;
}

function buildModel(id: number, champ: ChampDef, slot: number): GameModel {
  const sport = sportOf(champ);
  const n = champ.teams.length;
  const homeIndex = Math.floor(draw(id, 1) * n);
  const awayIndex = (homeIndex + 1 + Math.floor(draw(id, 2) * (n - 1))) % n;
  // Home advantage for the team sports; none at neutral tennis and e-sports venues.
  const strength = teamRating(champ, homeIndex) - teamRating(champ, awayIndex) + (sport.model === 'sets' ? 0 : 0.1);
  const startAt = FEED_EPOCH + champ.offsetMs + slot * champ.intervalMs;
  let rateHome = 0;
  let rateAway = 0;
  let setChance = 0.5;
  let events: ScoreEvent[];
  let endFraction = 1;
  let totals: number[];
  let handicaps: number[];

  if (sport.model === 'goals') {
    rateHome = sport.baseRate * Math.exp(0.7 * strength);
    rateAway = sport.baseRate * Math.exp(-0.7 * strength);
    events = [...poissonEvents(id, 0, rateHome, () => 1, 20), ...poissonEvents(id, 1, rateAway, () => 1, 20)];
    const main = Math.floor(rateHome + rateAway) + 0.5;
    totals = [main - 1, main, main + 1].filter((line) => line > 0);
    handicaps = [0, strength >= 0 ? -1.5 : 1.5];
  } else if (sport.model === 'points') {
    rateHome = sport.baseRate * Math.exp(0.12 * strength);
    rateAway = sport.baseRate * Math.exp(-0.12 * strength);
    // A scoring play is worth 1 (12 %), 2 (60 %) or 3 points (28 %): 2.16 on average.
    const pointsOf = (u: number) => (u < 0.12 ? 1 : u < 0.72 ? 2 : 3);
    events = [...poissonEvents(id, 0, rateHome / 2.16, pointsOf, 400), ...poissonEvents(id, 1, rateAway / 2.16, pointsOf, 400)];
    const home = events.filter((e) => e.team === 0).reduce((s, e) => s + e.points, 0);
    const away = events.filter((e) => e.team === 1).reduce((s, e) => s + e.points, 0);
    // No draws in basketball: a tie is decided by a last basket (overtime, compressed to one play).
    if (home === away) events.push({ at: 0.9995, team: draw(id, 3) < 0.5 ? 0 : 1, points: 2 });
    const main = Math.round(rateHome + rateAway) + 0.5;
    totals = [main - 6, main, main + 6];
    handicaps = [-Math.round(rateHome - rateAway) - 0.5];
  } else {
    setChance = 1 / (1 + Math.exp(-3 * strength));
    const winners: (0 | 1)[] = [0, 1, 2].map((k) => (draw(id, 300, k) < setChance ? 0 : 1));
    const played = winners[0] === winners[1] ? 2 : 3;
    events = winners.slice(0, played).map((team, k) => ({ at: (k + 1) / 3, team, points: 1 }));
    endFraction = played / 3;
    totals = [2.5];
    handicaps = [-1.5, 1.5];
  }
  events.sort((a, b) => a.at - b.at);
  return {
    id,
    champ,
    sport,
    startAt,
    endAt: startAt + Math.round(endFraction * sport.durationMs),
    endFraction,
    home: champ.teams[homeIndex]!,
    away: champ.teams[awayIndex]!,
    rateHome,
    rateAway,
    setChance,
    events,
    slots: marketSlots(sport, totals, handicaps),
  };
}

const MODEL_CACHE_LIMIT = 5000;
const models = new Map<number, GameModel>();

/** The constants of game `gameId`, or null when the id names no game. */
function modelOf(gameId: number): GameModel | null {
  const cached = models.get(gameId);
  if (cached) return cached;
  if (!Number.isSafeInteger(gameId) || gameId <= 0) return null;
  const champ = CHAMP_BY_ID.get(Math.floor(gameId / GAME_ID_FACTOR));
  if (!champ) return null;
  const model = buildModel(gameId, champ, gameId % GAME_ID_FACTOR);
  // A bounded cache: the feed is correct without it, it only saves recomputing the draws.
  if (models.size >= MODEL_CACHE_LIMIT) models.clear();
  models.set(gameId, model);
  return model;
}

// ---------------------------------------------------------------------------------------------
// A game at a moment

type Phase = 'unpublished' | 'line' | 'live' | 'finished';

function phaseAt(model: GameModel, now: number): Phase {
  if (now < model.startAt - LINE_HORIZON_MS) return 'unpublished';
  if (now < model.startAt) return 'line';
  if (now < model.endAt) return 'live';
  return 'finished';
}

interface Moment {
  phase: Phase;
  /** Fraction of the nominal game played (0 before the start, endFraction after the end). */
  played: number;
  home: number;
  away: number;
}

function momentAt(model: GameModel, now: number): Moment {
  const phase = phaseAt(model, now);
  const played = phase === 'line' || phase === 'unpublished' ? 0 : Math.min(model.endFraction, (now - model.startAt) / model.sport.durationMs);
  let home = 0;
  let away = 0;
  for (const event of model.events) {
    if (event.at > played && phase !== 'finished') break;
    if (event.team === 0) home += event.points;
    else away += event.points;
  }
  return { phase, played, home, away };
}

/** The chance of each market of the game to win (and to be void, for whole-number handicaps). */
function chances(model: GameModel, m: Moment, slots: readonly MarketSlot[]): Map<number, Chance> {
  const out = new Map<number, Chance>();
  const left = Math.max(0, 1 - m.played);
  const { sport } = model;

  if (sport.model === 'goals') {
    const max = 14;
    const ph = poissonPmf(model.rateHome * left, max);
    const pa = poissonPmf(model.rateAway * left, max);
    for (const slot of slots) {
      let win = 0;
      let push = 0;
      for (let i = 0; i <= max; i++) {
        for (let j = 0; j <= max; j++) {
          const p = ph[i]! * pa[j]!;
          const home = m.home + i;
          const away = m.away + j;
          const verdict = settleOne(slot, home, away);
          if (verdict === 'win') win += p;
          else if (verdict === 'return') push += p;
        }
      }
      out.set(slot.index, { win, push });
    }
  } else if (sport.model === 'points') {
    const meanHome = model.rateHome * left;
    const meanAway = model.rateAway * left;
    // Points per play vary, so the spread is wider than a plain Poisson's.
    const sd = Math.sqrt(2.3 * (meanHome + meanAway));
    const margin = m.home - m.away + meanHome - meanAway;
    const total = m.home + m.away + meanHome + meanAway;
    const above = (x: number) => (sd < 1e-9 ? (x > 0 ? 1 : 0) : normalCdf(x / sd));
    for (const slot of slots) {
      let win: number;
      if (slot.group === '1x2') win = slot.outcome === '1' ? above(margin) : 1 - above(margin);
      else if (slot.group === 'total') win = slot.outcome === 'over' ? above(total - slot.line!) : 1 - above(total - slot.line!);
      else win = slot.outcome === 'home' ? above(margin + slot.line!) : above(-margin + slot.line!);
      out.set(slot.index, { win, push: 0 });
    }
  } else {
    // Best of three: the current set leans towards its (already drawn) winner as it is played.
    const setIndex = m.home + m.away;
    const progress = Math.min(1, Math.max(0, m.played * 3 - setIndex));
    const winner = model.events[setIndex]?.team;
    const p = model.setChance;
    const current = winner === undefined ? p : winner === 0 ? p + (1 - p) * progress ** 2 : p - p * progress ** 2;
    // Final set scores from here, by enumeration (at most three sets).
    const finals = new Map<string, number>();
    const walk = (home: number, away: number, chance: number, first: boolean) => {
      if (home === 2 || away === 2) {
        finals.set(`${home}:${away}`, (finals.get(`${home}:${away}`) ?? 0) + chance);
        return;
      }
      const q = first ? current : p;
      walk(home + 1, away, chance * q, false);
      walk(home, away + 1, chance * (1 - q), false);
    };
    walk(m.home, m.away, 1, true);
    for (const slot of slots) {
      let win = 0;
      for (const [score, chance] of finals) {
        const [home, away] = score.split(':').map(Number) as [number, number];
        if (settleOne(slot, home, away) === 'win') win += chance;
      }
      out.set(slot.index, { win, push: 0 });
    }
  }
  return out;
}

/** The result of one market for a final score. */
function settleOne(slot: MarketSlot, home: number, away: number): MarketResult {
  const line = slot.line ?? 0;
  let diff: number;
  switch (slot.outcome) {
    case '1':
      return home > away ? 'win' : 'lose';
    case 'X':
      return home === away ? 'win' : 'lose';
    case '2':
      return away > home ? 'win' : 'lose';
    case 'over':
      diff = home + away - line;
      break;
    case 'under':
      diff = line - (home + away);
      break;
    case 'home':
      diff = home + line - away;
      break;
    case 'away':
      diff = away + line - home;
      break;
  }
  return diff > 0 ? 'win' : diff < 0 ? 'lose' : 'return';
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

interface MarketState {
  coef: number;
  blocked: boolean;
}

/** Prices and blocked flags of every market of the game at `now` (a finished game: just before its end). */
function marketStates(model: GameModel, now: number, slots: readonly MarketSlot[] = model.slots): Map<number, MarketState> {
  const finished = now >= model.endAt;
  const at = finished ? model.endAt - 1 : now;
  const m = momentAt(model, at);
  const live = m.phase === 'live';
  const odds = chances(model, m, slots);
  const noiseTick = Math.floor(at / (live ? LIVE_NOISE_MS : LINE_NOISE_MS));
  const suspendTick = Math.floor(at / (live ? LIVE_SUSPEND_MS : LINE_NOISE_MS));
  const goalWindow = GOAL_BLOCK_MS / model.sport.durationMs;
  const afterGoal = live && model.sport.model === 'goals' && model.events.some((e) => e.at <= m.played && e.at > m.played - goalWindow);
  const groups: MarketGroup[] = ['1x2', 'total', 'handicap'];
  const suspended = new Set(groups.filter((g, k) => draw(model.id, live ? 500 + k : 600 + k, suspendTick) < (live ? LIVE_SUSPEND_P : LINE_SUSPEND_P)));

  const out = new Map<number, MarketState>();
  for (const slot of slots) {
    const { win, push } = odds.get(slot.index)!;
    // A whole-number handicap returns the stake on a tie: price the bet on the decided cases only.
    const decided = 1 - push;
    const p = decided > 1e-9 ? win / decided : 0;
    const marketId = model.id * MARKETS_PER_GAME + slot.index;
    const noise = 1 + 0.05 * (draw(marketId, noiseTick) - 0.5);
    const fair = p > 1e-9 ? 1 / (p * (1 + MARGIN)) : MAX_COEF;
    const coef = Math.min(MAX_COEF, Math.max(MIN_COEF, round2(fair * noise)));
    const blocked = finished || afterGoal || suspended.has(slot.group) || p < DECIDED_LOW || p > DECIDED_HIGH;
    out.set(slot.index, { coef, blocked });
  }
  return out;
}

function scoreOf(model: GameModel, m: Moment): Game['score'] {
  return m.phase === 'live' || m.phase === 'finished' ? { home: m.home, away: m.away } : null;
}

/**
 * Which markets a game is described with: every one (the game page), the result only (lists), or
 * the result with the main total and the main handicap (lists in the Asian view's columns).
 */
export type MarketChoice = 'all' | 'main' | 'main-lines';

/**
 * The main line of a group: of its pairs (over and under of one total, both sides of one
 * handicap), the one whose two prices are closest, so the column shows the line the book would
 * call even. An open pair beats a suspended one; a tie keeps the earlier line, so it is stable.
 */
function mainPair(slots: readonly MarketSlot[], states: ReadonlyMap<number, MarketState>, group: MarketGroup): MarketSlot[] {
  let best: MarketSlot[] = [];
  let bestScore = Infinity;
  for (const first of slots) {
    if (first.group !== group || first.index % 2 !== 0) continue;
    const second = slots.find((slot) => slot.index === first.index + 1);
    const a = states.get(first.index);
    const b = second ? states.get(second.index) : undefined;
    if (!second || !a || !b) continue;
    const score = Math.abs(a.coef - b.coef) + (a.blocked || b.blocked ? 1000 : 0);
    if (score < bestScore) {
      best = [first, second];
      bestScore = score;
    }
  }
  return best;
}

function describe(model: GameModel, now: number, markets: MarketChoice): Game {
  const m = momentAt(model, now);
  let slots: readonly MarketSlot[];
  let states: Map<number, MarketState>;
  if (markets === 'main-lines') {
    states = marketStates(model, now, model.slots);
    slots = [...model.slots.filter((slot) => slot.group === '1x2'), ...mainPair(model.slots, states, 'handicap'), ...mainPair(model.slots, states, 'total')];
  } else {
    slots = markets === 'all' ? model.slots : model.slots.filter((slot) => slot.group === '1x2');
    states = marketStates(model, now, slots);
  }
  const started = m.phase === 'live' || m.phase === 'finished';
  const { sport } = model;
  const setsModel = sport.model === 'sets';
  const period = !started ? null : setsModel ? Math.min(3, m.home + m.away + (m.phase === 'finished' ? 0 : 1)) : Math.min(sport.periods, Math.floor(m.played * sport.periods) + 1);
  return {
    id: model.id,
    sport: sport.id,
    sportId: sport.sportId,
    champId: model.champ.id,
    champName: model.champ.name,
    discipline: model.champ.discipline ?? null,
    home: model.home,
    away: model.away,
    startAt: model.startAt,
    statusId: m.phase === 'live' ? GAME_STATUS.live : m.phase === 'finished' ? GAME_STATUS.finished : GAME_STATUS.notStarted,
    isLive: m.phase === 'live',
    isFinished: m.phase === 'finished',
    score: scoreOf(model, m),
    period,
    gameTimeSec: started ? Math.floor(m.played * sport.gameLengthSec) : null,
    markets: slots.map((slot) => {
        const state = states.get(slot.index)!;
        return {
          id: model.id * MARKETS_PER_GAME + slot.index,
          typeId: slot.typeId,
          kind: slot.kind,
          group: slot.group,
          outcome: slot.outcome,
          line: slot.line,
          coef: state.coef,
          blocked: state.blocked,
        };
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Public API: games, lists, menu

/** One published game (line, live or finished) with all or only its main markets; null if unknown or not yet published. */
export function describeGame(gameId: number, now: number = feedNow(), markets: 'all' | 'main' = 'all'): Game | null {
  const model = modelOf(gameId);
  if (!model || phaseAt(model, now) === 'unpublished') return null;
  return describe(model, now, markets);
}

/** When the game ends (ms since the epoch), or null for an unknown id. */
export function gameFinishesAt(gameId: number): number | null {
  return modelOf(gameId)?.endAt ?? null;
}

/** Games of a championship in a section at `now`, in start order. */
function champGames(champ: ChampDef, section: Section, now: number): GameModel[] {
  const sport = sportOf(champ);
  const base = FEED_EPOCH + champ.offsetMs;
  const first = section === 'live' ? Math.floor((now - base - sport.durationMs) / champ.intervalMs) : Math.floor((now - base) / champ.intervalMs);
  const last = section === 'live' ? Math.floor((now - base) / champ.intervalMs) : Math.floor((now + LINE_HORIZON_MS - base) / champ.intervalMs);
  const out: GameModel[] = [];
  for (let slot = Math.max(0, first); slot <= last; slot++) {
    const model = modelOf(champ.id * GAME_ID_FACTOR + slot);
    if (model && phaseAt(model, now) === section) out.push(model);
  }
  return out;
}

export interface GamesFilter {
  sport?: string;
  champ?: number;
  discipline?: string;
}

export type FilterProblem = { status: 400 | 404; message: string };

/** Checks a filter against the catalogue: a precise message for an unknown sport, championship or discipline. */
export function checkFilter(filter: GamesFilter): FilterProblem | null {
  if (filter.sport !== undefined && !SPORT_BY_ID.has(filter.sport)) return { status: 404, message: `Unknown sport "${filter.sport}"` };
  if (filter.discipline !== undefined && !DISCIPLINE_BY_ID.has(filter.discipline)) {
    return { status: 404, message: `Unknown discipline "${filter.discipline}"` };
  }
  if (filter.champ !== undefined) {
    const champ = CHAMP_BY_ID.get(filter.champ);
    if (!champ) return { status: 404, message: `Unknown championship ${filter.champ}` };
    if (filter.sport !== undefined && champ.sport !== filter.sport) {
      return { status: 404, message: `Championship ${filter.champ} is not in sport "${filter.sport}"` };
    }
    if (filter.discipline !== undefined && champ.discipline !== filter.discipline) {
      return { status: 404, message: `Championship ${filter.champ} is not in discipline "${filter.discipline}"` };
    }
  }
  return null;
}

function champsMatching(filter: GamesFilter): ChampDef[] {
  return CHAMPS.filter(
    (c) =>
      (filter.sport === undefined || c.sport === filter.sport) &&
      (filter.champ === undefined || c.id === filter.champ) &&
      (filter.discipline === undefined || c.discipline === filter.discipline),
  );
}

function champSummary(champ: ChampDef, count: number): Champ {
  return { id: champ.id, sport: champ.sport, discipline: champ.discipline ?? null, name: champ.name, country: champ.country, count };
}

/**
 * The games of a section (live now, or in the line), filtered, grouped by championship in catalogue
 * order; with `markets` 'main-lines' each game also carries its main handicap and total.
 */
export function listGames(
  section: Section,
  filter: GamesFilter = {},
  now: number = feedNow(),
  markets: Exclude<MarketChoice, 'all'> = 'main',
): { champs: Champ[]; games: Game[] } {
  const champs: Champ[] = [];
  const games: Game[] = [];
  for (const champ of champsMatching(filter)) {
    const found = champGames(champ, section, now);
    if (found.length === 0) continue;
    champs.push(champSummary(champ, found.length));
    for (const model of found) games.push(describe(model, now, markets));
  }
  return { champs, games };
}

/** Sports with games in the section, their counts, championships and (e-sports) disciplines. */
export function menu(section: Section, now: number = feedNow()): MenuAnswer {
  const sports: MenuAnswer['sports'] = [];
  for (const sport of SPORT_BY_ID.values()) {
    const champs = CHAMPS.filter((c) => c.sport === sport.id)
      .map((c) => champSummary(c, champGames(c, section, now).length))
      .filter((c) => c.count > 0);
    const count = champs.reduce((sum, c) => sum + c.count, 0);
    if (count === 0) continue;
    const disciplines = [...DISCIPLINE_BY_ID.values()]
      .map((d) => ({ id: d.id, name: d.name, count: champs.filter((c) => c.discipline === d.id).reduce((s, c) => s + c.count, 0) }))
      .filter((d) => d.count > 0);
    sports.push({ id: sport.id, sportId: sport.sportId, name: sport.name, count, disciplines, champs });
  }
  return { section, sports };
}

// ---------------------------------------------------------------------------------------------
// Public API: markets, for the coupon and bet history

export interface CurrentMarket {
  coef: number;
  blocked: boolean;
  gameId: number;
  isLive: boolean;
  finished: boolean;
  result?: MarketResult;
  /** The game now: what a bet's row in the coupon shows (the score once it is on). */
  game: { score: Game['score']; statusId: number; timeSec: number | null; startAt: number };
}

function slotOf(model: GameModel, marketId: number): MarketSlot | undefined {
  const index = marketId % MARKETS_PER_GAME;
  return model.slots.find((s) => s.index === index);
}

/** The price and state of a market at `now`; null for an unknown id or a game not published yet. */
export function currentMarket(marketId: number, now: number = feedNow()): CurrentMarket | null {
  if (!Number.isSafeInteger(marketId) || marketId <= 0) return null;
  const gameId = Math.floor(marketId / MARKETS_PER_GAME);
  const model = modelOf(gameId);
  if (!model) return null;
  const slot = slotOf(model, marketId);
  const phase = phaseAt(model, now);
  if (!slot || phase === 'unpublished') return null;
  const state = marketStates(model, now, [slot]).get(slot.index)!;
  const finished = phase === 'finished';
  const m = momentAt(model, now);
  const started = phase === 'live' || finished;
  const game = {
    score: scoreOf(model, m),
    statusId: phase === 'live' ? GAME_STATUS.live : finished ? GAME_STATUS.finished : GAME_STATUS.notStarted,
    timeSec: started ? Math.floor(m.played * model.sport.gameLengthSec) : null,
    startAt: model.startAt,
  };
  const out: CurrentMarket = { coef: state.coef, blocked: state.blocked, gameId, isLive: phase === 'live', finished, game };
  if (finished) out.result = settleOne(slot, m.home, m.away);
  return out;
}

/** Results of markets at `now`: 'win' | 'lose' | 'return' once the game is finished, else (or for an unknown id) null. */
export function settleMarkets(marketIds: readonly number[], now: number = feedNow()): Map<number, MarketResult | null> {
  const out = new Map<number, MarketResult | null>();
  for (const marketId of marketIds) {
    if (out.has(marketId)) continue;
    const gameId = Math.floor(marketId / MARKETS_PER_GAME);
    const model = Number.isSafeInteger(marketId) && marketId > 0 ? modelOf(gameId) : null;
    const slot = model ? slotOf(model, marketId) : undefined;
    if (!model || !slot || phaseAt(model, now) !== 'finished') {
      out.set(marketId, null);
      continue;
    }
    const final = momentAt(model, now);
    out.set(marketId, settleOne(slot, final.home, final.away));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public API: fixtures and score timelines, for the sports extras (teams, champion pages, results)

export interface Fixture {
  id: number;
  champId: number;
  home: string;
  away: string;
  startAt: number;
  endAt: number;
}

/** Who plays whom and when, for any game id, published or not yet (a final announced ahead); null for an unknown id. */
export function fixtureOf(gameId: number): Fixture | null {
  const model = modelOf(gameId);
  if (!model) return null;
  return { id: model.id, champId: model.champ.id, home: model.home, away: model.away, startAt: model.startAt, endAt: model.endAt };
}

/** The game ids of a championship whose start falls in [from, to), in start order (published or not). */
export function champGameIdsBetween(champId: number, from: number, to: number): number[] {
  const champ = CHAMP_BY_ID.get(champId);
  if (!champ) return [];
  const base = FEED_EPOCH + champ.offsetMs;
  const first = Math.max(0, Math.ceil((from - base) / champ.intervalMs));
  const out: number[] = [];
  for (let slot = first; base + slot * champ.intervalMs < to; slot++) out.push(champ.id * GAME_ID_FACTOR + slot);
  return out;
}

export interface ScoreMoment {
  /** The game clock when it happened, in seconds. */
  clockSec: number;
  team: 'home' | 'away';
  points: number;
  /** The score after it. */
  home: number;
  away: number;
}

/** What has been scored in a published game up to `now`, in order; null when the game is unknown or not published. */
export function scoreTimeline(gameId: number, now: number = feedNow()): ScoreMoment[] | null {
  const model = modelOf(gameId);
  if (!model || phaseAt(model, now) === 'unpublished') return null;
  const m = momentAt(model, now);
  const out: ScoreMoment[] = [];
  let home = 0;
  let away = 0;
  for (const event of model.events) {
    if (m.phase === 'line') break;
    if (event.at > m.played && m.phase !== 'finished') break;
    if (event.team === 0) home += event.points;
    else away += event.points;
    const clockSec = Math.min(model.sport.gameLengthSec, Math.floor(event.at * model.sport.gameLengthSec));
    out.push({ clockSec, team: event.team === 0 ? 'home' : 'away', points: event.points, home, away });
  }
  return out;
}
