import type { ReactNode } from 'react';
import { RemoteState, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { BonusNav } from './BonusCasinoPage.tsx';
import { isLanding, usePromotions } from './bonus-reads.ts';
import { PromotionCard } from './PromotionCard.tsx';

/** Casino promotions: all of them, or (promo) those still running, ending soonest first. */
export function PromotionsPage({ routeId, pageType, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const landing = isLanding(routeId);
  const promo = pageType === 'promo';
  const promotions = usePromotions(lng);
  const now = Date.now();
  const shown = promo ? (promotions.data ?? []).filter((p) => Date.parse(p.endsAt) > now).sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt)) : (promotions.data ?? []);
  return (
    <CasinoPageFrame title={t(promo ? 'casino_title_promo' : 'casino_title_promotions')}>
      <BonusNav landing={landing} />
      {promo && <p className="casino-page__text">{t('casino_promo_intro')}</p>}
      <RemoteState status={promotions.status} error={promotions.error} onRetry={promotions.reload} isEmpty={shown.length === 0} empty={<p>{t('casino_promotions_none')}</p>}>
        <ul className="casino-cards">
          {shown.map((p) => (
            <PromotionCard key={p.id} promotion={p} lng={lng} landing={landing} level={2} />
          ))}
        </ul>
      </RemoteState>
    </CasinoPageFrame>
  );
}
