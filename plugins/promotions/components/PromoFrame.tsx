import { useId, type ReactNode } from 'react';
import { RouteLink, useCommittedPage, useSiteConfig, useTexts } from '@plugin-api';
import { named, pageNamesOf } from '../names.ts';

/**
 * A promotions page: a section named by its one h1, then (unless the page stands alone, as a
 * headless landing does) the links between the promotion pages, named as this operator names them.
 */
export function PromoFrame({ title, children, withNav = true }: { title: ReactNode; children: ReactNode; withNav?: boolean }): ReactNode {
  const id = useId();
  return (
    <section className="promotions-page" aria-labelledby={id}>
      <h1 id={id} className="promotions-page__title">
        {title}
      </h1>
      {withNav && <PromoNav />}
      {children}
    </section>
  );
}

function PromoNav(): ReactNode {
  const { t } = useTexts('promotions');
  const names = pageNamesOf(useSiteConfig());
  const page = useCommittedPage();
  // Both bonus sections share one route: only the section on screen is the current page.
  const sectionCurrent = (section: string) => (page?.routeId === 'bonus' && page.params.section === section ? 'page' : undefined);
  return (
    <nav className="promotions-nav" aria-label={t('promotions_nav_label')}>
      <ul className="promotions-nav__list">
        <li>
          <RouteLink to="promotions" className="promotions-nav__link">
            {t('promotions_nav_promotions')}
          </RouteLink>
        </li>
        <li>
          <RouteLink to="bonus" params={{ section: 'rules' }} className="promotions-nav__link" aria-current={sectionCurrent('rules')}>
            {t(named('promotions_name', names.bonus))}
          </RouteLink>
        </li>
        <li>
          <RouteLink to="bonus" params={{ section: 'games' }} className="promotions-nav__link" aria-current={sectionCurrent('games')}>
            {t('promotions_nav_games')}
          </RouteLink>
        </li>
        <li>
          <RouteLink to="bonuses-offers" className="promotions-nav__link">
            {t(named('promotions_name', names.offer))}
          </RouteLink>
        </li>
      </ul>
    </nav>
  );
}

/** What an unknown promotion, bonus, offer, partner or landing shows: it is not there, and where to go instead. */
export function NotFoundState({ text, next }: { text: string; next: ReactNode }): ReactNode {
  const { t } = useTexts('promotions');
  return (
    <PromoFrame title={t('promotions_not_found_title')}>
      <p className="promotions-page__text">{text}</p>
      {next}
    </PromoFrame>
  );
}
