// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { noticeClosed } from '../state/notices.slice.ts';
import { cookieConsentGiven } from '../state/consent.slice.ts';
import { userProfileLoaded, userLoggedOut, type UserProfile } from '../state/user.slice.ts';
import { signedIn } from '../state/identity.events.ts';
import { CONVERT_OPTIONS_PATH, NOTICE_MEMORY_MS } from './notices-queue.saga.ts';
// Loaded up front, so the queue's import() resolves within a tick of the fake clock.
import '../app/deferred-modules.ts';

const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-03-01T12:00:00Z');

function configWith(notices: NonNullable<SiteConfig['notices']>, patch?: (config: SiteConfig) => void): SiteConfig {
  return makeSiteConfig((config) => {
    config.notices = notices;
    patch?.(config);
  });
}

function profile(userId: number, hasDeposit: boolean): UserProfile {
  return { userId, banLevel: 0, banVersion: 0, userStatusId: null, internalVerificationStatus: null, verificationStatusGroupCode: null, requestedAdditionalDocument: false, hasDeposit, termsChanged: false, protectionLevel: null };
}

const due = (app: TestApp) => app.state().notices.due;

async function open(app: TestApp, url: string): Promise<void> {
  app.go(url);
  await vi.waitFor(() => expect(app.committed()?.location.pathname).toBe(url.split('?')[0]));
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
  sessionStorage.clear();
  for (const name of ['cookies_agree_type', 'cookies_agree_time']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notice queue', () => {
  it('shows the age restriction first, then cookies, then maintenance, then the rest, one at a time', async () => {
    const config = configWith(
      { plugin: 'notices', ageRestriction: { age: 18 }, cookies: { types: ['functional', 'marketing'] }, maintenance: true, downloadApp: { audience: 'all' } },
      (c) => {
        c.maintenance = { isActive: false, notify_started_at: '2026-03-01T00:00:00Z', notify_ended_at: '2026-03-02T00:00:00Z', started_at: '2026-03-02T00:00:00Z', ended_at: '2026-03-02T02:00:00Z' };
      },
    );
    const app = createTestApp({ config });
    await open(app, '/en/');
    expect(due(app)).toEqual(['age-restriction', 'cookies', 'maintenance', 'download-app']);
    app.store.dispatch(noticeClosed({ kind: 'age-restriction' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)[0]).toBe('cookies');
    app.store.dispatch(cookieConsentGiven({ functional: false, marketing: false, agreedAt: START / 1000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)).toEqual(['maintenance', 'download-app']);
    app.store.dispatch(noticeClosed({ kind: 'maintenance' }));
    app.store.dispatch(noticeClosed({ kind: 'download-app' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)).toEqual([]);
  });

  it('remembers the age answer and a dismissed download banner for exactly 3 days', async () => {
    const config = configWith({ plugin: 'notices', ageRestriction: { age: 21 }, downloadApp: { audience: 'guests' } });
    const app = createTestApp({ config });
    await open(app, '/en/');
    app.store.dispatch(noticeClosed({ kind: 'age-restriction' }));
    app.store.dispatch(noticeClosed({ kind: 'download-app' }));
    await vi.advanceTimersByTimeAsync(NOTICE_MEMORY_MS - 1);
    await open(app, '/en/fast');
    expect(due(app)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await open(app, '/en/');
    expect(due(app)).toEqual(['age-restriction', 'download-app']);
  });

  it("keeps the age answer for the browser session only where the operator says so", async () => {
    const config = configWith({ plugin: 'notices', ageRestriction: { age: 18, remember: 'session' } });
    const app = createTestApp({ config });
    await open(app, '/en/');
    app.store.dispatch(noticeClosed({ kind: 'age-restriction' }));
    await open(app, '/en/fast');
    expect(due(app)).toEqual([]);
    expect(localStorage.length).toBe(0);
    sessionStorage.clear(); // the browser was closed
    await open(app, '/en/');
    expect(due(app)).toEqual(['age-restriction']);
  });

  it('announces maintenance only between notify start and end, opening and closing on time', async () => {
    const config = configWith({ plugin: 'notices', maintenance: true }, (c) => {
      c.maintenance = { isActive: false, notify_started_at: '2026-03-01T13:00:00Z', notify_ended_at: '2026-03-01T15:00:00Z' };
    });
    const app = createTestApp({ config });
    await open(app, '/en/');
    expect(due(app)).toEqual([]);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(due(app)).toEqual(['maintenance']);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(due(app)).toEqual([]);
  });

  it('offers the first-deposit bonus on the home page only, once, and not to a player who deposited', async () => {
    const config = configWith({ plugin: 'notices', firstDepositBonus: { variant: 2 } });
    const app = createTestApp({ config });
    await open(app, '/en/fast');
    expect(due(app)).toEqual([]);
    await open(app, '/en/');
    expect(due(app)).toEqual(['first-deposit-bonus']);
    app.store.dispatch(userProfileLoaded(profile(7, true)));
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)).toEqual([]);
    app.store.dispatch(userLoggedOut());
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)).toEqual(['first-deposit-bonus']);
    app.store.dispatch(noticeClosed({ kind: 'first-deposit-bonus' }));
    await vi.advanceTimersByTimeAsync(NOTICE_MEMORY_MS * 10);
    await open(app, '/en/');
    expect(due(app)).toEqual([]);
  });

  it('welcomes a player once after registering and reminds once per player of a convertible account', async () => {
    const request = vi.fn(async (_method: string, path: string) => {
      if (path === CONVERT_OPTIONS_PATH) return { accounts: [{ id: 1, convertible: true }] };
      throw new Error(`unexpected ${path}`);
    });
    const config = configWith({ plugin: 'notices', welcome: true, convertAccount: true });
    const app = createTestApp({ config, request: request as never });
    await open(app, '/en/');
    expect(due(app)).toEqual([]);
    app.store.dispatch(signedIn({ token: 't', userId: 41, remember: false, via: 'registration' }));
    app.store.dispatch(userProfileLoaded(profile(41, false)));
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)).toEqual(['welcome', 'convert-account']);
    app.store.dispatch(noticeClosed({ kind: 'welcome' }));
    app.store.dispatch(noticeClosed({ kind: 'convert-account' }));
    await open(app, '/en/fast');
    expect(due(app)).toEqual([]);
    // Another player in the same browser is reminded too; the answer is asked once per player.
    app.store.dispatch(userProfileLoaded(profile(42, false)));
    await vi.advanceTimersByTimeAsync(0);
    expect(due(app)).toEqual(['convert-account']);
    expect(request.mock.calls.filter(([, path]) => path === CONVERT_OPTIONS_PATH)).toHaveLength(2);
  });

  it('shows nothing where the operator configured no notices', async () => {
    const app = createTestApp();
    await open(app, '/en/');
    expect(due(app)).toEqual([]);
  });
});
