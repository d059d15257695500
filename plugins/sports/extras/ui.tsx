/** Pieces every extras page shares: the not-found state, tabs between a page's views, sport names. */
import type { ReactNode } from 'react';
import { RouteLink, useTexts, type RemoteError, type RouteTarget } from '@plugin-api';

/**
 * What a page shows when what its address names does not exist (an unknown team, championship,
 * section): the same words as the site's 404, and where to go instead.
 */
export function NotFoundState({ next, nextLabel }: { next: RouteTarget; nextLabel: string }): ReactNode {
  const { t } = useTexts('sports-extras');
  return (
    <section className="extras-page status-page" data-status="404" aria-labelledby="extras-not-found">
      <p className="status-page__code">404</p>
      <h1 id="extras-not-found" className="status-page__title">
        {t('extras_not_found')}
      </h1>
      <RouteLink to={next.to} params={next.params} className="extras-next">
        {nextLabel}
      </RouteLink>
    </section>
  );
}

/** Whether a failed read means "no such thing" rather than "try again". */
export function isMissing(error: RemoteError | null): boolean {
  return error?.status === 404;
}

export interface Tab {
  key: string;
  label: string;
  target: RouteTarget;
}

/** Links between the views of one page; the current one is marked for screen readers and by style. */
export function Tabs({ label, tabs, current }: { label: string; tabs: readonly Tab[]; current: string }): ReactNode {
  return (
    <nav className="extras-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <RouteLink
          key={tab.key}
          to={tab.target.to}
          params={tab.target.params}
          className={`chip${tab.key === current ? ' chip--current' : ''}`}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </RouteLink>
      ))}
    </nav>
  );
}

/** A sport's name in the player's language (the catalogue's English name where the dictionary has none). */
export function useSportName(): (id: string, fallback?: string) => string {
  const { t } = useTexts('sports');
  return (id, fallback) => t(`sports_sport_${id}`, { defaultValue: fallback ?? id });
}
