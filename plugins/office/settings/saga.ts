/**
 * Office settings: the read, deduplicated while one is in flight, and the saves. A save shows the
 * new value at once and puts the old one back when the server refuses or the call fails, unless the
 * save was cancelled first (a newer switch of the same setting, or settingSaveCancelled): then the
 * value the player chose last stays. The core hears each value shown (playerSettingChanged), so the
 * switch acts everywhere at once.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { callApi, isApiError, playerSettingChanged, UNEXPECTED_ANSWER, type RemoteError } from '@plugin-api';
import { readSettings, readSettingsSave } from '../answers.ts';
import type { SaveFailure } from './outcome.ts';
import {
  selectSettingValue,
  settingApplied,
  settingRolledBack,
  settingSaveCancelled,
  settingSaveRequested,
  settingSaveSettled,
  settingsFailed,
  settingsLoaded,
  settingsRequested,
} from './slice.ts';

export const SETTINGS_PATH = '/office/settings';

function remoteError(error: unknown): RemoteError {
  return isApiError(error) ? { message: error.message, status: error.status } : { message: String(error), status: 500 };
}

function* fetchSettings(): SagaIterator<void> {
  try {
    const answer: unknown = yield call(callApi, 'GET', SETTINGS_PATH);
    const settings = readSettings(answer);
    yield put(settings ? settingsLoaded(settings) : settingsFailed(UNEXPECTED_ANSWER));
  } catch (error) {
    yield put(settingsFailed(remoteError(error)));
  }
}

export function* saveSetting({ id, value }: { id: string; value: boolean }): SagaIterator<void> {
  const previous: boolean | undefined = yield select((state: unknown) => selectSettingValue(state, id));
  yield put(settingApplied({ id, value }));
  // Every page acts on the switch at once (the header's balance, the coupon, the logout), not after a reload.
  yield put(playerSettingChanged({ id, value }));
  let failures: SaveFailure[];
  let successes: (string | undefined)[] = [];
  try {
    const answer: unknown = yield call(callApi, 'POST', SETTINGS_PATH, { body: { settings: [{ id, value }] } });
    const saved = readSettingsSave(answer);
    if (!saved) failures = [{ status: UNEXPECTED_ANSWER.status }];
    else {
      failures = saved.results.filter((r) => r.status !== 1).map((r) => ({ status: r.status, ...(r.message ? { message: r.message } : {}) }));
      successes = saved.results.filter((r) => r.status === 1).map((r) => r.message);
    }
  } catch (error) {
    failures = [{ status: remoteError(error).status, message: remoteError(error).message }];
  } finally {
    // Cancelled: the newer choice owns the value; this save only leaves the in-flight list.
    if ((yield cancelled()) as boolean) yield put(settingSaveSettled({ id, failures: [], successes: [] }));
  }
  if (failures.length > 0 && previous !== undefined) {
    yield put(settingRolledBack({ id, value: previous }));
    yield put(playerSettingChanged({ id, value: previous }));
  }
  yield put(settingSaveSettled({ id, failures, successes }));
}

// latest per setting: a newer switch (or a cancel) of one setting cancels its save in flight; other settings save side by side.
function* watchSaves(): SagaIterator<void> {
  const inFlight = new Map<string, Task>();
  for (;;) {
    const action = (yield take([settingSaveRequested.type, settingSaveCancelled.type])) as ReturnType<typeof settingSaveRequested> | ReturnType<typeof settingSaveCancelled>;
    const running = inFlight.get(action.payload.id);
    if (running?.isRunning()) yield cancel(running);
    inFlight.delete(action.payload.id);
    if (settingSaveRequested.match(action)) inFlight.set(action.payload.id, (yield fork(saveSetting, action.payload)) as Task);
  }
}

export function* watchOfficeSettings(): SagaIterator<void> {
  // takeLeading: a read asked for while one is in flight is the same read.
  yield takeLeading(settingsRequested.type, fetchSettings);
  yield fork(watchSaves);
}
