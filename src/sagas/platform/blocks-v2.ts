/**
 * Blocks, asked again when the player signs in or out: a block may apply to signed-in players only
 * (or lift once signed in: "coming soon" lets the site's players in), and the first answer was a
 * guest's. The answer goes
 * to the same blocks state the blocked guard reads; when it changes, the current address is
 * navigated again so the guard sends the player to the block page (or back from it).
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { BlocksAnswer } from '../../../schemas/api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import type { BlocksState } from '../../state/blocks.slice.ts';
import type { CommittedPage } from '../../state/navigation.slice.ts';
import { PLATFORM_RETRY, type PlatformKit } from './kit.ts';

export const BLOCKS_V2_PATH = '/blocks/v2';

export function* recheckBlocks(kit: PlatformKit): SagaIterator<void> {
  const { call, getContext, put, select } = kit.effects;
  const services: AppServices = yield getContext('services');
  const request = services.api.request;
  if (!request) return;
  const auth: boolean = yield select(kit.selectors.selectIsAuthenticated);
  const page: CommittedPage | null = yield select(kit.selectors.selectCommittedPage);
  const url = page ? page.location.pathname + page.location.search : '/';
  let answer: BlocksAnswer;
  try {
    answer = yield call(kit.withRetries<BlocksAnswer>, () => request<BlocksAnswer>('POST', BLOCKS_V2_PATH, { body: { auth, url } }), PLATFORM_RETRY);
  } catch (error) {
    services.log.warn('blocks check after sign-in change failed; the last answer stands', error);
    return;
  }
  const before: BlocksState = yield select(kit.selectors.selectBlocks);
  yield put(kit.actions.blocksLoaded({ displayTypeId: answer.displayTypeId, templateTypeId: answer.templateTypeId }));
  if (page && before.displayTypeId !== answer.displayTypeId) yield put(kit.actions.navigationRequested(page.location));
}

// takeLatest: a sign-in quickly followed by a sign-out needs only the last answer.
export function* watchBlocksOnSignInChange(kit: PlatformKit): SagaIterator<void> {
  const { call, select, takeLatest } = kit.effects;
  const { authStatusChanged, userLoggedOut, userProfileLoaded } = kit.actions;
  const changesSignIn = (action: Action): boolean => authStatusChanged.match(action) || userLoggedOut.match(action) || userProfileLoaded.match(action);
  const { fork } = kit.effects;
  // The first answer (the first load, blocks light v1) was a guest's: a player already signed in
  // by the time this starts is asked about once, or a block that lifts for players would stay.
  let last: boolean = yield select(kit.selectors.selectIsAuthenticated);
  if (last) yield fork(recheckBlocks, kit);
  yield takeLatest(changesSignIn, function* onChange(): SagaIterator<void> {
    const now: boolean = yield select(kit.selectors.selectIsAuthenticated);
    if (now === last) return;
    last = now;
    yield call(recheckBlocks, kit);
  });
}
