import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useFormatTime, useTexts, type PageProps } from '@plugin-api';
import { BONUS_DATE_TIME, formatReward } from '../format.ts';
import { NS, READS, useBonusRead } from '../hooks.ts';
import { parsePromoCodeHistory } from '../parse.ts';
import { BonusPage } from './BonusPage.tsx';

/** The promo codes the player used, newest first, with when and what each gave. */
export function PromoCodeHistoryPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const formatTime = useFormatTime();
  const history = useBonusRead(READS.promoHistory(lng), '/bonuses/promo-codes/history', parsePromoCodeHistory);
  const empty = (
    <>
      <p>{t('office_bonuses_history_empty')}</p>
      <RouteLink to="office-promo-code-check" className="office-bonuses__link">
        {t('office_bonuses_history_check_link')}
      </RouteLink>
    </>
  );
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_history_title')} intro={t('office_bonuses_history_intro')}>
      <RemoteState status={history.status} error={history.error} onRetry={history.reload} isEmpty={history.data?.items.length === 0} empty={empty}>
        <ul className="office-bonuses__list">
          {history.data?.items.map((item) => (
            <li key={`${item.code}-${item.usedAt}`} className="card office-bonuses__item">
              <h2 className="office-bonuses__item-title">{item.code}</h2>
              <dl className="office-bonuses__facts">
                <div>
                  <dt>{t('office_bonuses_history_used')}</dt>
                  <dd>{formatTime(item.usedAt, BONUS_DATE_TIME)}</dd>
                </div>
                <div>
                  <dt>{t('office_bonuses_history_result')}</dt>
                  <dd>{formatReward(t, item.reward, lng)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <RouteLink to="office-promo-code-check" className="office-bonuses__link">
          {t('office_bonuses_history_check_link')}
        </RouteLink>
      </RemoteState>
    </BonusPage>
  );
}
