import type { ReactNode } from 'react';
import { Button, useTexts } from '@plugin-api';

/**
 * A later visit shows what was read before while it asks again; when asking fails, what is shown may
 * be out of date, so the page says so and offers to ask again (the shown values stay meanwhile).
 */
export function RefreshFailed({ onRetry }: { onRetry: () => void }): ReactNode {
  const { t } = useTexts('office');
  return (
    <div className="remote-state remote-state--error" role="alert">
      <p>{t('office_refresh_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('office_retry')}
      </Button>
    </div>
  );
}
