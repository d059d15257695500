import type { ReactNode } from 'react';
import { RemoteState, RouteLink, formatMoney, useTexts, type PageProps } from '@plugin-api';
import { formatDate } from '../format.ts';
import { NS, READS, useBonusRead } from '../hooks.ts';
import { parseBonuses } from '../parse.ts';
import { BonusPage } from './BonusPage.tsx';
import { WagerProgress } from './WagerProgress.tsx';

/** Wagering per taken bonus: how much is staked of what is required, what is left, and until when. */
export function WagerPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const list = useBonusRead(READS.bonuses(lng), '/bonuses/bonuses', parseBonuses);
  const taken = list.data?.bonuses.filter((b) => b.status !== 'available') ?? [];
  const empty = (
    <>
      <p>{t('office_bonuses_wager_empty')}</p>
      <RouteLink to="office-bonuses" className="office-bonuses__link">
        {t('office_bonuses_wager_take_link')}
      </RouteLink>
    </>
  );
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_wager_title')} intro={t('office_bonuses_wager_intro')}>
      <RemoteState status={list.status} error={list.error} onRetry={list.reload} isEmpty={list.data !== null && taken.length === 0} empty={empty}>
        <ul className="office-bonuses__list">
          {taken.map((bonus) => {
            const left = Math.max(0, bonus.required - bonus.wagered);
            return (
              <li key={bonus.id} className="card office-bonuses__item">
                <h2 className="office-bonuses__item-title">{bonus.name}</h2>
                <WagerProgress wagered={bonus.wagered} required={bonus.required} iso={bonus.iso} lng={lng} />
                <dl className="office-bonuses__facts">
                  <div>
                    <dt>{t('office_bonuses_wager_left')}</dt>
                    <dd>{left > 0 ? formatMoney(left, bonus.iso, lng) : t('office_bonuses_wager_done')}</dd>
                  </div>
                  <div>
                    <dt>{t('office_bonuses_bonus_expires')}</dt>
                    <dd>{formatDate(bonus.expiresAt, lng)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </RemoteState>
    </BonusPage>
  );
}
