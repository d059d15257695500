// A price pressed on a page without the coupon brings the coupon, and the slip takes that pick and
// those pressed while it loaded, in order; a failed load leaves them untaken and tries again on the next.
import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { betSelectionToggled, type BetSelection } from '@plugin-api';
import { COUPON_RUNTIME_CARRIER, loadCouponOnFirstPick } from './sagas/on-first-pick.saga.ts';

const pick = (marketId: string): BetSelection =>
  ({ marketId, coef: 2.1, sportId: 1, typeId: 1, kind: 1, isLive: false, gameId: 1, champId: 1, opponent1: 'A', opponent2: 'B', marketName: 'A to win' }) as BetSelection;

/** A store whose `coupon` reducer (recording the picks it sees) joins when the carrier "loads". */
function setUp(loads: Array<'fails' | 'works'>) {
  const taken: string[] = [];
  const coupon: Reducer<number> = (state = 0, action: UnknownAction) => {
    if (betSelectionToggled.match(action)) taken.push(action.payload.marketId);
    return state;
  };
  let release: () => void = () => {};
  const loadExtension = vi.fn(async (id: string) => {
    expect(id).toBe(COUPON_RUNTIME_CARRIER);
    await new Promise<void>((resolve) => (release = resolve));
    if (loads.shift() === 'fails') throw new Error('chunk failed');
    store.replaceReducer(((state: Record<string, unknown> = {}, action: UnknownAction) => ({ other: 0, coupon: coupon(state.coupon as number, action) })) as never);
  });
  const sagas = createSagaMiddleware({ context: { services: { plugins: { loadExtension }, log: { warn: vi.fn() } } } });
  const store = configureStore({
    reducer: { other: (state: number = 0) => state } as Record<string, Reducer>,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagas),
  });
  const task = sagas.run(loadCouponOnFirstPick);
  return { store, taken, loadExtension, task, finishLoad: async () => { release(); await vi.waitFor(() => expect(loadExtension).toHaveBeenCalled()); await new Promise((r) => setTimeout(r, 0)); } };
}

describe('the coupon on a page without it', () => {
  it('loads on the first pick and takes it and the picks pressed while it loaded, in order, once', async () => {
    const t = setUp(['works']);
    t.store.dispatch(betSelectionToggled(pick('1')));
    t.store.dispatch(betSelectionToggled(pick('2')));
    expect(t.taken).toEqual([]);
    await t.finishLoad();
    expect(t.taken).toEqual(['1', '2']);
    expect(t.loadExtension).toHaveBeenCalledTimes(1);
    // From now on the coupon's own reducer takes every pick, once.
    t.store.dispatch(betSelectionToggled(pick('3')));
    expect(t.taken).toEqual(['1', '2', '3']);
    expect(t.task.isRunning()).toBe(false);
  });

  it('leaves the picks untaken when the coupon cannot load, and tries again on the next pick', async () => {
    const t = setUp(['fails', 'works']);
    t.store.dispatch(betSelectionToggled(pick('1')));
    await t.finishLoad();
    expect(t.taken).toEqual([]);
    t.store.dispatch(betSelectionToggled(pick('2')));
    await t.finishLoad();
    expect(t.loadExtension).toHaveBeenCalledTimes(2);
    expect(t.taken).toEqual(['2']);
  });
});
