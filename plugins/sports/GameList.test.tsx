// @vitest-environment jsdom
// A live list of 100 games: an update re-renders only what changed (renders counted with React's Profiler).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { oddsFormatChanged } from '@plugin-api';
import type { Game, GamesAnswer } from './model.ts';
import { viewKey } from './model.ts';
import { listLoaded, viewOpened } from './slice.ts';
import { GameList } from './GameList.tsx';
import { createSportsTestApp, type SportsTestApp } from './test-kit.tsx';
import type * as RowModule from './GameRow.tsx';
import type * as OddsModule from './OddsButton.tsx';

// Every row and every odds button renders inside a Profiler named by its id; onRender fires when
// anything inside it renders. The wrappers are memoised like the real components, on the same props.
const renders = vi.hoisted(() => ({ rows: new Map<number, number>(), buttons: new Map<number, number>() }));

vi.mock('./GameRow.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof RowModule>();
  const { Profiler, createElement, memo } = await import('react');
  const Counted = memo(function CountedRow(props: { gameId: number; cyber: boolean }) {
    const count = () => renders.rows.set(props.gameId, (renders.rows.get(props.gameId) ?? 0) + 1);
    return createElement(Profiler, { id: `row-${props.gameId}`, onRender: count }, createElement(actual.GameRow, props));
  });
  return { ...actual, GameRow: Counted };
});

vi.mock('./OddsButton.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof OddsModule>();
  const { Profiler, createElement, memo } = await import('react');
  const Counted = memo(function CountedButton(props: Parameters<typeof actual.OddsButton>[0]) {
    const id = props.market.id;
    const count = () => renders.buttons.set(id, (renders.buttons.get(id) ?? 0) + 1);
    return createElement(Profiler, { id: `odds-${id}`, onRender: count }, createElement(actual.OddsButton, props));
  });
  return { ...actual, OddsButton: Counted };
});

const VIEW = { kind: 'list', query: { section: 'live' } } as const;
const KEY = viewKey(VIEW);

function makeGames(count: number): Game[] {
  return Array.from({ length: count }, (_, i) => {
    const id = 1000 + i;
    const champId = 10 + (i % 5);
    return {
      id,
      sport: 'football',
      sportId: 1,
      champId,
      champName: `League ${champId}`,
      discipline: null,
      home: `Home team ${id}`,
      away: `Away team ${id}`,
      startAt: 1_700_000_000_000,
      statusId: 2,
      isLive: true,
      isFinished: false,
      score: { home: 0, away: 0 },
      period: 1,
      gameTimeSec: 300,
      markets: (['1', 'X', '2'] as const).map((outcome, k) => ({
        id: id * 100 + k,
        typeId: k + 1,
        kind: 1,
        group: '1x2' as const,
        outcome,
        line: null,
        coef: 1.5 + k,
        blocked: false,
      })),
    };
  });
}

function answerOf(games: Game[]): GamesAnswer {
  const champIds = [...new Set(games.map((g) => g.champId))].sort((a, b) => a - b);
  const ordered = champIds.flatMap((id) => games.filter((g) => g.champId === id));
  return {
    section: 'live',
    serverTime: 0,
    champs: champIds.map((id) => ({ id, sport: 'football', discipline: null, name: `League ${id}`, count: 20 })),
    games: ordered,
  };
}

let t: SportsTestApp;
let games: Game[];

function push(next: Game[]) {
  act(() => {
    t.store.dispatch(listLoaded({ key: KEY, answer: answerOf(next) }));
  });
}

function resetCounts() {
  renders.rows.clear();
  renders.buttons.clear();
}

beforeEach(() => {
  t = createSportsTestApp({ runSaga: false });
  games = makeGames(100);
  t.store.dispatch(viewOpened(VIEW));
  t.render(<GameList listKey={KEY} section="live" cyber={false} onRetry={() => {}} />);
  push(games);
  resetCounts();
});
afterEach(() => {
  cleanup();
});

describe('GameList with 100 live games', () => {
  it('shows every game with its three prices', () => {
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getAllByRole('button', { name: /to win|Draw/ })).toHaveLength(300);
    // The feed says no country for these championships: they group under "Other".
    expect(screen.getByRole('heading', { level: 2, name: /^Other/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it("re-renders only the row of the game whose odds moved, and only that price's button", () => {
    const next = structuredClone(games);
    next[57]!.markets[1]!.coef = 2.75;
    push(next);

    expect([...renders.rows.entries()]).toEqual([[1057, 1]]);
    expect([...renders.buttons.entries()]).toEqual([[105701, 1]]);
    const row = screen.getByText('Home team 1057').closest('li')!;
    expect(within(row).getByRole('button', { name: 'Draw, 2.75' })).toBeInTheDocument();
  });

  it('re-renders only the row whose score changed, not its buttons', () => {
    const next = structuredClone(games);
    next[3]!.score = { home: 1, away: 0 };
    push(next);

    expect([...renders.rows.entries()]).toEqual([[1003, 1]]);
    expect(renders.buttons.size).toBe(0);
    expect(within(screen.getByText('Home team 1003').closest('li')!).getByLabelText('Score 1 to 0')).toBeInTheDocument();
  });

  it('a running clock re-renders a row only when the minute it shows changes', () => {
    const seconds = structuredClone(games).map((g) => ({ ...g, gameTimeSec: 310 })); // still minute 6
    push(seconds);
    expect(renders.rows.size).toBe(0);
    const minute = structuredClone(seconds);
    minute[20]!.gameTimeSec = 360; // minute 7
    push(minute);
    expect([...renders.rows.entries()]).toEqual([[1020, 1]]);
    expect(renders.buttons.size).toBe(0);
    expect(within(screen.getByText('Home team 1020').closest('li')!).getByText("7'")).toBeInTheDocument();
  });

  it('re-renders nothing when an answer brings no change', () => {
    push(structuredClone(games));
    expect(renders.rows.size).toBe(0);
    expect(renders.buttons.size).toBe(0);
  });

  it('switching the odds format re-renders each price once, in the new format', () => {
    act(() => {
      t.store.dispatch(oddsFormatChanged(1));
    });
    expect(renders.buttons.size).toBe(300);
    expect([...renders.buttons.values()].every((n) => n === 1)).toBe(true);
    // Game 1057's prices are 1.5, 2.5 and 3.5: 1/2, 6/4 and 5/2 on the bookmakers' ladder.
    const row = screen.getByText('Home team 1057').closest('li')!;
    expect(within(row).getAllByRole('button', { name: /, / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Home team 1057 to win, 1/2',
      'Draw, 6/4',
      'Away team 1057 to win, 5/2',
    ]);
  });

  it('in another format a moving price still re-renders only its own button', () => {
    act(() => {
      t.store.dispatch(oddsFormatChanged(2));
    });
    resetCounts();
    const next = structuredClone(games);
    next[12]!.markets[2]!.coef = 4.2;
    push(next);
    expect([...renders.buttons.entries()]).toEqual([[101202, 1]]);
    expect(within(screen.getByText('Home team 1012').closest('li')!).getByRole('button', { name: 'Away team 1012 to win, +320' })).toBeInTheDocument();
  });

  it('moving ten prices at once re-renders ten rows out of a hundred', () => {
    const next = structuredClone(games);
    for (let i = 0; i < 100; i += 10) next[i]!.markets[0]!.coef += 0.05;
    push(next);
    expect(renders.rows.size).toBe(10);
    expect(renders.buttons.size).toBe(10);
  });
});
