/** What a dictionary error's "Try again" needs: whether a load of its texts is under way, and the ask. */
import { useDispatch, useSelector } from 'react-redux';
import { dictionariesRetryRequested, dictionaryKey } from '../state/dictionaries.slice.ts';
import type { RootState } from '../state/root-reducer.ts';

export function useDictionaryRetry(lng: string, ids: readonly string[]): { retrying: boolean; retry(): void } {
  const dispatch = useDispatch();
  // Busy while any of them loads, whoever started it (this button, another slot's, a navigation).
  const retrying = useSelector((s: RootState) => ids.some((id) => s.dictionaries.byKey[dictionaryKey(lng, id)] === 'loading'));
  return { retrying, retry: () => void dispatch(dictionariesRetryRequested({ lng, ids: [...ids] })) };
}
