// @vitest-environment jsdom
/**
 * Analytics through the real root saga with fake timers: nothing before 10 s (at once on the
 * registration page), counters only with marketing consent and only from allowed origins, the
 * analytics storage counting registration and login steps for exactly 24 h, and nothing stored or
 * sent without consent.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/store.ts';
import { makeSiteConfig, TEST_MANIFESTS } from '../../../tests/helpers/fixtures.ts';
import type { AnalyticsConfig } from '../../../schemas/analytics-config.schema.ts';
import type { HttpMethod, ApiRequestOptions } from '../../composer/services.ts';
import { cookieConsentGiven } from '../../state/consent.slice.ts';
import { loginTracked, registrationTracked } from '../../plugin-api/analytics.ts';
import { ANALYTICS_STORAGE_KEY, ANALYTICS_STORAGE_TTL_MS } from '../../domain/analytics-storage.ts';
import { ANALYTICS_INSTALL_DELAY_MS } from './index.ts';

const START = Date.parse('2026-03-01T12:00:00Z');
const ANALYTICS: AnalyticsConfig = {
  projectId: 7,
  counterScripts: { '1': '/web-api/analytics/counter.js?type=1&code={code}', '2': 'https://counter.example/tag.js?id={code}', '3': 'https://evil.example/x.js?id={code}' },
  allowedOrigins: ['https://counter.example'],
};

interface Call {
  method: HttpMethod;
  path: string;
  options?: ApiRequestOptions;
}

function analyticsApp(options: { analytics?: AnalyticsConfig; registrationRoute?: boolean; cookieNotice?: boolean } = {}): { app: TestApp; calls: Call[] } {
  const calls: Call[] = [];
  const config = makeSiteConfig((c) => {
    c.analytics = options.analytics ?? ANALYTICS;
    if (options.cookieNotice) c.notices = { plugin: 'notices', ...c.notices, cookies: { types: ['functional', 'marketing'] } };
  });
  const manifests = options.registrationRoute
    ? [...TEST_MANIFESTS, { area: 'auth', routes: [{ id: 'registration', path: 'registration', layout: 'default' as const, component: 'pages/generic' }] }]
    : TEST_MANIFESTS;
  const app = createTestApp({
    config,
    manifests,
    request: async <T,>(method: HttpMethod, path: string, requestOptions?: ApiRequestOptions): Promise<T> => {
      calls.push({ method, path, options: requestOptions });
      if (path === '/analytics/counters') {
        return { counters: [{ type: 1, code: 'A1' }, { type: 2, code: 'B2' }, { type: 3, code: 'C3' }, { type: 9, code: 'D4' }] } as T;
      }
      return { accepted: true } as T;
    },
  });
  return { app, calls };
}

async function open(app: TestApp, url: string): Promise<void> {
  app.go(url);
  await vi.waitFor(() => expect(app.committed()?.location.pathname).toBe(url));
}

/** Lets the dynamically imported module arrive (already compiled: see beforeAll) while the clock stands still. */
async function arrive(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

// The module's first import compiles it, which takes real time; the tests then import it at once.
beforeAll(async () => {
  await import('./run.ts');
});

const stored = () => {
  const raw = localStorage.getItem(ANALYTICS_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { data: Record<string, unknown>; expiresAt: number });
};
const counterScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const sentEvents = (calls: Call[]) => calls.filter((c) => c.path === '/analytics/events').map((c) => (c.options?.body as { eventId: number }).eventId);

function agree(marketing: boolean): void {
  document.cookie = `cookies_agree_type=${marketing ? 'necessary.marketing' : 'necessary'}; Path=/`;
  document.cookie = `cookies_agree_time=${START / 1000}; Path=/`;
}

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  document.head.innerHTML = '';
  for (const name of ['cookies_agree_type', 'cookies_agree_time']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('analytics', () => {
  it('starts 10 s after the page, installs allowed counters with marketing consent, and keeps the storage exactly 24 h', async () => {
    agree(true);
    const started = Date.now();
    const { app, calls } = analyticsApp();
    await open(app, '/en/');
    // Events before the module arrives are kept and counted once it does.
    app.store.dispatch(registrationTracked({ step: 'popup-shown' }));
    app.store.dispatch(registrationTracked({ step: 'call', regType: 'one-click' }));
    await vi.advanceTimersByTimeAsync(started + ANALYTICS_INSTALL_DELAY_MS - 1 - Date.now());
    await arrive();
    expect(calls).toEqual([]);
    expect(stored()).toBeNull();

    await vi.waitFor(async () => {
      await arrive();
      expect(stored()).not.toBeNull();
    });
    const record = stored()!;
    expect(record.data).toMatchObject({ regTryCounter: 1, additionalParams: { regType: 'one-click' } });
    const installedAt = record.data.lastRegCallTime as number;
    expect(installedAt).toBeGreaterThanOrEqual(started + ANALYTICS_INSTALL_DELAY_MS);
    expect(installedAt).toBeLessThan(started + ANALYTICS_INSTALL_DELAY_MS + 500);
    expect(record.expiresAt).toBe(installedAt + ANALYTICS_STORAGE_TTL_MS);
    expect(sentEvents(calls)).toEqual([1000, 1255]);
    const counters = calls.find((c) => c.path === '/analytics/counters');
    expect(counters?.options?.query).toEqual({ domain: 'localhost', projectId: 7 });
    // Our own origin and the allowed one; the other origin and the type without a script are left out.
    await vi.waitFor(() => expect(counterScripts()).toEqual(['http://localhost:3000/web-api/analytics/counter.js?type=1&code=A1', 'https://counter.example/tag.js?id=B2']));
    expect(app.log.warn).toHaveBeenCalledWith(expect.stringMatching(/evil\.example.*not allowed/));
    expect(app.log.warn).toHaveBeenCalledWith(expect.stringMatching(/no script for counter type 9/));

    // Login attempts count until a success resets them.
    app.store.dispatch(loginTracked({ step: 'call' }));
    app.store.dispatch(loginTracked({ step: 'call' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()?.data.authTryCounter).toBe(2);
    app.store.dispatch(loginTracked({ step: 'success' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()?.data.authTryCounter).toBe(0);

    // A day after the first write, the record is gone, even in a tab left open.
    await vi.advanceTimersByTimeAsync(stored()!.expiresAt - Date.now() - 1);
    expect(stored()?.data.regTryCounter).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stored()).toBeNull();
    app.store.dispatch(registrationTracked({ step: 'call', regType: 'phone' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toMatchObject({ data: { regTryCounter: 1, additionalParams: { regType: 'phone' } } });
  });

  it('without marketing consent: no counter, nothing stored or sent, until the visitor agrees', async () => {
    agree(false);
    const { app, calls } = analyticsApp();
    await open(app, '/en/');
    await vi.advanceTimersByTimeAsync(ANALYTICS_INSTALL_DELAY_MS);
    await arrive();
    app.store.dispatch(registrationTracked({ step: 'call' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    expect(stored()).toBeNull();
    expect(counterScripts()).toEqual([]);

    app.store.dispatch(cookieConsentGiven({ functional: false, marketing: true, agreedAt: START / 1000 }));
    await arrive();
    await vi.waitFor(() => expect(counterScripts()).toHaveLength(2));
    app.store.dispatch(registrationTracked({ step: 'done' }));
    await vi.advanceTimersByTimeAsync(0);
    // The attempt before the consent was counted in memory; now the record is kept and sent.
    expect(stored()?.data).toMatchObject({ regTryCounter: 1, hasDone: true });
    expect(sentEvents(calls)).toEqual([10000]);
  });

  it('on a site without a cookie notice, installs the counters for a visitor nobody asked; with one, waits for the answer', async () => {
    const { app } = analyticsApp();
    await open(app, '/en/');
    await vi.advanceTimersByTimeAsync(ANALYTICS_INSTALL_DELAY_MS);
    await arrive();
    await vi.waitFor(() => expect(counterScripts()).toHaveLength(2));
  });

  it('with a cookie notice, installs no counter until the visitor answers it', async () => {
    const { app, calls } = analyticsApp({ cookieNotice: true });
    await open(app, '/en/');
    await vi.advanceTimersByTimeAsync(ANALYTICS_INSTALL_DELAY_MS);
    await arrive();
    expect(calls).toEqual([]);
    expect(counterScripts()).toEqual([]);
    app.store.dispatch(cookieConsentGiven({ functional: false, marketing: true, agreedAt: START / 1000 }));
    await arrive();
    await vi.waitFor(() => expect(counterScripts()).toHaveLength(2));
  });

  it('starts at once on the registration page, and never on a site without the analytics section', async () => {
    agree(true);
    const { app, calls } = analyticsApp({ registrationRoute: true });
    await open(app, '/en/registration');
    await arrive();
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/analytics/counters')).toBe(true));

    localStorage.clear();
    const withoutCalls: string[] = [];
    const without = createTestApp({
      request: async <T,>(_method: HttpMethod, path: string): Promise<T> => {
        withoutCalls.push(path);
        return {} as T;
      },
    });
    await open(without, '/en/');
    without.store.dispatch(registrationTracked({ step: 'call' }));
    await vi.advanceTimersByTimeAsync(ANALYTICS_INSTALL_DELAY_MS * 2);
    await arrive();
    expect(withoutCalls).toEqual([]);
    expect(stored()).toBeNull();
  });
});
