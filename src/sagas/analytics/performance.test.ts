// @vitest-environment jsdom
/** The performance report with fake timers: 10 s after the page started, what it measured, failures only logged. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { createAppStore } from '../../app/store.ts';
import { PERFORMANCE_PATH, PERFORMANCE_REPORT_DELAY_MS, reportPerformance, type PerformancePorts } from './performance.ts';

function ports(sinceStart: number, vitals = { lcp: 1234, inp: null, cls: 0.05, ttfb: 90 }): PerformancePorts & { stop: ReturnType<typeof vi.fn> } {
  const stop = vi.fn();
  return { stop, collect: () => ({ read: () => vitals, stop }), sinceStart: () => sinceStart, viewportWidth: () => 390.4, connection: () => '4g' };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('performance report', () => {
  it('goes 10 s after the page started (less what already passed) with the Core Web Vitals', async () => {
    const sent: unknown[] = [];
    const app = createTestApp({ run: false, request: async <T,>(_m: string, path: string, options?: { body?: unknown }): Promise<T> => (sent.push({ path, body: options?.body }), { accepted: true } as T) });
    const measuring = ports(4000);
    createAppStore(app.services).runSaga(reportPerformance, measuring);
    await vi.advanceTimersByTimeAsync(PERFORMANCE_REPORT_DELAY_MS - 4000 - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ path: PERFORMANCE_PATH, body: { routeId: 'not-found', lng: 'en', lcp: 1234, inp: null, cls: 0.05, ttfb: 90, viewportWidth: 390, connection: '4g' } }]);
    expect(measuring.stop).toHaveBeenCalled();
  });

  it('a refused report is logged, never thrown; a browser without the observer sends nothing', async () => {
    const app = createTestApp({ run: false, request: async () => Promise.reject(new Error('offline')) });
    const runner = createAppStore(app.services);
    const task = runner.runSaga(reportPerformance, ports(20_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(app.log.warn).toHaveBeenCalledWith('performance report was not sent', expect.any(Error));
    expect(task.error()).toBeUndefined();

    const calls = vi.fn();
    const quiet = createTestApp({ run: false, request: calls });
    createAppStore(quiet.services).runSaga(reportPerformance, { ...ports(0), collect: () => null });
    await vi.advanceTimersByTimeAsync(PERFORMANCE_REPORT_DELAY_MS * 2);
    expect(calls).not.toHaveBeenCalled();
  });
});
