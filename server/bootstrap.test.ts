// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '../src/composer/reload-guard.ts';
import {
  BOOTSTRAP_FUNCTION,
  BOOTSTRAP_PRELOADS_PER_TASK,
  BOOTSTRAP_RETRY_DELAYS_MS,
  BOOTSTRAP_SCRIPT,
  LOAD_FAILED_ID,
  defaultLoadFailedTexts,
  readLoadFailedTexts,
  renderLoadFailed,
} from './bootstrap.ts';
import { renderShell } from './html.ts';
import { createDictionaryReader, dictionaryFoldersOf } from './dictionaries.ts';
import { VALID_ROOT } from './test-helpers.ts';
import { join } from 'node:path';

type Load = (url: string) => Promise<unknown>;
type Bootstrap = (load: Load, w: unknown, d: Document) => void;

// The script's own text, run as the browser would (only import() is swapped for a stub).
const bootstrap = new Function(`return (${BOOTSTRAP_FUNCTION})`)() as Bootstrap;

const NOW = Date.UTC(2026, 0, 1);
const ENTRY = '/assets/app-abc123.js';
/** When three failed imports have used up the retries (500 + 1500 ms after the start). */
const GAVE_UP = NOW + 2000;

function shellDocument(): Document {
  const html = renderShell({
    lang: 'en',
    title: 'T',
    themeColor: '#000',
    nonce: 'n0nce',
    assetMap: { entry: { js: ENTRY, css: null }, plugins: {} },
    noscriptText: 'JS',
    loadFailedTexts: { message: 'It broke', refresh: 'Refresh' },
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

/** Runs the bootstrap with load answers taken in order (true = the import resolves). */
function run(answers: boolean[], options: { storage?: unknown; doc?: Document } = {}) {
  const doc = options.doc ?? shellDocument();
  const urls: string[] = [];
  const load = vi.fn((url: string) => {
    urls.push(url);
    return answers.shift() ? Promise.resolve({}) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  const reload = vi.fn();
  const w = {
    location: { reload },
    setTimeout: (fn: (...args: unknown[]) => void, ms: number, ...args: unknown[]) => setTimeout(fn, ms, ...args),
    get localStorage() {
      if (options.storage instanceof Error) throw options.storage;
      return options.storage === undefined ? memoryStorage() : options.storage;
    },
  };
  bootstrap(load, w, doc);
  const fallback = doc.getElementById(LOAD_FAILED_ID)!;
  return { urls, reload, fallback, doc, w: w as typeof w & { __replayEarlyInput?: () => void } };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the inline bootstrap script', () => {
  it('uses the reload rule of src/composer/reload-guard.ts and the retry plan it states', () => {
    expect(BOOTSTRAP_FUNCTION).toContain(`K="${RELOAD_GUARD_KEY}",M=${RELOAD_GUARD_MS},B=[500,1500]`);
    expect(BOOTSTRAP_RETRY_DELAYS_MS).toEqual([500, 1500]);
  });

  it('is small, inline-safe and imports the entry itself', () => {
    // Every page carries it; the preloads after the first paint took it past 2 KB, adding them a few per task to 2.2 KB.
    expect(BOOTSTRAP_SCRIPT.length).toBeLessThan(2240);
    expect(BOOTSTRAP_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(BOOTSTRAP_SCRIPT).toContain('import(u)');
  });

  /** What React leaves on an element it has hydrated. */
  const hydrate = (element: Element) => Object.assign(element, { __reactProps$x1: {} });
  const selectIn = (doc: Document) => {
    doc.getElementById('root')!.innerHTML = '<select><option value="0">Decimal</option><option value="1">Fractional</option></select><button>Place</button>';
    return doc.querySelector('select')!;
  };
  /** As the browser makes a choice: the value, then input and change. */
  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('keeps a list choice made before the app started and makes it again once the app is ready and the list hydrated', async () => {
    const doc = shellDocument();
    const select = selectIn(doc);
    const { w } = run([true], { doc });
    choose(select, '1');
    const seen: string[] = [];
    doc.addEventListener('change', (event) => seen.push((event.target as HTMLSelectElement).value));
    w.__replayEarlyInput?.();
    // The app is ready but React has not hydrated the list yet: nothing is made again.
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual([]);
    // Hydration puts the server's value back; the app's own listener then sees the replayed choice.
    select.value = '0';
    hydrate(select);
    await vi.advanceTimersByTimeAsync(30);
    expect(select.value).toBe('1');
    expect(seen).toEqual(['1']);
    // React owns the list now: a choice is React's alone, and nothing is made again.
    choose(select, '0');
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['1', '0']);
  });

  it('makes again a choice that hydration undid between its input and change events', async () => {
    const doc = shellDocument();
    const select = selectIn(doc);
    const { w } = run([true], { doc });
    const seen: string[] = [];
    doc.getElementById('root')!.addEventListener('change', (event) => seen.push((event.target as HTMLSelectElement).value));
    // The input event makes React hydrate the list at once (the app gets ready meanwhile), which
    // puts the server's value back before the change event.
    select.value = '1';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = '0';
    hydrate(select);
    w.__replayEarlyInput?.();
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['0']);
    await vi.advanceTimersByTimeAsync(30);
    expect(select.value).toBe('1');
    expect(seen).toEqual(['0', '1']);
  });

  it('makes a replayed choice again when hydration undoes it too', async () => {
    const doc = shellDocument();
    const select = selectIn(doc);
    const { w } = run([true], { doc });
    choose(select, '1');
    const seen: string[] = [];
    const root = doc.getElementById('root')!;
    root.addEventListener('change', (event) => seen.push((event.target as HTMLSelectElement).value));
    // React has marked the list but not finished: the replay's input makes it hydrate (once) and
    // put the server's value back.
    let hydrating = true;
    root.addEventListener('input', () => {
      if (hydrating) select.value = '0';
      hydrating = false;
    });
    hydrate(select);
    w.__replayEarlyInput?.();
    await vi.advanceTimersByTimeAsync(30);
    expect(seen).toEqual(['0', '1']);
    expect(select.value).toBe('1');
  });

  it('keeps the last tap on a button before the app started and makes it once the button is hydrated', async () => {
    const doc = shellDocument();
    selectIn(doc);
    const button = doc.querySelector<HTMLButtonElement>('#root button')!;
    const { w } = run([true], { doc });
    button.click();
    const taps: number[] = [];
    button.addEventListener('click', () => taps.push(1));
    w.__replayEarlyInput?.();
    await vi.advanceTimersByTimeAsync(100);
    expect(taps).toEqual([]);
    hydrate(button);
    await vi.advanceTimersByTimeAsync(30);
    expect(taps).toEqual([1]);
    // After that, a tap is the app's alone.
    button.click();
    await vi.advanceTimersByTimeAsync(100);
    expect(taps).toEqual([1, 1]);
  });

  it('keeps a tap from React until the app is ready, even once React listens, and makes it once then', async () => {
    const doc = shellDocument();
    selectIn(doc);
    const button = doc.querySelector<HTMLButtonElement>('#root button')!;
    const { w } = run([true], { doc });
    // Hydration has started (React listens on #root), but the app's sagas have not.
    const reactSaw: number[] = [];
    doc.getElementById('root')!.addEventListener('click', () => reactSaw.push(1));
    button.click();
    hydrate(button);
    expect(reactSaw).toEqual([]);
    w.__replayEarlyInput?.();
    await vi.advanceTimersByTimeAsync(30);
    expect(reactSaw).toEqual([1]);
  });

  it('over server-rendered markup, asks for nothing before the first frame, then preloads its whole list under the nonce and imports the entry', async () => {
    const doc = new DOMParser().parseFromString(
      renderShell({
        lang: 'en',
        title: 'T',
        themeColor: '#000',
        nonce: 'n0nce',
        assetMap: { entry: { js: ENTRY, css: null }, plugins: {} },
        modulePreloads: ['/assets/chunks/a.js', '/assets/plugins/home.js'],
        rootHtml: '<h1>Home</h1>',
        noscriptText: 'JS',
      }),
      'text/html',
    );
    const script = doc.querySelector<HTMLScriptElement>('script[data-preload]')!;
    // As the browser runs it: the script being run is document.currentScript, its nonce a property.
    Object.defineProperty(script, 'nonce', { value: 'n0nce' });
    const running = new Proxy(doc, {
      get: (target, key) => (key === 'currentScript' ? script : ((value) => (typeof value === 'function' ? value.bind(target) : value))(Reflect.get(target, key))),
    });
    const frames: (() => void)[] = [];
    const urls: string[] = [];
    const w = { requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), location: { reload: vi.fn() } };
    bootstrap((url) => (urls.push(url), Promise.resolve({})), w, running);
    const preloaded = () => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.nonce]);
    expect(preloaded()).toEqual([]);
    expect(urls).toEqual([]);
    frames.forEach((frame) => frame());
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded()).toEqual([ENTRY, '/assets/chunks/a.js', '/assets/plugins/home.js'].map((href) => [href, 'n0nce']));
    expect(urls).toEqual([ENTRY]);
    // The 100 ms fallback for frames that do not come starts nothing twice.
    await vi.advanceTimersByTimeAsync(100);
    expect(preloaded()).toHaveLength(3);
    expect(urls).toEqual([ENTRY]);
  });

  it('adds the preloads a few per task, the entry in the first, so asking for thirty modules is no long task', async () => {
    const chunks = Array.from({ length: BOOTSTRAP_PRELOADS_PER_TASK * 2 }, (_, i) => `/assets/chunks/c${i}.js`);
    const doc = new DOMParser().parseFromString(
      renderShell({ lang: 'en', title: 'T', themeColor: '#000', nonce: 'n0nce', assetMap: { entry: { js: ENTRY, css: null }, plugins: {} }, modulePreloads: chunks, rootHtml: '<h1>Home</h1>', noscriptText: 'JS' }),
      'text/html',
    );
    const script = doc.querySelector<HTMLScriptElement>('script[data-preload]')!;
    const running = new Proxy(doc, {
      get: (target, key) => (key === 'currentScript' ? script : ((value) => (typeof value === 'function' ? value.bind(target) : value))(Reflect.get(target, key))),
    });
    const timers: (() => void)[] = [];
    const w = { requestAnimationFrame: () => 0, setTimeout: (fn: () => void) => timers.push(fn), location: { reload: vi.fn() } };
    bootstrap(() => Promise.resolve({}), w, running);
    const count = () => doc.head.querySelectorAll('link[rel="modulepreload"]').length;
    timers.shift()!(); // the 100 ms fallback: no frames come here
    expect(count()).toBe(BOOTSTRAP_PRELOADS_PER_TASK);
    expect(doc.head.querySelector('link[rel="modulepreload"]')!.getAttribute('href')).toBe(ENTRY);
    timers.shift()!();
    expect(count()).toBe(BOOTSTRAP_PRELOADS_PER_TASK * 2);
    timers.shift()!();
    expect(count()).toBe(BOOTSTRAP_PRELOADS_PER_TASK * 2 + 1);
    expect(timers).toEqual([]);
  });

  it('imports the entry named by the asset map once when it loads, and shows nothing', async () => {
    const { urls, reload, fallback } = run([true]);
    await vi.runAllTimersAsync();
    expect(urls).toEqual([ENTRY]);
    expect(reload).not.toHaveBeenCalled();
    expect(fallback.hidden).toBe(true);
  });

  it('retries a failed entry under a fresh URL after 500 ms, then 1500 ms', async () => {
    const { urls, reload, fallback } = run([false, false, true]);
    await vi.advanceTimersByTimeAsync(499);
    expect(urls).toEqual([ENTRY]);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual([ENTRY, `${ENTRY}?attempt=1`]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual([ENTRY, `${ENTRY}?attempt=1`, `${ENTRY}?attempt=2`]);
    await vi.runAllTimersAsync();
    expect(reload).not.toHaveBeenCalled();
    expect(fallback.hidden).toBe(true);
  });

  it('reloads once the retries are spent and stores the time, when no reload happened this minute', async () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: String(GAVE_UP - RELOAD_GUARD_MS) });
    const { urls, reload, fallback } = run([false, false, false], { storage });
    await vi.runAllTimersAsync();
    expect(urls).toHaveLength(3);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe(String(GAVE_UP));
    expect(fallback.hidden).toBe(true);
  });

  it('shows the fallback instead of reloading again within a minute; its button reloads', async () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: String(GAVE_UP - RELOAD_GUARD_MS + 1) });
    const { reload, fallback } = run([false, false, false], { storage });
    await vi.runAllTimersAsync();
    expect(reload).not.toHaveBeenCalled();
    expect(fallback.hidden).toBe(false);
    expect(fallback.querySelector('[role="alert"]')?.textContent).toBe('It broke');
    fallback.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads on its own without storage (it could loop): it shows the fallback', async () => {
    for (const storage of [new Error('SecurityError'), null]) {
      const { reload, fallback } = run([false, false, false], { storage });
      await vi.runAllTimersAsync();
      expect(reload).not.toHaveBeenCalled();
      expect(fallback.hidden).toBe(false);
    }
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const { reload, fallback } = run([false, false, false], { storage: refusing });
    await vi.runAllTimersAsync();
    expect(reload).not.toHaveBeenCalled();
    expect(fallback.hidden).toBe(false);
  });

  it('treats a missing or broken asset map as a failure: no import, the fallback after the reload budget', async () => {
    const doc = shellDocument();
    doc.getElementById('asset-map')!.textContent = '{broken';
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: String(NOW) });
    const { urls, fallback } = run([], { doc, storage });
    expect(urls).toEqual([]);
    expect(fallback.hidden).toBe(false);
  });
});

describe('the fallback markup and its texts', () => {
  it('is hidden plain HTML with an alert and a button, no inline handler, escaped', () => {
    const html = renderLoadFailed({ message: 'A <b> & "c"', refresh: 'R' });
    expect(html).toBe(`<div id="${LOAD_FAILED_ID}" hidden><p role="alert">A &lt;b&gt; &amp; &quot;c&quot;</p><button type="button">R</button></div>`);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('reads the main dictionary of the language, English for what it lacks', async () => {
    const dataDir = join(VALID_ROOT, 'data'); // the fixture's ru has both keys, its en neither
    const read = createDictionaryReader(dictionaryFoldersOf(VALID_ROOT, dataDir));
    expect(await readLoadFailedTexts(read, 'ru')).toEqual({
      message: 'Не удалось загрузить страницу. Проверьте подключение к интернету и попробуйте ещё раз.',
      refresh: 'Обновить страницу',
    });
    expect(await readLoadFailedTexts(read, 'en')).toEqual({
      message: 'The page could not be loaded. Check your connection and try again.',
      refresh: 'Refresh page',
    });
    const nothing = createDictionaryReader(dictionaryFoldersOf(join(VALID_ROOT, 'no-such-dir'), join(VALID_ROOT, 'no-such-dir')));
    expect(await readLoadFailedTexts(nothing, 'en')).toEqual(await readLoadFailedTexts(read, 'en'));
  });

  it('takes the project dictionaries by default: Russian for ru, English for a language without a file', () => {
    expect(defaultLoadFailedTexts('ru')).toEqual({
      message: 'Не удалось загрузить страницу. Проверьте подключение к интернету и попробуйте ещё раз.',
      refresh: 'Обновить страницу',
    });
    expect(defaultLoadFailedTexts('zz')).toEqual(defaultLoadFailedTexts('en'));
    expect(defaultLoadFailedTexts('../x')).toEqual(defaultLoadFailedTexts('en'));
  });
});
