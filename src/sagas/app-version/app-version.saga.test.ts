// @vitest-environment jsdom
/**
 * The version check with fake timers: nothing before 60 s; then the server's version is asked
 * (again every 10 minutes while it matches), and a different one offers a reload in the page's
 * language. Only the player's answer reloads; "later" never does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, dictionaryAnswer, type TestApp } from '../../../tests/helpers/store.ts';
import { createAppStore } from '../../app/store.ts';
import { VERSION_CHECK_DELAY_MS, watchAppVersion } from '../app-version.saga.ts';
import type { RootFactory } from './update-offer.tsx';
import { checkAppVersion, isUpdateNeeded, latestVersionIn, VERSION_RECHECK_MS } from './check.ts';
import type { UpdateOfferAnswer, UpdateOfferPort, UpdateOfferTexts } from './offer.ts';

const START = Date.parse('2026-03-01T12:00:00Z');
const TEXTS: Record<string, Record<string, string>> = {
  en: { app_version_title: 'New version', app_version_text: 'Reload to use it', app_version_reload: 'Reload now', app_version_later: 'Later' },
  ru: { app_version_title: 'Новая версия', app_version_text: 'Перезагрузите', app_version_reload: 'Перезагрузить', app_version_later: 'Позже' },
};

function fakeOffer() {
  const shown: UpdateOfferTexts[] = [];
  let answer: ((choice: UpdateOfferAnswer) => void) | null = null;
  const removed = vi.fn();
  const reload = vi.fn<() => void>();
  const port: UpdateOfferPort & { reload: typeof reload } = {
    show(texts, onAnswer) {
      shown.push(texts);
      answer = onAnswer;
      return removed;
    },
    reload,
  };
  return { port, shown, removed, answer: (choice: UpdateOfferAnswer) => answer?.(choice) };
}

function versionApp(latest: () => string | null): { app: TestApp; asked: () => number; run(current: string | null, port: UpdateOfferPort): void } {
  let asks = 0;
  const app = createTestApp({
    dictionary: async (lng, id) => dictionaryAnswer(lng, id, id === 'app-version' ? TEXTS[lng] : undefined),
    request: async <T,>(_method: string, path: string): Promise<T> => {
      if (path !== '/app-version') throw new Error(`unexpected call ${path}`);
      asks += 1;
      return { version: latest() } as T;
    },
  });
  // The check runs on the app's own saga middleware with its services.
  const { runSaga } = createAppStoreRunner(app);
  return {
    app,
    asked: () => asks,
    run: (current, port) => runSaga(watchAppVersion, current, async () => ({ checkAppVersion: (c: string, render: RootFactory) => checkAppVersion(c, render, port) })),
  };
}

/** A runner over the test app's store: the same services, a second middleware is not needed. */
function createAppStoreRunner(app: TestApp) {
  const second = createAppStore(app.services);
  // Mirror the test app's state the check reads (the committed page) into the runner's store.
  app.store.subscribe(() => {
    const committed = app.store.getState().navigation.committed;
    if (committed && second.store.getState().navigation.committed !== committed) second.store.dispatch({ type: 'navigation/navigationCommitted', payload: committed });
  });
  return second;
}

async function open(app: TestApp, url: string): Promise<void> {
  app.go(url);
  await vi.waitFor(() => expect(app.committed()?.location.pathname).toBe(url));
}

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('app version check', () => {
  it('asks nothing for 60 s, then offers a reload in the page language once the server serves another version', async () => {
    let latest = 'v1';
    const { app, asked, run } = versionApp(() => latest);
    await open(app, '/ru/');
    const offer = fakeOffer();
    run('v1', offer.port);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_DELAY_MS - 1);
    expect(asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(asked()).toBe(1));
    // The same version: no offer, and the next question only after 10 minutes.
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS - 100);
    expect(asked()).toBe(1);
    expect(offer.shown).toEqual([]);
    latest = 'v2';
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(offer.shown).toEqual([{ title: 'Новая версия', text: 'Перезагрузите', reload: 'Перезагрузить', later: 'Позже' }]));
    // Nothing reloads until the player says so.
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS * 3);
    expect(offer.port.reload).not.toHaveBeenCalled();
    expect(asked()).toBe(2);
    offer.answer('reload');
    await vi.waitFor(() => expect(offer.port.reload).toHaveBeenCalledTimes(1));
  });

  it('"later" closes the offer without a reload; a build without a version never checks', async () => {
    const { app, run } = versionApp(() => 'v9');
    await open(app, '/en/');
    const offer = fakeOffer();
    run('v1', offer.port);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_DELAY_MS);
    await vi.waitFor(() => expect(offer.shown).toHaveLength(1));
    expect(offer.shown[0]?.reload).toBe('Reload now');
    offer.answer('later');
    await vi.waitFor(() => expect(offer.removed).toHaveBeenCalled());
    expect(offer.port.reload).not.toHaveBeenCalled();

    const none = versionApp(() => 'v9');
    await open(none.app, '/en/');
    const unseen = fakeOffer();
    none.run(null, unseen.port);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_DELAY_MS * 10);
    expect(none.asked()).toBe(0);
  });

  it('reads the answer safely and needs both versions to differ', () => {
    expect(latestVersionIn({ version: '0.1.0+abc123' })).toBe('0.1.0+abc123');
    expect(latestVersionIn({ version: null })).toBeNull();
    expect(latestVersionIn({ version: '<script>' })).toBeNull();
    expect(latestVersionIn('v2')).toBeNull();
    expect(isUpdateNeeded('a', 'b')).toBe(true);
    expect(isUpdateNeeded('a', 'a')).toBe(false);
    expect(isUpdateNeeded('a', null)).toBe(false);
  });
});
