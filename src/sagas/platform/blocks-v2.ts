/**
 * Blocks, asked again when the player signs in or out: a block may apply to signed-in players only
 * (or lift once signed in), and the first answer was for whoever opened the page. The answer goes
 * to the same blocks state the blocked guard reads; when it changes, the current address is
 * navigated again so the guard sends the player to the block page (or back from it).
 */
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { BlocksAnswer } from '../../../schemas/api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import { blocksLoaded, selectBlocks, type BlocksState } from '../../state/blocks.slice.ts';
import { navigationRequested, selectCommittedPage, type CommittedPage } from '../../state/navigation.slice.ts';
import { authStatusChanged, selectIsAuthenticated, userLoggedOut, userProfileLoaded } from '../../state/user.slice.ts';
import type { RootState } from '../../state/root-reducer.ts';
import { withRetries } from '../retry.ts';

export const BLOCKS_V2_PATH = '/blocks/v2';

const changesSignIn = (action: Action): boolean => authStatusChanged.match(action) || userLoggedOut.match(action) || userProfileLoaded.match(action);

export function* recheckBlocks(): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  const request = services.api.request;
  if (!request) return;
  const auth: boolean = yield select((s: RootState) => selectIsAuthenticated(s));
  const page: CommittedPage | null = yield select(selectCommittedPage);
  const url = page ? page.location.pathname + page.location.search : '/';
  let answer: BlocksAnswer;
  try {
    answer = yield call(withRetries, () => request<BlocksAnswer>('POST', BLOCKS_V2_PATH, { body: { auth, url } }), { attempts: 3, delayMs: 1000 });
  } catch (error) {
    services.log.warn('blocks check after sign-in change failed; the last answer stands', error);
    return;
  }
  const before: BlocksState = yield select(selectBlocks);
  yield put(blocksLoaded({ displayTypeId: answer.displayTypeId, templateTypeId: answer.templateTypeId }));
  if (page && before.displayTypeId !== answer.displayTypeId) yield put(navigationRequested(page.location));
}

// takeLatest: a sign-in quickly followed by a sign-out needs only the last answer.
export function* watchBlocksOnSignInChange(): SagaIterator<void> {
  let last: boolean = yield select((s: RootState) => selectIsAuthenticated(s));
  yield takeLatest(changesSignIn, function* onChange(): SagaIterator<void> {
    const now: boolean = yield select((s: RootState) => selectIsAuthenticated(s));
    if (now === last) return;
    last = now;
    yield call(recheckBlocks);
  });
}
