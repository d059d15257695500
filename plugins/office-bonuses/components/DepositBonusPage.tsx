import { useEffect, type ReactNode } from 'react';
import { Button, Card, RemoteState, RouteLink, formatMoney, useApiAction, useTexts, type PageProps } from '@plugin-api';
import type { FirstDepositBonusAnswer } from '../schemas.ts';
import { NS, READS, useBonusRead } from '../hooks.ts';
import { parseFirstDeposit } from '../parse.ts';
import { ActionFeedback } from './ActionFeedback.tsx';
import { BonusPage } from './BonusPage.tsx';

function Choice({ offer, lng }: { offer: FirstDepositBonusAnswer; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const choose = useApiAction<FirstDepositBonusAnswer>(`${NS}/first-deposit-choice`, { parse: parseFirstDeposit, invalidates: [READS.firstDeposit(lng)] });
  const { reset } = choose;
  useEffect(() => reset, [reset]);
  if (!offer.available) {
    return (
      <Card aria-labelledby="office-bonuses-deposit-choice-title">
        <h2 className="section-title" id="office-bonuses-deposit-choice-title">
          {t('office_bonuses_deposit_unavailable_title')}
        </h2>
        <p>{t('office_bonuses_deposit_unavailable')}</p>
        <RouteLink to="office-bonuses" className="office-bonuses__link">
          {t('office_bonuses_nav_bonuses')}
        </RouteLink>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="office-bonuses-deposit-choice-title">
      <h2 className="section-title" id="office-bonuses-deposit-choice-title">
        {t('office_bonuses_deposit_choice_title')}
      </h2>
      <p data-testid="deposit-choice">{offer.optedIn ? t('office_bonuses_deposit_opted_in') : t('office_bonuses_deposit_opted_out')}</p>
      <Button
        variant={offer.optedIn ? 'secondary' : 'primary'}
        onClick={() => choose.send('POST', '/bonuses/first-deposit', { optIn: !offer.optedIn })}
        disabled={choose.status === 'sending'}
      >
        {offer.optedIn ? t('office_bonuses_deposit_opt_out') : t('office_bonuses_deposit_opt_in')}
      </Button>
      <ActionFeedback action={choose} done={choose.data?.optedIn ? t('office_bonuses_deposit_saved_in') : t('office_bonuses_deposit_saved_out')} />
    </Card>
  );
}

/** The first-deposit bonus: the offer, its conditions, and the player's choice before the first deposit. */
export function DepositBonusPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const offer = useBonusRead(READS.firstDeposit(lng), '/bonuses/first-deposit', parseFirstDeposit);
  const data = offer.data;
  const money = (value: number) => (data ? formatMoney(value, data.iso, lng) : '');
  return (
    <BonusPage routeId={routeId} title={t('office_bonuses_deposit_title')} intro={t('office_bonuses_deposit_intro')}>
      <RemoteState status={offer.status} error={offer.error} onRetry={offer.reload}>
        {data && (
          <>
            <Card aria-labelledby="office-bonuses-deposit-offer-title">
              <h2 className="section-title" id="office-bonuses-deposit-offer-title">
                {t('office_bonuses_deposit_offer', { percent: data.percent, max: money(data.maxAmount) })}
              </h2>
              <ul className="office-bonuses__rules">
                <li>{t('office_bonuses_deposit_rule_min', { min: money(data.minDeposit) })}</li>
                <li>{t('office_bonuses_deposit_rule_max', { percent: data.percent, max: money(data.maxAmount) })}</li>
                <li>{t('office_bonuses_deposit_rule_wager', { multiplier: data.wagerMultiplier })}</li>
                <li>{t('office_bonuses_deposit_rule_days', { count: data.validDays })}</li>
              </ul>
            </Card>
            <Choice offer={data} lng={lng} />
          </>
        )}
      </RemoteState>
    </BonusPage>
  );
}
