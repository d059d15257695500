import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import { NS, READS, useBonusRead } from '../hooks.ts';
import { parseBanners } from '../parse.ts';
import { BonusPage } from './BonusPage.tsx';
import { CopyButton } from './CopyButton.tsx';

/**
 * Banners for the player's own site or blog: each image the server serves at its size (width and
 * height set, so the page does not jump while it loads) and the embed code with the player's link.
 */
export function BannersPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const banners = useBonusRead(READS.banners(lng), '/bonuses/referral/banners', parseBanners);
  const empty = (
    <>
      <p>{t('office_bonuses_banners_empty')}</p>
      <RouteLink to="office-bringfriend" className="office-bonuses__link">
        {t('office_bonuses_banners_back')}
      </RouteLink>
    </>
  );
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_banners_title')} intro={t('office_bonuses_banners_intro')}>
      <RemoteState status={banners.status} error={banners.error} onRetry={banners.reload} isEmpty={banners.data?.banners.length === 0} empty={empty}>
        <ul className="office-bonuses__list">
          {banners.data?.banners.map((banner) => {
            const size = t('office_bonuses_banners_size', { width: banner.width, height: banner.height });
            const codeId = `office-bonuses-embed-${banner.id}`;
            return (
              <li key={banner.id} className="card office-bonuses__item">
                <h2 className="office-bonuses__item-title">{size}</h2>
                <div className="office-bonuses__banner">
                  <img src={banner.imageUrl} width={banner.width} height={banner.height} alt={t('office_bonuses_banners_alt', { size })} loading="lazy" />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor={codeId}>
                    {t('office_bonuses_banners_code', { size })}
                  </label>
                  <textarea id={codeId} readOnly value={banner.embedCode} rows={3} onFocus={(event) => event.currentTarget.select()} />
                </div>
                <CopyButton text={banner.embedCode} label={t('office_bonuses_banners_copy', { size })} />
              </li>
            );
          })}
        </ul>
        <RouteLink to="office-bringfriend" className="office-bonuses__link">
          {t('office_bonuses_banners_back')}
        </RouteLink>
      </RemoteState>
    </BonusPage>
  );
}
