// @vitest-environment jsdom
/**
 * The lobby's first screen on the server, my casino and the bonus casino pages against a fake API
 * with the casino API's shapes: what each shows, its empty state with a next step, its links.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { ApiError } from '@plugin-api';
import { lobbyFirstScreen } from './first-screen.ts';
import { casinoSlice, listKeyOf, selectGameList } from './games-slice.ts';
import { MyCasinoPage } from './components/MyCasinoPage.tsx';
import { TournamentResultsPage } from './components/TournamentResultsPage.tsx';
import { TournamentsPage } from './components/TournamentsPage.tsx';
import { LobbyPage } from './components/LobbyPage.tsx';
import { fakeCasino, game, renderCasinoPage } from './test-kit.tsx';

afterEach(cleanup);

const TOURNAMENT = { id: 'spring-spins', name: 'Spring Spins', prizePool: 5000, currency: 'USD', startsAt: '2026-11-20T10:00:00.000Z', endsAt: '2026-12-20T10:00:00.000Z', state: 'running', gameIds: [1, 2] };

describe('lobby first screen', () => {
  it('fetches the first page of what the route and its query list, so the HTML holds the first rows', async () => {
    const fake = fakeCasino(100);
    let state = { casino: casinoSlice.getInitialState() } as Record<string, unknown>;
    const services = { api: { request: fake.request } };
    await runSaga(
      { dispatch: (action: Action) => void (state = { casino: casinoSlice.reducer(state.casino as never, action) }), getState: () => state, context: { services } },
      lobbyFirstScreen,
      { routeId: 'providers-provider', pageType: 'provider', params: { provider: 'redfox' }, query: '?search=game', lng: 'en' },
    ).toPromise();
    expect(fake.calls).toEqual(['GET /casino/games?page=1&pageSize=24&provider=redfox&search=game']);
    const list = selectGameList(state, listKeyOf({ provider: 'redfox', search: 'game' }));
    expect(list.total).toBe(50);
    expect(list.pages[1]).toHaveLength(24);
  });
});

describe('my casino', () => {
  it('lists the favorites, most recent first, and the games played lately', async () => {
    const fake = fakeCasino(10);
    fake.favorites = [3, 7];
    fake.answers.set('GET /casino/recent', { games: [game(5)] });
    await renderCasinoPage(<MyCasinoPage routeId="my-casino" params={{}} query="" lng="en" pageType="favorites" />, fake, { signedIn: true });
    const favorites = await screen.findByRole('list', { name: 'Favorites' });
    expect(await within(favorites).findByRole('link', { name: 'Game 7 by NovaStar' })).toBeInTheDocument();
    expect(within(favorites).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['Game 7 by NovaStar', 'Game 3 by NovaStar']);
    expect(within(await screen.findByRole('list', { name: 'Played lately' })).getByRole('link', { name: 'Game 5 by NovaStar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recommended' })).toHaveAttribute('href', '/en/my-casino/recommended');
  });

  it('says how to add a favorite when there is none, with the way to the games', async () => {
    const fake = fakeCasino(10);
    fake.answers.set('GET /casino/recent', { games: [] });
    await renderCasinoPage(<MyCasinoPage routeId="my-casino" params={{}} query="" lng="en" pageType="favorites" />, fake, { signedIn: true });
    expect(await screen.findByText('You have no favorites yet: tap the heart on any game to keep it here.')).toBeInTheDocument();
    expect(screen.getByText('You have not played any game yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to all games' })[0]).toHaveAttribute('href', '/en/casino-lobby');
  });

  it('shows the recommended games, and the server’s message when they fail', async () => {
    const fake = fakeCasino(10);
    fake.answers.set('GET /casino/recommended', { games: [game(2), game(4)] });
    await renderCasinoPage(<MyCasinoPage routeId="my-casino-recommended" params={{}} query="" lng="en" pageType="recommended" />, fake, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Game 2 by Red Fox' })).toHaveAttribute('href', '/en/game/2/game-2');
    cleanup();
    fake.answers.set('GET /casino/recommended', new ApiError('Sign in to see games picked for you', 401));
    await renderCasinoPage(<MyCasinoPage routeId="my-casino-recommended" params={{}} query="" lng="en" pageType="recommended" />, fake, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to see games picked for you');
  });
});

describe('bonus casino', () => {
  it('lists tournaments by state, linking each page and leaderboard (on the landing, among the landing pages)', async () => {
    const fake = fakeCasino(10);
    fake.answers.set('GET /casino/tournaments', { tournaments: [TOURNAMENT, { ...TOURNAMENT, id: 'winter-wins', name: 'Winter Wins', state: 'upcoming' }] });
    await renderCasinoPage(<TournamentsPage routeId="landing-bonus-casino-tournaments" params={{}} query="" lng="en" />, fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Running now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spring Spins' })).toHaveAttribute('href', '/en/landing/bonus/casino/tournaments/spring-spins');
    expect(screen.getByRole('link', { name: 'Leaderboard of Spring Spins' })).toHaveAttribute('href', '/en/landing/bonus/casino/tournaments/spring-spins/results');
    expect(screen.queryByRole('link', { name: 'Leaderboard of Winter Wins' })).toBeNull();
    expect(screen.getAllByText('Prize pool: $5,000.00')).toHaveLength(2);
  });

  it('shows a leaderboard with masked players and prizes, and says when nobody has scored', async () => {
    const fake = fakeCasino(10);
    fake.answers.set('GET /casino/tournaments/spring-spins', TOURNAMENT);
    fake.answers.set('GET /casino/tournaments/spring-spins/results', {
      tournamentId: 'spring-spins',
      state: 'running',
      currency: 'USD',
      leaderboard: [
        { place: 1, player: 'de***o', points: 420, prize: 2500 },
        { place: 2, player: 'ma***k', points: 300, prize: null },
      ],
    });
    await renderCasinoPage(<TournamentResultsPage routeId="bonus-casino-tournament-results" params={{ id: 'spring-spins' }} query="" lng="en" />, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Spins: leaderboard' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PlacePlayerPointsPrize', '1de***o420$2,500.00', '2ma***k300—']);
    expect(screen.getByText('Standings so far')).toBeInTheDocument();
    cleanup();
    fake.answers.set('GET /casino/tournaments/spring-spins/results', { tournamentId: 'spring-spins', state: 'upcoming', currency: 'USD', leaderboard: [] });
    await renderCasinoPage(<TournamentResultsPage routeId="bonus-casino-tournament-results" params={{ id: 'spring-spins' }} query="" lng="en" />, fake);
    expect(await screen.findByText('The tournament has not started yet.')).toBeInTheDocument();
  });
});

describe('section chips', () => {
  it('mark only the section on screen as current, and lead to each section and theme', async () => {
    const fake = fakeCasino(10);
    const lobby = (await fake.request('GET', '/casino/lobby')) as { sections: unknown[] };
    fake.answers.set('GET /casino/lobby', { ...lobby, sections: [{ id: 'new', gamesCount: 4, subcategories: [] }, { id: 'popular', gamesCount: 10, subcategories: [{ id: 'egypt', gamesCount: 3 }] }, { id: 'jackpots', gamesCount: 0, subcategories: [] }] });
    await renderCasinoPage(<LobbyPage routeId="slots-section" params={{ section: 'popular' }} query="" lng="en" pageType="slots" />, fake, { url: '/en/slots/popular' });
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(await within(sections).findByRole('link', { name: 'Egypt' })).toHaveAttribute('href', '/en/slots/popular/egypt');
    expect(within(sections).getByRole('link', { name: 'Popular games' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'New games' })).not.toHaveAttribute('aria-current');
    expect(within(sections).queryByRole('link', { name: 'Jackpots' })).toBeNull();
  });
});

describe('search field', () => {
  it('follows a search that comes from elsewhere (a link, back), and keeps what is being typed', async () => {
    const fake = fakeCasino(100);
    await renderCasinoPage(
      <>
        <Link to="/en/casino-search?search=Game%2099">elsewhere</Link>
        <LobbyPage routeId="casino-search" params={{}} query="" lng="en" pageType="search" />
      </>,
      fake,
      { url: '/en/casino-search?search=Game%201' },
    );
    const field = screen.getByLabelText('Search by game name');
    expect(field).toHaveValue('Game 1');
    expect(await screen.findByText('12 games')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(field).toHaveValue('Game 99');
    expect(await screen.findByText('1 game')).toBeInTheDocument();
    await userEvent.type(field, '9');
    expect(field).toHaveValue('Game 999');
  });
});
