import { describe, expect, it } from 'vitest';
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../state/root-reducer.ts';
import { definePluginSlice, overAppState } from './plugin-slice.ts';

const counterSlice = definePluginSlice(
  createSlice({
    name: 'pluginSliceTestCounter',
    initialState: { count: 0, items: [] as string[] },
    reducers: {
      added: (state, action: PayloadAction<string>) => {
        state.count += 1;
        state.items.push(action.payload);
      },
    },
    selectors: {
      selectCount: (state) => state.count,
      selectItem: (state, index: number): string | undefined => state.items[index],
    },
  }),
);
const { selectCount, selectItem } = counterSlice.selectors;

describe('definePluginSlice', () => {
  it('reads the initial state, always the same object, from a state that has no entry for the slice', () => {
    expect(selectCount({})).toBe(0);
    expect(selectItem({}, 0)).toBeUndefined();
    expect(counterSlice.selectSlice({})).toEqual({ count: 0, items: [] });
    expect(counterSlice.selectSlice({})).toBe(counterSlice.selectSlice({ other: 1 }));
  });

  it("joins the app's root reducer: a store made from it reduces the slice's events", () => {
    const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ thunk: false }) });
    expect(selectCount(store.getState())).toBe(0);
    store.dispatch(counterSlice.actions.added('a'));
    store.dispatch(counterSlice.actions.added('b'));
    expect((store.getState() as Record<string, unknown>).pluginSliceTestCounter).toEqual({ count: 2, items: ['a', 'b'] });
    expect([selectCount(store.getState()), selectItem(store.getState(), 1)]).toEqual([2, 'b']);
  });

  it('refuses a slice that would live under another key than its name', () => {
    const elsewhere = createSlice({ name: 'pluginSliceTestElsewhere', reducerPath: 'somewhereElse', initialState: 0, reducers: {} });
    expect(() => definePluginSlice(elsewhere as never)).toThrow(/"pluginSliceTestElsewhere" to live at its name/);
  });
});

describe('overAppState', () => {
  it('is the same selector, typed for a state plugins see as unknown', () => {
    const select = (state: { a: number }) => state.a;
    expect(overAppState(select)).toBe(select);
  });
});
