import { useId, useState, type ReactNode } from 'react';
import { useAppSelector, useTexts } from '@plugin-api';
import type { Section } from './model.ts';
import { ChampGroup, type ListLook } from './ChampGroup.tsx';
import { countryGroupsOf, type CountryGroup } from './display-views.ts';
import type { ListGroup } from './slice.ts';

interface CountryProps {
  country: CountryGroup;
  /** How many of its championships to draw now (the list draws a long line in steps). */
  shown: number;
  collapsed: boolean;
  onToggle: (country: string) => void;
  section: Section;
  look: ListLook;
}

/** A country's heading (a button that folds its championships away) with its number of games. */
function Country({ country, shown, collapsed, onToggle, section, look }: CountryProps): ReactNode {
  const { t } = useTexts('sports');
  const panelId = useId();
  const name = country.country === '' ? t('sports_country_other') : t(`sports_country_${country.country}`, { defaultValue: t('sports_country_other') });
  return (
    <section className="country">
      <h2 className="country__title">
        <button type="button" className="country__toggle" aria-expanded={!collapsed} aria-controls={panelId} onClick={() => onToggle(country.country)}>
          <span className="country__name">{name}</span>
          <span className="country__count">{t('sports_country_games', { count: country.games })}</span>
        </button>
      </h2>
      <div className="country__champs" id={panelId} hidden={collapsed}>
        {collapsed
          ? null
          : country.groups
              .slice(0, shown)
              .map((group) => (
                <ChampGroup
                  key={group.champId}
                  champId={group.champId}
                  gameIds={group.gameIds}
                  section={section}
                  cyber={false}
                  asian={look.asian}
                  nameType={look.nameType}
                  level={3}
                />
              ))}
      </div>
    </section>
  );
}

/**
 * `groups` (the list's championships) under their countries' headings, each country folding away on a tap
 * (kept while the page is open). `shown` championships are drawn in all, countries in order.
 */
export function CountryGroups({ groups, shown, section, look }: { groups: readonly ListGroup[]; shown: number; section: Section; look: ListLook }): ReactNode {
  const countries = useAppSelector((state) => countryGroupsOf(state, groups));
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (country: string) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (!next.delete(country)) next.add(country);
      return next;
    });
  let left = shown;
  return countries.map((country) => {
    if (left <= 0) return null;
    const here = Math.min(left, country.groups.length);
    left -= here;
    return <Country key={country.country} country={country} shown={here} collapsed={collapsed.has(country.country)} onToggle={toggle} section={section} look={look} />;
  });
}
