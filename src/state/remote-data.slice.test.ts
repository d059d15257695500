import { describe, expect, it } from 'vitest';
import { remoteDataLoaded, remoteDataRequested, remoteDataSlice } from './remote-data.slice.ts';

const reduce = remoteDataSlice.reducer;
const request = { key: 'home/top', path: '/home/top-games', query: { section: 'line' } };

describe('the remote-data reads', () => {
  it('keeps the objects shown when a refresh answers the same, and takes a different answer', () => {
    const first = { games: [{ id: 1, prices: [1.5, 2.5] }] };
    let state = reduce(undefined, remoteDataRequested(request));
    state = reduce(state, remoteDataLoaded({ request, data: first }));
    state = reduce(state, remoteDataRequested({ ...request, keepData: true }));
    state = reduce(state, remoteDataLoaded({ request: { ...request, keepData: true }, data: { games: [{ id: 1, prices: [1.5, 2.5] }] } }));
    expect(state.reads['home/top']?.data).toBe(first);
    expect(state.reads['home/top']?.status).toBe('ready');

    const moved = { games: [{ id: 1, prices: [1.5, 2.6] }] };
    state = reduce(state, remoteDataRequested({ ...request, keepData: true }));
    state = reduce(state, remoteDataLoaded({ request: { ...request, keepData: true }, data: moved }));
    expect(state.reads['home/top']?.data).toEqual(moved);
    expect(state.reads['home/top']?.data).not.toBe(first);
  });
});
