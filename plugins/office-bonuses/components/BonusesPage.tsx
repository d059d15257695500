import type { ReactNode } from 'react';
import { RemoteState, RouteLink, SectionTitle, useTexts, type PageProps } from '@plugin-api';
import { NS, READS, useBonusAction, useBonusRead } from '../hooks.ts';
import { parseBonuses } from '../parse.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { BonusCard } from './BonusCard.tsx';
import { BonusPage } from './BonusPage.tsx';
import { PaidFeedback } from './PaidFeedback.tsx';

/** Bonuses being wagered and bonuses the player may take, with the bonus account's balance. */
export function BonusesPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const list = useBonusRead(READS.bonuses(lng), '/bonuses/bonuses', parseBonuses);
  const take = useBonusAction('bonus-activate', [READS.bonuses(lng)]);
  const onTake = (id: string) => take.send('POST', `/bonuses/bonuses/${id}/activate`);
  const active = list.data?.bonuses.filter((b) => b.status !== 'available') ?? [];
  const available = list.data?.bonuses.filter((b) => b.status === 'available') ?? [];
  const empty = (
    <>
      <p>{t('office_bonuses_bonuses_empty')}</p>
      <RouteLink to="office-specialoffers" className="office-bonuses__link">
        {t('office_bonuses_nav_offers')}
      </RouteLink>
    </>
  );
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_bonuses_title')} intro={t('office_bonuses_bonuses_intro')}>
      <RemoteState status={list.status} error={list.error} onRetry={list.reload} isEmpty={list.data?.bonuses.length === 0} empty={empty}>
        {list.data && <BalanceCard balance={list.data.balance} lng={lng} />}
        <PaidFeedback action={take} lng={lng} />
        <SectionTitle>{t('office_bonuses_bonuses_active')}</SectionTitle>
        {active.length === 0 ? (
          <p className="office-bonuses__muted">{t('office_bonuses_bonuses_none_active')}</p>
        ) : (
          <ul className="office-bonuses__list">
            {active.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} lng={lng} />
            ))}
          </ul>
        )}
        <SectionTitle>{t('office_bonuses_bonuses_available')}</SectionTitle>
        {available.length === 0 ? (
          <p className="office-bonuses__muted">{t('office_bonuses_bonuses_none_available')}</p>
        ) : (
          <ul className="office-bonuses__list">
            {available.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} lng={lng} onTake={onTake} sending={take.status === 'sending'} />
            ))}
          </ul>
        )}
      </RemoteState>
    </BonusPage>
  );
}
