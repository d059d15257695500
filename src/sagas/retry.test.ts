// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import { withRetries } from './retry.ts';
import { connectionRestored } from '../state/connectivity.slice.ts';

let browserOnline = true;
beforeEach(() => {
  vi.useFakeTimers();
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs withRetries against a store that holds only the connectivity slice. */
function run(fn: () => Promise<string>, attempts = 2) {
  const state = { connectivity: { online: true } };
  const channel = stdChannel();
  const task = runSaga({ channel, getState: () => state, dispatch: () => {}, onError: () => {} }, withRetries<string>, fn, { attempts, delayMs: 1000 });
  return {
    state,
    restore() {
      state.connectivity.online = true;
      browserOnline = true;
      channel.put(connectionRestored());
    },
    result: task.toPromise() as Promise<string>,
  };
}

describe('withRetries', () => {
  it('spends its attempts while online, then rethrows the last error', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('503')));
    const { result } = run(fn);
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(await outcome).toEqual(new Error('503'));
  });

  it('offline in the store: a failure costs no attempt, and nothing is called until the network is back', async () => {
    let online = true;
    const fn = vi.fn(() => (online ? Promise.resolve('ok') : Promise.reject(new Error('Failed to fetch'))));
    online = false;
    const app = run(fn);
    app.state.connectivity.online = false;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fn).toHaveBeenCalledTimes(1);
    online = true;
    app.restore();
    await expect(app.result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('offline by the browser before the store hears of it: it pauses between tries and spends no attempt', async () => {
    const fn = vi.fn(() => (browserOnline ? Promise.resolve('ok') : Promise.reject(new Error('Failed to fetch'))));
    browserOnline = false;
    const { result } = run(fn, 2);
    await vi.advanceTimersByTimeAsync(4999);
    // Five tries in five seconds, more than its two attempts, none of them spent.
    expect(fn).toHaveBeenCalledTimes(5);
    browserOnline = true;
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
  });
});
