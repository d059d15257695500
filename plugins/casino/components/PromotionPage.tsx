import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { isLanding, usePromotions } from './bonus-reads.ts';

/** One promotion: its picture, its terms (plain text) and when it ends. */
export function PromotionPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const formatTime = useFormatTime();
  const landing = isLanding(routeId);
  const promotions = usePromotions(lng);
  const promotion = promotions.data?.find((p) => p.id === String(params.id)) ?? null;
  return (
    <CasinoPageFrame title={promotion?.title ?? t('casino_title_promotion')}>
      <RemoteState status={promotions.status} error={promotions.error} onRetry={promotions.reload} isEmpty={promotion === null} empty={<p>{t('casino_promotion_missing')}</p>}>
        {promotion && (
          <>
            <img className="casino-card__image" src={promotion.image.url} width={promotion.image.width} height={promotion.image.height} alt="" />
            <p className="casino-page__text">{promotion.body}</p>
            <p className="casino-page__text">{t('casino_promotion_ends', { when: formatTime(promotion.endsAt, DATE_AND_TIME) })}</p>
          </>
        )}
      </RemoteState>
      <RouteLink to={landing ? 'landing-bonus-casino-promotions' : 'bonus-casino-promotions'} className="casino-page__next">
        {t('casino_promotions_all')}
      </RouteLink>
    </CasinoPageFrame>
  );
}
