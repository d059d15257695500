/**
 * A withdrawal still being checked can be taken back from the history: the server returns the
 * money and the player lands on the provider's "cancelled" page. A refusal (it was paid out
 * meanwhile) shows the server's words under the row.
 */
import type { ReactNode } from 'react';
import { Button, useApiAction, useTexts } from '@plugin-api';
import type { PaymentResultAnswer } from '../schemas.ts';
import { parsePaymentResult } from '../answers.ts';
import { HISTORY_KEY, methodsKey } from '../keys.ts';
import { useFollowPaymentResult } from './payment-result.ts';

export function CancelWithdrawal({ paymentId }: { paymentId: number }): ReactNode {
  const { t } = useTexts('payments');
  const action = useApiAction<PaymentResultAnswer>(`payments/cancel/${paymentId}`, {
    parse: parsePaymentResult,
    invalidates: [HISTORY_KEY, methodsKey('deposit'), methodsKey('withdrawal')],
  });
  useFollowPaymentResult(action);
  const sending = action.status === 'sending';
  return (
    <div className="payments-row__action">
      <Button variant="ghost" disabled={sending} onClick={() => action.send('POST', `/payments/${paymentId}/cancel`)}>
        {sending ? t('payments_sending') : t('payments_cancel_withdrawal', { id: paymentId })}
      </Button>
      {action.status === 'failed' && action.error && (
        <p className="payments-form__refusal" role="alert">
          {action.error.status >= 400 && action.error.status < 500 ? action.error.message : t('payments_send_failed')}
        </p>
      )}
    </div>
  );
}
