import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown in a slot whose code failed to load (texts main_page_refresh_button / main_refreshing_button). */
export function RefreshControl({ refreshing, onRefresh }: { refreshing: boolean; onRefresh(): void }): ReactNode {
  const { t } = useTranslation('main');
  return (
    <div className="refresh-control" role="alert">
      <button type="button" className="button button--secondary" onClick={onRefresh} disabled={refreshing}>
        {t(refreshing ? 'main_refreshing_button' : 'main_page_refresh_button')}
      </button>
    </div>
  );
}
