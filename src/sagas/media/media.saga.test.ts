// @vitest-environment jsdom
// The media sagas run whole, from the entry's starter, in a test app with fake timers: nothing before
// media shows, then the kept selections and the video token renewed every 10 minutes while signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../../tests/helpers/fixtures.ts';
import { authStatusChanged, userLoggedOut } from '../../state/user.slice.ts';
import { cookieConsentGiven } from '../../state/consent.slice.ts';
import { mediaCleared, mediaSelected, mediaShown, mediaUnselected, selectMediaEntities, selectUserVideoToken } from '../../state/media.slice.ts';
import { createMediaEntity, MEDIA_STORAGE_KEY, storedMedia } from '../../domain/media.ts';
import { UPDATE_TOKEN_PATH, VIDEO_TOKEN_RENEW_MS, VIDEO_TOKEN_RETRY_MS } from './token.ts';

const START = Date.parse('2026-03-01T12:00:00Z');
const MINUTE = 60_000;

const zone = (gameId: number, autoClearable = true) => createMediaEntity({ type: 'zone', gameId, sportId: 1, zoneId: `z${gameId}`, autoClearable });

/** A web API that answers the token call with a numbered token (or fails while `failing`). */
function tokenApi() {
  let issued = 0;
  const state = { failing: false, times: [] as number[] };
  const request = vi.fn(async (method: string, path: string): Promise<unknown> => {
    if (method !== 'POST' || path !== UPDATE_TOKEN_PATH) throw Object.assign(new Error('not found'), { status: 404 });
    state.times.push(Date.now());
    if (state.failing) throw Object.assign(new Error('unavailable'), { status: 503 });
    issued += 1;
    return { token: `token-${issued}-${'x'.repeat(16)}`, expiresAt: Date.now() + 15 * MINUTE };
  });
  return {
    /** Token calls fail while true. */
    set failing(value: boolean) {
      state.failing = value;
    },
    /** When each token call was made (fake clock). */
    times: state.times,
    request: request as unknown as NonNullable<TestAppOptions['request']>,
    calls: () => state.times.length,
  };
}

const token = (app: TestApp) => selectUserVideoToken(app.state());
const mediaIds = (app: TestApp) => selectMediaEntities(app.state()).map((m) => m.id);

/** Media shows on a page: the starter fetches the media module (a real dynamic import) and its sagas start. */
async function mediaShows(app: TestApp, gameId = 1): Promise<void> {
  app.store.dispatch(mediaShown({ gameId }));
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(1);
  expect(app.log.warn).not.toHaveBeenCalledWith('media module did not load', expect.anything());
}

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  for (const name of ['cookies_agree_type', 'cookies_agree_time']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the video token', () => {
  it('is not asked for before media shows, then at once and every 10 minutes while signed in', async () => {
    const api = tokenApi();
    const app = createTestApp({ isAuthenticated: true, request: api.request });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(api.calls()).toBe(0);

    await mediaShows(app);
    await vi.waitFor(() => expect(api.calls()).toBe(1));
    expect(token(app)).toMatch(/^token-1-/);

    // Exactly one interval after the first call, not a millisecond sooner.
    await vi.advanceTimersByTimeAsync(api.times[0]! + VIDEO_TOKEN_RENEW_MS - 1 - Date.now());
    expect(api.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls()).toBe(2);
    expect(token(app)).toMatch(/^token-2-/);
    await vi.advanceTimersByTimeAsync(3 * VIDEO_TOKEN_RENEW_MS);
    expect(api.calls()).toBe(5);
    expect(api.times.slice(1).map((t, i) => t - api.times[i]!)).toEqual([VIDEO_TOKEN_RENEW_MS, VIDEO_TOKEN_RENEW_MS, VIDEO_TOKEN_RENEW_MS, VIDEO_TOKEN_RENEW_MS]);
  });

  it('is dropped at sign-out, never asked for a guest, and asked again at the next sign-in', async () => {
    const api = tokenApi();
    const app = createTestApp({ isAuthenticated: true, request: api.request });
    await mediaShows(app);
    await vi.waitFor(() => expect(token(app)).not.toBeNull());

    app.store.dispatch(userLoggedOut());
    await vi.advanceTimersByTimeAsync(0);
    expect(token(app)).toBeNull();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(api.calls()).toBe(1);

    app.store.dispatch(authStatusChanged({ isAuthenticated: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls()).toBe(2);
    expect(token(app)).toMatch(/^token-2-/);
  });

  it('is tried again after 30 s when the renewal fails, keeping the token it had', async () => {
    const api = tokenApi();
    const app = createTestApp({ isAuthenticated: true, request: api.request });
    await mediaShows(app);
    await vi.waitFor(() => expect(api.calls()).toBe(1));
    api.failing = true;
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_RENEW_MS);
    const afterFailure = api.calls();
    expect(token(app)).toMatch(/^token-1-/);
    expect(app.log.warn).toHaveBeenCalledWith('the video token was not renewed', expect.anything());
    api.failing = false;
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_RETRY_MS);
    expect(api.calls()).toBe(afterFailure + 1);
    expect(api.times.at(-1)! - api.times.at(-2)!).toBe(VIDEO_TOKEN_RETRY_MS);
    expect(token(app)).toMatch(/^token-2-/);
  });

  it('is never asked for by a guest', async () => {
    const api = tokenApi();
    const app = createTestApp({ request: api.request });
    await mediaShows(app);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(api.calls()).toBe(0);
    expect(token(app)).toBeNull();
  });
});

describe('the kept selections', () => {
  it('are restored when media shows, written after each change and emptied when cleared', async () => {
    localStorage.setItem(MEDIA_STORAGE_KEY, storedMedia([zone(5)]));
    const app = createTestApp({ request: tokenApi().request });
    await mediaShows(app, 5);
    await vi.waitFor(() => expect(mediaIds(app)).toEqual(['zone-5-z5']));

    app.store.dispatch(mediaSelected(zone(6, false)));
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem(MEDIA_STORAGE_KEY)!).map((m: { id: string }) => m.id)).toEqual(['zone-5-z5', 'zone-6-z6']);

    app.store.dispatch(mediaCleared());
    await vi.advanceTimersByTimeAsync(0);
    expect(mediaIds(app)).toEqual(['zone-6-z6']);
    app.store.dispatch(mediaUnselected({ id: 'zone-6-z6' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(MEDIA_STORAGE_KEY)).toBeNull();
  });

  it('do not replace a choice made before they were read', async () => {
    localStorage.setItem(MEDIA_STORAGE_KEY, storedMedia([zone(5)]));
    const app = createTestApp({ request: tokenApi().request });
    app.store.dispatch(mediaSelected(zone(8)));
    await mediaShows(app, 8);
    await vi.advanceTimersByTimeAsync(0);
    expect(mediaIds(app)).toEqual(['zone-8-z8']);
  });

  it('on a site that asks about cookies, are written only with functional consent and removed when it is refused', async () => {
    const config = makeSiteConfig((c) => {
      c.notices = { plugin: 'notices', cookies: { types: ['functional', 'marketing'] } };
    });
    const app = createTestApp({ config, request: tokenApi().request });
    await mediaShows(app);
    app.store.dispatch(mediaSelected(zone(1)));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(MEDIA_STORAGE_KEY)).toBeNull();

    app.store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: START / 1000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(MEDIA_STORAGE_KEY)).toContain('zone-1-z1');

    app.store.dispatch(cookieConsentGiven({ functional: false, marketing: false, agreedAt: START / 1000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(MEDIA_STORAGE_KEY)).toBeNull();
    expect(mediaIds(app)).toEqual(['zone-1-z1']);
  });
});
