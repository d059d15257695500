/**
 * The home page's live parts: the pace its blocks are asked again at while the page is open (SPEC's
 * polling: top games every 10 s live and 60 s in the line, banners every 60 s; only while the page
 * is visible, at once when it shows again), and the hand-over of a tapped price to the slip.
 */
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, take, takeEvery } from 'redux-saga/effects';
import { betSelectionToggled, definePluginSlice, pollWhileVisible, type BetSelection } from '@plugin-api';

export const POLL_MS = { live: 10_000, line: 60_000, banners: 60_000 } as const;
export type PollKey = keyof typeof POLL_MS;

export const homeSlice = definePluginSlice(
  createSlice({
    name: 'home',
    initialState: { ticks: { live: 0, line: 0, banners: 0 } as Readonly<Record<PollKey, number>> },
    reducers: {
      homeTicked(state, action: { payload: PollKey }) {
        state.ticks[action.payload] += 1;
      },
    },
    selectors: {
      selectTick: (state, key: PollKey) => state.ticks[key],
    },
  }),
);
export const { homeTicked } = homeSlice.actions;
export const { selectTick } = homeSlice.selectors;

/** The home page opened or closed: its blocks are kept fresh only while it is open. */
export const homeOpened = createAction('home/opened');
export const homeClosed = createAction('home/closed');
/** A price on the home was tapped: it goes into the slip as on the line and live lists. */
export const homePriceTapped = createAction<BetSelection>('home/priceTapped');

function* tickEvery(key: PollKey): SagaIterator<void> {
  // The blocks asked once as they showed: the first tick waits a whole interval.
  yield call(pollWhileVisible, function* tick(): SagaIterator<void> {
    yield put(homeTicked(key));
  }, { intervalMs: POLL_MS[key], firstDelayMs: POLL_MS[key] });
}

/** Concurrency: one set of pollers while the page is open; opening it again restarts them. */
function* pollWhileOpen(): SagaIterator<void> {
  for (;;) {
    yield take(homeOpened.type);
    const pollers: Task[] = yield all((Object.keys(POLL_MS) as PollKey[]).map((key) => fork(tickEvery, key)));
    yield take([homeClosed.type, homeOpened.type]);
    yield cancel(pollers);
  }
}

/** Concurrency: takeEvery; the coupon takes the pick, or loads on it where the page has not brought it yet. */
function* handOver(action: ReturnType<typeof homePriceTapped>): SagaIterator<void> {
  yield put(betSelectionToggled(action.payload));
}

export function* watchHome(): SagaIterator<void> {
  yield all([call(pollWhileOpen), takeEvery(homePriceTapped.type, handOver)]);
}
