// @vitest-environment jsdom
// The cricket and cyber pages as a player finds them, over the reference data at a fixed time.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { betSelectionToggled } from '@plugin-api';
import { cricketEvents } from '../api/cricket/cricket-data.ts';
import { cyberGames } from '../api/cricket/cyber-data.ts';
import { CricketPage } from './CricketPage.tsx';
import { CricketApp } from './CricketApp.tsx';
import { CyberPage } from './CyberPages.tsx';
import { STORAGE_KEY } from './favorites.ts';
import { SEARCH_DEBOUNCE_MS } from './CricketSearch.tsx';
import { recordedApi, renderCricketPage, startSportsServer, T0, type SportsServer } from '../test-kit.tsx';

let server: SportsServer;
beforeAll(async () => {
  server = await startSportsServer();
}, 60_000);
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const page = (routeId: string, params: Record<string, string | number> = {}, query = '') => <CricketPage routeId={routeId} params={params} query={query} lng="en" />;
const missingPage = (actions: { type: string }[]) => actions.some((a) => a.type === 'navigation/pageDataMissing');

describe('cricket home', () => {
  it('shows the live games with their prices, the next ones and every championship; a price goes to the coupon', async () => {
    const fake = recordedApi(server.guest());
    const { actions } = await renderCricketPage(page('cricket'), fake);
    expect(screen.getByRole('heading', { level: 1, name: 'Cricket' })).toBeInTheDocument();
    const live = cricketEvents('live', undefined, T0).games[0]!;
    const liveList = (await screen.findByRole('heading', { level: 2, name: 'Live now' })).closest('section')!;
    const card = within(liveList).getByRole('link', { name: new RegExp(live.home) }).closest('li')!;
    expect(within(card).getByRole('link', { name: new RegExp(live.home) })).toHaveAttribute('href', `/en/cricket/game/${live.id}`);
    // The first price open to bets (live markets are suspended now and then).
    const price = [...liveList.querySelectorAll<HTMLButtonElement>('button.odds')].find((b) => !b.disabled)!;
    expect(price).toBeDefined();
    fireEvent.click(price);
    const toggled = actions.find((a) => betSelectionToggled.match(a)) as ReturnType<typeof betSelectionToggled> | undefined;
    expect(toggled?.payload).toMatchObject({ sportId: 66, isLive: true, marketId: expect.stringMatching(/^\d+$/) });
    expect(screen.getByRole('heading', { level: 2, name: 'Starting soon' })).toBeInTheDocument();
    const champs = screen.getByRole('heading', { level: 2, name: 'Cricket championships' }).closest('section')!;
    expect(within(champs).getByRole('link', { name: /India\. IPL/ })).toHaveAttribute('href', '/en/cricket/champ/601');
    expect(fake.calls).toContain('GET /cricket/home');
  });

  it('a guest follows a championship in this browser, and the favorites page shows its games', async () => {
    const fake = recordedApi(server.guest());
    await renderCricketPage(page('cricket-all-champs'), fake);
    const star = await screen.findByRole('button', { name: 'Follow India. IPL' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({ champIds: [601], gameIds: [] });
    cleanup();

    await renderCricketPage(page('cricket-favorites'), fake);
    const ipl = cricketEvents('all', 601, T0).games;
    expect(await screen.findByRole('heading', { level: 2, name: 'India. IPL' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /v|–|:/ }).length).toBeGreaterThan(0);
    expect(fake.calls).toContain('GET /cricket/favorite-events?champs=601&games=');
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('cricket-game'))).toHaveLength(ipl.length);
  });

  it('favorites say what to do when nothing is followed', async () => {
    await renderCricketPage(page('cricket-favorites'), recordedApi(server.guest()));
    expect(screen.getByText(/You follow nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the championships' })).toHaveAttribute('href', '/en/cricket/all-champs');
  });

  it("a signed-in player's follow is saved on the server, and what the guest followed joins it", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ champIds: [602], gameIds: [] }));
    const player = await server.register();
    await player.call('PUT', '/cricket/favorites', { body: { champIds: [601], gameIds: [] } });
    const saved = () => player.call('GET', '/cricket/favorites');
    await renderCricketPage(page('cricket-all-champs'), recordedApi(player.call), { signedIn: true });
    await waitFor(async () => expect(await saved()).toEqual({ champIds: [601, 602], gameIds: [] }));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    const hundred = await screen.findByRole('button', { name: 'Follow England. The Hundred' });
    fireEvent.click(hundred);
    await waitFor(async () => expect(await saved()).toEqual({ champIds: [601, 602, 604], gameIds: [] }));
    expect(screen.getByRole('button', { name: 'Follow India. IPL' })).toHaveAttribute('aria-pressed', 'true');
  });
  it("a player's other tab saved a change: this tab reads the list again", async () => {
    const player = await server.register();
    await renderCricketPage(page('cricket-all-champs'), recordedApi(player.call), { signedIn: true });
    const star = await screen.findByRole('button', { name: 'Follow Australia. Big Bash League' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    // The other tab's save, on the server.
    await player.call('PUT', '/cricket/favorites', { body: { champIds: [602], gameIds: [] } });
    const otherTab = new BroadcastChannel('cricket-favorites');
    otherTab.postMessage('saved');
    otherTab.close();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('cricket pages by id', () => {
  it('a championship lists its games and players to watch; an unknown one is the not-found page', async () => {
    await renderCricketPage(page('cricket-champ', { champ: 602 }), recordedApi(server.guest()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Australia. Big Bash League' })).toBeInTheDocument();
    const players = screen.getByRole('heading', { level: 2, name: 'Players to watch' }).closest('section')!;
    expect(within(players).getAllByRole('link')).toHaveLength(6);
    expect(within(players).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/en\/cricket\/player-info\/602\d{3}$/));
    cleanup();
    const { actions } = await renderCricketPage(page('cricket-champ', { champ: 999 }), recordedApi(server.guest()));
    await waitFor(() => expect(missingPage(actions)).toBe(true));
  });

  it("a player's card: facts, career figures and teammates; an unknown player is the not-found page", async () => {
    await renderCricketPage(page('cricket-player-info', { id: 601003 }), recordedApi(server.guest()));
    expect(await screen.findByRole('heading', { level: 2, name: 'Career figures' })).toBeInTheDocument();
    const facts = screen.getByRole('heading', { level: 2, name: 'About the player' }).closest('section')!;
    expect(within(facts).getByText('bowler')).toBeInTheDocument();
    expect(within(facts).getByText('Mumbai Indians', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'India. IPL' })).toHaveAttribute('href', '/en/cricket/champ/601');
    expect(screen.getByRole('heading', { level: 2, name: 'More of Mumbai Indians' }).closest('section')!.querySelectorAll('a')).toHaveLength(4);
    cleanup();
    const { actions } = await renderCricketPage(page('cricket-player-info', { id: 601099 }), recordedApi(server.guest()));
    await waitFor(() => expect(missingPage(actions)).toBe(true));
  });

  it('broadcasts name the channel and the commentary languages, and lead to the game', async () => {
    await renderCricketPage(page('cricket-broadcasts'), recordedApi(server.guest()));
    const first = (await screen.findAllByText(/^Channel: /))[0]!.closest('li')!;
    expect(within(first).getByText(/^Commentary: .*English/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Follow and bet|Open the game/ })).toHaveAttribute('href', expect.stringMatching(/^\/en\/cricket\/game\/\d+$/));
  });
});

describe('cricket search', () => {
  it('asks once the typing pauses, shows what matches, and says when nothing does', async () => {
    const fake = recordedApi(server.guest());
    await renderCricketPage(page('cricket-search-events'), fake, { url: '/en/cricket/search-events' });
    const field = screen.getByRole('searchbox', { name: 'Team or championship' });
    expect(screen.getByText(/Type a team/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Syd' } });
    fireEvent.change(field, { target: { value: 'Sydney' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(await screen.findByText(/games? found/)).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.startsWith('GET /cricket/search'))).toEqual(['GET /cricket/search?q=Sydney']);
    expect(field).toHaveValue('Sydney');
    fireEvent.change(field, { target: { value: 'Nobody plays here' } });
    expect(await screen.findByText(/No cricket game matches “Nobody plays here”/, {}, { timeout: 2000 })).toBeInTheDocument();
  });
});

describe('cricket app', () => {
  it('a sign-in link signs this browser in once it is redeemed; a used link says so and offers sign-in', async () => {
    const player = await server.register();
    const { token } = (await player.call('POST', '/cricket/app/links')) as { token: string };
    const link = <CricketApp routeId="cricket-app-token" params={{ token }} query="" lng="en" />;
    const { actions } = await renderCricketPage(link, recordedApi(server.guest()));
    await waitFor(() => expect(actions.some((a) => a.type === 'identity/signedIn')).toBe(true));
    cleanup();
    await renderCricketPage(link, recordedApi(server.guest()));
    expect(await screen.findByRole('alert')).toHaveTextContent('used already or expired');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login');
  });

  it('the IPL app page shows IPL games and tells a guest to sign in before making a link', async () => {
    await renderCricketPage(<CricketApp routeId="cricket-ipl-betting-app" params={{}} query="" lng="en" />, recordedApi(server.guest()));
    expect(screen.getByRole('heading', { level: 1, name: 'IPL betting app' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'All IPL games' })).toHaveAttribute('href', '/en/cricket/champ/601');
    expect(screen.getByText(/Sign in here first/)).toBeInTheDocument();
  });
});

describe('cyber pages', () => {
  const cyber = (routeId: string, params: Record<string, string | number>) => <CyberPage routeId={routeId} params={params} query="" lng="en" />;

  it("a type's page lists only its own disciplines with counts and links them", async () => {
    await renderCricketPage(cyber('cyber-type', { type: 'virtual' }), recordedApi(server.guest()), { url: '/en/cyber/virtual' });
    const list = (await screen.findByRole('heading', { level: 2, name: 'Disciplines' })).closest('section')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/en/cyber/virtual/efootball', '/en/cyber/virtual/ebasketball', '/en/cyber/virtual/all']);
    expect(screen.getByRole('link', { name: 'Virtual' })).toHaveAttribute('aria-current', 'page');
  });

  it('a discipline live lists its games, each leading to the game under its type, discipline and championship', async () => {
    await renderCricketPage(cyber('cyber-live', { type: 'real', discipline: 'cs2' }), recordedApi(server.guest()), { url: '/en/cyber/real/cs2/live' });
    const game = cyberGames('real', { discipline: 'cs2', section: 'live' }, T0).games[0]!;
    const link = await screen.findByRole('link', { name: new RegExp(game.home) });
    expect(link).toHaveAttribute('href', `/en/cyber/real/cs2/${game.champId}/live/${game.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Counter-Strike 2' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'What to show' })).toBeInTheDocument();
  });

  it('an unknown type, a discipline of the other type or a championship of another discipline is the not-found page', async () => {
    for (const [routeId, params] of [
      ['cyber-type', { type: 'arcade' }],
      ['cyber-discipline', { type: 'virtual', discipline: 'cs2' }],
      ['cyber-champ', { type: 'real', discipline: 'cs2', champ: 503 }],
    ] as const) {
      const { actions } = await renderCricketPage(cyber(routeId, params), recordedApi(server.guest()));
      await waitFor(() => expect(missingPage(actions), `${routeId} ${JSON.stringify(params)}`).toBe(true));
      cleanup();
    }
  });
});
