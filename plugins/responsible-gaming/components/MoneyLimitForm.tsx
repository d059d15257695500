/**
 * Setting a money limit (deposit, wagering, loss): the amount is checked as it is typed, and the form
 * says before sending whether the change applies at once (lower) or waits (higher), and how long.
 */
import { useState, type ReactNode } from 'react';
import { Button, Field, fieldDescribedBy, useAppDispatch, useAppSelector } from '@plugin-api';
import { NO_LIMIT_VALUE, activeOf, dueAt, isNoLimit } from '@plugin-api/limit-rules';
import type { Limit } from '../model.ts';
import { limitSaveRequested, selectSending, sendingReset } from '../state/slice.ts';
import { SendOutcome } from './SendOutcome.tsx';
import type { LimitContext } from './useLimitContext.ts';

const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

export function amountProblem(text: string): 'responsible_gaming_amount_required' | 'responsible_gaming_amount_invalid' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'responsible_gaming_amount_required';
  if (!AMOUNT.test(trimmed) || Number(trimmed.replace(',', '.')) <= 0) return 'responsible_gaming_amount_invalid';
  return null;
}

export function MoneyLimitForm({ limitType, list, ctx, label }: { limitType: number; list: readonly Limit[]; ctx: LimitContext; label: string }): ReactNode {
  const { t, rules, now } = ctx;
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectSending);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const formKey = `limit-${limitType}`;
  const id = `rg-amount-${limitType}`;
  const problem = amountProblem(text);
  const active = activeOf(list, limitType);
  const value = problem ? null : Number(text.trim().replace(',', '.'));
  const current = active && !isNoLimit(active.limitValue) ? active.limitValue : null;
  const waitHours = Math.ceil((dueAt(active, now, rules) - now) / 3600);

  let hint: string = t('responsible_gaming_amount_hint');
  if (value !== null && current !== null && value > current) {
    hint = t(rules.needsApproval ? 'responsible_gaming_increase_hint_confirm' : 'responsible_gaming_increase_hint', { count: waitHours });
  } else if (value !== null && (current === null || value < current)) hint = t('responsible_gaming_decrease_hint');
  const error = touched && problem ? t(problem) : null;
  const busy = sending.status === 'sending' && sending.key === formKey;

  const send = (limitValue: number) => dispatch(limitSaveRequested({ key: formKey, changes: [{ limitType, limitValue }] }));

  return (
    <form
      className="rg-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (value !== null) send(value);
      }}
    >
      <Field id={id} label={label} hint={hint} error={error}>
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { hint, error })}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
            if (sending.key === formKey && sending.status !== 'sending') dispatch(sendingReset());
          }}
        />
      </Field>
      <div className="rg-form__actions">
        <Button type="submit" disabled={busy}>
          {t('responsible_gaming_save')}
        </Button>
        {current !== null && (
          <Button variant="secondary" disabled={busy} onClick={() => send(NO_LIMIT_VALUE)}>
            {t('responsible_gaming_remove_limit')}
          </Button>
        )}
      </div>
      <SendOutcome formKey={formKey} ctx={ctx} />
    </form>
  );
}
