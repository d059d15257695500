/**
 * "Try again" on failed texts, run whole: the real store, root saga and guard pipeline, a fake web
 * API whose dictionary answers a test breaks and mends, fake timers for the loader's own retry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, dictionaryAnswer, until } from '../../tests/helpers/store.ts';
import { TEST_MANIFESTS, defaultSources, deferred, fakeSource, PAGES_PLUGIN } from '../../tests/helpers/fixtures.ts';
import type { DictionaryAnswer } from '../../schemas/api.schema.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';
import { dictionariesRetryRequested } from '../state/dictionaries.slice.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Answers every dictionary but those in `broken`, which fail like a server error (503). */
function appWithBrokenTexts(broken: Set<string>, options: Parameters<typeof createTestApp>[0] = {}) {
  return createTestApp({
    ...options,
    dictionary: async (lng, id) => {
      if (broken.has(id)) throw new Error('503');
      return dictionaryAnswer(lng, id);
    },
  });
}

const callsFor = (app: ReturnType<typeof createTestApp>, id: string) => app.api.dictionary.mock.calls.filter(([, d]) => d === id).length;

async function committedWithFailure(app: ReturnType<typeof createTestApp>, url: string) {
  await until(() => expect(app.state().siteConfig.status).toBe('installed'));
  vi.useFakeTimers();
  app.go(url);
  // The loader's own second attempt comes 500 ms after the first.
  await vi.advanceTimersByTimeAsync(500);
  expect(app.committed()?.location.pathname).toBe(url);
}

describe('dictionaries: Try again', () => {
  it("loads the page's failed texts in place: the committed page stops listing them, no navigation needed", async () => {
    const broken = new Set(['pages']);
    const app = appWithBrokenTexts(broken);
    await committedWithFailure(app, '/en/fast');
    expect(app.committed()?.failedDictionaries).toEqual(['pages']);
    const commits = app.commits.length;

    broken.clear();
    app.store.dispatch(dictionariesRetryRequested({ lng: 'en', ids: ['pages'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.state().dictionaries.byKey['en:pages']).toBe('ready');
    expect(app.committed()).toMatchObject({ routeId: 'fast', status: 200, failedDictionaries: [] });
    expect(app.i18n.getResource('en', 'pages', 'pages_title')).toBe('pages title');
    // The same page, not a new navigation.
    expect(app.commits.length).toBe(commits + 1);
    expect(app.commits.at(-1)?.location).toEqual(app.commits.at(-2)?.location);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('keeps the failure when the texts fail again, and a later try can still load them', async () => {
    const broken = new Set(['pages']);
    const app = appWithBrokenTexts(broken);
    await committedWithFailure(app, '/en/fast');
    const before = callsFor(app, 'pages');

    app.store.dispatch(dictionariesRetryRequested({ lng: 'en', ids: ['pages'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.state().dictionaries.byKey['en:pages']).toBe('loading');
    await vi.advanceTimersByTimeAsync(500);
    expect(callsFor(app, 'pages')).toBe(before + 2);
    expect(app.state().dictionaries.byKey['en:pages']).toBe('failed');
    expect(app.committed()?.failedDictionaries).toEqual(['pages']);

    broken.clear();
    app.store.dispatch(dictionariesRetryRequested({ lng: 'en', ids: ['pages'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.committed()?.failedDictionaries).toEqual([]);
  });

  it('asks once for texts already loading, however many taps', async () => {
    const held = deferred<DictionaryAnswer>();
    let failed = false;
    const app = createTestApp({
      dictionary: async (lng, id) => {
        if (id !== 'pages') return dictionaryAnswer(lng, id);
        if (!failed) {
          failed = true;
          return { id, lang: lng, entries: { broken: 1 } } as never;
        }
        return held.promise;
      },
    });
    app.go('/en/fast');
    await until(() => expect(app.committed()?.failedDictionaries).toEqual(['pages']));
    app.store.dispatch(dictionariesRetryRequested({ lng: 'en', ids: ['pages'] }));
    app.store.dispatch(dictionariesRetryRequested({ lng: 'en', ids: ['pages'] }));
    await until(() => expect(app.state().dictionaries.byKey['en:pages']).toBe('loading'));
    expect(callsFor(app, 'pages')).toBe(2);
    held.resolve(dictionaryAnswer('en', 'pages'));
    await until(() => expect(app.committed()?.failedDictionaries).toEqual([]));
    expect(callsFor(app, 'pages')).toBe(2);
  });

  it("gives a slot widget's own texts to that widget: the page commits whole, and a retry mends the slot", async () => {
    const manifests = [
      ...TEST_MANIFESTS,
      { area: 'live', routes: [{ id: 'live', path: 'live', layout: 'default', component: 'pages/generic', slots: { quickCoupon: ['coupon/quick-panel'] } }] },
    ];
    const coupon = fakeSource(
      { id: 'coupon', version: '1.0.0', extensions: [{ name: 'quick-panel', kind: 'widget' }], dictionaries: ['coupon'] },
      definePlugin({ id: 'coupon', extensions: { 'quick-panel': PAGES_PLUGIN.extensions.modal! } }),
    );
    const broken = new Set(['coupon']);
    const app = appWithBrokenTexts(broken, { manifests, sources: [...defaultSources(), coupon] });
    await committedWithFailure(app, '/en/live');
    expect(app.committed()).toMatchObject({ routeId: 'live', failedDictionaries: [], failedWidgetDictionaries: { 'coupon/quick-panel': ['coupon'] } });

    broken.clear();
    app.store.dispatch(dictionariesRetryRequested({ lng: 'en', ids: ['coupon'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.committed()).not.toHaveProperty('failedWidgetDictionaries');
  });
});
