// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import { backoffWait, withBackoff, withRetries, type BackoffOptions } from './retry.ts';
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
function run(fn: () => Promise<string>, attempts = 2, isFinal?: (error: unknown) => boolean) {
  const state = { connectivity: { online: true } };
  const channel = stdChannel();
  const task = runSaga({ channel, getState: () => state, dispatch: () => {}, onError: () => {} }, withRetries<string>, fn, { attempts, delayMs: 1000, isFinal });
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

  it('offline in the store: a failure costs no attempt, and nothing is called until the network is back', () => noCallUntilOnline(run));

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

  it('an error no retry can fix is rethrown at once, attempts left or not', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('401')));
    const { result } = run(fn, 3, (error) => (error as Error).message === '401');
    await expect(result).rejects.toEqual(new Error('401'));
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('backoffWait', () => {
  const policy = { firstDelayMs: 2000, maxDelayMs: 15_000 };
  it('doubles from the first delay up to the cap, each wait in the upper half of its ceiling', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffWait(n, policy, () => 0.999999))).toEqual([1999, 3999, 7999, 14_999, 14_999]);
    expect([1, 2, 3, 4, 5].map((n) => backoffWait(n, policy, () => 0))).toEqual([1000, 2000, 4000, 7500, 7500]);
  });
});

/** Runs withBackoff (random fixed at the top of each range) against a store that holds only the connectivity slice. */
function runBackoff(fn: () => Promise<string>, options: BackoffOptions = {}) {
  const state = { connectivity: { online: true } };
  const channel = stdChannel();
  const policy = { firstDelayMs: 2000, maxDelayMs: 5000 };
  const task = runSaga({ channel, getState: () => state, dispatch: () => {}, onError: () => {} }, withBackoff<string>, fn, policy, { random: () => 0.999999, ...options });
  return {
    state,
    restore() {
      state.connectivity.online = true;
      channel.put(connectionRestored());
    },
    result: task.toPromise() as Promise<string>,
  };
}

describe('withBackoff', () => {
  it('calls until an answer, waiting up to 2 s, 4 s, then the 5 s cap between failures', async () => {
    let failures = 4;
    const fn = vi.fn(() => (failures-- > 0 ? Promise.reject(new Error('500')) : Promise.resolve('ok')));
    const { result } = runBackoff(fn);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3998);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(4999);
    await expect(result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('waitFirst: the first call waits as a retry would', async () => {
    const fn = vi.fn(() => Promise.resolve('ok'));
    const { result } = runBackoff(fn, { waitFirst: true });
    await vi.advanceTimersByTimeAsync(1998);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
  });

  it('an error no call can fix is rethrown at once', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('401')));
    const { result } = runBackoff(fn, { isFinal: (error) => (error as Error).message === '401' });
    await expect(result).rejects.toEqual(new Error('401'));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('offline: no call until the network is back, then one at once', () => noCallUntilOnline(runBackoff));
});

/** Offline from the first call: it fails once, then nothing is called until the network is back, then it answers. */
async function noCallUntilOnline(start: (fn: () => Promise<string>) => ReturnType<typeof run>): Promise<void> {
  let online = false;
  const fn = vi.fn(() => (online ? Promise.resolve('ok') : Promise.reject(new Error('Failed to fetch'))));
  const app = start(fn);
  app.state.connectivity.online = false;
  await vi.advanceTimersByTimeAsync(120_000);
  expect(fn).toHaveBeenCalledTimes(1);
  online = true;
  app.restore();
  await expect(app.result).resolves.toBe('ok');
  expect(fn).toHaveBeenCalledTimes(2);
}
