// @vitest-environment jsdom
/**
 * The home's betting blocks as a player finds them, against the reference server: the live and the
 * line's top games with prices, the banners; each block's own loading, empty and error state (one
 * failing call leaves the others showing, and Try again asks again); a poller's tick asks again; a
 * tapped price goes into the slip once the slip is there.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore, type Action, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { runSaga, stdChannel } from 'redux-saga';
import { ApiError, betSelectionToggled } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';
import sportsManifest from '../../route-manifests/sports.json';
import extrasManifest from '../../route-manifests/sports-extras.json';
import casinoManifest from '../../route-manifests/casino.json';
import authManifest from '../../route-manifests/auth.json';
import en from './texts/en.json';
import { TopGames } from './TopGames.tsx';
import { Banners } from './Banners.tsx';
import { homePriceTapped, homeTicked, watchHome } from './state.ts';
import { favoritesReplaced, LOCAL_KEY, selectSportsFavorites, watchSportsFavorites } from '@plugin-api/favorites';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default' });
}, 60_000);
afterAll(() => server.close());
afterEach(cleanup);

const MANIFESTS = [sportsManifest, extrasManifest, casinoManifest, authManifest] as unknown as RouteManifest[];

/** The home's blocks on the app's store with its saga running, every call noted; `answer` may stand in for the server. */
function showBlocks(answer?: (path: string, query: Record<string, unknown>) => unknown) {
  const calls: string[] = [];
  const request: ApiCall = async (method, path, options = {}) => {
    calls.push(`${path}${options.query?.section ? `?${String(options.query.section)}` : ''}`);
    const given = answer?.(path, (options.query ?? {}) as Record<string, unknown>);
    if (given instanceof Error) throw given;
    if (given !== undefined) return given;
    return server.guest()(method, path, options);
  };
  const app = createTestApp({ manifests: MANIFESTS, request: request as never });
  app.i18n.addResourceBundle('en', 'home', en);
  runOnStore(app);
  renderWithApp(
    <>
      <TopGames />
      <Banners />
    </>,
    app,
  );
  return { app, calls };
}

function runOnStore(app: TestApp): void {
  const channel = stdChannel();
  const dispatch = app.store.dispatch;
  app.store.dispatch = ((action: Action) => {
    const result = dispatch(action);
    channel.put(action);
    return result;
  }) as typeof dispatch;
  const options = { channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } };
  runSaga(options, watchHome);
  runSaga(options, watchSportsFavorites);
}

const block = (name: string) => screen.getByRole('region', { name });

describe('the home blocks', () => {
  it('show the live and the line top games with their prices, and the banners that lead where the region serves', async () => {
    showBlocks();
    for (const name of [en.home_top_live, en.home_top_line]) {
      await waitFor(() => expect(within(block(name)).getAllByRole('listitem').length).toBeGreaterThan(0));
      const first = within(block(name)).getAllByRole('listitem')[0]!;
      expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/en\/(live|line)\/[a-z-]+\/\d+\/\d+$/);
      const prices = within(first).getAllByRole('button', { name: /, (\d+\.\d{2}|—)/ });
      expect(prices.length).toBeGreaterThanOrEqual(2);
      expect(prices[0]).toHaveAccessibleName(/ to win, \d+\.\d{2}(, suspended)?$/);
      expect(prices[0]).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(block(en.home_top_live)).getAllByRole('listitem')[0]).toHaveTextContent(/\d+ : \d+/);
    await waitFor(() => expect(within(block(en.home_banners_title)).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(block(en.home_banners_title)).getByRole('link', { name: /Express of the day/ })).toHaveAttribute('href', '/en/express-day');
  });

  it('show their own loading state first, and their empty state when nothing is on offer', async () => {
    showBlocks((path) => (path === '/home/banners' ? { banners: [] } : { section: 'live', games: [] }));
    expect(within(block(en.home_top_live)).getByRole('status')).toBeInTheDocument();
    expect(await within(block(en.home_top_live)).findByText(en.home_top_live_empty)).toBeInTheDocument();
    expect(await within(block(en.home_banners_title)).findByText(en.home_banners_empty)).toBeInTheDocument();
    expect(within(block(en.home_top_live)).getByRole('link', { name: en.home_top_live_all })).toHaveAttribute('href', '/en/live');
  });

  it('a failing call fails its own block only; Try again asks again and shows the games', async () => {
    let failing = true;
    const { calls } = showBlocks((path, query) => (failing && path === '/home/top-games' && query.section === 'live' ? new ApiError('down', 503) : undefined));
    const alert = await within(block(en.home_top_live)).findByRole('alert');
    await waitFor(() => expect(within(block(en.home_top_line)).getAllByRole('listitem').length).toBeGreaterThan(0));
    failing = false;
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(within(block(en.home_top_live)).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(calls.filter((c) => c === '/home/top-games?live')).toHaveLength(2);
  });

  it('ask again on their poller’s tick, keeping what they show', async () => {
    const { app, calls } = showBlocks();
    await waitFor(() => expect(within(block(en.home_top_live)).getAllByRole('listitem').length).toBeGreaterThan(0));
    act(() => {
      app.store.dispatch(homeTicked('live'));
    });
    await waitFor(() => expect(calls.filter((c) => c === '/home/top-games?live')).toHaveLength(2));
    expect(calls.filter((c) => c === '/home/top-games?line')).toHaveLength(1);
    expect(within(block(en.home_top_live)).queryByRole('status')).toBeNull();
  });
});

describe('the star of a game row', () => {
  afterEach(() => localStorage.removeItem(LOCAL_KEY));

  it('keeps the game in the favorites the line and live lists share (a guest\'s in this browser), and lets it go again', async () => {
    const user = userEvent.setup();
    const { app } = showBlocks();
    await waitFor(() => expect(within(block(en.home_top_line)).getAllByRole('listitem').length).toBeGreaterThan(0));
    const row = within(block(en.home_top_line)).getAllByRole('listitem')[0]!;
    const star = within(row).getByRole('button', { name: /^Add .+ – .+ to favorites$/ });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    const gameId = Number(/\/(\d+)$/.exec(within(row).getByRole('link').getAttribute('href')!)![1]);
    expect(selectSportsFavorites(app.store.getState()).games).toEqual([gameId]);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAccessibleName(/^Remove .+ from favorites$/);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? 'null')).toEqual({ games: [gameId], champs: [] }));
    await user.click(star);
    expect(selectSportsFavorites(app.store.getState()).games).toEqual([]);
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEY)).toBeNull());
  });

  it('shows a game the player starred elsewhere as starred', async () => {
    const { app } = showBlocks();
    await waitFor(() => expect(within(block(en.home_top_live)).getAllByRole('listitem').length).toBeGreaterThan(0));
    const row = within(block(en.home_top_live)).getAllByRole('listitem')[0]!;
    const gameId = Number(/\/(\d+)$/.exec(within(row).getByRole('link').getAttribute('href')!)![1]);
    act(() => {
      app.store.dispatch(favoritesReplaced({ games: [gameId], champs: [] }));
    });
    expect(within(row).getByRole('button', { name: /^Remove .+ from favorites$/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a tapped price', () => {
  const SELECTION = { marketId: '11', coef: 2.1, sportId: 1, typeId: 1, kind: 1, isLive: true, gameId: 1, champId: 1, opponent1: 'A', opponent2: 'B', marketName: 'A to win' };

  it('is handed to the slip at once, as the pick every price makes (the coupon loads on it where the page has not brought it)', () => {
    const picks: unknown[] = [];
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: { other: (state: number = 0) => state } as Record<string, (state: unknown, action: UnknownAction) => unknown>,
      middleware: (getDefault) =>
        getDefault({ thunk: false, serializableCheck: false })
          .concat(((() => (next: (action: unknown) => unknown) => (action: unknown) => {
            if (betSelectionToggled.match(action)) picks.push(action.payload);
            return next(action);
          }) as Middleware))
          .concat(sagas),
    });
    sagas.run(watchHome);
    store.dispatch(homePriceTapped(SELECTION));
    store.dispatch(homePriceTapped({ ...SELECTION, marketId: '12' }));
    expect(picks).toEqual([SELECTION, { ...SELECTION, marketId: '12' }]);
  });
});
