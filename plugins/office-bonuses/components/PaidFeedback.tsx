import type { ReactNode } from 'react';
import { formatMoney, useTexts, type ApiAction } from '@plugin-api';
import type { BonusActionAnswer } from '../schemas.ts';
import { formatPoints, formatReward } from '../format.ts';
import { NS } from '../hooks.ts';
import { ActionFeedback } from './ActionFeedback.tsx';

/** An action that paid something: what it paid and the balance after, or why it was refused. */
export function PaidFeedback({ action, lng }: { action: ApiAction<BonusActionAnswer>; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const answer = action.data;
  const done = answer ? (
    <>
      {answer.reward && t('office_bonuses_paid', { reward: formatReward(t, answer.reward, lng) })}{' '}
      {t('office_bonuses_balance_after', { money: formatMoney(answer.balance.money, answer.balance.iso, lng), points: formatPoints(t, answer.balance.points, lng) })}
    </>
  ) : null;
  return <ActionFeedback action={action} done={done} />;
}
