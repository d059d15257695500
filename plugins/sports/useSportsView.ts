import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '@plugin-api';
import type { SportsView } from './model.ts';
import { viewOpened, viewClosed } from './slice.ts';

/**
 * Announces that the calling component shows `view` while it is mounted, so the plugin's poller
 * keeps it fresh; returns `refresh`, which restarts that poller with a request at once.
 * The view is compared by value (its JSON), so a new but equal object does not restart the poll.
 */
export function useSportsView(view: SportsView | null): () => void {
  const dispatch = useAppDispatch();
  const json = view ? JSON.stringify(view) : null;
  useEffect(() => {
    if (json === null) return undefined;
    const shown = JSON.parse(json) as SportsView;
    dispatch(viewOpened(shown));
    return () => {
      dispatch(viewClosed(shown));
    };
  }, [json, dispatch]);
  return useCallback(() => {
    if (json !== null) dispatch(viewOpened(JSON.parse(json) as SportsView));
  }, [json, dispatch]);
}
