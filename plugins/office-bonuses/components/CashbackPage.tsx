import type { ReactNode } from 'react';
import { Button, Card, RemoteState, formatMoney, useTexts, type PageProps } from '@plugin-api';
import type { CashbackAnswer, CashbackKind } from '../schemas.ts';
import { formatDate, formatPoints } from '../format.ts';
import { NS, READS, useBonusAction, useBonusRead } from '../hooks.ts';
import { parseCashback } from '../parse.ts';
import { PaidFeedback } from './PaidFeedback.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { BonusPage } from './BonusPage.tsx';

/** Which programme a route shows. */
const KIND_BY_ROUTE: Readonly<Record<string, CashbackKind>> = {
  'office-cashback': 'sport',
  'office-casino-cashback': 'casino',
  'office-slots-cashback': 'slots',
};

function ClaimCard({ cashback, lng }: { cashback: CashbackAnswer; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const claim = useBonusAction(`cashback-claim/${cashback.kind}`, [READS.cashback(cashback.kind, lng)]);
  const money = (value: number) => formatMoney(value, cashback.iso, lng);
  const canClaim = cashback.claimedAt === null && cashback.accrued >= cashback.minimumClaim;
  const pointsName = cashback.usePromoPointsName ? t('office_bonuses_promo_points') : t('office_bonuses_balance_points');
  return (
    <Card aria-labelledby="office-bonuses-period-title">
      <h2 className="section-title" id="office-bonuses-period-title">
        {t('office_bonuses_cashback_period', { from: formatDate(cashback.periodStart, lng), to: formatDate(cashback.periodEnd, lng) })}
      </h2>
      <dl className="office-bonuses__facts">
        <div>
          <dt>{t('office_bonuses_cashback_percent')}</dt>
          <dd>{t('office_bonuses_percent_value', { percent: cashback.percent })}</dd>
        </div>
        <div>
          <dt>{t('office_bonuses_cashback_losses')}</dt>
          <dd>{money(cashback.lossAmount)}</dd>
        </div>
        <div>
          <dt>{t('office_bonuses_cashback_accrued')}</dt>
          <dd data-testid="cashback-accrued">{money(cashback.accrued)}</dd>
        </div>
        {cashback.promoPoints > 0 && (
          <div>
            <dt>{pointsName}</dt>
            <dd>{formatPoints(t, cashback.promoPoints, lng)}</dd>
          </div>
        )}
      </dl>
      {cashback.claimedAt !== null ? (
        <p className="office-bonuses__muted">{t('office_bonuses_cashback_claimed', { date: formatDate(cashback.claimedAt, lng) })}</p>
      ) : !canClaim ? (
        <p className="office-bonuses__muted">{t('office_bonuses_cashback_nothing', { minimum: money(cashback.minimumClaim) })}</p>
      ) : null}
      {canClaim && (
        <Button onClick={() => claim.send('POST', `/bonuses/cashback/${cashback.kind}/claim`)} disabled={claim.status === 'sending'}>
          {t('office_bonuses_cashback_claim', { amount: money(cashback.accrued) })}
        </Button>
      )}
      <PaidFeedback action={claim} lng={lng} />
    </Card>
  );
}

function Rules({ cashback, lng }: { cashback: CashbackAnswer; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const pointsName = cashback.usePromoPointsName ? t('office_bonuses_promo_points') : t('office_bonuses_balance_points');
  return (
    <Card aria-labelledby="office-bonuses-rules-title">
      <h2 className="section-title" id="office-bonuses-rules-title">
        {t('office_bonuses_rules_title')}
      </h2>
      <ul className="office-bonuses__rules">
        <li>{t(`office_bonuses_cashback_rule_base_${cashback.kind}`, { percent: cashback.percent })}</li>
        <li>{t('office_bonuses_cashback_rule_period')}</li>
        <li>{t('office_bonuses_cashback_rule_minimum', { minimum: formatMoney(cashback.minimumClaim, cashback.iso, lng) })}</li>
        <li>{t('office_bonuses_cashback_rule_account')}</li>
        {cashback.isVisiblePromoPointsRules && <li>{t('office_bonuses_cashback_rule_points', { name: pointsName })}</li>}
        {cashback.showAdditionalCashBackTerms && <li>{t('office_bonuses_cashback_rule_additional')}</li>}
      </ul>
    </Card>
  );
}

/** One cashback programme this week: what accrued, the rules, and the claim when there is something to claim. */
export function CashbackPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts(NS);
  const kind = KIND_BY_ROUTE[routeId] ?? 'sport';
  const cashback = useBonusRead(READS.cashback(kind, lng), `/bonuses/cashback/${kind}`, parseCashback);
  return (
    <BonusPage routeId={routeId} title={t(`office_bonuses_cashback_title_${kind}`)} intro={t('office_bonuses_cashback_intro')}>
      <RemoteState status={cashback.status} error={cashback.error} onRetry={cashback.reload}>
        {cashback.data && (
          <>
            <BalanceCard balance={cashback.data.balance} lng={lng} />
            <ClaimCard cashback={cashback.data} lng={lng} />
            <Rules cashback={cashback.data} lng={lng} />
          </>
        )}
      </RemoteState>
    </BonusPage>
  );
}
