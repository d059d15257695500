/**
 * The deposit and withdrawal form: a method of the cashier's list, the amount checked as it is
 * typed against that method's range (and the balance, for a withdrawal). The server has the last
 * word: its refusal is shown above the button and nothing the player typed is lost. Once the
 * server took the payment the balances are reloaded and the player goes to the provider's result page.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, formatMoney, useApiAction, useTexts } from '@plugin-api';
import type { PaymentKind, PaymentMethodsAnswer, PaymentResultAnswer } from '../schemas.ts';
import { parsePaymentResult } from '../answers.ts';
import { checkAmount, type AmountProblem } from '../amount.ts';
import { HISTORY_KEY, methodsKey } from '../keys.ts';
import { useFollowPaymentResult } from './payment-result.ts';
import { AmountField } from './AmountField.tsx';

export const PAYMENT_PATHS: Readonly<Record<PaymentKind, string>> = { deposit: '/payments/deposit', withdrawal: '/payments/withdrawal' };

function problemText(t: (key: string, values?: Record<string, unknown>) => string, problem: AmountProblem, currency: string, lng: string): string {
  switch (problem.key) {
    case 'payments_amount_decimals':
      return t(problem.key, { digits: problem.digits });
    case 'payments_amount_below_min':
      return t(problem.key, { amount: formatMoney(problem.min, currency, lng) });
    case 'payments_amount_above_max':
      return t(problem.key, { amount: formatMoney(problem.max, currency, lng) });
    case 'payments_amount_above_balance':
      return t(problem.key, { amount: formatMoney(problem.balance, currency, lng) });
    default:
      return t(problem.key);
  }
}

export function PaymentForm({ kind, cashier, lng }: { kind: PaymentKind; cashier: PaymentMethodsAnswer; lng: string }): ReactNode {
  const { t } = useTexts('payments');
  const id = useId();
  const action = useApiAction<PaymentResultAnswer>(`payments/${kind}`, { parse: parsePaymentResult, invalidates: [methodsKey('deposit'), methodsKey('withdrawal'), HISTORY_KEY] });
  const [methodId, setMethodId] = useState(cashier.methods[0]?.id ?? '');
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { reset, status } = action;
  useFollowPaymentResult(action);

  const method = cashier.methods.find((m) => m.id === methodId) ?? cashier.methods[0];
  if (!method) return null;
  const currency = cashier.currency;
  const check = checkAmount(amountText, { currency, min: method.min, max: method.max, ...(kind === 'withdrawal' ? { balance: cashier.balance } : {}) });
  // As typed: a problem shows once there is something to judge, or after a send was tried.
  const shownProblem = !check.ok && (submitted || amountText.trim() !== '') ? problemText(t, check.problem, currency, lng) : null;
  const sending = status === 'sending';
  const amountId = `${id}-amount`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || sending) return;
    action.send('POST', PAYMENT_PATHS[kind], { methodId: method.id, amount: check.amount });
  };

  return (
    <form className="payments-form" noValidate onSubmit={submit} aria-busy={sending}>
      <fieldset className="payments-methods">
        <legend className="payments-methods__legend">{t('payments_method_label')}</legend>
        {cashier.methods.map((m) => (
          <label key={m.id} className={`payments-method${m.id === method.id ? ' payments-method--chosen' : ''}`}>
            <input type="radio" name={`${id}-method`} value={m.id} checked={m.id === method.id} onChange={() => setMethodId(m.id)} />
            <span className="payments-method__text">
              <span className="payments-method__title">{m.title}</span>
              <span className="payments-method__description">{m.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        id={amountId}
        currency={currency}
        lng={lng}
        range={method}
        value={amountText}
        error={shownProblem}
        onChange={(text) => {
          setAmountText(text);
          if (status === 'failed') reset();
        }}
      />
      {status === 'failed' && action.error && (
        <p className="payments-form__refusal" role="alert">
          {action.error.status >= 400 && action.error.status < 500 ? action.error.message : t('payments_send_failed')}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? t('payments_sending') : t(kind === 'deposit' ? 'payments_deposit_submit' : 'payments_withdrawal_submit')}
      </Button>
    </form>
  );
}
