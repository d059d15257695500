import type { ReactNode } from 'react';
import { DATE_AND_TIME, Icon, useFormatTime, useSiteConfig, useTexts, type PageProps } from '@plugin-api';

/** Maintenance: start and finish from the site config. */
export function MaintenancePage(_props: PageProps): ReactNode {
  const { t } = useTexts('system');
  const formatTime = useFormatTime();
  const maintenance = useSiteConfig().maintenance;
  // In the visitor's zone and clock; an absent or invalid moment is left out ("" from formatTime).
  const from = (maintenance?.started_at && formatTime(maintenance.started_at, DATE_AND_TIME)) || null;
  const until = (maintenance?.ended_at && formatTime(maintenance.ended_at, DATE_AND_TIME)) || null;
  return (
    <section className="system-page" role="alert">
      <div className="system-page__icon" aria-hidden="true">
        <Icon name="tool" size={48} />
      </div>
      <h1>{t('system_maintenance_title')}</h1>
      <p>{t('system_maintenance_text')}</p>
      {from && until && <p className="system-page__when">{t('system_maintenance_window', { from, until })}</p>}
    </section>
  );
}
