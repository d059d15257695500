import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  ALLOWED_MOVES,
  LoadState,
  canMove,
  remoteAppFailed,
  remoteAppLoadStarted,
  remoteAppLoaded,
  remoteAppMounted,
  remoteAppUnmounted,
  remoteAppsSlice,
  selectRemoteApp,
  type RemoteAppEntry,
  type RemoteAppsState,
} from './remote-apps.slice.ts';

const reduce = (state: RemoteAppsState, ...actions: UnknownAction[]) => actions.reduce(remoteAppsSlice.reducer, state);
const entry = (state: LoadState, extra: Partial<RemoteAppEntry> = {}): RemoteAppsState => ({
  app: { state, users: 1, failures: 0, lastError: null, ...extra },
});

const STATES = [LoadState.NotExist, LoadState.Error, LoadState.Loading, LoadState.Ready] as const;
const NAME: Record<LoadState, string> = { [-2]: 'not exist', [-1]: 'error', 1: 'loading', 2: 'ready' };
/** The event that asks for a move to each state (to "not exist": the last user unmounts). */
const EVENT_TO: Record<LoadState, UnknownAction> = {
  [LoadState.NotExist]: remoteAppUnmounted({ appId: 'app' }),
  [LoadState.Error]: remoteAppFailed({ appId: 'app', error: 'chunk failed' }),
  [LoadState.Loading]: remoteAppLoadStarted({ appId: 'app' }),
  [LoadState.Ready]: remoteAppLoaded({ appId: 'app' }),
};

// The allowed moves, written out here rather than read from ALLOWED_MOVES, so the table itself is checked.
const EXPECTED_MOVES = new Set(['not exist→loading', 'not exist→ready', 'error→loading', 'error→not exist', 'loading→error', 'loading→ready', 'loading→not exist', 'ready→not exist']);

describe('remote app load states', () => {
  it('uses the numbers -2, -1, 1, 2 for the four states', () => {
    expect(LoadState).toEqual({ NotExist: -2, Error: -1, Loading: 1, Ready: 2 });
  });

  const pairs = STATES.flatMap((from) => STATES.map((to) => [from, to] as const));
  it('covers all 16 pairs', () => expect(pairs).toHaveLength(16));

  it.each(pairs.map(([from, to]) => [NAME[from], NAME[to], from, to] as const))('%s → %s', (fromName, toName, from, to) => {
    const allowed = EXPECTED_MOVES.has(`${fromName}→${toName}`);
    expect(canMove(from, to)).toBe(allowed);
    const after = reduce(entry(from), EVENT_TO[to]).app!;
    expect(after.state).toBe(allowed ? to : from);
  });

  it('the table allows exactly the listed moves', () => {
    const moves = STATES.flatMap((from) => ALLOWED_MOVES[from].map((to) => `${NAME[from]}→${NAME[to]}`));
    expect(new Set(moves)).toEqual(EXPECTED_MOVES);
  });

  it('creates an entry on the first event of an unknown app', () => {
    expect(reduce({}, remoteAppLoadStarted({ appId: 'coupon' })).coupon).toEqual({ state: LoadState.Loading, users: 0, failures: 0, lastError: null });
    expect(reduce({}, remoteAppLoaded({ appId: 'coupon' })).coupon?.state).toBe(LoadState.Ready);
  });

  it('counts failures while it retries and clears them when the app is ready', () => {
    const failedTwice = reduce(
      {},
      remoteAppLoadStarted({ appId: 'app' }),
      remoteAppFailed({ appId: 'app', error: 'first' }),
      remoteAppLoadStarted({ appId: 'app' }),
      remoteAppFailed({ appId: 'app', error: 'second' }),
    );
    expect(failedTwice.app).toMatchObject({ state: LoadState.Error, failures: 2, lastError: 'second' });
    const ready = reduce(failedTwice, remoteAppLoadStarted({ appId: 'app' }), remoteAppLoaded({ appId: 'app' }));
    expect(ready.app).toMatchObject({ state: LoadState.Ready, failures: 0, lastError: null });
  });

  it('returns to "not exist" only when the last user unmounts', () => {
    const used = reduce({}, remoteAppMounted({ appId: 'app' }), remoteAppMounted({ appId: 'app' }), remoteAppLoadStarted({ appId: 'app' }), remoteAppLoaded({ appId: 'app' }));
    const one = reduce(used, remoteAppUnmounted({ appId: 'app' }));
    expect(one.app).toMatchObject({ state: LoadState.Ready, users: 1 });
    const none = reduce(one, remoteAppUnmounted({ appId: 'app' }));
    expect(none.app).toMatchObject({ state: LoadState.NotExist, users: 0 });
    // A stray unmount does not go below zero, and one for an unknown app creates nothing.
    expect(reduce(none, remoteAppUnmounted({ appId: 'app' })).app?.users).toBe(0);
    expect(reduce(none, remoteAppUnmounted({ appId: 'other' })).other).toBeUndefined();
  });

  it('selects a fresh "not exist" entry for an app it has never seen', () => {
    expect(selectRemoteApp({ remoteApps: {} }, 'nope')).toEqual({ state: LoadState.NotExist, users: 0, failures: 0, lastError: null });
  });

  it('property: any event sequence keeps every app in one of the four states, moving only as the table allows', () => {
    const appId = fc.constantFrom('a', 'b');
    const event = fc.oneof(
      appId.map((id) => remoteAppLoadStarted({ appId: id })),
      appId.map((id) => remoteAppLoaded({ appId: id })),
      fc.tuple(appId, fc.string()).map(([id, error]) => remoteAppFailed({ appId: id, error })),
      appId.map((id) => remoteAppMounted({ appId: id })),
      appId.map((id) => remoteAppUnmounted({ appId: id })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state: RemoteAppsState = {};
        for (const action of events) {
          const before = state;
          state = remoteAppsSlice.reducer(state, action);
          for (const [id, app] of Object.entries(state)) {
            const previous = before[id]?.state ?? LoadState.NotExist;
            // Plain checks (not expect) keep 300 runs fast; fast-check reports the shrunk sequence.
            if (!STATES.includes(app.state)) throw new Error(`${id} is in state ${app.state}`);
            if (app.users < 0) throw new Error(`${id} has ${app.users} users`);
            if (app.state !== previous && !ALLOWED_MOVES[previous].includes(app.state)) {
              throw new Error(`${id} moved ${NAME[previous]} → ${NAME[app.state]}`);
            }
            if (app.state === LoadState.Ready && previous !== LoadState.Ready && (app.failures !== 0 || app.lastError !== null)) {
              throw new Error(`${id} became ready with retry info left`);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
