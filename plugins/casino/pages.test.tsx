// @vitest-environment jsdom
/**
 * The casino pages as a player uses them, against the reference casino API (3,240 games from 48
 * providers): the lobby keeps a screen of tiles, searches once typing pauses, toggles favorites at
 * once and takes a refusal back; the game page frames a launch from an allowed origin only, shows
 * the server's refusal, and the session stats from its own frame only. A wrapped call stands in for
 * what the server does not do: fail its lobby, keep an answer pending, launch on a foreign origin.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@plugin-api';
import { apiCallOf, SEEDS, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';
import { LobbyPage } from './components/LobbyPage.tsx';
import { GamePage } from './components/GamePage.tsx';
import type { Game, Lobby } from './model.ts';
import { casinoConfig, GAME_ORIGIN, gameHref, gamesOf, renderCasinoPage, tileName } from './test-kit.tsx';

let server: TestServer;
// The first start of a server in a run checks the project: more than a hook's default time on a busy machine.
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default', gameOrigin: GAME_ORIGIN });
}, 60_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

const lobby = (routeId: string, pageType: string, params: Record<string, string> = {}) => <LobbyPage routeId={routeId} params={params} query="" lng="en" pageType={pageType} />;
const gamePage = (game: Pick<Game, 'id' | 'slug'>) => <GamePage routeId="casino-game" params={{ gameId: game.id, gameName: game.slug }} query="" lng="en" />;

async function providerNamed(name: string): Promise<Lobby['providers'][number]> {
  const { providers } = (await server.guest()('GET', '/casino/lobby')) as Lobby;
  return providers.find((p) => p.name === name)!;
}

/** The most played game a guest can try for fun money. */
async function demoGame(): Promise<Game> {
  return (await gamesOf(server.guest())).games.find((g) => g.demo)!;
}

describe('lobby', () => {
  it('keeps 16 skeleton tiles while the first page loads, then a screen of tiles out of the catalog’s slots, asking only for the first page', async () => {
    const slots = await gamesOf(server.guest(), { category: 'slots' });
    const { container, calls } = await renderCasinoPage(lobby('slots', 'slots'), server.guest(), { url: '/en/slots' });
    expect(container.querySelectorAll('.casino-tile--skeleton')).toHaveLength(16);
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByText(`${slots.total} games`)).toBeInTheDocument();
    expect(slots.total).toBeGreaterThan(1000);
    const list = screen.getByRole('list', { name: 'Slots' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(200);
    const first = slots.games[0]!;
    expect(within(list).getByRole('link', { name: tileName(first) })).toHaveAttribute('href', gameHref(first));
    expect(calls.filter((c) => c.startsWith('GET /casino/games'))).toEqual(['GET /casino/games?category=slots&page=1&pageSize=24']);
  });

  it('shows two skeleton tiles for other games', async () => {
    const other = await gamesOf(server.guest(), { section: 'othergames' });
    const { container } = await renderCasinoPage(lobby('othergames', 'othergames'), server.guest(), { url: '/en/othergames' });
    expect(container.querySelectorAll('.casino-tile--skeleton')).toHaveLength(2);
    expect(await screen.findByText(`${other.total} games`)).toBeInTheDocument();
  });

  it('category chips and the provider filter are links and URL changes', async () => {
    const redLantern = await providerNamed('Red Lantern Studios');
    const nova = await providerNamed('Nova Gaming');
    const { calls } = await renderCasinoPage(lobby('casino-lobby', 'all'), server.guest(), { url: `/en/casino-lobby?provider=${redLantern.id}` });
    const chips = screen.getByRole('navigation', { name: 'Game types' });
    expect(within(chips).getByRole('link', { name: 'Dice' })).toHaveAttribute('href', `/en/casino-lobby?provider=${redLantern.id}&category=dice`);
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText(`${redLantern.gamesCount} games`)).toBeInTheDocument();
    expect(calls).toContain(`GET /casino/games?page=1&pageSize=24&provider=${redLantern.id}`);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red Lantern Studios' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Provider'), nova.id);
    await waitFor(() => expect(calls).toContain(`GET /casino/games?page=1&pageSize=24&provider=${nova.id}`));
    expect(await screen.findByText(`${nova.gamesCount} games`)).toBeInTheDocument();
  });

  it('without the lobby answer the games still show and the page says what is missing; its Try again brings the providers', async () => {
    const all = await gamesOf(server.guest());
    // The reference lobby never fails: the first asks fail as a broken back end's would.
    let lobbyDown = true;
    const guest = server.guest();
    const api: ApiCall = (method, path, options) => (lobbyDown && path === '/casino/lobby' ? Promise.reject(new ApiError('Injected failure', 500)) : guest(method, path, options));
    await renderCasinoPage(lobby('casino-lobby', 'all'), api, { url: '/en/casino-lobby' });
    expect(await screen.findByText(`${all.total} games`)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The providers and sections could not be loaded; the games are all here.');
    expect(screen.queryByRole('option', { name: 'Red Lantern Studios' })).toBeNull();
    lobbyDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Red Lantern Studios' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches once typing pauses, not once per letter, and sends nothing shorter than two letters', async () => {
    const popular = await gamesOf(server.guest(), { section: 'popular' });
    const golden = await gamesOf(server.guest(), { search: 'Golden' });
    const { calls } = await renderCasinoPage(lobby('casino-search', 'search'), server.guest(), { url: '/en/casino-search' });
    expect(await screen.findByText(`${popular.total} games`)).toBeInTheDocument();
    const field = screen.getByLabelText('Search by game name');
    expect(field).toHaveFocus();

    await userEvent.type(field, 'G');
    expect(screen.getByText('Type at least 2 letters to search.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'olden');
    expect(await screen.findByText(`${golden.total} games`)).toBeInTheDocument();
    const searches = calls.filter((c) => c.includes('search='));
    expect(searches).toEqual(['GET /casino/games?page=1&pageSize=24&search=Golden']);
    expect(field).toHaveValue('Golden');

    await userEvent.clear(field);
    await userEvent.type(field, 'nothing like it');
    expect(await screen.findByText('No game is called anything like “nothing like it”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to all games' })).toHaveAttribute('href', '/en/casino-lobby');
  });

  it('a search answered after a newer one never replaces it', async () => {
    const [only] = (await gamesOf(server.guest(), { search: 'Dark Mines Gold' })).games;
    // The reference server answers at once: the older search's answer is held until the newer one shows.
    let releaseSlow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const guest = server.guest();
    const api: ApiCall = async (method, path, options) => {
      if (options?.query?.search === 'Golden') await slow;
      return guest(method, path, options);
    };
    await renderCasinoPage(lobby('casino-search', 'search'), api, { url: '/en/casino-search?search=Golden' });
    const field = screen.getByLabelText('Search by game name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Dark Mines Gold');
    expect(await screen.findByText('1 game')).toBeInTheDocument();
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('1 game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tileName(only!) })).toBeInTheDocument();
  });

  it('a favorite shows at once and goes back with the server’s reason when refused', async () => {
    const player = await server.register();
    const [first, second] = (await gamesOf(server.guest())).games;
    // The reference server answers a favorite at once and keeps it: this one stays pending, then is refused.
    let refuse: (error: Error) => void = () => {};
    const api: ApiCall = (method, path, options) =>
      method === 'PUT' && path === `/casino/favorites/${first!.id}` ? new Promise((_, reject) => (refuse = reject)) : player.call(method, path, options);
    const { app } = await renderCasinoPage(lobby('casino-lobby', 'all'), api, { signedIn: true, url: '/en/casino-lobby' });
    const toggle = await screen.findByRole('button', { name: `Favorite: ${first!.name}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await act(async () => refuse(new ApiError('This game is not offered here', 404)));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(app.state().notifications.items.at(-1)).toMatchObject({ variant: 'error', messageKey: 'casino:casino_favorite_failed', values: { message: 'This game is not offered here' } });

    await userEvent.click(screen.getByRole('button', { name: `Favorite: ${second!.name}` }));
    await waitFor(async () => expect(await player.call('GET', '/casino/favorites')).toEqual({ gameIds: [second!.id] }));
    expect(screen.getByRole('button', { name: `Favorite: ${second!.name}` })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no favorite toggle to a guest', async () => {
    const all = await gamesOf(server.guest());
    await renderCasinoPage(lobby('casino-lobby', 'all'), server.guest(), { url: '/en/casino-lobby' });
    expect(await screen.findByText(`${all.total} games`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Favorite/ })).toBeNull();
  });
});

describe('game page', () => {
  it('opens a demo for a guest in a sandboxed frame from the game origin, and closes it', async () => {
    const game = await demoGame();
    const { calls } = await renderCasinoPage(gamePage(game), server.guest(), { url: gameHref(game) });
    expect(await screen.findByRole('heading', { level: 1, name: game.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to play for real money' })).toHaveAttribute('href', `/en/user/login?redirect_url=${encodeURIComponent(gameHref(game))}`);

    await userEvent.click(screen.getByRole('button', { name: 'Play the demo' }));
    const frame = await screen.findByTitle(`${game.name} game`);
    expect(frame.getAttribute('src')).toMatch(new RegExp(`^${GAME_ORIGIN}/play\\?token=[\\w.-]+$`));
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    // No provider of the test config needs its popups free of the sandbox.
    expect(frame.getAttribute('sandbox')).not.toContain('allow-popups-to-escape-sandbox');
    expect(calls).toContain('POST /casino/launch');
    expect(screen.getByRole('button', { name: 'Close the game' })).toHaveFocus();

    // Full screen takes the frame with its controls, not the whole page.
    const requestFullscreen = vi.fn(async () => {});
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByRole('region', { name: `${game.name}, playing` }));

    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(screen.queryByTitle(`${game.name} game`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Play the demo' })).toBeInTheDocument();
  });

  it('refuses a launch URL from an origin the site config does not list, and frames nothing', async () => {
    const game = await demoGame();
    // The reference server launches on its own game origin only: its answer is moved to another.
    const guest = server.guest();
    const api: ApiCall = async (method, path, options) => {
      const answer = await guest(method, path, options);
      return path === '/casino/launch' ? { ...(answer as object), url: 'https://games.elsewhere.example/play?token=x', origin: 'https://games.elsewhere.example' } : answer;
    };
    await renderCasinoPage(gamePage(game), api);
    await userEvent.click(await screen.findByRole('button', { name: 'Play the demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The game was not opened: it came from https://games.elsewhere.example');
    expect(screen.queryByTitle(`${game.name} game`)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows why a real-money launch is refused (a restricted account), and frames nothing', async () => {
    const game = await demoGame();
    const banned = await server.signIn(SEEDS.banned.login, SEEDS.banned.password);
    await renderCasinoPage(gamePage(game), apiCallOf(server.app, banned.token), { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real money' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is restricted: you cannot place bets or play for money');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the session stats the frame reports, and ignores messages from anywhere else', async () => {
    const game = await demoGame();
    const player = await server.register();
    await renderCasinoPage(gamePage(game), player.call, { signedIn: true, config: casinoConfig({ sessionStats: true, minGameCycleMs: 2500 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real money' }));
    const frame = (await screen.findByTitle(`${game.name} game`)) as HTMLIFrameElement;
    expect(screen.getAllByText('waiting for the game')).toHaveLength(2);

    const data = { type: 'game-state', balance: 90, net: -12.5, elapsedSeconds: 75 };
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { ...data, elapsedSeconds: 999 }, origin: 'https://evil.example', source: frame.contentWindow })));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { ...data, elapsedSeconds: 999 }, origin: GAME_ORIGIN, source: window })));
    expect(screen.getAllByText('waiting for the game')).toHaveLength(2);

    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin: GAME_ORIGIN, source: frame.contentWindow })));
    expect(screen.getByText('01:15')).toBeInTheDocument();
    expect(screen.getByText('-$12.50')).toBeInTheDocument();
  });

  it('says a game not offered here is not available, with the way to other games', async () => {
    await renderCasinoPage(gamePage({ id: 999, slug: 'game-999' }), server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'This game is not available here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to all games' })).toBeInTheDocument();
  });
});
