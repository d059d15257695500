import { useState, type ReactNode } from 'react';
import { Button, RouteLink, useHasRoute, useSiteConfig, useTexts, type SlotProps } from '@plugin-api';
import { NoticeDialog } from '../components/NoticeDialog.tsx';

/**
 * The age question. Only "yes" lets the visitor in (remembered by the core); "no" says the site is
 * not for them and lets them correct a mistaken answer. Neither Escape nor a click outside closes it.
 */
function AgeRestriction({ onClose }: SlotProps): ReactNode {
  const { t } = useTexts('notices');
  const age = useSiteConfig().notices?.ageRestriction?.age ?? 18;
  const [refused, setRefused] = useState(false);
  const hasTerms = useHasRoute('confirm');
  return (
    <NoticeDialog title={t('notices_age_title', { age })} className="notice-dialog--age">
      {refused ? (
        <>
          <p className="notice-dialog__text" role="status">
            {t('notices_age_refused', { count: age })}
          </p>
          <div className="notice-dialog__actions">
            <Button type="button" variant="secondary" onClick={() => setRefused(false)}>
              {t('notices_age_back')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="notice-dialog__text">{t('notices_age_message', { count: age })}</p>
          {hasTerms ? (
            <p className="notice-dialog__text">
              <RouteLink to="confirm" target="_blank" rel="noopener" className="notice-link">
                {t('notices_age_terms')}
              </RouteLink>
            </p>
          ) : null}
          <div className="notice-dialog__actions">
            <Button type="button" onClick={onClose}>
              {t('notices_age_confirm', { age })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setRefused(true)}>
              {t('notices_age_decline', { age })}
            </Button>
          </div>
        </>
      )}
    </NoticeDialog>
  );
}

export default AgeRestriction;
