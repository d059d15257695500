/**
 * A live page of 100 games (budget: a live odds update on a page of 100 games drops no frame,
 * ≤ 16 ms work). Each poll brings the whole list of 100 games; what it costs to apply:
 *
 *  1. reducer + selectors: the sports slice's listLoaded (the real reducer, Immer and auto-freeze
 *     included) and then every selector the rows run (100 games, 300 markets), per update;
 *  2. the same update through React: a production React 19 rendering the real GameList into jsdom,
 *     timed from dispatch to committed DOM (flushSync), so it includes the selectors of every
 *     subscribed row and button and the re-render of those that changed.
 *
 * Three kinds of update: nothing changed (a quiet list), a typical live tick (every clock runs 5 s,
 * 10 % of prices and 2 scores move), and every clock and every price moving at once (the worst case).
 * JSON parsing of the answer (~40 KB) is timed separately: it happens in the API client.
 */
import { sportsSlice, listLoaded, viewOpened, selectGame, selectMarket, selectList, type SportsState } from '../plugins/sports/slice.ts';
import { viewKey, type Game, type GamesAnswer } from '../plugins/sports/model.ts';

export const GAMES = 100;
const SAMPLES = 400;
const WARM_UP = 100;
const VIEW = { kind: 'list', query: { section: 'live' } } as const;
const KEY = viewKey(VIEW);

function baseGames(): Game[] {
  return Array.from({ length: GAMES }, (_, i) => {
    const id = 101_000_000 + i;
    const champId = 101 + (i % 8);
    return {
      id,
      sport: 'football',
      sportId: 1,
      champId,
      champName: `Championship ${champId}`,
      discipline: null,
      home: `Home team ${i}`,
      away: `Away team ${i}`,
      startAt: 1_750_000_000_000,
      statusId: 2,
      isLive: true,
      isFinished: false,
      score: { home: i % 3, away: i % 2 },
      period: 1 + (i % 2),
      gameTimeSec: 600 + i * 7,
      markets: (['1', 'X', '2'] as const).map((outcome, k) => ({
        id: id * 100 + k,
        typeId: k + 1,
        kind: 1,
        group: '1x2' as const,
        outcome,
        line: null,
        coef: 1.5 + k + (i % 10) / 10,
        blocked: false,
      })),
    };
  });
}

export type Scenario = 'unchanged' | 'tick' | 'all';

/** A ring of answers, each parsed from JSON like a network answer, each differing from the previous by the scenario. */
export function answers(scenario: Scenario, count: number): GamesAnswer[] {
  const out: GamesAnswer[] = [];
  let games = baseGames();
  for (let n = 0; n < count; n++) {
    games = structuredClone(games);
    if (scenario !== 'unchanged') {
      games.forEach((game, i) => {
        // Every live clock runs between two polls (5 s).
        game.gameTimeSec = game.gameTimeSec! + 5;
        game.markets.forEach((market, k) => {
          const moves = scenario === 'all' || (i * 3 + k + n * 7) % 10 === 0;
          if (moves) market.coef = Math.round((market.coef + (n % 2 === 0 ? 0.03 : -0.03)) * 100) / 100;
        });
      });
      for (const i of [n % GAMES, (n * 37) % GAMES]) games[i]!.score = { home: games[i]!.score!.home + 1, away: games[i]!.score!.away };
    }
    const champIds = [...new Set(games.map((g) => g.champId))].sort((a, b) => a - b);
    const answer: GamesAnswer = {
      section: 'live',
      serverTime: n,
      champs: champIds.map((id) => ({ id, sport: 'football', discipline: null, name: `Championship ${id}`, count: games.filter((game) => game.champId === id).length })),
      games: champIds.flatMap((id) => games.filter((g) => g.champId === id)),
    };
    out.push(JSON.parse(JSON.stringify(answer)) as GamesAnswer);
  }
  return out;
}

function percentiles(samples: number[]): { p50: number; p95: number } {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

function sample(run: (i: number) => void): { p50: number; p95: number } {
  for (let i = 0; i < WARM_UP; i++) run(i);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    run(WARM_UP + i);
    samples.push((performance.now() - start) * 1000);
  }
  return percentiles(samples);
}

const µs = ({ p50, p95 }: { p50: number; p95: number }) => `p50 ${p50.toFixed(0).padStart(6)} µs   p95 ${p95.toFixed(0).padStart(6)} µs`;
const ms = ({ p50, p95 }: { p50: number; p95: number }) => `p50 ${(p50 / 1000).toFixed(2).padStart(6)} ms   p95 ${(p95 / 1000).toFixed(2).padStart(6)} ms`;

export const LABEL: Record<Scenario, string> = {
  unchanged: 'nothing changed',
  tick: 'live tick (clocks, 10 % prices, 2 scores)',
  all: 'clocks and every price move',
};

function reducerBench(scenario: Scenario): { p50: number; p95: number } {
  const ring = answers(scenario, 64);
  const reduce = sportsSlice.reducer;
  let state: SportsState = reduce(undefined, viewOpened(VIEW));
  state = reduce(state, listLoaded({ key: KEY, answer: ring[0]! }));
  let sink = 0;
  const result = sample((i) => {
    state = reduce(state, listLoaded({ key: KEY, answer: ring[(i % 63) + 1]! }));
    // What the mounted rows and buttons select after the update.
    const root = { sports: state };
    for (const group of selectList(root)!.groups) {
      for (const id of group.gameIds) {
        const game = selectGame(root, id)!;
        for (const marketId of game.mainMarketIds) sink += selectMarket(root, marketId)!.coef;
      }
    }
  });
  if (sink === 42) console.log(sink); // keeps the selector work from being optimised away
  return result;
}

/** The part of jsdom's API used here (jsdom ships no types; the test environment loads it the same way). */
interface JsdomModule {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
}

async function installDom(): Promise<() => void> {
  const specifier = 'jsdom';
  const { JSDOM } = (await import(specifier)) as JsdomModule;
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://127.0.0.1/en/live' });
  const keys = ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Element', 'Event', 'MutationObserver', 'getComputedStyle'] as const;
  const saved = new Map<string, PropertyDescriptor | undefined>(keys.map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]));
  for (const key of keys) {
    const value = key === 'getComputedStyle' ? dom.window.getComputedStyle.bind(dom.window) : (dom.window as unknown as Record<string, unknown>)[key];
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value });
  }
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else Reflect.deleteProperty(globalThis, key);
    }
    dom.window.close();
  };
}

async function reactBench(): Promise<string[]> {
  const restoreDom = await installDom();
  const previousEnv = process.env.NODE_ENV;
  // Players run React's production build; the development build does much more per render.
  process.env.NODE_ENV = 'production';
  try {
    const { createElement } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { flushSync } = await import('react-dom');
    const { configureStore } = await import('@reduxjs/toolkit');
    const { createI18n } = await import('../src/i18n/create-i18n.ts');
    const { compileRouteTable } = await import('../src/composer/route-table.ts');
    const { realManifests } = await import('./navigation.ts');
    const { LiveList } = await import('./live-update-app.tsx');
    const en = (await import('../plugins/sports/texts/en.json', { with: { type: 'json' } })).default;

    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'sports', en, true, true);
    const { table } = compileRouteTable(realManifests());
    // The list needs the route table (links) only; the loader is never asked.
    const services = { plugins: null as never, table, navigate: () => {}, reloadPage: () => {}, storage: null, now: () => Date.now() };
    const lines: string[] = [];

    for (const scenario of ['unchanged', 'tick', 'all'] as const) {
      const ring = answers(scenario, 64);
      const navigation = { pending: null, committed: null, redirectHops: 0 };
      const noConfig = { status: 'idle' as const, config: null, error: null };
      const store = configureStore({
        // Links read the site config (a route the region does not serve gets none): none installed here.
        reducer: { sports: sportsSlice.reducer, navigation: (s: typeof navigation = navigation) => s, siteConfig: (s: typeof noConfig = noConfig) => s },
        middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: false, serializableCheck: false }),
      });
      store.dispatch(viewOpened(VIEW));
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      const app = createElement(LiveList, { store, i18n, services, listKey: KEY });
      flushSync(() => root.render(app));
      const mountStart = performance.now();
      flushSync(() => store.dispatch(listLoaded({ key: KEY, answer: ring[0]! })));
      // The list draws its first championships at once and the rest in a deferred render: wait for it.
      for (let waited = 0; container.querySelectorAll('button.odds').length < GAMES * 3 && waited < 5000; waited += 5) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const mountMs = performance.now() - mountStart;
      const buttons = container.querySelectorAll('button.odds').length;
      if (buttons !== GAMES * 3) throw new Error(`expected ${GAMES * 3} odds buttons in the list, found ${buttons}`);
      const result = sample((i) => {
        flushSync(() => store.dispatch(listLoaded({ key: KEY, answer: ring[(i % 63) + 1]! })));
      });
      lines.push(`  ${LABEL[scenario].padEnd(44)} ${ms(result)}`);
      if (scenario === 'unchanged') lines.unshift(`  first render of ${GAMES} rows (${buttons} buttons, the deferred part included): ${mountMs.toFixed(1)} ms`);
      root.unmount();
      container.remove();
    }
    return lines;
  } finally {
    process.env.NODE_ENV = previousEnv;
    restoreDom();
  }
}

export default async function bench(): Promise<string[]> {
  const parse = answers('tick', 2)[1]!;
  const text = JSON.stringify(parse);
  const lines = [`live update of ${GAMES} games, 300 prices (${SAMPLES} updates after ${WARM_UP} warm-up; budget: ≤ 16 ms of work per update)`];
  lines.push(`  ${`JSON.parse of the answer (${(text.length / 1024).toFixed(0)} KB)`.padEnd(44)} ${µs(sample(() => JSON.parse(text)))}`);
  lines.push('reducer + selectors (listLoaded, then every row and button selector):');
  for (const scenario of ['unchanged', 'tick', 'all'] as const) lines.push(`  ${LABEL[scenario].padEnd(44)} ${µs(reducerBench(scenario))}`);
  lines.push('dispatch to committed DOM, React 19 production build in jsdom (GameList, memoised rows and buttons):');
  try {
    lines.push(...(await reactBench()));
  } catch (error) {
    lines.push(`  not measured: ${(error as Error).message}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await bench()) console.log(line);
}
