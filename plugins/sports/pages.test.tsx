// @vitest-environment jsdom
// The line/live/cyber page and the game page as a player finds them, over the real feed at a fixed time.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, betSelectionToggled } from '@plugin-api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describeGame, listGames, menu } from '../../server/test-kit/index.ts';
import { LinePage } from './LinePage.tsx';
import { FIRST_CHAMPIONSHIPS } from './model.ts';
import { GamePage } from './GamePage.tsx';
import { createSportsTestApp, sportsServerForFile, T0 } from './test-kit.tsx';


const server = sportsServerForFile();

/** The list item of a game, found by its opponents' names (a team may play in two games of a list). */
async function rowOf(game: { home: string; away: string }): Promise<HTMLElement> {
  // A long list draws its later championships in a deferred render: slow on a busy machine.
  const items = (await screen.findAllByText(game.home, undefined, { timeout: 5000 })).map((el) => el.closest('li')!);
  const row = items.find((li) => within(li).queryByText(game.away));
  if (!row) throw new Error(`no row for ${game.home} – ${game.away}`);
  return row;
}

function renderPage(routeId: string, params: Record<string, string | number> = {}, request = server().guest(), pageType?: string) {
  const t = createSportsTestApp({ request });
  const page = routeId.includes('game') ? GamePage : LinePage;
  const Page = page;
  t.render(<Page routeId={routeId} params={params} query="" lng="en" {...(pageType ? { pageType } : {})} />);
  return t;
}

describe('LinePage', () => {
  it('shows live games by championship with their scores and prices, and the sports menu with counts', async () => {
    renderPage('live');
    const live = listGames('live', {}, T0);
    const first = live.games[0]!;

    expect(screen.getByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    // Grouped by country unless the player turned it off: championships are headings under their country's.
    expect(await screen.findByRole('heading', { level: 3, name: first.champName })).toBeInTheDocument();
    // The first championships at once, every one once the deferred render is done.
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(Math.min(FIRST_CHAMPIONSHIPS, live.champs.length));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(live.champs.length), { timeout: 5000 });

    const menuNav = screen.getByRole('navigation', { name: 'Sports' });
    const football = menu('live', T0).sports.find((s) => s.id === 'football')!;
    expect(await within(menuNav).findByRole('link', { name: `Football ${football.count}` })).toHaveAttribute('href', '/en/live/football');
    expect(within(menuNav).getByRole('link', { name: /^All sports/ })).toHaveAttribute('aria-current', 'page');

    const row = await rowOf(first);
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/en/live/${first.sport}/${first.champId}/${first.id}`);
    expect(within(row).getByLabelText(`Score ${first.score!.home} to ${first.score!.away}`)).toBeInTheDocument();
    expect(within(row).getAllByRole('button', { name: /, / })).toHaveLength(first.markets.length);
  });

  it('an odds button shows the price and toggles the selection in the coupon', async () => {
    const t = renderPage('live');
    const game = listGames('live', {}, T0).games.find((g) => g.markets.some((m) => !m.blocked))!;
    const market = game.markets.find((m) => !m.blocked)!;
    const row = await rowOf(game);
    const name = market.outcome === 'X' ? 'Draw' : `${market.outcome === '1' ? game.home : game.away} to win`;
    const button = within(row).getByRole('button', { name: `${name}, ${market.coef.toFixed(2)}` });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(t.store.getState().coupon.bets).toEqual([{ marketId: String(market.id), coef: market.coef }]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('a blocked price cannot be added', async () => {
    renderPage('live');
    // At T0 the feed has suspended markets (a goal, a suspended group or a decided outcome).
    const game = listGames('live', {}, T0).games.find((g) => g.markets.some((m) => m.blocked))!;
    const row = await rowOf(game);
    const blocked = within(row).getAllByRole('button', { name: /suspended$/ });
    expect(blocked.length).toBeGreaterThan(0);
    for (const button of blocked) expect(button).toBeDisabled();
  });

  it('filters the line by sport, with its championships and line start times', async () => {
    const t = renderPage('sports-sport', { sport: 'tennis' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    const tennis = listGames('line', { sport: 'tennis' }, T0);
    expect((await screen.findAllByText(tennis.games[0]!.home))[0]).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(tennis.champs.map((c) => c.name));
    expect(t.request).toHaveBeenCalledWith('GET', '/sports/games', { query: { section: 'line', sport: 'tennis' } });
    const champs = await screen.findByRole('list', { name: 'Championships' });
    expect(within(champs).getAllByRole('link')).toHaveLength(tennis.champs.length);
    expect(screen.getByRole('navigation', { name: 'Live or pre-match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/en/live/tennis');
    expect(document.querySelector('time')).toHaveAttribute('dateTime', new Date(tennis.games[0]!.startAt).toISOString());
  });

  it('says so for an unknown section or sport', async () => {
    renderPage('cyber-section', { discipline: 'cs2', section: 'tomorrow' });
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such sport, championship or section.');
    cleanup();
    renderPage('live-sport', { sport: 'curling' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such sport, championship or section.');
  });

  it('shows an error with a retry when the games cannot be loaded', async () => {
    const t = renderPage('live', {}, async () => Promise.reject(new ApiError('Bad gateway', 502)));
    expect(await screen.findByText('The games could not be loaded. We keep trying.')).toBeInTheDocument();
    const calls = t.request.mock.calls.length;
    t.request.mockImplementation(server().guest());
    // The list's own retry (the sports menu, failing too, has one of its own).
    const listError = screen.getByText('The games could not be loaded. We keep trying.').closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(listError).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: listGames('live', {}, T0).champs[0]!.name })).toBeInTheDocument();
    expect(t.request.mock.calls.length).toBeGreaterThan(calls);
  });
});

describe('the line and live lists: stars and the extras', () => {
  it('give every game a star that keeps it in the favourites, a 44 px button saying what it does and whether it is on', async () => {
    const t = renderPage('live');
    const game = listGames('live', {}, T0).games[0]!;
    const row = await rowOf(game);
    const star = within(row).getByRole('button', { name: `Add ${game.home} – ${game.away} to favorites` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).toHaveClass('extras-star');
    fireEvent.click(star);
    expect(within(row).getByRole('button', { name: `Remove ${game.home} – ${game.away} from favorites` })).toHaveAttribute('aria-pressed', 'true');
    expect(t.store.getState().sportsFavorites.games).toEqual([game.id]);
  });

  it('lead to search, the express of the day, bets on you, results, favourites and recommendations', async () => {
    renderPage('live');
    const nav = screen.getByRole('navigation', { name: 'More in sports' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Search', '/en/search-events'],
      ['Express of the day', '/en/express-day'],
      ['Bets on you', '/en/bets-on-you'],
      ['Results', '/en/results/live'],
      ['Favorites', '/en/favorites'],
      ['Recommended', '/en/recommendations'],
    ]);
  });
});

describe('GamePage', () => {
  it('links each team to its page, and leads to the extras', async () => {
    const game = listGames('line', { sport: 'football' }, T0).games[0]!;
    renderPage('game', { sport: 'football', champ: game.champId, game: game.id });
    const title = await screen.findByRole('heading', { level: 1, name: `${game.home} – ${game.away}` });
    const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    expect(within(title).getByRole('link', { name: game.home })).toHaveAttribute('href', `/en/team/${slug(game.home)}`);
    expect(within(title).getByRole('link', { name: game.away })).toHaveAttribute('href', `/en/team/${slug(game.away)}`);
    expect(within(screen.getByRole('navigation', { name: 'More in sports' })).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search-events');
  });

  it('shows one game with every market group', async () => {
    const game = listGames('live', { sport: 'football' }, T0).games[0]!;
    renderPage('live-game', { sport: 'football', champ: game.champId, game: game.id });
    expect(await screen.findByRole('heading', { level: 1, name: `${game.home} – ${game.away}` })).toBeInTheDocument();
    const full = describeGame(game.id, T0)!;
    for (const group of ['Result', 'Total', 'Handicap']) expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total' })).getAllByRole('button')).toHaveLength(full.markets.filter((m) => m.group === 'total').length);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', `/en/live/football/${game.champId}`);
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('honours the route\'s page type: back to where the game was opened from, and the type goes with each bet', async () => {
    const game = listGames('line', { sport: 'football' }, T0).games[0]!;
    const t = createSportsTestApp({ request: server().guest() });
    const dispatch = vi.spyOn(t.store, 'dispatch');
    t.render(<GamePage routeId="bets-on-you-game" params={{ section: 'line', game: game.id }} query="" lng="en" pageType="bets-on-you" />);
    await screen.findByRole('heading', { level: 1, name: `${game.home} – ${game.away}` });
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en/bets-on-you/line');
    fireEvent.click(within(screen.getByRole('region', { name: 'Result' })).getAllByRole('button').find((b) => !b.hasAttribute('disabled'))!);
    const picked = dispatch.mock.calls.map(([action]) => action).filter((action) => betSelectionToggled.match(action));
    expect(picked.map((action) => action.payload.pageType)).toEqual(['bets-on-you']);
    cleanup();

    renderPage('top-game', { game: game.id }, server().guest(), 'top-game');
    await screen.findByRole('heading', { level: 1, name: `${game.home} – ${game.away}` });
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en/');
  });

  it('says when a game does not exist', async () => {
    renderPage('game', { sport: 'football', champ: 101, game: 999000001 });
    expect(await screen.findByRole('heading', { level: 1, name: 'This game could not be found' })).toBeInTheDocument();
  });
});
