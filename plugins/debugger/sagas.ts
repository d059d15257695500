import type { SagaIterator } from 'redux-saga';
import { traceNavigations } from '@plugin-api';
import { navigationTraced } from './slice.ts';

/** Records every navigation after the debugger first loaded (takeEvery, inside traceNavigations). */
export function* watchNavigationTraces(): SagaIterator<void> {
  yield* traceNavigations(navigationTraced);
}
