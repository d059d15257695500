/**
 * The core's reads (useRemoteData) for a plugin's own small test store: the slice and the saga that
 * answers them, so a plugin test need not reach into the core's internals.
 */
export { remoteDataSlice } from '../../src/state/remote-data.slice.ts';
export { watchRemoteData } from '../../src/sagas/remote-data.saga.ts';
