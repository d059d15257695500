/**
 * Page visibility and polling for plugin sagas: pollers make zero requests while the page is hidden
 * and one immediately when it is visible again; no raw setInterval, pollers back off with jitter on
 * errors.
 *
 *   yield call(pollWhileVisible, fetchOnce, { intervalMs: 5000 })
 *
 * runs `fetchOnce` (a saga) at once, then every `intervalMs` while the page is visible. While the page
 * is hidden it makes no call at all; when the page shows again it calls at once. A failing call is
 * retried after intervalMs plus a full-jitter backoff (src/api/backoff.ts) that doubles per failure up
 * to `maxBackoffMs`, so many clients that failed together do not come back together. Offline counts
 * as hidden: no call while the browser has no network (the connectivity slice), one at once when it
 * comes back, whatever was left of the pause. `fetchOnce`
 * returning 'stop' ends the poll (a 404 that no retry will fix, a finished game). Cancelling the
 * calling task stops it and removes the visibilitychange listener.
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, race, select, take } from 'redux-saga/effects';
import { backoffDelay } from '../api/index.ts';
import { connectionRestored, isConnectivityChange, selectIsOnline } from '../state/connectivity.slice.ts';

export type PageVisibility = 'visible' | 'hidden';

function currentDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** Whether the page is hidden now (a background tab, a locked phone); false outside a browser. */
export function isPageHidden(doc: Document | undefined = currentDocument()): boolean {
  return doc?.hidden === true;
}

/**
 * Every visibilitychange as 'visible' | 'hidden'. Only the latest change is kept while nobody takes
 * (a sliding buffer of one): a saga that was busy sees where the page is now, not its history.
 */
export function pageVisibilityChannel(doc: Document | undefined = currentDocument()): EventChannel<PageVisibility> {
  return eventChannel<PageVisibility>((emit) => {
    if (!doc) return () => {};
    const onChange = () => emit(doc.hidden ? 'hidden' : 'visible');
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  }, buffers.sliding(1));
}

export interface PollOptions {
  /** Pause between successful calls, ms; a function is asked again before each pause (live vs line). */
  intervalMs: number | (() => number);
  /** The longest extra wait after failures, ms (default 60 s). */
  maxBackoffMs?: number;
  /** Called with each failure and the number of failures in a row (a saga or a plain function). */
  onError?: (error: unknown, failures: number) => unknown;
  /**
   * Wait this long before the first request, e.g. data that came with the page is still fresh
   * (a visibility change ends the wait early, as between polls). Default 0: the first call at once.
   */
  firstDelayMs?: number;
  /** [0, 1), for the jitter; Math.random by default (tests pass a fixed one). */
  random?: () => number;
}

export const DEFAULT_MAX_BACKOFF_MS = 60_000;

/** Returns once the page is visible and online; each wait ends on the change that can end it. */
function* untilVisibleAndOnline(channel: EventChannel<PageVisibility>): SagaIterator<void> {
  for (;;) {
    if (isPageHidden()) yield take(channel);
    else if (!((yield select(selectIsOnline)) as boolean)) yield race({ changed: take(channel), restored: take(connectionRestored.type) });
    else return;
  }
}

/** Polls `fetchOnce` as described at the top of this file. Returns only when `fetchOnce` answers 'stop'. */
export function* pollWhileVisible(fetchOnce: () => SagaIterator<unknown> | Generator<unknown, unknown, unknown>, options: PollOptions): SagaIterator<void> {
  const channel: EventChannel<PageVisibility> = yield call(pageVisibilityChannel);
  const random = options.random ?? Math.random;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  let failures = 0;
  try {
    if (options.firstDelayMs !== undefined && options.firstDelayMs > 0) yield race({ elapsed: delay(options.firstDelayMs), changed: take(channel), network: take(isConnectivityChange) });
    for (;;) {
      // Hidden or offline: no request until the page shows again and has a network, then one at once.
      yield call(untilVisibleAndOnline, channel);
      const interval = typeof options.intervalMs === 'function' ? options.intervalMs() : options.intervalMs;
      let wait = interval;
      try {
        const outcome: unknown = yield call(fetchOnce);
        if (outcome === 'stop') return;
        failures = 0;
      } catch (error) {
        failures += 1;
        if (options.onError) yield call(options.onError, error, failures);
        wait = interval + backoffDelay(failures - 1, { baseMs: interval, maxMs: maxBackoffMs }, random);
      }
      // A visibility or network change ends the pause early: hidden or offline waits, back calls at once.
      yield race({ elapsed: delay(wait), changed: take(channel), network: take(isConnectivityChange) });
    }
  } finally {
    channel.close();
  }
}
