import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectIsOnline } from '../../state/connectivity.slice.ts';

/**
 * The offline bar: a fixed strip under the header, over the page, so showing it moves nothing on
 * the page. The live region is always in the document (empty while online): a screen reader announces
 * text that appears in a region it already knows, not a region that appears with its text.
 */
export function OfflineIndicator(): ReactNode {
  const online = useSelector(selectIsOnline);
  const { t } = useTranslation('main');
  return (
    <div className="offline-bar" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-bar__text">
          <strong>{t('main_offline_title')}</strong> {t('main_offline_hint')}
        </p>
      )}
    </div>
  );
}
