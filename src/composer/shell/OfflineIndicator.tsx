import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useTexts } from '../../i18n/use-texts.tsx';
import { selectIsOnline } from '../../state/connectivity.slice.ts';

/** How long "back online" stays after the connection returns, ms. */
export const BACK_ONLINE_NOTE_MS = 4000;

/**
 * The offline bar: a fixed strip under the header, over the page, so showing it moves nothing on
 * the page. The live region is always in the document (empty while online): a screen reader announces
 * text that appears in a region it already knows, not a region that appears with its text. Emptying
 * a region is not announced, so the return is said in words for a moment before the region empties.
 */
export function OfflineIndicator(): ReactNode {
  const online = useSelector(selectIsOnline);
  const { t } = useTexts('main');
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <div className="offline-bar" role="status" aria-live="polite">
      {!online && (
        <p className="offline-bar__text">
          <strong>{t('main_offline_title')}</strong> {t('main_offline_hint')}
        </p>
      )}
      {online && backOnline && <p className="offline-bar__text offline-bar__text--back">{t('main_online_again')}</p>}
    </div>
  );
}
