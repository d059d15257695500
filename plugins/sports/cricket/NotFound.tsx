import type { ReactNode } from 'react';
import { RouteLink, useTexts, type RouteTarget } from '@plugin-api';

/**
 * What a cricket or cyber page shows for something that does not exist (an unknown championship,
 * player, game, type or discipline): the same words as the site's 404, and where to go instead.
 */
export function NotFound({ next, nextLabelKey }: { next: RouteTarget; nextLabelKey: string }): ReactNode {
  const { t } = useTexts('cricket');
  return (
    <section className="cricket-page" aria-labelledby="cricket-not-found">
      <h1 id="cricket-not-found" className="cricket-page__title">
        {t('cricket_not_found_title')}
      </h1>
      <p className="cricket-page__text">{t('cricket_not_found')}</p>
      <RouteLink {...next} className="cricket-next">
        {t(nextLabelKey)}
      </RouteLink>
    </section>
  );
}

/** True for the answer of a thing that does not exist (400: the id cannot name one either). */
export function isMissing(error: { status: number } | null): boolean {
  return error !== null && (error.status === 404 || error.status === 400);
}
