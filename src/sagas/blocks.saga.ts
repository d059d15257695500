/**
 * The blocks check (is this visitor blocked, and why), asked once at the first navigation. No page
 * waits for it: pages are judged as unblocked meanwhile, and when the answer names a block the page
 * on screen (or the one on its way) is judged again, so the blocked guard takes the visitor to the
 * page that explains the block. A check that fails leaves the visitor unblocked (the server renders
 * a block page itself for a visitor it knows to be blocked).
 */
import { call, getContext, put, select, spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { BlocksAnswer } from '../../schemas/api.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { blocksLoadFailed, blocksLoadStarted, blocksLoaded } from '../state/blocks.slice.ts';
import { navigationRequested } from '../state/navigation.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { withRetries } from './retry.ts';
import { withinTime } from './time-bound.ts';

/** 3 attempts 500 ms apart. */
export const BLOCKS_RETRY = { attempts: 3, delayMs: 500 } as const;
/** One attempt may take this long; then it counts as failed (and is retried). */
export const BLOCKS_TIMEOUT_MS = 3000;

/** Asks the check (its start, blocksLoadStarted, is the caller's: see startBlocksCheck) and stores the answer. */
export function* loadBlocks(): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  try {
    const attempt = () => withinTime(BLOCKS_TIMEOUT_MS, (signal) => services.api.blocks({ signal }));
    const answer: BlocksAnswer = yield call(withRetries, attempt, BLOCKS_RETRY);
    yield put(blocksLoaded({ displayTypeId: answer.displayTypeId, templateTypeId: answer.templateTypeId }));
  } catch (error) {
    services.log.warn('blocks check failed; continuing unblocked', error);
    yield put(blocksLoadFailed());
  }
}

/**
 * Loads the answer, then sends the current navigation through the guards again where the answer
 * changes their decision: a block, or a block page judged while the answer was not in.
 */
export function* checkBlocks(): SagaIterator<void> {
  yield call(loadBlocks);
  const services: AppServices = yield getContext('services');
  const state: RootState = yield select();
  const location = state.navigation.pending ?? state.navigation.committed?.location;
  if (!location) return;
  const blocked = state.blocks.status === 'loaded' && state.blocks.displayTypeId !== 0;
  const onBlockPage = services.table.match(location.pathname).match?.route.record.flags?.blockPage === true;
  if (blocked || onBlockPage) yield put(navigationRequested(location));
}

/**
 * Marks the check started, in the caller's task (the guard judging right after sees 'loading'), and
 * runs it detached: a newer navigation must not cancel it, and no navigation waits for it.
 */
export function* startBlocksCheck(): SagaIterator<void> {
  yield put(blocksLoadStarted());
  yield spawn(checkBlocks);
}
