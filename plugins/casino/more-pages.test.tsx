// @vitest-environment jsdom
/**
 * The lobby's first screen on the server, my casino and the bonus casino pages against the reference
 * casino API: what each shows, its empty state with a next step, its links.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { apiCallOf, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';
import { lobbyFirstScreen } from './first-screen.ts';
import { casinoSlice, listKeyOf, selectGameList } from './games-slice.ts';
import { MyCasinoPage } from './components/MyCasinoPage.tsx';
import { TournamentResultsPage } from './components/TournamentResultsPage.tsx';
import { TournamentsPage } from './components/TournamentsPage.tsx';
import { LobbyPage } from './components/LobbyPage.tsx';
import type { Lobby, TournamentResults } from './model.ts';
import { GAME_ORIGIN, gameHref, gamesOf, recording, renderCasinoPage, tileName } from './test-kit.tsx';

let server: TestServer;
// The first start of a server in a run checks the project: more than a hook's default time on a busy machine.
// Its clock stands at noon: the tournaments' standings grow with the clock, so the page shows those the test read.
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default', gameOrigin: GAME_ORIGIN, clockStart: Date.UTC(2026, 10, 25, 12) });
}, 60_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

const myCasino = (routeId: string, pageType: string) => <MyCasinoPage routeId={routeId} params={{}} query="" lng="en" pageType={pageType} />;
const results = (id: string) => <TournamentResultsPage routeId="bonus-casino-tournament-results" params={{ id }} query="" lng="en" />;
const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

describe('lobby first screen', () => {
  it('fetches the first page of what the route and its query list, so the HTML holds the first rows', async () => {
    const expected = await gamesOf(server.guest(), { provider: 'red-lantern-studios', search: 'er' });
    const { call, calls } = recording(server.guest());
    let state = { casino: casinoSlice.getInitialState() } as Record<string, unknown>;
    const services = { api: { request: call } };
    await runSaga(
      { dispatch: (action: Action) => void (state = { casino: casinoSlice.reducer(state.casino as never, action) }), getState: () => state, context: { services } },
      lobbyFirstScreen,
      { routeId: 'providers-provider', pageType: 'provider', params: { provider: 'red-lantern-studios' }, query: '?search=er', lng: 'en' },
    ).toPromise();
    expect(calls).toEqual(['GET /casino/games?page=1&pageSize=24&provider=red-lantern-studios&search=er']);
    const list = selectGameList(state, listKeyOf({ provider: 'red-lantern-studios', search: 'er' }));
    expect(list.total).toBe(expected.total);
    expect(list.total).toBeGreaterThan(0);
    expect(list.pages[1]).toEqual(expected.games);
  });
});

describe('my casino', () => {
  it('lists the favorites, most recent first, and the games played lately', async () => {
    const player = await server.register();
    const [older, newer] = (await gamesOf(server.guest())).games;
    const played = (await gamesOf(server.guest(), { page: 2 })).games.find((g) => g.demo)!;
    await player.call('PUT', `/casino/favorites/${older!.id}`);
    await player.call('PUT', `/casino/favorites/${newer!.id}`);
    await player.call('POST', '/casino/launch', { body: { gameId: played.id, mode: 'demo' } });
    await renderCasinoPage(myCasino('my-casino', 'favorites'), player.call, { signedIn: true });
    const favorites = await screen.findByRole('list', { name: 'Favorites' });
    expect(await within(favorites).findByRole('link', { name: tileName(newer!) })).toBeInTheDocument();
    expect(within(favorites).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([tileName(newer!), tileName(older!)]);
    expect(within(await screen.findByRole('list', { name: 'Played lately' })).getByRole('link', { name: tileName(played) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recommended' })).toHaveAttribute('href', '/en/my-casino/recommended');
  });

  it('says how to add a favorite when there is none, with the way to the games', async () => {
    const player = await server.register();
    await renderCasinoPage(myCasino('my-casino', 'favorites'), player.call, { signedIn: true });
    expect(await screen.findByText('You have no favorites yet: tap the heart on any game to keep it here.')).toBeInTheDocument();
    expect(await screen.findByText('You have not played any game yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to all games' })[0]).toHaveAttribute('href', '/en/casino-lobby');
  });

  it('shows the recommended games, and the server’s message when they fail', async () => {
    const player = await server.register();
    const played = (await gamesOf(server.guest())).games.find((g) => g.demo)!;
    await player.call('POST', '/casino/launch', { body: { gameId: played.id, mode: 'demo' } });
    // Picked from the provider just played: its most played game besides the one played.
    const picked = (await gamesOf(server.guest(), { provider: played.provider.id })).games.find((g) => g.id !== played.id)!;
    await renderCasinoPage(myCasino('my-casino-recommended', 'recommended'), player.call, { signedIn: true });
    expect(await screen.findByRole('link', { name: tileName(picked) })).toHaveAttribute('href', gameHref(picked));
    cleanup();
    await renderCasinoPage(myCasino('my-casino-recommended', 'recommended'), apiCallOf(server.app, 'not-a-token'), { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The access token is malformed');
  });
});

describe('bonus casino', () => {
  it('lists tournaments by state, linking each page and leaderboard (on the landing, among the landing pages)', async () => {
    await renderCasinoPage(<TournamentsPage routeId="landing-bonus-casino-tournaments" params={{}} query="" lng="en" />, server.guest());
    expect(await screen.findByRole('heading', { level: 2, name: 'Running now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Finished' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daily Spin Sprint' })).toHaveAttribute('href', '/en/landing/bonus/casino/tournaments/daily-spin-sprint');
    expect(screen.getByRole('link', { name: 'Leaderboard of Daily Spin Sprint' })).toHaveAttribute('href', '/en/landing/bonus/casino/tournaments/daily-spin-sprint/results');
    expect(screen.getByRole('link', { name: 'Weekend Reels Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Leaderboard of Weekend Reels Cup' })).toBeNull();
    expect(screen.getByText('Prize pool: $5,000.00')).toBeInTheDocument();
  });

  it('shows a leaderboard with masked players and prizes, and says when nobody has scored', async () => {
    const standings = (await server.guest()('GET', '/casino/tournaments/daily-spin-sprint/results')) as TournamentResults;
    await renderCasinoPage(results('daily-spin-sprint'), server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Spin Sprint: leaderboard' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['PlacePlayerPointsPrize', ...standings.leaderboard.map((r) => `${r.place}${r.player}${r.points}${r.prize === null ? '—' : dollars.format(r.prize)}`)]);
    expect(rows[1]).toMatch(/^1\w\w\*\*\*\w\d+\$1,500\.00$/);
    expect(rows.at(-1)).toMatch(/\*\*\*\w\d+—$/);
    expect(screen.getByText('Standings so far')).toBeInTheDocument();
    cleanup();
    await renderCasinoPage(results('weekend-reels-cup'), server.guest());
    expect(await screen.findByText('The tournament has not started yet.')).toBeInTheDocument();
  });
});

describe('section chips', () => {
  it('mark only the section on screen as current, and lead to each section and theme', async () => {
    // Every section of the reference catalog has games: this lobby answers one (jackpots) empty, as a region without it would.
    const guest = server.guest();
    const api: ApiCall = async (method, path, options) => {
      const answer = await guest(method, path, options);
      if (path !== '/casino/lobby') return answer;
      const lobby = answer as Lobby;
      return { ...lobby, sections: lobby.sections.map((s) => (s.id === 'jackpots' ? { ...s, gamesCount: 0, subcategories: [] } : s)) };
    };
    await renderCasinoPage(<LobbyPage routeId="slots-section" params={{ section: 'popular' }} query="" lng="en" pageType="slots" />, api, { url: '/en/slots/popular' });
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(await within(sections).findByRole('link', { name: 'Egypt' })).toHaveAttribute('href', '/en/slots/popular/egypt');
    expect(within(sections).getByRole('link', { name: 'Popular games' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'New games' })).not.toHaveAttribute('aria-current');
    expect(within(sections).queryByRole('link', { name: 'Jackpots' })).toBeNull();
  });
});

describe('search field', () => {
  it('follows a search that comes from elsewhere (a link, back), and keeps what is being typed', async () => {
    const golden = await gamesOf(server.guest(), { search: 'Golden' });
    const darkMine = await gamesOf(server.guest(), { search: 'Dark Mine' });
    await renderCasinoPage(
      <>
        <Link to="/en/casino-search?search=Dark%20Mine">elsewhere</Link>
        <LobbyPage routeId="casino-search" params={{}} query="" lng="en" pageType="search" />
      </>,
      server.guest(),
      { url: '/en/casino-search?search=Golden' },
    );
    const field = screen.getByLabelText('Search by game name');
    expect(field).toHaveValue('Golden');
    expect(await screen.findByText(`${golden.total} games`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(field).toHaveValue('Dark Mine');
    expect(await screen.findByText(`${darkMine.total} game${darkMine.total === 1 ? '' : 's'}`)).toBeInTheDocument();
    await userEvent.type(field, 's');
    expect(field).toHaveValue('Dark Mines');
  });
});
