import type { ReactNode } from 'react';
import { RemoteView, RouteLink, useTexts, type PageProps } from '@plugin-api';

/**
 * The 500 page (shows status 500): what happened and where to go, then the technical pages
 * application's view of the error (it explains more, in the player's language). When that view
 * cannot load, the page still says what happened and links home.
 */
export function ErrorPage({ routeId, lng }: Partial<PageProps>): ReactNode {
  const { t } = useTexts('system');
  return (
    <>
      <section className="system-page" role="alert">
        <p className="system-page__code">500</p>
        <h1>{t('system_error_title')}</h1>
        <RouteLink to="home" className="button">
          {t('system_go_home')}
        </RouteLink>
      </section>
      {/* The view's title says what the h1 above says: the page heads itself once. */}
      {routeId ? <RemoteView app="technical-pages" route={routeId} lng={lng} className="system-page__remote-view" untitled /> : null}
    </>
  );
}
