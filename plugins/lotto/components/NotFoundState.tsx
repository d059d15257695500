import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';

/** What a lotto or toto address shows when what it names does not exist: the 404, and where to go instead. */
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
