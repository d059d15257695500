import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import { LOTTO_RESULTS_SECTION } from '../schemas.ts';

/** The lotto sections as links: all lotteries, each section, and the results; the one on screen is current. */
export function SectionNav({ sections, current }: { sections: readonly { id: string; name: string; count?: number }[]; current: string | null }): ReactNode {
  const { t } = useTexts('lotto');
  const chip = (id: string | null) => `lotto-chip${current === id ? ' lotto-chip--current' : ''}`;
  const currentProp = (id: string | null) => (current === id ? ({ 'aria-current': 'page' } as const) : {});
  return (
    <nav className="lotto-chips" aria-label={t('lotto_sections_label')}>
      <RouteLink to="lotto" className={chip(null)} {...currentProp(null)}>
        {t('lotto_section_all')}
      </RouteLink>
      {sections.map((section) => (
        <RouteLink key={section.id} to="lotto" params={{ sectionName: section.id }} className={chip(section.id)} {...currentProp(section.id)}>
          {section.count === undefined ? section.name : t('lotto_section_with_count', { name: section.name, count: section.count })}
        </RouteLink>
      ))}
      <RouteLink to="lotto" params={{ sectionName: LOTTO_RESULTS_SECTION }} className={chip(LOTTO_RESULTS_SECTION)} {...currentProp(LOTTO_RESULTS_SECTION)}>
        {t('lotto_section_results')}
      </RouteLink>
    </nav>
  );
}
