import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@plugin-api';
import { openedBetsHidden, openedBetsShown, selectOpenedBets, type CouponList } from '../slice.ts';

/**
 * The opened bets, kept fresh while the calling page is mounted (their poller runs from mount to
 * unmount); `retry` asks again at once.
 */
export function useOpenedBets(): { list: CouponList; retry: () => void } {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(openedBetsShown());
    return () => {
      dispatch(openedBetsHidden());
    };
  }, [dispatch]);
  const retry = useCallback(() => dispatch(openedBetsShown()), [dispatch]);
  return { list: useAppSelector(selectOpenedBets), retry };
}
