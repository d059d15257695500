import type { ReactNode } from 'react';
import { formatMoney, selectPlayerSetting, useAppSelector, useTexts } from '@plugin-api';

/** An amount of the player's money, or dots read out as hidden while the player hides their balance (office setting hide_balance). */
export function Money({ amount, iso, lng }: { amount: number; iso: string; lng: string }): ReactNode {
  const { t } = useTexts('office');
  const hidden = useAppSelector((state: unknown) => selectPlayerSetting(state, 'hide_balance'));
  if (hidden) {
    return (
      <span className="office-money--hidden" role="img" aria-label={t('office_money_hidden')}>
        ••••
      </span>
    );
  }
  return <>{formatMoney(amount, iso, lng)}</>;
}
