/**
 * Fakes for the session sagas: an identity port that records what the sagas did to the browser,
 * and a routed fake web API (method + path -> handler) with a request log.
 */
import { vi, type Mock } from 'vitest';
import type { ApiRequestOptions, CoreApi, HttpMethod, IdentityPort } from '../../src/composer/services.ts';
import { ApiError } from '../../src/api/index.ts';
import { memoryStorage } from './store.ts';

export interface FakeIdentity extends IdentityPort {
  token: string | null;
  reloadPage: Mock<() => void>;
  clearUserCookies: Mock<() => void>;
  settled: { id: number; text: string | null }[];
  cookies: Record<string, string>;
  mediaPlaying: boolean;
  /** Simulates user activity (what onActivity listeners hear). */
  act(): void;
  storage: IdentityPort['storage'] & { data: Map<string, string> };
}

export function fakeIdentity(initial: { token?: string | null; cookies?: Record<string, string>; storage?: Record<string, string> } = {}): FakeIdentity {
  const listeners = new Set<() => void>();
  const base = memoryStorage(initial.storage);
  const fake: FakeIdentity = {
    token: initial.token ?? null,
    tokens: {
      get: () => fake.token,
      set: (token) => {
        fake.token = token;
      },
      clear: () => {
        fake.token = null;
      },
    },
    settled: [],
    captcha: { settle: (id, text) => void fake.settled.push({ id, text }) },
    clearUserCookies: vi.fn(),
    reloadPage: vi.fn(),
    storage: { ...base, removeItem: (key: string) => void base.data.delete(key) },
    cookies: initial.cookies ?? {},
    readCookie: (name) => fake.cookies[name] ?? null,
    mediaPlaying: false,
    isMediaPlaying: () => fake.mediaPlaying,
    onActivity(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    act: () => listeners.forEach((l) => l()),
    now: () => Date.now(),
  };
  return fake;
}

export type Handler = (options: ApiRequestOptions) => unknown;

export interface FakeApi {
  request: NonNullable<CoreApi['request']>;
  calls: { method: HttpMethod; path: string; options: ApiRequestOptions }[];
  on(method: HttpMethod, path: string, handler: Handler): FakeApi;
  count(method: HttpMethod, path: string): number;
}

/** A handler that throws an ApiError as the client would. */
export const failWith = (status: number, body: unknown = { message: `status ${status}` }): Handler => () => {
  throw new ApiError(`status ${status}`, status, undefined, { body });
};

export function fakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const api: FakeApi = {
    calls: [],
    request: async <T,>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> => {
      api.calls.push({ method, path, options });
      const handler = routes.get(`${method} ${path}`);
      if (!handler) throw new ApiError(`no fake for ${method} ${path}`, 404);
      return (await handler(options)) as T;
    },
    on(method, path, handler) {
      routes.set(`${method} ${path}`, handler);
      return api;
    },
    count: (method, path) => api.calls.filter((c) => c.method === method && c.path === path).length,
  };
  return api;
}
