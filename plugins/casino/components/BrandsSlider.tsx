import type { ReactNode } from 'react';
import { RouteLink, useSiteConfig, useTexts, type SlotProps } from '@plugin-api';
import { casinoSettingsOf } from '../config.ts';
import { useLobby } from './reads.ts';

/** How many brands the slider names before "all brands". */
const SHOWN = 16;

/**
 * A row of brand logos above casino pages (scrolled sideways), each leading to the brand's games,
 * ending with the way to all brands. Its height is reserved while the lobby loads, so the page
 * below does not move; where the region turns the slider off it renders nothing.
 */
export function BrandsSlider({ lng }: SlotProps): ReactNode {
  const { t } = useTexts('casino');
  const enabled = casinoSettingsOf(useSiteConfig()).brandsSlider;
  const lobby = useLobby(lng);
  if (!enabled) return null;
  const brands = [...(lobby.data?.providers ?? [])].filter((p) => p.gamesCount > 0).sort((a, b) => b.gamesCount - a.gamesCount).slice(0, SHOWN);
  return (
    <nav className="casino-slider" aria-label={t('casino_brands_slider')}>
      <ul className="casino-slider__list">
        {brands.map((brand) => (
          <li key={brand.id}>
            <RouteLink to="providers-provider" params={{ provider: brand.id }} className="casino-slider__brand">
              <img className="casino-slider__logo" src={brand.logo.url} width={brand.logo.width} height={brand.logo.height} alt={brand.name} loading="lazy" decoding="async" />
            </RouteLink>
          </li>
        ))}
        <li>
          <RouteLink to="casino-brand" className="casino-slider__all">
            {t('casino_all_brands')}
          </RouteLink>
        </li>
      </ul>
    </nav>
  );
}
