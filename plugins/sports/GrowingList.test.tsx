// @vitest-environment jsdom
// @vitest-isolate: the stand-in observer must be the one useNearViewport.ts keeps for its module's life.
// A long list draws its first championships, and a few more each time its end comes near the screen.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Game, GamesAnswer } from './model.ts';
import { FIRST_CHAMPIONSHIPS, viewKey } from './model.ts';
import { listLoaded, viewOpened } from './slice.ts';
import { GameList, MORE_CHAMPIONSHIPS } from './GameList.tsx';
import { createSportsTestApp } from './test-kit.tsx';

// The browser's IntersectionObserver, reporting only when the test says so.
const observers: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
vi.stubGlobal(
  'IntersectionObserver',
  class {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {}
  },
);
afterAll(() => {
  vi.unstubAllGlobals();
});

function endComesNear(): void {
  const end = document.querySelector('.sports__list-end');
  if (!end) throw new Error('the list has no end mark');
  const watcher = observers.find((o) => o.elements.has(end));
  if (!watcher) throw new Error('nothing watches the end mark');
  act(() => watcher.callback([{ target: end, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
}

const CHAMPIONSHIPS = 10;
const VIEW = { kind: 'list', query: { section: 'line' } } as const;

function answer(): GamesAnswer {
  const games: Game[] = Array.from({ length: CHAMPIONSHIPS * 2 }, (_, i) => ({
    id: 1000 + i,
    sport: 'football',
    sportId: 1,
    champId: 10 + Math.floor(i / 2),
    champName: `League ${10 + Math.floor(i / 2)}`,
    discipline: null,
    home: `Home ${1000 + i}`,
    away: `Away ${1000 + i}`,
    startAt: 1_700_000_000_000,
    statusId: 1,
    isLive: false,
    isFinished: false,
    score: null,
    period: null,
    gameTimeSec: null,
    markets: [],
  }));
  const champIds = [...new Set(games.map((g) => g.champId))];
  return { section: 'line', serverTime: 0, champs: champIds.map((id) => ({ id, sport: 'football', discipline: null, name: `League ${id}`, count: 2 })), games };
}

describe('a long list', () => {
  it('draws its first championships, more as its end comes near, and no end mark once all are drawn', () => {
    const t = createSportsTestApp({ runSaga: false });
    t.store.dispatch(viewOpened(VIEW));
    t.render(<GameList listKey={viewKey(VIEW)} section="line" cyber={false} onRetry={() => {}} />);
    act(() => {
      t.store.dispatch(listLoaded({ key: viewKey(VIEW), answer: answer() }));
    });
    const drawn = () => screen.getAllByRole('heading', { level: 3 }).length;
    expect(drawn()).toBe(FIRST_CHAMPIONSHIPS);
    // The country's heading counts every game of the list, drawn or not.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(String(CHAMPIONSHIPS * 2));

    endComesNear();
    expect(drawn()).toBe(FIRST_CHAMPIONSHIPS + MORE_CHAMPIONSHIPS);
    endComesNear();
    expect(drawn()).toBe(CHAMPIONSHIPS);
    expect(document.querySelector('.sports__list-end')).toBeNull();
  });
});
