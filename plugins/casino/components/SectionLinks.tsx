import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRouteHref, useTexts } from '@plugin-api';
import type { Lobby } from '../model.ts';
import { keyPart, type LobbyView } from '../lobby-query.ts';

/** The slots lobby's own sections, where the region has games in them. */
const SLOT_SECTIONS = ['new', 'popular', 'jackpots'] as const;

/**
 * One chip to a section or subcategory. Every section shares one route, so the chip itself says
 * which one is current (a link by route id alone would call them all current).
 */
function ChipLink({ live, section, subcategory, current, children }: { live: boolean; section: string; subcategory?: string; current: boolean; children: ReactNode }): ReactNode {
  const params = { section, ...(subcategory ? { subcategory } : {}) };
  const slots = useRouteHref('slots-section', params);
  const liveCasino = useRouteHref('live-casino-section', params);
  const href = live ? liveCasino : slots;
  if (!href) return <span className="casino-chip">{children}</span>;
  return (
    <Link to={href} className={`casino-chip${current ? ' casino-chip--on' : ''}`} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

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
            <ChipLink live={false} section={id} current={view.section === id && !view.subcategory}>
              {t(`casino_section_${keyPart(id)}`)}
            </ChipLink>
          </li>
        ))}
        {view.section &&
          subcategories.map((sub) => (
            <li key={sub.id}>
              <ChipLink live={!inSlots} section={view.section ?? ''} subcategory={sub.id} current={view.subcategory === sub.id}>
                {t(`casino_subcategory_${keyPart(sub.id)}`, { defaultValue: sub.id })}
              </ChipLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
