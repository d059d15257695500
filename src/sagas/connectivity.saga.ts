/**
 * The browser's network as store events: navigator.onLine at start, then its online/offline events.
 * Going offline puts connectionLost (pollers wait, the shell shows the offline bar, a bet is refused
 * at once); coming back puts connectionRestored, which wakes every poller for a call at once, and
 * reads that failed (shown as an error, or a refresh that failed under older data) are asked again,
 * so the page catches up without a reload.
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { connectionLost, connectionRestored, selectIsOnline } from '../state/connectivity.slice.ts';
import { remoteDataRequested, type RemoteDataState } from '../state/remote-data.slice.ts';

export type Connectivity = 'online' | 'offline';

function currentWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** What the browser says now; true outside a browser (the server renders everyone online). */
export function isBrowserOnline(win: Window | undefined = currentWindow()): boolean {
  return win?.navigator.onLine !== false;
}

/** Every online/offline event; only the latest is kept while nobody takes (where the network is now). */
export function connectivityChannel(win: Window | undefined = currentWindow()): EventChannel<Connectivity> {
  return eventChannel<Connectivity>((emit) => {
    if (!win) return () => {};
    const online = () => emit('online');
    const offline = () => emit('offline');
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    return () => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
    };
  }, buffers.sliding(1));
}

/** Returns at once when online, else when the connection comes back. */
export function* untilOnline(): SagaIterator<void> {
  while (!((yield select(selectIsOnline)) as boolean)) yield take(connectionRestored.type);
}

/** Reads whose last call failed, asked again keeping what they show. */
function* refreshFailedReads(): SagaIterator<void> {
  const reads: RemoteDataState['reads'] = yield select((state: { remoteData: RemoteDataState }) => state.remoteData.reads);
  for (const entry of Object.values(reads)) {
    if (entry.error !== null) yield put(remoteDataRequested({ ...entry.request, keepData: true }));
  }
}

// Blocking: one event at a time, in the order the browser sent them; repeats of the same state are dropped.
export function* watchConnectivity(): SagaIterator<void> {
  const channel: EventChannel<Connectivity> = yield call(connectivityChannel);
  try {
    // A page opened without a network (from the service worker's cache) starts offline.
    if (!isBrowserOnline()) yield put(connectionLost());
    for (;;) {
      const now: Connectivity = yield take(channel);
      const wasOnline: boolean = yield select(selectIsOnline);
      if (now === 'offline' && wasOnline) yield put(connectionLost());
      if (now === 'online' && !wasOnline) {
        yield put(connectionRestored());
        yield call(refreshFailedReads);
      }
    }
  } finally {
    channel.close();
  }
}
