import type { ReactNode } from 'react';
import { Button, useTexts } from '@plugin-api';
import type { CouponList } from '../slice.ts';

/** Loading, error (with a retry) or empty, for a list that has nothing to show yet; null when it has. */
export function ListState({ list, emptyKey, onRetry }: { list: CouponList; emptyKey: string; onRetry: () => void }): ReactNode {
  const { t } = useTexts('bet-history');
  if (list.status === 'error') {
    return (
      <div className="bet-history__note" role="alert">
        <p>{t('history_error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('history_retry')}
        </Button>
      </div>
    );
  }
  if (list.status !== 'ready') {
    return (
      <p className="bet-history__note" role="status">
        {t('history_loading')}
      </p>
    );
  }
  if (list.coupons.length === 0) return <p className="bet-history__note">{t(emptyKey)}</p>;
  return null;
}
