import type { ReactNode } from 'react';
import { Icon, useSiteConfig, useTexts, type PageProps } from '@plugin-api';

function formatWhen(iso: string | undefined, lng: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Maintenance: start and finish from the site config. */
export function MaintenancePage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('system');
  const maintenance = useSiteConfig().maintenance;
  const from = formatWhen(maintenance?.started_at, lng);
  const until = formatWhen(maintenance?.ended_at, lng);
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
