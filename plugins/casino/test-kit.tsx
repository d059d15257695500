/**
 * Rendering the casino pages in tests: the real store with the casino slice and sagas, the casino
 * route manifest and texts, and the API a test passes (the reference server's, through
 * server/test-kit), with every call the page makes recorded. The games a test expects are read from
 * the same server, so the tests follow its catalog instead of repeating its numbers.
 */
import type { ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import type { ApiCall } from '../../server/test-kit/index.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { createTestApp } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import casinoManifest from '../../route-manifests/casino.json';
import authManifest from '../../route-manifests/auth.json';
import en from './texts/en.json';
import { watchCasino } from './games-sagas.ts';
import { gameNameSegment, type Game, type GamesPage } from './model.ts';

/** Where the test server's launches open games (its `gameOrigin`), and the one origin the test config frames. */
export const GAME_ORIGIN = 'http://127.0.0.1:4410';

export function casinoConfig(patch: Partial<NonNullable<SiteConfig['casino']>> = {}): SiteConfig {
  return makeSiteConfig((config) => {
    config.casino = { gameOrigins: [GAME_ORIGIN], sessionStats: false, minGameCycleMs: 0, slotFirstDepositRedirect: false, brandsSlider: true, ...patch };
  });
}

export interface RecordedApi {
  readonly call: ApiCall;
  /** Every call as "METHOD path?query" (query keys sorted, empty values left out). */
  readonly calls: string[];
}

/** The API `call` answers, with each call recorded first. */
export function recording(call: ApiCall): RecordedApi {
  const calls: string[] = [];
  return {
    calls,
    call: (method, path, options = {}) => {
      const query = Object.entries(options.query ?? {})
        .filter(([, v]) => v !== undefined && v !== null)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, String(v)]);
      calls.push(`${method} ${path}${query.length ? `?${new URLSearchParams(query).toString()}` : ''}`);
      return call(method, path, options);
    },
  };
}

/** The page on the real store, with the casino sagas running as the loader would start them. */
export async function renderCasinoPage(page: ReactNode, api: ApiCall, options: { signedIn?: boolean; config?: SiteConfig; url?: string } = {}) {
  const { call, calls } = recording(api);
  const app = createTestApp({
    manifests: [casinoManifest as RouteManifest, authManifest as RouteManifest],
    request: call as never,
    isAuthenticated: options.signedIn ?? false,
    config: options.config ?? casinoConfig(),
  });
  app.i18n.addResourceBundle('en', 'casino', en);
  const channel = stdChannel();
  const dispatch = app.store.dispatch;
  app.store.dispatch = ((action: Action) => {
    const result = dispatch(action);
    channel.put(action);
    return result;
  }) as typeof dispatch;
  runSaga({ channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } }, watchCasino);
  // The site config arrives through the root saga: pages read it from the store.
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...renderWithApp(page, app, { url: options.url }), app, calls };
}

/** A page of the server's game list (GET /casino/games), for what a test expects to see. */
export async function gamesOf(api: ApiCall, query: Record<string, string | number> = {}): Promise<GamesPage> {
  return (await api('GET', '/casino/games', { query: { pageSize: 24, ...query } })) as GamesPage;
}

/** How a game's tile link is named. */
export function tileName(game: Game): string {
  return `${game.name} by ${game.provider.name}${game.isNew ? ', new' : ''}`;
}

/** The game page's address in English. */
export function gameHref(game: Game): string {
  return `/en/game/${game.id}/${gameNameSegment(game)}`;
}
