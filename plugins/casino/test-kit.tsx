/**
 * Test set-up for the casino pages: the real store with the casino slice and sagas, the casino route
 * manifest and texts, and a fake casino API that answers as the API contract says (a catalog of
 * games paged and filtered, favorites, launches), with every call recorded.
 */
import type { ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { createTestApp } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import casinoManifest from '../../route-manifests/casino.json';
import authManifest from '../../route-manifests/auth.json';
import en from './texts/en.json';
import { watchCasino } from './games-sagas.ts';
import type { Game } from './model.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export const GAME_ORIGIN = 'http://127.0.0.1:4410';

export function game(id: number, patch: Partial<Game> = {}): Game {
  return {
    id,
    slug: `game-${id}`,
    name: `Game ${id}`,
    provider: { id: id % 2 ? 'novastar' : 'redfox', name: id % 2 ? 'NovaStar' : 'Red Fox' },
    category: 'slots',
    sections: ['popular'],
    thumbnail: { url: `/web-api/casino/thumbnails/${id}.svg`, width: 160, height: 120 },
    demo: id % 3 !== 0,
    jackpot: null,
    isNew: false,
    ...patch,
  };
}

export interface FakeCasino {
  request: Request;
  /** Every call as "METHOD path?query" (query keys sorted). */
  calls: string[];
  favorites: number[];
  /** Overrides by "METHOD path": an answer, an ApiError to throw, or a function whose promise settles the call. */
  answers: Map<string, unknown>;
}

/** A catalog of `size` games behind GET /casino/games (paged, search by name), favorites and launches. */
export function fakeCasino(size = 3000): FakeCasino {
  const catalog = Array.from({ length: size }, (_, i) => game(i + 1));
  const fake: FakeCasino = { request: async () => null, calls: [], favorites: [], answers: new Map() };
  fake.request = async (method, path, options = {}) => {
    const query = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null).sort(([a], [b]) => (a < b ? -1 : 1));
    fake.calls.push(`${method} ${path}${query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : ''}`);
    const override = fake.answers.get(`${method} ${path}`);
    if (override instanceof Error) throw override;
    if (typeof override === 'function') return (override as () => Promise<unknown>)();
    if (override !== undefined) return structuredClone(override);
    const q = Object.fromEntries(query) as Record<string, string | number>;
    if (method === 'GET' && path === '/casino/lobby') {
      return {
        categories: [{ id: 'all', gamesCount: size }],
        sections: [{ id: 'popular', gamesCount: size, subcategories: [] }],
        providers: [
          { id: 'novastar', name: 'NovaStar', gamesCount: size / 2, logo: { url: '/web-api/casino/providers/novastar.svg', width: 160, height: 80 } },
          { id: 'redfox', name: 'Red Fox', gamesCount: size / 2, logo: { url: '/web-api/casino/providers/redfox.svg', width: 160, height: 80 } },
        ],
      };
    }
    if (method === 'GET' && path === '/casino/games') {
      const search = String(q.search ?? '').toLowerCase();
      if (search && search.length < 2) throw new ApiError('Type at least 2 characters to search', 400);
      const matching = catalog.filter((g) => (!search || g.name.toLowerCase().includes(search)) && (!q.provider || g.provider.id === q.provider));
      const page = Number(q.page ?? 1);
      const pageSize = Number(q.pageSize ?? 48);
      return { games: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
    }
    const one = /^\/casino\/games\/(\d+)$/.exec(path);
    if (method === 'GET' && one) {
      const found = catalog.find((g) => g.id === Number(one[1]));
      if (!found) throw new ApiError('There is no such game here', 404);
      return found;
    }
    if (path === '/casino/favorites' && method === 'GET') return { gameIds: fake.favorites };
    const favorite = /^\/casino\/favorites\/(\d+)$/.exec(path);
    if (favorite) {
      const id = Number(favorite[1]);
      fake.favorites = method === 'PUT' ? [...fake.favorites.filter((x) => x !== id), id] : fake.favorites.filter((x) => x !== id);
      return { gameIds: fake.favorites };
    }
    if (method === 'POST' && path === '/casino/launch') {
      const body = options.body as { gameId: number; mode: 'real' | 'demo' };
      return { url: `${GAME_ORIGIN}/play?token=t${body.gameId}`, origin: GAME_ORIGIN, mode: body.mode, sessionId: 'session-0001' };
    }
    throw new ApiError(`no ${method} ${path} in this test`, 404);
  };
  return fake;
}

export function casinoConfig(patch: Partial<NonNullable<SiteConfig['casino']>> = {}): SiteConfig {
  return makeSiteConfig((config) => {
    config.casino = { gameOrigins: [GAME_ORIGIN], sessionStats: false, minGameCycleMs: 0, slotFirstDepositRedirect: false, brandsSlider: true, ...patch };
  });
}

/** The page on the real store, with the casino sagas running as the loader would start them. */
export async function renderCasinoPage(page: ReactNode, fake: FakeCasino, options: { signedIn?: boolean; config?: SiteConfig; url?: string } = {}) {
  const app = createTestApp({
    manifests: [casinoManifest as RouteManifest, authManifest as RouteManifest],
    request: fake.request as never,
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
  return { ...renderWithApp(page, app, { url: options.url }), app };
}
