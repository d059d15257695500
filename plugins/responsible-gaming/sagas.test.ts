// @vitest-environment jsdom
/**
 * The signed-in widget's sagas run whole against a store with fake timers and a fake limit service:
 * the reality check (deadline kept in local storage, the three answers), the session limit (ping,
 * timer, the end of play) and the approval of a raise that is due.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, logoutRequested, type SiteConfig } from '@plugin-api';
import { watchLimits } from './state/limits.saga.ts';
import { watchApprovals } from './state/approval.saga.ts';
import { MAX_TIMER_CHUNK_MS, REALITY_CHECK_STORAGE_KEY, watchRealityCheck } from './state/reality-check.saga.ts';
import { PING_INTERVAL_MS, READING_TIME_MS, watchSessionLimit } from './state/session-limit.saga.ts';
import { limitActionRequested, offerRequested, realityCheckAnswered } from './state/slice.ts';
import { createTestStore, limit, type TestStore } from './test-kit.ts';

const T0 = Date.UTC(2026, 10, 10, 12);
let stores: TestStore[] = [];
function start(...args: Parameters<typeof createTestStore>): TestStore {
  const store = createTestStore(...args);
  stores.push(store);
  return store;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
});
afterEach(() => {
  stores.forEach((s) => s.stop());
  stores = [];
  vi.useRealTimers();
});

const REALITY_SAGAS = [watchLimits, watchApprovals, watchRealityCheck];
const realityCalls = (s: TestStore) => s.request.mock.calls.filter(([, path]) => path === '/user/reality-check').map(([, , options]) => options?.body);
const logouts = (s: TestStore) => s.actions.filter((a) => logoutRequested.match(a));

async function signedInWithRealityCheck(minutes = 10): Promise<TestStore> {
  const s = start(REALITY_SAGAS);
  s.limits = [limit({ limitType: 32, limitValue: minutes })];
  s.signIn();
  await vi.advanceTimersByTimeAsync(0);
  return s;
}

describe('reality check', () => {
  it('does nothing for a guest', async () => {
    const s = start(REALITY_SAGAS);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(s.request).not.toHaveBeenCalled();
    expect(s.state().responsibleGaming.realityCheckShownAt).toBeNull();
  });

  it('shows the popup once the interval has passed, waiting in pieces of at most 5 minutes', async () => {
    const s = await signedInWithRealityCheck(10);
    expect(JSON.parse(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)!)).toEqual({ userId: 1001, minutes: 10, dueAt: T0 + 600_000, muted: false });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    await vi.advanceTimersByTimeAsync(599_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).toBeNull();
    expect(Math.max(...setTimeoutSpy.mock.calls.map(([, ms]) => ms ?? 0))).toBeLessThanOrEqual(MAX_TIMER_CHUNK_MS);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).toBe(T0 + 600_000);
  });

  it('a reload keeps the deadline instead of starting again', async () => {
    const first = await signedInWithRealityCheck(10);
    await vi.advanceTimersByTimeAsync(400_000);
    first.stop();
    const reloaded = await signedInWithRealityCheck(10);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(reloaded.state().responsibleGaming.realityCheckShownAt).toBe(T0 + 600_000);
  });

  it('follows a deadline another tab moved', async () => {
    const s = await signedInWithRealityCheck(10);
    localStorage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify({ userId: 1001, minutes: 10, dueAt: T0 + 900_000, muted: false }));
    await vi.advanceTimersByTimeAsync(700_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).not.toBeNull();
  });

  it('continue restarts the timer; with "do not show again" it stops; each answer is sent', async () => {
    const s = await signedInWithRealityCheck(5);
    await vi.advanceTimersByTimeAsync(300_000);
    s.dispatch(realityCheckAnswered({ action: 'continue', doNotShowAgain: false }));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).toBe(T0 + 600_000);
    s.dispatch(realityCheckAnswered({ action: 'continue', doNotShowAgain: true }));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).toBeNull();
    expect(realityCalls(s)).toEqual([
      { action: 'continue', do_not_show_again: false, popup_show_at: (T0 + 300_000) / 1000 },
      { action: 'continue', do_not_show_again: true, popup_show_at: (T0 + 600_000) / 1000 },
    ]);
  });

  it('nothing restarts the timer', async () => {
    const s = await signedInWithRealityCheck(5);
    await vi.advanceTimersByTimeAsync(300_000);
    s.dispatch(realityCheckAnswered({ action: 'nothing', doNotShowAgain: false }));
    await vi.advanceTimersByTimeAsync(299_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.state().responsibleGaming.realityCheckShownAt).not.toBeNull();
    expect(realityCalls(s)[0]).toMatchObject({ action: 'nothing' });
  });

  it('log out clears the timer and signs the player out', async () => {
    const s = await signedInWithRealityCheck(5);
    await vi.advanceTimersByTimeAsync(300_000);
    s.dispatch(realityCheckAnswered({ action: 'log_out', doNotShowAgain: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).toBeNull();
    expect(logouts(s)).toHaveLength(1);
    expect(realityCalls(s)).toEqual([{ action: 'log_out', do_not_show_again: false, popup_show_at: (T0 + 300_000) / 1000 }]);
  });
});

describe('session limit', () => {
  const SESSION_SAGAS = [watchLimits, watchApprovals, watchSessionLimit];
  const pings = (s: TestStore) => s.request.mock.calls.filter(([, path]) => path.endsWith('/ping'));

  it('pings every 30 s while a limit exists; at the end a permanent message, then the player is signed out', async () => {
    // Three minutes of play left: the service answers what remains of them at each ping.
    const s = start(SESSION_SAGAS, (method, path) => (path.endsWith('/ping') ? { sessionHoursLeft: Math.max(0, (T0 + 180_000 - Date.now()) / 3_600_000) } : undefined));
    s.limits = [limit({ limitType: 31, limitValue: 1, limitBalance: 0.05, measure: 'hours' })];
    s.signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(pings(s)).toHaveLength(1);
    expect(pings(s)[0]![2]).toMatchObject({ basePath: '/limit-service-api' });
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    expect(pings(s)).toHaveLength(3);
    expect(logouts(s)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(s.state().notifications.items).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.state().notifications.items).toEqual([expect.objectContaining({ variant: 'permanent', messageKey: 'responsible-gaming:responsible_gaming_session_limit_ended' })]);
    expect(logouts(s)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(READING_TIME_MS);
    expect(logouts(s)).toHaveLength(1);
  });

  it('no session limit: no ping, no timer; a limit removed on the server clears the remaining time', async () => {
    const none = start(SESSION_SAGAS);
    none.limits = [limit({ limitType: 31, limitValue: -1, measure: 'hours' })];
    none.signIn();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pings(none)).toHaveLength(0);
    expect(none.state().responsibleGaming.sessionHoursLeft).toBeNull();

    const removed = start(SESSION_SAGAS, (method, path) => (path.endsWith('/ping') ? { sessionHoursLeft: null } : undefined));
    removed.limits = [limit({ limitType: 31, limitValue: 2, limitBalance: 0.01, measure: 'hours' })];
    removed.signIn();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(removed.state().responsibleGaming.sessionHoursLeft).toBeNull();
    expect(logouts(removed)).toHaveLength(0);
  });
});

describe('approval of a raise', () => {
  const due = (now: number) => limit({ limitType: 20, limitValue: 300, limitState: 'PENDING', needApprove: true, startedAt: now / 1000 - 90_000, endsAt: now / 1000 + 60, measure: 'money' });

  it('asks once the cooling-off is over, without a reload, and sends the answer', async () => {
    const s = start([watchLimits, watchApprovals], (method, path, body) =>
      path.endsWith('/limitaction') ? { success: true, limitsData: [limit({ limitType: 20, limitValue: (body as { limitType: number }).limitType === 20 ? 300 : 0, measure: 'money' })] } : undefined,
    );
    s.limits = [limit({ limitType: 20, limitValue: 100, measure: 'money' }), due(T0)];
    s.signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state().responsibleGaming.approvalsDue).toEqual([]);
    // The service says it is due once its clock passed endsAt; the saga asks it again just then.
    s.limits = [s.limits[0]!, { ...due(T0), awaitingApproval: true }];
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.state().responsibleGaming.approvalsDue).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.state().responsibleGaming.approvalsDue).toEqual([20]);
    s.dispatch(limitActionRequested({ key: 'approval-20', limitType: 20, action: 'approve' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.request).toHaveBeenCalledWith('POST', '/api/external/web/v3/limitaction', expect.objectContaining({ body: { limitType: 20, action: 'approve' }, basePath: '/limit-service-api' }));
    expect(s.state().responsibleGaming.approvalsDue).toEqual([]);
    expect(s.state().notifications.items).toEqual([expect.objectContaining({ variant: 'success', messageKey: 'responsible-gaming:responsible_gaming_confirm_limit_success' })]);
  });

  it("a refusal shows the server's reason; one without a body reads as forbidden; a DELETE site rejects with DELETE", async () => {
    let body: unknown = { message: 'Too late' };
    const s = start([watchLimits, watchApprovals], (method, path) => (path.endsWith('/limitaction') || path.endsWith('/limit') ? new ApiError('x', 403, undefined, { body }) : undefined));
    s.signIn();
    s.dispatch(limitActionRequested({ key: 'a', limitType: 20, action: 'approve' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state().notifications.items.at(-1)).toMatchObject({ variant: 'error', messageKey: 'responsible-gaming:responsible_gaming_confirm_limit_error', values: { reason: 'Too late' } });
    body = undefined;
    s.dispatch({ type: 'siteConfig/configInstalled', payload: { responsibleGaming: { limitActionMethod: 'delete' } } as unknown as SiteConfig });
    s.dispatch(limitActionRequested({ key: 'b', limitType: 20, action: 'reject' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.request).toHaveBeenLastCalledWith('DELETE', '/api/external/web/v3/limit', expect.objectContaining({ query: { limitType: 20 } }));
    expect(s.state().notifications.items.at(-1)).toMatchObject({ messageKey: 'responsible-gaming:responsible_gaming_cancel_limit_error_forbidden' });
  });
});

describe('the offer', () => {
  it('asks for the self-exclusion reasons with a freshly issued token (SPEC 7), the rest with the shared one', async () => {
    const store = start([watchLimits]);
    store.dispatch(offerRequested());
    await vi.waitFor(() => expect(store.request).toHaveBeenCalledTimes(2));
    const options = (path: string) => store.request.mock.calls.find((c) => c[1].endsWith(path))?.[2] as { freshToken?: boolean } | undefined;
    expect(options('/reasons/selfexclude')).toMatchObject({ basePath: '/limit-service-api', freshToken: true });
    expect(options('/availablelimits')?.freshToken).toBeUndefined();
  });
});

describe('signing out', () => {
  it('ends every timer at once and keeps the store responsive (no loop that never yields)', async () => {
    const s = start([watchLimits, watchApprovals, watchRealityCheck, watchSessionLimit]);
    s.limits = [limit({ limitType: 32, limitValue: 10 }), limit({ limitType: 31, limitValue: 2 })];
    s.signIn();
    await vi.advanceTimersByTimeAsync(0);
    // Before the fix the approval watcher raced "signed out", read the winner as undefined and raced
    // again at once, forever: this dispatch never returned.
    s.signOut();
    s.dispatch({ type: 'test/after-sign-out' });
    expect(s.actions.some((a) => a.type === 'test/after-sign-out')).toBe(true);
    const calls = s.request.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(s.request.mock.calls.length).toBe(calls);
  });
});
