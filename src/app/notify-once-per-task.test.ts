import { describe, expect, it, vi } from 'vitest';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { notifyOncePerTask } from './notify-once-per-task.ts';

const counter = createSlice({ name: 'counter', initialState: 0, reducers: { added: (n) => n + 1 } });

function storeWith(urgent: { now: boolean }) {
  const queued: (() => void)[] = [];
  const store = configureStore({
    reducer: counter.reducer,
    enhancers: (getDefault) => getDefault({ autoBatch: false }).concat(notifyOncePerTask((work) => queued.push(work), () => urgent.now)),
  });
  return { store, runQueued: () => queued.splice(0).forEach((work) => work()) };
}

describe('subscribers told once per task', () => {
  it('tells a burst of dispatches once, in the queued task, with the last state', () => {
    const { store, runQueued } = storeWith({ now: false });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState()));
    store.dispatch(counter.actions.added());
    store.dispatch(counter.actions.added());
    store.dispatch(counter.actions.added());
    expect(seen).toEqual([]);
    runQueued();
    expect(seen).toEqual([3]);
  });

  it("tells at once while the browser delivers the player's input, and not again in the queued task", () => {
    const urgent = { now: false };
    const { store, runQueued } = storeWith(urgent);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(counter.actions.added());
    urgent.now = true;
    store.dispatch(counter.actions.added());
    expect(listener).toHaveBeenCalledTimes(1);
    runQueued();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a subscriber that left, and tells one that joined during a notification', () => {
    const { store, runQueued } = storeWith({ now: false });
    const late = vi.fn();
    const leaving = vi.fn();
    const unsubscribe = store.subscribe(leaving);
    store.subscribe(() => store.subscribe(late));
    unsubscribe();
    store.dispatch(counter.actions.added());
    runQueued();
    expect(leaving).not.toHaveBeenCalled();
    store.dispatch(counter.actions.added());
    runQueued();
    expect(late).toHaveBeenCalled();
  });
});
