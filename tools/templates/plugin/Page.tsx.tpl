import type { ReactNode } from 'react';
import { RouteLink, useTexts, type PageProps } from '@plugin-api';

/**
 * The __TITLE__ page, /:lng/__ID__ (route-manifests/__ID__.json). Its texts are keys of the
 * "__ID__" dictionary (./texts/<lng>.json), loaded before the page shows.
 *
 * It shows no data yet. When it fetches some (a saga of the plugin, its slice read through
 * definePluginSlice's selectors), it renders a loading, an empty and an error state as well.
 */
export function __NAME__Page(_props: PageProps): ReactNode {
  const { t } = useTexts('__ID__');
  return (
    <section className="__ID__-page" aria-labelledby="__ID__-page-title">
      <h1 id="__ID__-page-title" className="__ID__-page__title">
        {t('__KEY___title')}
      </h1>
      <p className="__ID__-page__text">{t('__KEY___intro')}</p>
      <p className="__ID__-page__text">{t('__KEY___next')}</p>
      <RouteLink to="home" className="__ID__-page__home">
        {t('__KEY___home_link')}
      </RouteLink>
    </section>
  );
}
