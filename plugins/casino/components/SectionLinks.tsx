import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import type { Lobby } from '../model.ts';
import { keyPart, type LobbyView } from '../lobby-query.ts';

/** The slots lobby's own sections, where the region has games in them. */
const SLOT_SECTIONS = ['new', 'popular', 'jackpots'] as const;

/**
 * Ways on from a slots lobby: its sections, and within a section its subcategories, as the region's
 * lobby lists them (a section without games is not offered).
 */
export function SectionLinks({ view, lobby }: { view: LobbyView; lobby: Lobby | null }): ReactNode {
  const { t } = useTexts('casino');
  const inSlots = view.defaultCategory === 'slots' || (view.section !== null && SLOT_SECTIONS.includes(view.section as (typeof SLOT_SECTIONS)[number]));
  // The slots sections show at once (their row is there from the first paint); once the lobby has
  // arrived, one the region has no game in leaves.
  const offered = (id: string) => !lobby || lobby.sections.some((s) => s.id === id && s.gamesCount > 0);
  const sections = inSlots ? SLOT_SECTIONS.filter(offered) : [];
  const section = view.section && lobby ? lobby.sections.find((s) => s.id === view.section) : undefined;
  const subcategories = section?.subcategories ?? [];
  if (sections.length === 0 && subcategories.length === 0) return null;
  return (
    <nav className="casino-sections" aria-label={t('casino_sections')}>
      <ul className="casino-chips__list">
        {sections.map((id) => (
          <li key={id}>
            <RouteLink to="slots-section" params={{ section: id }} className={`casino-chip${view.section === id && !view.subcategory ? ' casino-chip--on' : ''}`}>
              {t(`casino_section_${keyPart(id)}`)}
            </RouteLink>
          </li>
        ))}
        {view.section &&
          subcategories.map((sub) => (
            <li key={sub.id}>
              <RouteLink
                to={view.defaultCategory === 'slots' || inSlots ? 'slots-section' : 'live-casino-section'}
                params={{ section: view.section ?? '', subcategory: sub.id }}
                className={`casino-chip${view.subcategory === sub.id ? ' casino-chip--on' : ''}`}
              >
                {t(`casino_subcategory_${keyPart(sub.id)}`, { defaultValue: sub.id })}
              </RouteLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
