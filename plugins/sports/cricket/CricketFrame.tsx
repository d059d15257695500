import type { ReactNode } from 'react';
import { RouteLink, useTexts, type RouteId } from '@plugin-api';

const SECTIONS: readonly { to: RouteId; key: string }[] = [
  { to: 'cricket', key: 'cricket_nav_home' },
  { to: 'cricket-all-events', key: 'cricket_nav_events' },
  { to: 'cricket-all-champs', key: 'cricket_nav_champs' },
  { to: 'cricket-favorites', key: 'cricket_nav_favorites' },
  { to: 'cricket-search-events', key: 'cricket_nav_search' },
  { to: 'cricket-broadcasts', key: 'cricket_nav_broadcasts' },
  { to: 'cricket-app', key: 'cricket_nav_app' },
];

/** The cricket pages' frame: the page's heading, the way to every cricket section, then the page. */
export function CricketFrame({ title, titleExtra, children }: { title: ReactNode; titleExtra?: ReactNode; children: ReactNode }): ReactNode {
  const { t } = useTexts('cricket');
  return (
    <div className="cricket-page">
      <header className="cricket-page__header">
        <h1 className="cricket-page__title">{title}</h1>
        {titleExtra}
      </header>
      <nav className="cricket-nav" aria-label={t('cricket_nav')}>
        <ul className="cricket-nav__list">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <RouteLink to={section.to} className="cricket-nav__link">
                {t(section.key)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
