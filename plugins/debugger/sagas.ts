import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { loadEveryRouteArea, traceNavigations } from '@plugin-api';
import { navigationTraced, routeDetailsLoaded } from './slice.ts';

/** Records every navigation after the debugger first loaded (takeEvery, inside traceNavigations). */
export function* watchNavigationTraces(): SagaIterator<void> {
  yield* traceNavigations(navigationTraced);
}

/** Once, when the debugger loads: every route area's details, so every route shows its manifest. */
export function* loadRouteDetails(): SagaIterator<void> {
  const loaded: number = yield* loadEveryRouteArea();
  if (loaded > 0) yield put(routeDetailsLoaded());
}
