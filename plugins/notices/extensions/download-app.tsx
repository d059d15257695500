import { useId, type ReactNode } from 'react';
import { RouteLink, useHasRoute, useSiteConfig, useTexts, type SlotProps } from '@plugin-api';

/** The download-app banner at the foot of the screen; closed, the core keeps it away 3 days. */
function DownloadApp({ onClose }: SlotProps): ReactNode {
  const { t } = useTexts('notices');
  const company = useSiteConfig().companyName;
  const hasApps = useHasRoute('mobile-apps');
  const titleId = useId();
  if (!hasApps) return null;
  return (
    <section className="notice-banner notice-banner--app" aria-labelledby={titleId}>
      <div className="notice-banner__body">
        <h2 id={titleId} className="notice-banner__title">
          {t('notices_app_title', { company })}
        </h2>
        <p className="notice-banner__text">{t('notices_app_text')}</p>
      </div>
      <RouteLink to="mobile-apps" className="button button--primary notice-banner__link" onClick={onClose}>
        {t('notices_app_get')}
      </RouteLink>
      <button type="button" className="notice-banner__close" aria-label={t('notices_app_close')} onClick={onClose} />
    </section>
  );
}

export default DownloadApp;
