import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { useLobby } from './reads.ts';

/** The brands as logos, the biggest first: the page the brands slider leads to as a whole. */
export function BrandPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const lobby = useLobby(lng);
  const brands = [...(lobby.data?.providers ?? [])].filter((p) => p.gamesCount > 0).sort((a, b) => b.gamesCount - a.gamesCount);
  return (
    <CasinoPageFrame title={t('casino_title_brand')}>
      <p className="casino-page__text">{t('casino_brand_intro')}</p>
      <RemoteState status={lobby.status} error={lobby.error} onRetry={lobby.reload} isEmpty={brands.length === 0} empty={<p>{t('casino_brands_none')}</p>}>
        <ul className="casino-brands" aria-label={t('casino_title_brand')}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <RouteLink to="providers-provider" params={{ provider: brand.id }} className="casino-brand">
                <img className="casino-brand__logo" src={brand.logo.url} width={brand.logo.width} height={brand.logo.height} alt="" loading="lazy" decoding="async" />
                <span className="casino-brand__name">{brand.name}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </RemoteState>
    </CasinoPageFrame>
  );
}
