import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';

/** The 500 page (shows status 500). */
export function ErrorPage(): ReactNode {
  const { t } = useTexts('system');
  return (
    <section className="system-page" role="alert">
      <p className="system-page__code">500</p>
      <h1>{t('system_error_title')}</h1>
      <RouteLink to="home" className="button">
        {t('system_go_home')}
      </RouteLink>
    </section>
  );
}
