/**
 * The signed-in widgets' texts asked for again in the background, run whole: the real store and
 * root saga, a fake web API whose 'guard' dictionary a test breaks and mends, fake timers. The
 * pause before try n is drawn from the upper half of min(60 s, 5 s * 2^n).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, dictionaryAnswer, until } from '../../tests/helpers/store.ts';
import { defaultSources, fakeSource, makeSiteConfig, PAGES_PLUGIN } from '../../tests/helpers/fixtures.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';
import { connectionLost, connectionRestored } from '../state/connectivity.slice.ts';
import { userLoggedOut } from '../state/user.slice.ts';
import { signedInTextsDelay } from './signed-in-texts.saga.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const guardWidget = fakeSource(
  { id: 'guard', version: '1.0.0', extensions: [{ name: 'follow', kind: 'widget' }], dictionaries: ['guard'] },
  definePlugin({ id: 'guard', extensions: { follow: PAGES_PLUGIN.extensions.modal! } }),
);

/** A signed-in player on /en/fast whose signed-in widget's texts fail (each try is two calls, 500 ms apart). */
async function playerWithBrokenWidgetTexts() {
  const state = { broken: true };
  const app = createTestApp({
    isAuthenticated: true,
    config: makeSiteConfig((c) => void (c.shell.signedIn = ['guard/follow'])),
    sources: [...defaultSources(), guardWidget],
    dictionary: async (lng, id) => {
      if (id === 'guard' && state.broken) throw new Error('503');
      return dictionaryAnswer(lng, id);
    },
  });
  await until(() => expect(app.state().siteConfig.status).toBe('installed'));
  vi.useFakeTimers();
  app.go('/en/fast');
  await vi.advanceTimersByTimeAsync(500);
  const calls = () => app.api.dictionary.mock.calls.filter(([, id]) => id === 'guard').length;
  expect(calls()).toBe(2);
  return { app, state, calls };
}

describe('signed-in widget texts', () => {
  it('do not take the page: it commits whole, and only the background retry knows of them', async () => {
    const { app } = await playerWithBrokenWidgetTexts();
    expect(app.committed()).toMatchObject({ routeId: 'fast', status: 200, failedDictionaries: [] });
    expect(app.committed()).not.toHaveProperty('failedWidgetDictionaries');
    expect(app.state().dictionaries.byKey['en:guard']).toBe('failed');
  });

  it('never hold the page: it commits while they are still on their way', async () => {
    const app = createTestApp({
      isAuthenticated: true,
      config: makeSiteConfig((c) => void (c.shell.signedIn = ['guard/follow'])),
      sources: [...defaultSources(), guardWidget],
      // The widget's texts never answer; the page's do at once.
      dictionary: (lng, id) => (id === 'guard' ? new Promise(() => {}) : Promise.resolve(dictionaryAnswer(lng, id))),
    });
    await until(() => expect(app.state().siteConfig.status).toBe('installed'));
    app.go('/en/fast');
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'fast', status: 200, failedDictionaries: [] }));
    expect(app.state().dictionaries.byKey['en:guard']).toBe('loading');
  });

  it('are asked for again after a pause that doubles, until they load, then never again', async () => {
    // Each pause at the top of its jittered range, so the windows below hold whatever the draw.
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    const { app, state, calls } = await playerWithBrokenWidgetTexts();
    // First try: not before half of 5 s, by 5 s at the latest.
    await vi.advanceTimersByTimeAsync(2_499);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_501 + 500);
    expect(calls()).toBe(4);
    expect(app.state().dictionaries.byKey['en:guard']).toBe('failed');
    // Second try: the pause doubled (at least 5 s, at most 10 s).
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls()).toBe(4);
    state.broken = false;
    await vi.advanceTimersByTimeAsync(5_001);
    expect(calls()).toBe(5);
    expect(app.state().dictionaries.byKey['en:guard']).toBe('ready');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls()).toBe(5);
  });

  it('pause at most 60 s between tries however long they keep failing', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => signedInTextsDelay(n, () => 0.999999))).toEqual([4999, 9999, 19999, 39999, 59999, 59999, 59999]);
    expect(signedInTextsDelay(3, () => 0)).toBe(20_000);
  });

  it('wait for the network before a try, and stop when the player signs out', async () => {
    const { app, calls } = await playerWithBrokenWidgetTexts();
    app.store.dispatch(connectionLost());
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls()).toBe(2);
    app.store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls()).toBe(4);

    app.store.dispatch(userLoggedOut());
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls()).toBe(4);
  });
});
