import type { ReactNode } from 'react';
import { Field, fieldDescribedBy, formatMoney, useTexts } from '@plugin-api';

/**
 * The amount of a payment or a transfer, in the account's currency, with its range as the hint:
 * digits and a decimal separator on a phone's keyboard, nothing the browser should remember.
 */
export function AmountField(props: {
  id: string;
  currency: string;
  lng: string;
  range: { min: number; max: number };
  value: string;
  error: string | null;
  onChange(text: string): void;
}): ReactNode {
  const { id, currency, lng, range, value, error, onChange } = props;
  const { t } = useTexts('payments');
  const hint = t('payments_amount_hint', { min: formatMoney(range.min, currency, lng), max: formatMoney(range.max, currency, lng) });
  return (
    <Field id={id} label={t('payments_amount_label', { currency })} hint={hint} error={error}>
      <input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={fieldDescribedBy(id, { hint, error })}
      />
    </Field>
  );
}
