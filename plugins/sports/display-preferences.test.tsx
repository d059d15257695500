// @vitest-environment jsdom
// The sports pages follow the display preferences: view type, market names and grouping by country,
// from the first render and at once when the player changes one (no reload), over the real feed.
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preferenceChosen, type ChosenPreferences } from '@plugin-api';
import { describeGame, listGames } from '../../server/test-kit/index.ts';
import { LinePage } from './LinePage.tsx';
import { GamePage } from './GamePage.tsx';
import { asianLine } from './model.ts';
import { createSportsTestApp, serverFirstScreen, sportsServerForFile, T0 } from './test-kit.tsx';


const server = sportsServerForFile();

function renderLine(preferences: Partial<ChosenPreferences>, routeId = 'live-sport', params: Record<string, string> = { sport: 'football' }) {
  const t = createSportsTestApp({ request: server().guest(), preferences });
  t.render(<LinePage routeId={routeId} params={params} query="" lng="en" />);
  return t;
}

function renderGame(preferences: Partial<ChosenPreferences>) {
  const game = listGames('live', { sport: 'football' }, T0).games[0]!;
  const t = createSportsTestApp({ request: server().guest(), preferences });
  t.render(<GamePage routeId="live-game" params={{ sport: 'football', champ: game.champId, game: game.id }} query="" lng="en" />);
  return { t, full: describeGame(game.id, T0)! };
}

/** The list item of a game, by its home side's name. */
async function rowOf(home: string): Promise<HTMLElement> {
  return (await screen.findAllByText(home, undefined, { timeout: 5000 }))[0]!.closest('li')!;
}

const listQueries = (t: ReturnType<typeof createSportsTestApp>) => t.request.mock.calls.filter(([, path]) => path === '/sports/games').map(([, , options]) => options?.query);

describe('view type', () => {
  it('European: each game shows its result prices in one row, and the list asks for nothing more', async () => {
    const t = renderLine({ viewType: 0 });
    const game = listGames('live', { sport: 'football' }, T0).games[0]!;
    const row = await rowOf(game.home);
    expect(within(row).getAllByRole('button', { name: /, / })).toHaveLength(3);
    expect(row.querySelector('.asian-odds')).toBeNull();
    expect(listQueries(t)).toEqual([{ section: 'live', sport: 'football' }]);
  });

  it('Asian: the result, the main handicap and the main total in three columns, under their heads', async () => {
    const t = renderLine({ viewType: 1 });
    const game = listGames('live', { sport: 'football' }, T0, 'main-lines').games[0]!;
    const row = await rowOf(game.home);
    const columns = row.querySelectorAll('.asian-odds__column');
    expect(columns).toHaveLength(3);
    // Home side first, then away, then the draw: the rows of the three columns line up by side.
    expect([...columns].map((column) => within(column as HTMLElement).getAllByRole('button').length)).toEqual([3, 2, 2]);
    const handicap = game.markets.find((m) => m.group === 'handicap' && m.outcome === 'home')!;
    const total = game.markets.find((m) => m.group === 'total' && m.outcome === 'over')!;
    expect(within(columns[1] as HTMLElement).getAllByRole('button')[0]).toHaveTextContent(`Home (${asianLine(handicap.line, true)})`);
    expect(within(columns[2] as HTMLElement).getAllByRole('button')[0]).toHaveTextContent(`Over ${total.line}`);
    expect(within(columns[0] as HTMLElement).getAllByRole('button').map((b) => b.querySelector('.odds__outcome')!.textContent)).toEqual(['Home', 'Away', 'Draw']);
    expect(document.querySelector('.asian-odds--head')).toHaveTextContent('ResultHandicapTotal');
    expect(listQueries(t)).toEqual([{ section: 'live', sport: 'football', lines: 'main' }]);
  });

  it('switching takes effect at once, without a reload: the list asks again with the lines and shows the columns', async () => {
    const t = renderLine({ viewType: 0 });
    const game = listGames('live', { sport: 'football' }, T0).games[0]!;
    await rowOf(game.home);
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'viewType', value: 1 }));
    });
    await waitFor(() => expect((document.querySelector('.game-row')?.querySelectorAll('.asian-odds__column') ?? []).length).toBe(3), { timeout: 5000 });
    expect(within(await rowOf(game.home)).getAllByRole('button', { name: /, / })).toHaveLength(7);
    expect(listQueries(t).at(-1)).toEqual({ section: 'live', sport: 'football', lines: 'main' });
  });

  it('Asian game page: each total and handicap line once, before its two prices named by side', async () => {
    renderGame({ viewType: 1 });
    const { full } = renderGame({ viewType: 0 });
    const [asianPage, europeanPage] = screen.getAllByRole('article');
    await waitFor(() => expect(within(asianPage!).getByRole('region', { name: 'Total' })).toBeInTheDocument());
    await waitFor(() => expect(within(europeanPage!).getByRole('region', { name: 'Total' })).toBeInTheDocument());
    const totals = full.markets.filter((m) => m.group === 'total');
    const asianTotals = within(asianPage!).getByRole('region', { name: 'Total' });
    expect([...asianTotals.querySelectorAll('.markets__line')].map((cell) => cell.textContent)).toEqual(totals.filter((m) => m.outcome === 'over').map((m) => String(m.line)));
    expect(within(asianTotals).getAllByRole('button').map((b) => b.querySelector('.odds__outcome')!.textContent)).toEqual(totals.map((m) => (m.outcome === 'over' ? 'Over' : 'Under')));
    const europeanTotals = within(europeanPage!).getByRole('region', { name: 'Total' });
    expect(europeanTotals.querySelector('.markets__line')).toBeNull();
    expect(within(europeanTotals).getAllByRole('button')[0]!.querySelector('.odds__outcome')).toHaveTextContent(`Over ${totals[0]!.line}`);
  });

  it('prints quarter lines as the two halves they split into', () => {
    expect(asianLine(-0.75, true)).toBe('-0.5/1');
    expect(asianLine(0.25, true)).toBe('+0/0.5');
    expect(asianLine(2.25, false)).toBe('2/2.5');
    expect(asianLine(2.75, false)).toBe('2.5/3');
    expect(asianLine(-1.5, true)).toBe('-1.5');
    expect(asianLine(1.5, true)).toBe('+1.5');
    expect(asianLine(0, true)).toBe('0');
    expect(asianLine(null, true)).toBe('');
  });
});

describe('market names', () => {
  it('full names on the list and the game page, short codes when chosen, switched without a reload', async () => {
    const t = renderLine({ marketsNameType: 0 });
    const game = listGames('live', { sport: 'football' }, T0).games[0]!;
    const row = await rowOf(game.home);
    const labels = () => within(row).getAllByRole('button', { name: /, / }).map((b) => b.querySelector('.odds__outcome')!.textContent);
    expect(labels()).toEqual(['Home', 'Draw', 'Away']);
    // The accessible name stays the whole sentence in either case.
    expect(within(row).getAllByRole('button', { name: /, / })[0]).toHaveAccessibleName(new RegExp(`^${game.home} to win, `));
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'marketsNameType', value: 1 }));
    });
    expect(labels()).toEqual(['1', 'X', '2']);
  });

  it('titles the game page groups and names its prices in the chosen names', async () => {
    renderGame({ marketsNameType: 1 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Hcp' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: '1X2' })).toBeInTheDocument();
    const total = within(screen.getByRole('region', { name: 'Tot' })).getAllByRole('button')[0]!;
    expect(total.querySelector('.odds__outcome')!.textContent).toMatch(/^O \d/);
    cleanup();
    renderGame({ marketsNameType: 0 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Handicap' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Result' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total' })).getAllByRole('button')[0]!.querySelector('.odds__outcome')!.textContent).toMatch(/^Over \d/);
  });
});

describe('grouping by country', () => {
  it('on: championships under their country, with its number of games; a country folds away and back', async () => {
    renderLine({ groupByCountry: true }, 'sports-sport', { sport: 'football' });
    const line = listGames('line', { sport: 'football' }, T0);
    const england = await screen.findByRole('button', { name: /^England/ });
    const games = line.games.filter((g) => g.champId === 101).length;
    expect(england).toHaveTextContent(`England${games} games`);
    expect(england).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'England. Premier League' })).toBeInTheDocument();
    // The two UEFA cups share one heading: Europe, with the games of both.
    const europe = line.games.filter((g) => g.champId === 105 || g.champId === 106).length;
    await waitFor(() => expect(screen.getByRole('button', { name: /^Europe/ })).toHaveTextContent(`Europe${europe} games`), { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent!.replace(/\d+ games?$/, ''))).toEqual(['England', 'Spain', 'Germany', 'Italy', 'Europe']);

    fireEvent.click(england);
    expect(england).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'England. Premier League' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Spain. LaLiga' })).toBeInTheDocument();
    fireEvent.click(england);
    expect(screen.getByRole('heading', { level: 3, name: 'England. Premier League' })).toBeInTheDocument();
  });

  it('off: a plain list of championships; turned on again without a reload', async () => {
    const t = renderLine({ groupByCountry: false }, 'sports-sport', { sport: 'football' });
    const line = listGames('line', { sport: 'football' }, T0);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(line.champs.map((c) => c.name)), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /^England/ })).toBeNull();
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'groupByCountry', value: true }));
    });
    expect(await screen.findByRole('button', { name: /^England/ })).toBeInTheDocument();
    // The same list: no new request for a regrouping.
    expect(listQueries(t)).toHaveLength(1);
  });
});

describe('first screen on the server', () => {
  it('asks for the main lines when the cookies chose the Asian view, and not otherwise', async () => {
    for (const viewType of [1, 0] as const) {
      const { t, request } = await serverFirstScreen(server().guest(), { viewType }, 'live');
      const asked = request.mock.calls.filter(([, path]) => path === '/sports/games').map(([, , options]) => options?.query);
      expect(asked).toEqual([viewType === 1 ? { section: 'live', lines: 'main' } : { section: 'live' }]);
      const games = Object.values(t.store.getState().sports.games);
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.lineMarketIds.length === (viewType === 1 ? 4 : 0))).toBe(true);
    }
  });
});
