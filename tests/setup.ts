// Shared test set-up, run before every test file: DOM matchers for component tests (harmless in
// node-environment tests), and, in the browser-like environment, a clean document between files.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';

// The jsdom files share one window per worker (`isolate: false` in vitest.config.ts): Testing
// Library registers its own clean-up only in the first file that imports it, so every file unmounts
// what it rendered here, and leaves no fake clock, stubbed global, spy, cookie, storage or markup
// to the next file.
/** The clock's functions as the first file found them (a file may install a fake clock by hand). */
const CLOCK = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'Date'] as const;
type Clock = Partial<Record<(typeof CLOCK)[number], unknown>>;

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const global = globalThis as typeof globalThis & { __realClock?: Clock } & Clock;
  global.__realClock ??= Object.fromEntries(CLOCK.map((name) => [name, global[name]]));
  const realClock = global.__realClock;
  afterEach(() => {
    cleanup();
  });
  afterAll(() => {
    vi.useRealTimers();
    for (const name of CLOCK) if (global[name] !== realClock[name]) global[name] = realClock[name] as never;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=', 1)[0]!.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    localStorage.clear();
    sessionStorage.clear();
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('class');
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-theme');
  });
}
