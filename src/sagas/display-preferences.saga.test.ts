// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { rootReducer } from '../state/root-reducer.ts';
import { preferenceChosen, selectDisplayPreferences } from '../state/preferences.slice.ts';
import { cookieConsentGiven } from '../state/consent.slice.ts';
import { keepDisplayPreferences, type DisplayPreferencesEnv, type TabChannel } from './display-preferences.saga.ts';

/** A cookie jar that keeps what a browser would: name=value pairs, a Max-Age=0 write removes one. */
function fakeJar() {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    cookies,
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/Max-Age=0(;|$)/.test(line)) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1));
    },
  };
}

function fakeRoot() {
  const attributes = new Map<string, string>();
  return { attributes, setAttribute: (n: string, v: string) => attributes.set(n, v), removeAttribute: (n: string) => attributes.delete(n) };
}

const opened: TabChannel[] = [];
const channelName = `prefs-test-${Math.random()}`;

function tab() {
  const jar = fakeJar();
  const root = fakeRoot();
  const env: DisplayPreferencesEnv = {
    jar,
    root,
    secure: false,
    openChannel: () => {
      const channel = new NodeBroadcastChannel(channelName) as unknown as TabChannel;
      // Node's channel delivers to `onmessage`/listeners like the browser's.
      opened.push(channel);
      return channel;
    },
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (d) => d({ thunk: false }).concat(sagas) });
  const task = sagas.run(keepDisplayPreferences, env);
  return { store, jar, root, task };
}

const tasks: { cancel(): void }[] = [];
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  opened.splice(0);
});

function started() {
  const t = tab();
  tasks.push(t.task);
  return t;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('keepDisplayPreferences', () => {
  it('without functional consent keeps choices in memory only: no preference cookie is written', () => {
    const { store, jar, root } = started();
    store.dispatch(preferenceChosen({ name: 'theme', value: 'light' }));
    store.dispatch(preferenceChosen({ name: 'timeZoneOffset', value: 180 }));
    expect(selectDisplayPreferences(store.getState())).toMatchObject({ theme: 'light', timeZoneOffset: 180 });
    expect(root.attributes.get('data-theme')).toBe('light');
    expect(jar.writes).toEqual([]);
  });

  it('writes the session’s choices once functional cookies are agreed, and removes them when refused', () => {
    const { store, jar } = started();
    store.dispatch(preferenceChosen({ name: 'is12h', value: true }));
    store.dispatch(preferenceChosen({ name: 'fontSize', value: 19 }));
    expect(jar.cookies.size).toBe(0);
    store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1 }));
    expect(Object.fromEntries(jar.cookies)).toEqual({ is12h: '1', appFontSize: '19' });
    expect(jar.writes.find((line) => line.startsWith('is12h='))).toContain('Max-Age=31536000');
    store.dispatch(preferenceChosen({ name: 'timeZoneOffset', value: -210 }));
    expect(jar.cookies.get('tzo')).toBe('-3.5');
    // Back to the default removes the cookie: the default needs none.
    store.dispatch(preferenceChosen({ name: 'is12h', value: null }));
    expect(jar.cookies.has('is12h')).toBe(false);
    store.dispatch(cookieConsentGiven({ functional: false, marketing: false, agreedAt: 2 }));
    expect(jar.cookies.size).toBe(0);
    // Still applied for this visit.
    expect(selectDisplayPreferences(store.getState()).fontSize).toBe(19);
  });

  it('ignores a value that is not valid', () => {
    const { store, jar } = started();
    store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1 }));
    store.dispatch(preferenceChosen({ name: 'fontSize', value: 99 as never }));
    store.dispatch(preferenceChosen({ name: 'nonsense' as never, value: 1 as never }));
    expect(selectDisplayPreferences(store.getState()).fontSize).toBe(15);
    expect(jar.cookies.size).toBe(0);
  });

  it('keeps other tabs in step: their state and look follow, without writing cookies again', async () => {
    const one = started();
    const two = started();
    one.store.dispatch(preferenceChosen({ name: 'theme', value: 'system' }));
    one.store.dispatch(preferenceChosen({ name: 'groupByCountry', value: false }));
    await waitFor(() => selectDisplayPreferences(two.store.getState()).groupByCountry === false);
    expect(selectDisplayPreferences(two.store.getState())).toMatchObject({ theme: 'system', groupByCountry: false });
    expect(two.root.attributes.get('data-theme')).toBe('system');
    expect(two.jar.writes).toEqual([]);
  });
});

describe('a late start', () => {
  it('brings the look and cookies in line with a choice made before it ran, and tells the other tabs', async () => {
    const listener = new NodeBroadcastChannel(channelName);
    const heard: unknown[] = [];
    listener.onmessage = (event) => heard.push((event as { data: unknown }).data);
    const jar = fakeJar();
    const root = fakeRoot();
    const sagas = createSagaMiddleware();
    const store = configureStore({ reducer: rootReducer, middleware: (d) => d({ thunk: false }).concat(sagas) });
    store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1 }));
    store.dispatch(preferenceChosen({ name: 'theme', value: 'dark' }));
    const env: DisplayPreferencesEnv = { jar, root, secure: true, openChannel: () => new NodeBroadcastChannel(channelName) as unknown as TabChannel };
    tasks.push(sagas.run(keepDisplayPreferences, env, { fromThisTab: true }));
    expect(root.attributes.get('data-theme')).toBe('dark');
    expect(jar.cookies.get('appTheme')).toBe('1');
    expect(jar.writes[0]).toContain('; Secure');
    await waitFor(() => heard.length > 0);
    expect(heard[0]).toMatchObject({ chosen: { theme: 'dark' } });
    listener.close();
  });

  it('applies what another tab sent before it ran, and removes the cookies once functional cookies were refused', () => {
    const jar = fakeJar();
    jar.cookie = 'appTheme=0; Max-Age=100';
    const sagas = createSagaMiddleware();
    const store = configureStore({ reducer: rootReducer, middleware: (d) => d({ thunk: false }).concat(sagas) });
    store.dispatch(cookieConsentGiven({ functional: false, marketing: false, agreedAt: 1 }));
    const env: DisplayPreferencesEnv = { jar, root: fakeRoot(), secure: false, openChannel: () => null };
    tasks.push(sagas.run(keepDisplayPreferences, env, { fromOtherTab: { chosen: { fontSize: 13, theme: 'nonsense' } } }));
    expect(selectDisplayPreferences(store.getState())).toMatchObject({ fontSize: 13, theme: null });
    expect(jar.cookies.size).toBe(0);
  });
});
