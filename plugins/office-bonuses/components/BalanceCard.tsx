import type { ReactNode } from 'react';
import { Card, formatMoney, useTexts } from '@plugin-api';
import type { BonusBalance } from '../schemas.ts';
import { formatPoints } from '../format.ts';
import { NS } from '../hooks.ts';

/** The bonus account and the loyalty points: what every claim or exchange changes. */
export function BalanceCard({ balance, lng }: { balance: BonusBalance; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  return (
    <Card className="office-bonuses__balance" aria-labelledby="office-bonuses-balance-title">
      <h2 className="section-title" id="office-bonuses-balance-title">
        {t('office_bonuses_balance_title')}
      </h2>
      <dl className="office-bonuses__facts">
        <div>
          <dt>{t('office_bonuses_balance_money')}</dt>
          <dd data-testid="bonus-money">{formatMoney(balance.money, balance.iso, lng)}</dd>
        </div>
        <div>
          <dt>{t('office_bonuses_balance_points')}</dt>
          <dd data-testid="bonus-points">{formatPoints(t, balance.points, lng)}</dd>
        </div>
      </dl>
    </Card>
  );
}
