/**
 * The watchers the plugin starts on every page for the account actions (switching the active
 * account, confirming new terms, identification) and the one-tap sign-in. Their workers, with the
 * answer readers they use, are fetched on the first action: few page views switch an account or sign
 * in with one tap, and the home page should not carry their code.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  accountSwitchRequested,
  identificationSubmitted,
  oneTapClientIdRequested,
  oneTapCredentialReceived,
  oneTapScriptFailed,
  termsConfirmRequested,
} from '../slice.ts';

type Worker<P> = (action: PayloadAction<P>) => SagaIterator<void>;

/** A worker run from a module fetched on first use (the module loader caches it after that). */
function fetched<M, P>(load: () => Promise<M>, worker: (module: M) => Worker<P>): Worker<P> {
  return function* runFetched(action) {
    const module: M = yield call(load);
    yield call(worker(module), action);
  };
}

const accountWorkers = () => import('./account.saga.ts');
const oneTapWorkers = () => import('./one-tap.saga.ts');

/** Switching: the latest choice wins. Terms and identification: takeLeading (one call at a time). */
export function* watchAccount(): SagaIterator<void> {
  yield all([
    takeLatest(accountSwitchRequested.type, fetched(accountWorkers, (m) => m.switchAccount)),
    takeLeading(termsConfirmRequested.type, fetched(accountWorkers, (m) => m.confirmTerms)),
    takeLeading(identificationSubmitted.type, fetched(accountWorkers, (m) => m.identify)),
  ]);
}

/** Client id and credential: takeLeading (one at a time); script failures: every one is logged. */
export function* watchOneTap(): SagaIterator<void> {
  yield all([
    takeLeading(oneTapClientIdRequested.type, fetched(oneTapWorkers, (m) => m.loadClientId)),
    takeLeading(oneTapCredentialReceived.type, fetched(oneTapWorkers, (m) => m.signInWithCredential)),
    takeEvery(oneTapScriptFailed.type, fetched(oneTapWorkers, (m) => m.logScriptFailure)),
  ]);
}
