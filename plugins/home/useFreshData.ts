import { useEffect } from 'react';
import { useAppSelector, useRemoteData, type AnswerParser, type RemoteData } from '@plugin-api';
import { selectTick } from './state.ts';
import type { Read } from './reads.ts';

/** A block's data, asked again on each of its poller's ticks (what is shown stays until the answer comes). */
export function useFreshData<T>(read: Read, parse: AnswerParser<T>): RemoteData<T> {
  const data = useRemoteData(read.key, read.path, { ...(read.query ? { query: read.query } : {}), parse });
  const tick = useAppSelector((state) => selectTick(state, read.poll));
  const { reload } = data;
  useEffect(() => {
    if (tick > 0) reload();
  }, [tick, reload]);
  return data;
}
