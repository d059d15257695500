// @vitest-environment jsdom
/**
 * The casino pages as a player uses them, against a fake API that answers as the casino API does:
 * the lobby keeps a screen of tiles of 3,000 games, searches once typing pauses, toggles favorites at
 * once and takes a refusal back; the game page frames a launch from an allowed origin only, shows
 * the server's refusal, and the session stats from its own frame only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@plugin-api';
import { LobbyPage } from './components/LobbyPage.tsx';
import { GamePage } from './components/GamePage.tsx';
import { casinoConfig, fakeCasino, GAME_ORIGIN, renderCasinoPage } from './test-kit.tsx';

afterEach(cleanup);

const lobby = (routeId: string, pageType: string, params: Record<string, string> = {}) => <LobbyPage routeId={routeId} params={params} query="" lng="en" pageType={pageType} />;
const gamePage = (id: number) => <GamePage routeId="casino-game" params={{ gameId: id, gameName: `game-${id}` }} query="" lng="en" />;

describe('lobby', () => {
  it('keeps 16 skeleton tiles while the first page loads, then a screen of tiles out of 3,000 games, asking only for the first page', async () => {
    const fake = fakeCasino(3000);
    const { container } = await renderCasinoPage(lobby('slots', 'slots'), fake, { url: '/en/slots' });
    expect(container.querySelectorAll('.casino-tile--skeleton')).toHaveLength(16);
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByText('3000 games')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Slots' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(200);
    expect(within(list).getByRole('link', { name: 'Game 1 by NovaStar' })).toHaveAttribute('href', '/en/game/1/game-1');
    expect(fake.calls.filter((c) => c.startsWith('GET /casino/games'))).toEqual(['GET /casino/games?category=slots&page=1&pageSize=24']);
  });

  it('shows two skeleton tiles for other games', async () => {
    const { container } = await renderCasinoPage(lobby('othergames', 'othergames'), fakeCasino(10), { url: '/en/othergames' });
    expect(container.querySelectorAll('.casino-tile--skeleton')).toHaveLength(2);
    expect(await screen.findByText('10 games')).toBeInTheDocument();
  });

  it('category chips and the provider filter are links and URL changes', async () => {
    const fake = fakeCasino(40);
    await renderCasinoPage(lobby('casino-lobby', 'all'), fake, { url: '/en/casino-lobby?provider=redfox' });
    const chips = screen.getByRole('navigation', { name: 'Game types' });
    expect(within(chips).getByRole('link', { name: 'Dice' })).toHaveAttribute('href', '/en/casino-lobby?provider=redfox&category=dice');
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('20 games')).toBeInTheDocument();
    expect(fake.calls).toContain('GET /casino/games?page=1&pageSize=24&provider=redfox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Red Fox' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'novastar');
    await waitFor(() => expect(fake.calls).toContain('GET /casino/games?page=1&pageSize=24&provider=novastar'));
  });

  it('without the lobby answer the games still show and the page says what is missing; its Try again brings the providers', async () => {
    const fake = fakeCasino(40);
    fake.answers.set('GET /casino/lobby', new ApiError('Injected failure', 500));
    await renderCasinoPage(lobby('casino-lobby', 'all'), fake, { url: '/en/casino-lobby' });
    expect(await screen.findByText('40 games')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The providers and sections could not be loaded; the games are all here.');
    expect(screen.queryByRole('option', { name: 'Red Fox' })).toBeNull();
    fake.answers.delete('GET /casino/lobby');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Red Fox' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches once typing pauses, not once per letter, and sends nothing shorter than two letters', async () => {
    const fake = fakeCasino(3000);
    await renderCasinoPage(lobby('casino-search', 'search'), fake, { url: '/en/casino-search' });
    expect(await screen.findByText('3000 games')).toBeInTheDocument();
    const field = screen.getByLabelText('Search by game name');
    expect(field).toHaveFocus();

    await userEvent.type(field, 'G');
    expect(screen.getByText('Type at least 2 letters to search.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'ame 12');
    expect(await screen.findByText('111 games')).toBeInTheDocument();
    const searches = fake.calls.filter((c) => c.includes('search='));
    expect(searches).toEqual(['GET /casino/games?page=1&pageSize=24&search=Game+12']);
    expect(field).toHaveValue('Game 12');

    await userEvent.clear(field);
    await userEvent.type(field, 'nothing like it');
    expect(await screen.findByText('No game is called anything like “nothing like it”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to all games' })).toHaveAttribute('href', '/en/casino-lobby');
  });

  it('a search answered after a newer one never replaces it', async () => {
    const fake = fakeCasino(3000);
    let releaseSlow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const request = fake.request;
    fake.request = async (method, path, options) => {
      if (options?.query?.search === 'Game 1') await slow;
      return request(method, path, options);
    };
    await renderCasinoPage(lobby('casino-search', 'search'), fake, { url: '/en/casino-search?search=Game%201' });
    const field = screen.getByLabelText('Search by game name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Game 2999');
    expect(await screen.findByText('1 game')).toBeInTheDocument();
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('1 game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Game 2999 by NovaStar' })).toBeInTheDocument();
  });

  it('a favorite shows at once and goes back with the server’s reason when refused', async () => {
    const fake = fakeCasino(30);
    let refuse: (error: Error) => void = () => {};
    fake.answers.set('PUT /casino/favorites/1', () => new Promise((_, reject) => (refuse = reject)));
    const { app } = await renderCasinoPage(lobby('casino-lobby', 'all'), fake, { signedIn: true, url: '/en/casino-lobby' });
    const first = await screen.findByRole('button', { name: 'Favorite: Game 1' });
    expect(first).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await act(async () => refuse(new ApiError('This game is not offered in your region', 404)));
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
    expect(app.state().notifications.items.at(-1)).toMatchObject({ variant: 'error', messageKey: 'casino:casino_favorite_failed', values: { message: 'This game is not offered in your region' } });

    await userEvent.click(screen.getByRole('button', { name: 'Favorite: Game 2' }));
    await waitFor(() => expect(fake.favorites).toEqual([2]));
    expect(screen.getByRole('button', { name: 'Favorite: Game 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no favorite toggle to a guest', async () => {
    await renderCasinoPage(lobby('casino-lobby', 'all'), fakeCasino(5), { url: '/en/casino-lobby' });
    expect(await screen.findByText('5 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Favorite/ })).toBeNull();
  });
});

describe('game page', () => {
  it('opens a demo for a guest in a sandboxed frame from the game origin, and closes it', async () => {
    const fake = fakeCasino(10);
    await renderCasinoPage(gamePage(2), fake, { url: '/en/game/2/game-2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to play for real money' })).toHaveAttribute('href', '/en/user/login?redirect_url=%2Fen%2Fgame%2F2%2Fgame-2');

    await userEvent.click(screen.getByRole('button', { name: 'Play the demo' }));
    const frame = await screen.findByTitle('Game 2 game');
    expect(frame).toHaveAttribute('src', `${GAME_ORIGIN}/play?token=t2`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    // No provider of the test config needs its popups free of the sandbox.
    expect(frame.getAttribute('sandbox')).not.toContain('allow-popups-to-escape-sandbox');
    expect(fake.calls).toContain('POST /casino/launch');
    expect(screen.getByRole('button', { name: 'Close the game' })).toHaveFocus();

    // Full screen takes the frame with its controls, not the whole page.
    const requestFullscreen = vi.fn(async () => {});
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Game 2, playing' }));

    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(screen.queryByTitle('Game 2 game')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play the demo' })).toBeInTheDocument();
  });

  it('refuses a launch URL from an origin the site config does not list, and frames nothing', async () => {
    const fake = fakeCasino(10);
    fake.answers.set('POST /casino/launch', { url: 'https://games.elsewhere.example/play?token=x', origin: 'https://games.elsewhere.example', mode: 'demo', sessionId: 'session-0002' });
    await renderCasinoPage(gamePage(2), fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Play the demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The game was not opened: it came from https://games.elsewhere.example');
    expect(screen.queryByTitle('Game 2 game')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows why a real-money launch is refused (a limit), and frames nothing', async () => {
    const fake = fakeCasino(10);
    fake.answers.set('POST /casino/launch', new ApiError('You are taking a break until 2 December', 403));
    await renderCasinoPage(gamePage(1), fake, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real money' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are taking a break until 2 December');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the session stats the frame reports, and ignores messages from anywhere else', async () => {
    const fake = fakeCasino(10);
    await renderCasinoPage(gamePage(1), fake, { signedIn: true, config: casinoConfig({ sessionStats: true, minGameCycleMs: 2500 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real money' }));
    const frame = (await screen.findByTitle('Game 1 game')) as HTMLIFrameElement;
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
    await renderCasinoPage(gamePage(999), fakeCasino(10));
    expect(await screen.findByRole('heading', { level: 1, name: 'This game is not available here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to all games' })).toBeInTheDocument();
  });
});
