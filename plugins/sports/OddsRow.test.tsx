// @vitest-environment jsdom
// @vitest-isolate: the stand-in observer must be the one useNearViewport.ts keeps for its module's life.
// Rows far from the screen keep their prices until they come near (an IntersectionObserver stand-in).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { betSelectionToggled } from '@plugin-api';
import type { Game, GamesAnswer } from './model.ts';
import { viewKey } from './model.ts';
import { listLoaded, viewOpened } from './slice.ts';
import { GameList } from './GameList.tsx';
import { createSportsTestApp, type SportsTestApp } from './test-kit.tsx';

/** The browser's IntersectionObserver, driven by the test: `setNear(element, near)`. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static setNear(elements: Element[], near: boolean) {
    for (const observer of FakeObserver.instances) {
      const entries = elements.filter((e) => observer.observed.has(e)).map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry);
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}
globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;

const VIEW = { kind: 'list', query: { section: 'live' } } as const;
const KEY = viewKey(VIEW);

function makeGames(count: number): Game[] {
  return Array.from({ length: count }, (_, i) => {
    const id = 2000 + i;
    return {
      id,
      sport: 'football',
      sportId: 1,
      champId: 10,
      champName: 'League',
      discipline: null,
      home: `Home ${id}`,
      away: `Away ${id}`,
      startAt: 1_700_000_000_000,
      statusId: 2,
      isLive: true,
      isFinished: false,
      score: { home: 0, away: 0 },
      period: 1,
      gameTimeSec: 300,
      markets: (['1', 'X', '2'] as const).map((outcome, k) => ({ id: id * 100 + k, typeId: k + 1, kind: 1, group: '1x2' as const, outcome, line: null, coef: 1.5 + k, blocked: false })),
    };
  });
}

function answerOf(games: Game[]): GamesAnswer {
  return { section: 'live', serverTime: 0, champs: [{ id: 10, sport: 'football', discipline: null, name: 'League', count: games.length }], games };
}

let t: SportsTestApp;
let games: Game[];

function push(next: Game[]) {
  act(() => {
    t.store.dispatch(listLoaded({ key: KEY, answer: answerOf(next) }));
  });
}

const rowOf = (id: number) => screen.getByText(`Home ${id}`).closest('li')!;
const oddsOf = (id: number) => rowOf(id).querySelector('.game-row__odds')!;

beforeEach(() => {
  t = createSportsTestApp({ runSaga: false });
  games = makeGames(20);
  t.store.dispatch(viewOpened(VIEW));
  t.render(<GameList listKey={KEY} section="live" cyber={false} onRetry={() => {}} />);
  push(games);
});
afterEach(() => {
  cleanup();
});

describe('prices of rows far from the screen', () => {
  it('wait while the row is far, and show the current price once it comes near', () => {
    // Rows 10 to 19 are far below the screen.
    const far = games.slice(10).map((g) => oddsOf(g.id));
    FakeObserver.setNear(far, false);
    const next = structuredClone(games);
    next[2]!.markets[0]!.coef = 1.8;
    next[15]!.markets[0]!.coef = 1.9;
    push(next);

    expect(within(rowOf(2002)).getByRole('button', { name: 'Home 2002 to win, 1.80' })).toBeInTheDocument();
    expect(within(rowOf(2015)).getByRole('button', { name: 'Home 2015 to win, 1.50' })).toBeInTheDocument();

    FakeObserver.setNear([oddsOf(2015)], true);
    expect(within(rowOf(2015)).getByRole('button', { name: 'Home 2015 to win, 1.90' })).toBeInTheDocument();
  });

  it('a row that went far and came back without a change keeps its buttons', () => {
    const button = within(rowOf(2012)).getByRole('button', { name: 'Draw, 2.50' });
    FakeObserver.setNear([oddsOf(2012)], false);
    FakeObserver.setNear([oddsOf(2012)], true);
    expect(within(rowOf(2012)).getByRole('button', { name: 'Draw, 2.50' })).toBe(button);
  });
});

describe('a press on a price', () => {
  it('hands the coupon the pick built by selectionOf: the game’s start with it, and the cyber page type on cyber lists', () => {
    cleanup();
    const dispatch = vi.spyOn(t.store, 'dispatch');
    t.render(<GameList listKey={KEY} section="live" cyber onRetry={() => {}} />);
    fireEvent.click(within(rowOf(2003)).getByRole('button', { name: 'Draw, 2.50' }));
    expect(dispatch).toHaveBeenCalledWith(
      betSelectionToggled({
        marketId: '200301',
        coef: 2.5,
        sportId: 1,
        typeId: 2,
        kind: 1,
        isLive: true,
        gameId: 2003,
        champId: 10,
        opponent1: 'Home 2003',
        opponent2: 'Away 2003',
        marketName: 'Draw',
        champName: 'League',
        isBlocked: false,
        startAt: 1_700_000_000_000,
        pageType: 'cyber',
      }),
    );
  });
});
