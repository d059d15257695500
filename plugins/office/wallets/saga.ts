/**
 * Currency accounts. Opening one is accepted at once but the account appears a moment later, so
 * after the server's answer the account data is read again at once and then up to 5 more times,
 * 1000 ms apart (SPEC 9), until the new currency is there; none while the page is hidden or
 * offline. Removing one reads the list once more. Either way the core is asked to reload the user,
 * so balances elsewhere follow.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { authUserAction, callApi, isApiError, pollWhileVisible, UNEXPECTED_ANSWER, type RemoteError } from '@plugin-api';
import { readCurrencyAction, readWallets, type OfficeWalletsAnswer } from '../answers.ts';
import {
  currencyAddRequested,
  currencyAddSettled,
  currencyRemoveRequested,
  currencyRemoveSettled,
  walletsFailed,
  walletsLoaded,
  walletsRequested,
} from './slice.ts';

export const WALLETS_PATH = '/office/wallets';
/** Reads of the account data after the first one, while waiting for a new currency. */
export const ADD_CURRENCY_EXTRA_POLLS = 5;
export const ADD_CURRENCY_POLL_MS = 1000;

function remoteError(error: unknown): RemoteError {
  return isApiError(error) ? { message: error.message, status: error.status } : { message: String(error), status: 500 };
}

/** The server's own words on a refusal (the answer's data.message), else the error's message. */
function refusalText(error: unknown): string {
  if (isApiError(error)) {
    const answer = readCurrencyAction(error.body);
    return answer?.data.message ?? error.message;
  }
  return String(error);
}

function* readList(): SagaIterator<OfficeWalletsAnswer> {
  const answer: unknown = yield call(callApi, 'GET', WALLETS_PATH);
  const list = readWallets(answer);
  if (!list) throw new Error(UNEXPECTED_ANSWER.message);
  yield put(walletsLoaded(list));
  return list;
}

function* loadWallets(): SagaIterator<void> {
  try {
    yield call(readList);
  } catch (error) {
    yield put(walletsFailed(remoteError(error)));
  }
}

const holds = (list: OfficeWalletsAnswer, iso: string) => list.accounts.some((a) => a.type === 9 && a.iso === iso);

export function* addCurrency({ payload: { iso } }: ReturnType<typeof currencyAddRequested>): SagaIterator<void> {
  let message: string;
  try {
    const answer = readCurrencyAction(yield call(callApi, 'POST', `${WALLETS_PATH}/add`, { body: { iso } }));
    if (!answer) throw new Error(UNEXPECTED_ANSWER.message);
    message = answer.data.message;
  } catch (error) {
    yield put(currencyAddSettled({ variant: 'error', text: refusalText(error) }));
    return;
  }
  let reads = 0;
  let opened = false;
  function* readOnce(): SagaIterator<'stop' | undefined> {
    reads += 1;
    try {
      const list: OfficeWalletsAnswer = yield call(readList);
      opened = holds(list, iso);
    } catch {
      // A failed read is one try less; the next one may answer.
    }
    return opened || reads > ADD_CURRENCY_EXTRA_POLLS ? 'stop' : undefined;
  }
  // Offline or hidden, a read would only use up a try: the next one waits until the page is back.
  yield call(pollWhileVisible, readOnce, { intervalMs: ADD_CURRENCY_POLL_MS });
  if (opened) {
    yield put(currencyAddSettled({ variant: 'success', text: message }));
    yield put(authUserAction());
    return;
  }
  yield put(currencyAddSettled({ variant: 'pending', iso }));
}

export function* removeCurrency({ payload: { accountId } }: ReturnType<typeof currencyRemoveRequested>): SagaIterator<void> {
  try {
    const answer = readCurrencyAction(yield call(callApi, 'POST', `${WALLETS_PATH}/remove`, { body: { accountId } }));
    if (!answer) throw new Error(UNEXPECTED_ANSWER.message);
    yield put(currencyRemoveSettled({ variant: 'success', text: answer.data.message }));
    yield put(authUserAction());
  } catch (error) {
    yield put(currencyRemoveSettled({ variant: 'error', text: refusalText(error) }));
  }
  yield call(loadWallets);
}

export function* watchOfficeWallets(): SagaIterator<void> {
  // takeLeading: one read, one opening and one removal at a time (the page disables the buttons meanwhile).
  yield takeLeading(walletsRequested.type, loadWallets);
  yield takeLeading(currencyAddRequested.type, addCurrency);
  yield takeLeading(currencyRemoveRequested.type, removeCurrency);
}
