import { describe, it, expect, vi, afterEach } from 'vitest';
import { MAX_REDIRECT_HOPS } from './navigation.saga.ts';
import { createTestApp, dictionaryAnswer, until, settle } from '../../tests/helpers/store.ts';
import { deferred, defaultSources, makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { DictionaryAnswer } from '../../schemas/api.schema.ts';

afterEach(() => {
  vi.useRealTimers();
});

const installed = (app: ReturnType<typeof createTestApp>) => until(() => expect(app.state().siteConfig.status).toBe('installed'));

describe('navigation: commit', () => {
  it('commits a matched route with its parsed params, language and location', async () => {
    const app = createTestApp();
    app.go('/ru/game/77?tab=stats#odds');
    await until(() => expect(app.committed()).not.toBeNull());
    expect(app.committed()).toEqual({
      location: { pathname: '/ru/game/77', search: '?tab=stats', hash: '#odds' },
      lng: 'ru',
      routeId: 'game',
      params: { gameId: 77 },
      status: 200,
      failedDictionaries: [],
    });
    expect(app.i18n.language).toBe('ru');
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('waits for the site config before deciding anything', async () => {
    const config = deferred<unknown>();
    const app = createTestApp({ siteConfig: () => config.promise });
    app.go('/en/fast');
    await settle();
    expect(app.committed()).toBeNull();
    expect(app.api.blocks).not.toHaveBeenCalled();
    config.resolve(makeSiteConfig());
    await until(() => expect(app.committed()?.routeId).toBe('fast'));
  });

  it('commits an unknown path as a 404 without a route', async () => {
    const app = createTestApp();
    app.go('/en/no/such/page');
    await until(() => expect(app.committed()).toMatchObject({ status: 404, routeId: null, params: {} }));
  });

  it('commits a route the config does not enable as a 404', async () => {
    const app = createTestApp();
    app.go('/en/vip');
    await until(() => expect(app.committed()).toMatchObject({ status: 404, routeId: null }));
  });

  it('commits a 500 and logs the reason for a page extension no plugin declares', async () => {
    const app = createTestApp();
    app.go('/en/ghost');
    await until(() => expect(app.committed()).toMatchObject({ status: 500, routeId: null }));
    expect(app.log.error).toHaveBeenCalledWith(expect.stringContaining('unknown extension ghost/page'));
  });

  it('applies the actions guards ask for at commit: a query opens its modal', async () => {
    const app = createTestApp();
    app.go('/en/fast?coupon-settings-modal=1');
    await until(() => expect(app.committed()?.routeId).toBe('fast'));
    expect(app.state().modals.open).toEqual(['coupon-settings-modal']);
    app.go('/en/fast');
    await until(() => expect(app.state().modals.open).toEqual([]));
  });

  it('commits only after the page plugin chunk settled, and still commits when it failed', async () => {
    const gate = deferred<void>();
    const sources = defaultSources();
    sources[0]!.load.mockImplementationOnce(async () => {
      await gate.promise;
      throw new Error('chunk failed');
    });
    const app = createTestApp({ sources });
    app.go('/en/fast');
    await until(() => expect(sources[0]!.load).toHaveBeenCalled());
    await settle();
    expect(app.committed()).toBeNull();
    gate.resolve();
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'fast', status: 200 }));
    expect(app.state().remoteApps.pages?.state).toBe(-1);
  });
});

describe('navigation: dictionaries', () => {
  it('commits only after the dictionaries resolved, with their texts in i18next', async () => {
    const pages = deferred<DictionaryAnswer>();
    const app = createTestApp({
      dictionary: (lng, id) => (id === 'pages' ? pages.promise : Promise.resolve(dictionaryAnswer(lng, id))),
    });
    app.go('/en/fast');
    await until(() => expect(app.api.dictionary).toHaveBeenCalledWith('en', 'pages'));
    await settle();
    expect(app.committed()).toBeNull();
    expect(app.state().navigation.pending).toMatchObject({ pathname: '/en/fast' });

    pages.resolve(dictionaryAnswer('en', 'pages', { pages_title: 'All pages' }));
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'fast', failedDictionaries: [] }));
    expect(app.i18n.t('pages_title', { ns: 'pages' })).toBe('All pages');
    expect(app.state().navigation.pending).toBeNull();
  });

  it('fetches each dictionary once: a second navigation reuses what is ready', async () => {
    const app = createTestApp();
    app.go('/en/fast');
    await until(() => expect(app.committed()?.routeId).toBe('fast'));
    const calls = app.api.dictionary.mock.calls.length;
    app.go('/en/menu');
    await until(() => expect(app.committed()?.routeId).toBe('menu'));
    expect(app.api.dictionary.mock.calls.length).toBe(calls);
    app.go('/ru/menu');
    await until(() => expect(app.committed()?.lng).toBe('ru'));
    expect(app.api.dictionary.mock.calls.slice(calls).map(([lng]) => lng)).toEqual(['ru', 'ru', 'ru']);
  });

  it('a cold start on a manifest redirect: the target waits for the loads the redirected navigation started, fetching each once', async () => {
    const held = new Map<string, ReturnType<typeof deferred<DictionaryAnswer>>>();
    const app = createTestApp({
      dictionary: (lng, id) => {
        const d = deferred<DictionaryAnswer>();
        held.set(id, d);
        return d.promise;
      },
    });
    app.go('/en/office');
    await until(() => expect(app.navigate).toHaveBeenCalledWith('/en/menu', { replace: true }));
    await until(() => expect(app.state().navigation.pending?.pathname).toBe('/en/menu'));
    await settle();
    // The redirected navigation's loads are still under way, so the target does not commit yet.
    expect(app.committed()).toBeNull();
    for (const [id, d] of held) d.resolve(dictionaryAnswer('en', id));
    await until(() => expect(app.committed()?.routeId).toBe('menu'));
    expect(app.state().dictionaries.byKey).toEqual({ 'en:main': 'ready', 'en:chrome': 'ready', 'en:pages': 'ready' });
    const ids = app.api.dictionary.mock.calls.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fetches a failed dictionary again on the next navigation, and commits the page once it loads', async () => {
    let broken = true;
    const app = createTestApp({
      // An answer that breaks the schema fails at once (no retry wait).
      dictionary: async (lng, id) => (id === 'pages' && broken ? ({ id, lang: lng, entries: { x: 1 } } as never) : dictionaryAnswer(lng, id)),
    });
    app.go('/en/fast');
    await until(() => expect(app.committed()?.failedDictionaries).toEqual(['pages']));
    broken = false;
    app.go('/en/menu');
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'menu', failedDictionaries: [] }));
    expect(app.api.dictionary.mock.calls.filter(([, id]) => id === 'pages')).toHaveLength(2);
  });

  it('commits a failed dictionary (after its one retry) with failedDictionaries naming it', async () => {
    const app = createTestApp({
      dictionary: async (lng, id) => {
        if (id === 'pages') throw new Error('503');
        return dictionaryAnswer(lng, id);
      },
    });
    await installed(app);
    vi.useFakeTimers();
    app.go('/en/fast');
    await vi.advanceTimersByTimeAsync(499);
    expect(app.committed()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.api.dictionary.mock.calls.filter(([, id]) => id === 'pages')).toHaveLength(2);
    expect(app.committed()).toMatchObject({ routeId: 'fast', status: 200, failedDictionaries: ['pages'] });
    expect(app.log.warn).toHaveBeenCalledWith('dictionary pages (en) failed to load', expect.any(Error));
  });
});

describe('navigation: takeLatest', () => {
  it('a newer navigation cancels the running one: only the second commits, the first never does', async () => {
    const slow = deferred<DictionaryAnswer>();
    const app = createTestApp({
      dictionary: (lng, id) => (id === 'slow' ? slow.promise : Promise.resolve(dictionaryAnswer(lng, id))),
    });
    app.go('/en/slow');
    await until(() => expect(app.api.dictionary).toHaveBeenCalledWith('en', 'slow'));
    app.go('/en/fast');
    await until(() => expect(app.committed()?.routeId).toBe('fast'));

    // The first navigation's dictionary arrives late: it must not commit its page over the second.
    slow.resolve(dictionaryAnswer('en', 'slow'));
    await settle();
    expect(app.commits.map((c) => c.routeId)).toEqual(['fast']);
    expect(app.committed()?.location.pathname).toBe('/en/fast');
  });
});

describe('navigation: redirects', () => {
  it('a redirect navigates (replace) and does not commit', async () => {
    const app = createTestApp({ followRedirects: false });
    app.go('/en/office?tab=bets');
    await until(() => expect(app.navigate).toHaveBeenCalledWith('/en/menu?tab=bets', { replace: true }));
    await settle();
    expect(app.committed()).toBeNull();
    expect(app.state().navigation.redirectHops).toBe(1);
  });

  it('the redirect target then commits and the hop count starts again', async () => {
    const app = createTestApp();
    app.go('/casinos?ref=7');
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'casinos', lng: 'en' }));
    expect(app.navigate).toHaveBeenCalledWith('/en/casinos?ref=7', { replace: true });
    expect(app.committed()?.location).toEqual({ pathname: '/en/casinos', search: '?ref=7', hash: '' });
    expect(app.state().navigation.redirectHops).toBe(0);
  });

  it('sends a guest to the preferred language and commits in it', async () => {
    const app = createTestApp({ preferredLanguage: 'ru' });
    app.go('/de/menu');
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'menu', lng: 'ru' }));
    expect(app.navigate).toHaveBeenCalledWith('/ru/menu', { replace: true });
    expect(app.i18n.language).toBe('ru');
  });

  it(`stops a cycle of redirects after ${MAX_REDIRECT_HOPS} hops with a 500 commit`, async () => {
    const app = createTestApp();
    app.go('/en/loop-a');
    await until(() => expect(app.committed()).toMatchObject({ status: 500, routeId: null }));
    expect(app.navigate).toHaveBeenCalledTimes(MAX_REDIRECT_HOPS);
    expect(app.navigate.mock.calls.slice(0, 2)).toEqual([
      ['/en/loop-b', { replace: true }],
      ['/en/loop-a', { replace: true }],
    ]);
    expect(app.log.error).toHaveBeenCalledWith(expect.stringContaining('cyclic redirect'));
    expect(app.state().navigation.redirectHops).toBe(0);
    await settle();
    expect(app.navigate).toHaveBeenCalledTimes(MAX_REDIRECT_HOPS);
  });

  it('sends a blocked user to the block page, and the block page commits', async () => {
    const app = createTestApp({ blocks: async () => ({ displayTypeId: 16, templateTypeId: 0 }) });
    app.go('/en/fast');
    await until(() => expect(app.committed()).toMatchObject({ routeId: 'suspension', status: 200 }));
    expect(app.navigate).toHaveBeenCalledWith('/en/suspension', { replace: true });
    expect(app.api.blocks).toHaveBeenCalledTimes(1);
  });
});
