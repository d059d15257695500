import type { ReactNode } from 'react';
import { Icon, RouteLink, SectionTitle, useHasRoute, useTexts, type IconName, type RouteId } from '@plugin-api';

/** Areas of the site; a tile shows only where the active region serves its route (site config). */
const TILES = [
  { routeId: 'sports', titleKey: 'home_tile_sports', textKey: 'home_tile_sports_text', icon: 'sports' },
  { routeId: 'live', titleKey: 'home_tile_live', textKey: 'home_tile_live_text', icon: 'live' },
  // The casino's entry: only where the operator serves the casino (se-regulated blocks /casino).
  { routeId: 'casino-lobby', titleKey: 'home_tile_casino', textKey: 'home_tile_casino_text', icon: 'casino' },
  { routeId: 'rules', titleKey: 'home_tile_rules', textKey: 'home_tile_rules_text', icon: 'rules' },
  { routeId: 'responsiblegaming', titleKey: 'home_tile_responsible', textKey: 'home_tile_responsible_text', icon: 'shield' },
  { routeId: 'contacts', titleKey: 'home_tile_support', textKey: 'home_tile_support_text', icon: 'support' },
] as const satisfies readonly { routeId: RouteId; titleKey: string; textKey: string; icon: IconName }[];

/** The space between title and text makes the link's name "Sports Pre-match line"; the tile's flex layout does not draw it. */
function Tile({ routeId, titleKey, textKey, icon }: (typeof TILES)[number]): ReactNode {
  const { t } = useTexts('home');
  if (!useHasRoute(routeId)) return null;
  return (
    <li>
      <RouteLink to={routeId} className="tile">
        <Icon name={icon} className="tile__icon" />
        <span className="tile__title">{t(titleKey)}</span>{' '}
        <span className="tile__text">{t(textKey)}</span>
      </RouteLink>
    </li>
  );
}

export function SectionTiles(): ReactNode {
  const { t } = useTexts('home');
  return (
    <section className="home-tiles" aria-labelledby="section-tiles-title">
      <SectionTitle>
        <span id="section-tiles-title">{t('home_sections_title')}</span>
      </SectionTitle>
      <ul className="tiles">
        {TILES.map((tile) => (
          <Tile key={tile.routeId} {...tile} />
        ))}
      </ul>
    </section>
  );
}
