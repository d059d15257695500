/**
 * Phone countries and masks (GET /phone/countries, GET /phone/masks): loaded once, when a phone
 * field first needs them; a failed load may be asked for again.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { callApi, logWarning } from '@plugin-api';
import { readPhoneCountries, readPhoneMasks } from '../answers.ts';
import { phoneDataFailed, phoneDataLoaded, phoneDataRequested, selectPhoneData, type AuthState } from '../slice.ts';

export const PHONE_COUNTRIES_PATH = '/phone/countries';
export const PHONE_MASKS_PATH = '/phone/masks';

export function* loadPhoneData(): SagaIterator<void> {
  const data: AuthState['phoneData'] = yield select(selectPhoneData);
  if (data.status === 'ready') return;
  try {
    const [countries, masks]: [unknown, unknown] = yield all([call(callApi, 'GET', PHONE_COUNTRIES_PATH), call(callApi, 'GET', PHONE_MASKS_PATH)]);
    const list = readPhoneCountries(countries);
    if (list.length === 0) throw new Error('GET /phone/countries answered no country');
    yield put(phoneDataLoaded({ countries: list, masks: readPhoneMasks(masks) }));
  } catch (error) {
    yield call(logWarning, 'auth: phone countries or masks failed to load', error);
    yield put(phoneDataFailed());
  }
}

/** takeLeading: every phone field asks; one load answers them all. */
export function* watchPhoneData(): SagaIterator<void> {
  yield takeLeading(phoneDataRequested.type, loadPhoneData);
}
