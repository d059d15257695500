import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';

/**
 * What a lotto or toto address shows when what it names does not exist, and where to go instead.
 * The page has also reported itself not found: in the app the site's not-found page takes its place
 * (and the server answers 404), so this is seen only where nothing does that.
 */
export function NotFoundState({ title, text }: { title: string; text: string }): ReactNode {
  const { t } = useTexts('lotto');
  return (
    <section className="lotto-page lotto-missing" data-status="404" aria-labelledby="lotto-missing-title">
      <p className="lotto-missing__code">404</p>
      <h1 id="lotto-missing-title" className="lotto-page__title">
        {title}
      </h1>
      <p className="lotto-page__text">{text}</p>
      <RouteLink to="lotto" className="lotto-link">
        {t('lotto_to_catalog')}
      </RouteLink>
    </section>
  );
}
