import type { ReactNode } from 'react';
import { RouteLink, SectionTitle, useHasRoute, useTexts } from '@plugin-api';

/** Areas of the site; a tile shows only when its route exists in this build and site config. */
const TILES = [
  { routeId: 'sports', titleKey: 'home_tile_sports', textKey: 'home_tile_sports_text', icon: '⚽' },
  { routeId: 'live', titleKey: 'home_tile_live', textKey: 'home_tile_live_text', icon: '●' },
  { routeId: 'casino', titleKey: 'home_tile_casino', textKey: 'home_tile_casino_text', icon: '♠' },
  { routeId: 'rules', titleKey: 'home_tile_rules', textKey: 'home_tile_rules_text', icon: '§' },
  { routeId: 'responsiblegaming', titleKey: 'home_tile_responsible', textKey: 'home_tile_responsible_text', icon: '♥' },
  { routeId: 'contacts', titleKey: 'home_tile_support', textKey: 'home_tile_support_text', icon: '✉' },
] as const;

function Tile({ routeId, titleKey, textKey, icon }: (typeof TILES)[number]): ReactNode {
  const { t } = useTexts('home');
  if (!useHasRoute(routeId)) return null;
  return (
    <li>
      <RouteLink to={routeId} className="tile">
        <span className="tile__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="tile__title">{t(titleKey)}</span>
        <span className="tile__text">{t(textKey)}</span>
      </RouteLink>
    </li>
  );
}

export function SectionTiles(): ReactNode {
  const { t } = useTexts('home');
  return (
    <section aria-labelledby="section-tiles-title">
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
