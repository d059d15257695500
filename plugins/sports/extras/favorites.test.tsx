// @vitest-environment jsdom
/**
 * Favorites as a player meets them: a guest's stay in this browser and follow another tab's change;
 * signing in merges them into the player's on the server (and forgets them here); a player's other
 * tab hears of a change; a refused save is taken back to what the server holds, with the reason.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@plugin-api';
import FavoritesPage from '../extensions/favorites-page.tsx';
import { CHANNEL_NAME, LOCAL_KEY, favoriteToggled, selectSportsFavorites } from '@plugin-api/favorites';
import { extrasApp, recordedApi, renderExtrasPage, type SportsServer, startSportsServer } from '../test-kit.tsx';

let server: SportsServer;
beforeAll(async () => {
  server = await startSportsServer();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEY) ?? 'null') as unknown;
const PROFILE = { userId: 7, banLevel: 0, banVersion: 0, userStatusId: null, internalVerificationStatus: null, verificationStatusGroupCode: null, requestedAdditionalDocument: false, hasDeposit: false, termsChanged: false, protectionLevel: null };

describe('a guest’s favorites', () => {
  it('are kept in this browser and shown with what they are now; the star takes one out', async () => {
    localStorage.setItem(LOCAL_KEY, JSON.stringify({ games: [], champs: [101] }));
    const fake = recordedApi(server.guest());
    const user = userEvent.setup();
    await renderExtrasPage(<FavoritesPage routeId="favorites" params={{}} query="" lng="en" />, fake, { url: '/en/favorites' });
    expect(await screen.findByText('England. Premier League')).toBeInTheDocument();
    expect(screen.getByText(/kept in this browser/)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.startsWith('GET /sports-extras/favorites?') || c === 'GET /sports-extras/favorites')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove England. Premier League from favorites' }));
    expect(await screen.findByText(/You have no favorites yet/)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('lose one at once when its star is pressed, without asking for the others again', async () => {
    localStorage.setItem(LOCAL_KEY, JSON.stringify({ games: [], champs: [101, 102] }));
    const fake = recordedApi(server.guest());
    const user = userEvent.setup();
    await renderExtrasPage(<FavoritesPage routeId="favorites" params={{}} query="" lng="en" />, fake, { url: '/en/favorites' });
    await user.click(await screen.findByRole('button', { name: 'Remove England. Premier League from favorites' }));
    expect(screen.queryByText('England. Premier League')).toBeNull();
    expect(screen.getByText('Spain. LaLiga')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.startsWith('GET /sports-extras/favorites/view'))).toEqual(['GET /sports-extras/favorites/view?champs=101%2C102&games=']);
    expect(stored()).toEqual({ games: [], champs: [102] });
  });

  it('follow a change another tab made', async () => {
    const { app } = await extrasApp(recordedApi(server.guest()));
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).status).toBe('ready'));
    const value = JSON.stringify({ games: [], champs: [202] });
    localStorage.setItem(LOCAL_KEY, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEY, newValue: value }));
    });
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).champs).toEqual([202]));
  });

  it('read as none when what is stored is not favorites', async () => {
    localStorage.setItem(LOCAL_KEY, '{"games": "all"');
    const { app } = await extrasApp(recordedApi(server.guest()));
    await waitFor(() => expect(selectSportsFavorites(app.store.getState())).toMatchObject({ status: 'ready', owner: 'guest', games: [], champs: [] }));
  });
});

describe('signing in', () => {
  it('merges the guest’s favorites into the player’s on the server and forgets them in this browser', async () => {
    localStorage.setItem(LOCAL_KEY, JSON.stringify({ games: [], champs: [102, 101] }));
    // The player's device: its calls carry the player's token, the app thinks it a guest until the sign-in.
    const player = await server.register();
    await player.call('PUT', '/sports-extras/favorites', { body: { games: [], champs: [101, 301] } });
    const fake = recordedApi(player.call);
    const { app } = await extrasApp(fake);
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).owner).toBe('guest'));
    act(() => {
      app.store.dispatch({ type: 'user/authStatusChanged', payload: { isAuthenticated: true } });
    });
    await waitFor(() => expect(selectSportsFavorites(app.store.getState())).toMatchObject({ status: 'ready', owner: 'player', champs: [101, 301, 102] }));
    expect(await player.call('GET', '/sports-extras/favorites')).toEqual({ games: [], champs: [101, 301, 102] });
    expect(fake.calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT /sports-extras/favorites']);
    expect(stored()).toBeNull();
  });
});

describe('a player’s favorites', () => {
  it('are saved whole on each toggle, and another tab of the same player follows', async () => {
    const player = await server.register();
    const { app } = await extrasApp(recordedApi(player.call), { signedIn: true });
    act(() => {
      app.store.dispatch({ type: 'user/userProfileLoaded', payload: PROFILE });
    });
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).owner).toBe('player'));
    act(() => {
      app.store.dispatch(favoriteToggled({ kind: 'champ', id: 105 }));
    });
    await waitFor(async () => expect(await player.call('GET', '/sports-extras/favorites')).toEqual({ games: [], champs: [105] }));

    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    otherTab.postMessage({ userId: 8, games: [], champs: [999] });
    otherTab.postMessage({ userId: 7, games: [], champs: [105, 106] });
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).champs).toEqual([105, 106]));
    otherTab.close();
  });

  it('take a refused save back to what the server holds, and say why', async () => {
    const player = await server.register();
    await player.call('PUT', '/sports-extras/favorites', { body: { games: [], champs: [101] } });
    const fake = recordedApi(player.call);
    const { app } = await extrasApp(fake, { signedIn: true });
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).champs).toEqual([101]));
    fake.answers.set('PUT /sports-extras/favorites', new ApiError('"champs" may hold at most 100 ids, got 101', 400));
    act(() => {
      app.store.dispatch(favoriteToggled({ kind: 'champ', id: 102 }));
    });
    expect(selectSportsFavorites(app.store.getState()).champs).toEqual([101, 102]);
    await waitFor(() => expect(selectSportsFavorites(app.store.getState()).champs).toEqual([101]));
    const notes = (app.store.getState() as unknown as { notifications: { items: { messageKey: string; values?: { message: string } }[] } }).notifications.items;
    expect(notes).toContainEqual(expect.objectContaining({ messageKey: 'main_favorites_save_failed', values: { message: '"champs" may hold at most 100 ids, got 101' } }));
  });
});
