import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { POPUP_AUTO_CLOSE_MS } from './notifications.saga.ts';
import { createTestApp } from '../../tests/helpers/store.ts';
import { notificationClosed, notificationShown, type AppNotification } from '../state/notifications.slice.ts';

const popup = (id: string, variant: AppNotification['variant'] = 'info'): AppNotification => ({
  id,
  variant,
  titleKey: 'main_done',
  messageKey: 'bet_placed',
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = (app: ReturnType<typeof createTestApp>) => app.state().notifications.items.map((n) => n.id);

describe('notifications saga', () => {
  it('closes a popup after 10 s', async () => {
    expect(POPUP_AUTO_CLOSE_MS).toBe(10_000);
    const app = createTestApp();
    app.store.dispatch(notificationShown(popup('saved')));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ids(app)).toEqual(['saved']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(app)).toEqual([]);
  });

  it("never closes a 'permanent' popup by itself", async () => {
    const app = createTestApp();
    app.store.dispatch(notificationShown(popup('session-limit', 'permanent')));
    app.store.dispatch(notificationShown(popup('saved', 'success')));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ids(app)).toEqual(['session-limit']);
  });

  it('gives every popup its own timer', async () => {
    const app = createTestApp();
    app.store.dispatch(notificationShown(popup('first', 'error')));
    await vi.advanceTimersByTimeAsync(4_000);
    app.store.dispatch(notificationShown(popup('second', 'warning')));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(ids(app)).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(ids(app)).toEqual([]);
  });

  it('a popup closed by hand stays closed and the timer closes nothing else', async () => {
    const app = createTestApp();
    app.store.dispatch(notificationShown(popup('a')));
    app.store.dispatch(notificationShown(popup('b', 'permanent')));
    app.store.dispatch(notificationClosed({ id: 'a' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ids(app)).toEqual(['b']);
  });

  it('a popup closed by hand and shown again later stays its full 10 s', async () => {
    const app = createTestApp();
    app.store.dispatch(notificationShown(popup('saved', 'success')));
    await vi.advanceTimersByTimeAsync(4_000);
    app.store.dispatch(notificationClosed({ id: 'saved' }));
    await vi.advanceTimersByTimeAsync(2_000);
    app.store.dispatch(notificationShown(popup('saved', 'success')));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ids(app)).toEqual(['saved']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(app)).toEqual([]);
  });
});
