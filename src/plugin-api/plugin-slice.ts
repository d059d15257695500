/**
 * A plugin's store state: one way to declare a slice and read it.
 *
 *   export const betHistorySlice = definePluginSlice(
 *     createSlice({ name: 'betHistory', initialState, reducers: { ... }, selectors: { selectHistory: (state) => state.history } }),
 *   );
 *   export const { selectHistory } = betHistorySlice.selectors;   // (state: unknown) => ...
 *
 * `definePluginSlice` injects the slice into the app's root reducer (Redux Toolkit's
 * `combineSlices().inject`, through `slice.injectInto`) when the plugin's module is evaluated, that
 * is when the plugin or the lazy extension that imports the slice loads. Its selectors then read
 * the slice from the app's state, and answer from the slice's initial state while the state has no
 * entry for it yet (injected, no action since; or a store that never had it). So a plugin never
 * writes a fallback for its own state, and the core never needs to know a plugin's store key.
 *
 * Selectors take the app's state as `unknown`: a plugin does not know the whole state's type (other
 * plugins add to it), only its own slice and what the plugin API's selectors answer.
 *
 * The initial state must be the same wherever the slice is created: the server renders a first
 * screen from it and the browser hydrates from the server's state, and a selector answers from it
 * before the slice has state of its own. So it is a constant, never read from storage, the clock or
 * the browser; what was stored in this browser is applied by the plugin's saga when it starts.
 */
import type { Slice } from '@reduxjs/toolkit';
import { rootReducer } from '../state/root-reducer.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any slice, whatever its state and reducers
type AnySlice = Slice<any, any, any, any, any>;

/** A slice's own selectors (`createSlice({ selectors })`), taking the app's state. */
export type PluginSliceSelectors<S extends AnySlice> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches every root-state parameter
  readonly [K in keyof S['selectors']]: S['selectors'][K] extends (rootState: any, ...args: infer Args) => infer Result ? (state: unknown, ...args: Args) => Result : never;
};

/** A plugin's slice after `definePluginSlice`: part of the app's state, with selectors over it. */
export type PluginSlice<S extends AnySlice> = Omit<S, 'selectors' | 'selectSlice'> & {
  /** The slice's `selectors`, over the app's state; before the slice has state, over its initial state. */
  readonly selectors: PluginSliceSelectors<S>;
  /** The slice's state in the app's state, or its initial state while there is none. */
  readonly selectSlice: (state: unknown) => ReturnType<S['getInitialState']>;
};

/**
 * Declares a plugin's slice: injects it into the app's root reducer (at its name) and returns it
 * with selectors that read it from the app's state. List it in the plugin definition's (or lazy
 * extension module's) `slices` and in plugin.json `slices` too: that is the contract the tests check.
 */
export function definePluginSlice<S extends AnySlice>(slice: S): PluginSlice<S> {
  if (slice.reducerPath !== slice.name) {
    throw new Error(`expected plugin slice "${slice.name}" to live at its name in the store, not at "${slice.reducerPath}"`);
  }
  // An injected slice's selectors fall back to the initial state (Redux Toolkit keeps one cached
  // copy, so a selector answers the same object every time until the slice has state of its own).
  return slice.injectInto(rootReducer) as unknown as PluginSlice<S>;
}

/**
 * A core selector as plugins call it: over the app's state, typed `unknown` to them. The same
 * function (only its type changes), so a plugin's `select(selectX)` is the core's own selector.
 */
export function overAppState<Args extends unknown[], Result>(selector: (state: never, ...args: Args) => Result): (state: unknown, ...args: Args) => Result {
  return selector as (state: unknown, ...args: Args) => Result;
}
