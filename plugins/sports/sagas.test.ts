// @vitest-environment jsdom
// The pollers, run whole against a store with fake timers and a fake API over the real feed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { betSelectionToggled, ApiError } from '@plugin-api';
import { viewKey, type SportsView } from './model.ts';
import { selectGameView, selectList, selectMenu, viewClosed, viewOpened } from './slice.ts';
import { createSportsTestApp, type SportsTestApp, startSportsServer, type SportsServer, T0 } from './test-kit.tsx';
import { listGames } from '../../server/test-kit/index.ts';


let server: SportsServer;
beforeAll(async () => {
  server = await startSportsServer();
}, 60_000);
afterAll(() => server.close());
const LIVE: SportsView = { kind: 'list', query: { section: 'live' } };
const LINE: SportsView = { kind: 'list', query: { section: 'line', sport: 'tennis' } };

let hidden = false;
let t: SportsTestApp;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const paths = () => t.request.mock.calls.map(([, path, options]) => `${path}${options?.query ? `?${new URLSearchParams(options.query as Record<string, string>)}` : ''}`);

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  t = createSportsTestApp({ request: server.guest() });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  server.setFeedTime(T0);
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'hidden');
});

describe('list poller', () => {
  it('asks at once, then every 5 s while live, and stores the answer', async () => {
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    expect(paths()).toEqual(['/sports/games?section=live']);
    expect(selectList(t.store.getState())).toMatchObject({ key: viewKey(LIVE), status: 'ready' });
    await advance(4999);
    expect(t.request).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.request).toHaveBeenCalledTimes(2);
    await advance(5000);
    expect(t.request).toHaveBeenCalledTimes(3);
  });

  it('polls the line every 15 s, with the filters of the page', async () => {
    t.store.dispatch(viewOpened(LINE));
    await advance(14_999);
    expect(paths()).toEqual(['/sports/games?section=line&sport=tennis']);
    await advance(1);
    expect(t.request).toHaveBeenCalledTimes(2);
  });

  it('a list that is here and fresh (it came with the page, or was shown a moment ago) waits out its interval', async () => {
    t.store.dispatch(viewOpened(LINE));
    await advance(0);
    expect(t.request).toHaveBeenCalledTimes(1);
    // Away and back 4 s later: the list answered 4 s ago is still fresh for the 15 s line interval.
    t.store.dispatch(viewClosed(LINE));
    await advance(4000);
    t.store.dispatch(viewOpened(LINE));
    await advance(10_999);
    expect(t.request).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.request).toHaveBeenCalledTimes(2);
  });

  it('a list shown longer ago than its interval is asked for at once when it is opened again', async () => {
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    t.store.dispatch(viewClosed(LIVE));
    await advance(6000);
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    expect(t.request).toHaveBeenCalledTimes(2);
  });

  it('makes no request while the page is hidden, and one at once when it is visible again', async () => {
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    expect(t.request).toHaveBeenCalledTimes(1);

    setHidden(true);
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(1);

    setHidden(false);
    await advance(0);
    expect(t.request).toHaveBeenCalledTimes(2);
    // Then the usual rhythm again.
    await advance(5000);
    expect(t.request).toHaveBeenCalledTimes(3);
  });

  it('opened on a hidden page, waits for it to show', async () => {
    hidden = true;
    t.store.dispatch(viewOpened(LIVE));
    await advance(30_000);
    expect(t.request).not.toHaveBeenCalled();
    setHidden(false);
    await advance(0);
    expect(t.request).toHaveBeenCalledTimes(1);
  });

  it('backs off with jitter after failures and keeps what is shown', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const api = server.guest();
    let failing = false;
    t.request.mockImplementation(async (...args) => {
      if (failing) throw new ApiError('Bad gateway', 502);
      return api(...args);
    });
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    failing = true;
    const at: number[] = [];
    const started = Date.now();
    t.request.mockClear();
    // 5 s after the success, then 5 s + jitter (half of 5 s, 10 s, 20 s with random 0.5).
    for (let i = 0; i < 4; i++) {
      const before = t.request.mock.calls.length;
      while (t.request.mock.calls.length === before) await advance(100);
      at.push(Date.now() - started);
    }
    expect(at).toEqual([5000, 12_500, 22_500, 37_500]);
    expect(selectList(t.store.getState())?.status).toBe('ready');
    // Logged once per run of failures, not per retry.
    expect(t.app.services.log.warn).toHaveBeenCalledTimes(1);

    failing = false;
    while (t.request.mock.calls.length === 4) await advance(100);
    await advance(0);
    const recovered = Date.now();
    await advance(5000);
    expect(t.request).toHaveBeenCalledTimes(6);
    expect(Date.now() - recovered).toBe(5000);
  });

  it('stops for a sport that does not exist (404): no retry would help', async () => {
    t.store.dispatch(viewOpened({ kind: 'list', query: { section: 'live', sport: 'curling' } }));
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(1);
    expect(selectList(t.store.getState())?.status).toBe('notFound');
  });

  it('stops when the view closes, and a newer view replaces the running one', async () => {
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    t.store.dispatch(viewOpened(LINE));
    await advance(0);
    t.store.dispatch(viewClosed(LIVE)); // not the running one: ignored
    await advance(15_000);
    expect(paths()).toEqual(['/sports/games?section=live', '/sports/games?section=line&sport=tennis', '/sports/games?section=line&sport=tennis']);
    t.store.dispatch(viewClosed(LINE));
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(3);
  });

  it('tells the coupon the new prices of the markets it holds', async () => {
    const market = listGames('live', {}, T0).games[0]!.markets[0]!;
    t.store.dispatch(
      betSelectionToggled({
        marketId: String(market.id),
        coef: 1.01,
        sportId: 1,
        typeId: market.typeId,
        kind: market.kind,
        isLive: true,
        gameId: 1,
        champId: 1,
        opponent1: 'A',
        opponent2: 'B',
        marketName: 'A to win',
      }),
    );
    t.store.dispatch(viewOpened(LIVE));
    await advance(0);
    // The coupon (a stand-in reducing oddsChanged as the coupon plugin does) now has the feed's price.
    expect(t.store.getState().coupon.bets).toEqual([{ marketId: String(market.id), coef: market.coef, isBlocked: market.blocked }]);
  });
});

describe('menu and game pollers', () => {
  it('polls the menu every 5 s live and 10 s in the line', async () => {
    t.store.dispatch(viewOpened({ kind: 'menu', section: 'line' }));
    await advance(0);
    expect(selectMenu(t.store.getState())?.status).toBe('ready');
    await advance(10_000);
    expect(paths()).toEqual(['/sports/menu?section=line', '/sports/menu?section=line']);
  });

  it('polls a live game every 3 s and stops once it is finished', async () => {
    const game = listGames('live', { sport: 'tennis' }, T0).games[0]!;
    t.store.dispatch(viewOpened({ kind: 'game', gameId: game.id, live: true }));
    await advance(0);
    expect(selectGameView(t.store.getState())).toEqual({ gameId: game.id, status: 'ready' });
    await advance(3000);
    expect(t.request).toHaveBeenCalledTimes(2);
    server.setFeedTime(T0 + 24 * 3600_000); // long finished
    await advance(3000);
    expect(t.store.getState().sports.games[game.id]?.isFinished).toBe(true);
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(3);
  });

  it('shows "not found" for an unknown game and stops', async () => {
    t.store.dispatch(viewOpened({ kind: 'game', gameId: 42, live: false }));
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(1);
    expect(selectGameView(t.store.getState())).toEqual({ gameId: 42, status: 'notFound' });
  });
});
