/**
 * Whether the player has a deposit limit in force, asked of the limit service (its own API root,
 * so not through useRemoteData, which reads the web API only). 'unknown' covers every failure:
 * the deposit page then still offers to set a limit, the safe side.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi, definePluginSlice, logWarning } from '@plugin-api';
import { parseHasDepositLimit } from '../answers.ts';

export const LIMIT_SERVICE_ROOT = '/limit-service-api';
export const LIMITS_PATH = '/api/external/web/v3/limits';

export type DepositLimitStatus = 'idle' | 'loading' | 'set' | 'none' | 'unknown';

const initialState: { status: DepositLimitStatus } = { status: 'idle' };

export const depositLimitsSlice = definePluginSlice(
  createSlice({
    name: 'paymentsDepositLimits',
    initialState,
    reducers: {
      depositLimitsRequested: (state) => {
        state.status = 'loading';
      },
      depositLimitsSettled: (state, action: PayloadAction<{ hasLimit: boolean | null }>) => {
        state.status = action.payload.hasLimit === null ? 'unknown' : action.payload.hasLimit ? 'set' : 'none';
      },
    },
    selectors: { selectDepositLimitStatus: (state) => state.status },
  }),
);

export const { depositLimitsRequested, depositLimitsSettled } = depositLimitsSlice.actions;
export const { selectDepositLimitStatus } = depositLimitsSlice.selectors;

export function* readDepositLimits(): SagaIterator<void> {
  try {
    const answer: unknown = yield call(callApi, 'GET', LIMITS_PATH, { basePath: LIMIT_SERVICE_ROOT });
    yield put(depositLimitsSettled({ hasLimit: parseHasDepositLimit(answer) }));
  } catch (error) {
    yield call(logWarning, 'payments: the limit service did not say whether a deposit limit is set', error);
    yield put(depositLimitsSettled({ hasLimit: null }));
  }
}

/** takeLatest: the page asks once per visit; a newer visit's answer wins. */
export function* watchDepositLimits(): SagaIterator<void> {
  yield takeLatest(depositLimitsRequested.type, readDepositLimits);
}
