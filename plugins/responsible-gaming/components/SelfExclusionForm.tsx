/** Self-exclusion: a length and a reason, with the warning that it cannot be undone. */
import { useState, type ReactNode } from 'react';
import { Button, Field, useAppDispatch, useAppSelector } from '@plugin-api';
import type { SelfExcludeReason } from '../model.ts';
import { selectSending, selfExclusionRequested, sendingReset } from '../state/slice.ts';
import { formatValue } from './format.ts';
import { SendOutcome } from './SendOutcome.tsx';
import type { LimitContext } from './useLimitContext.ts';

export const SELF_EXCLUSION_FORM = 'self-exclusion';

export function SelfExclusionForm({ days, reasons, ctx }: { days: readonly number[]; reasons: readonly SelfExcludeReason[]; ctx: LimitContext }): ReactNode {
  const { t, lng, iso } = ctx;
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectSending);
  const [length, setLength] = useState(days[0] ?? 0);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const busy = sending.status === 'sending' && sending.key === SELF_EXCLUSION_FORM;
  const reasonError = touched && reasonId === null ? t('responsible_gaming_reason_required') : null;
  const reset = () => {
    if (sending.key === SELF_EXCLUSION_FORM && sending.status !== 'sending') dispatch(sendingReset());
  };

  return (
    <form
      className="rg-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (reasonId !== null) dispatch(selfExclusionRequested({ key: SELF_EXCLUSION_FORM, days: length, reasonId }));
      }}
    >
      <p className="rg-warning" id="rg-self-exclusion-warning">
        {t('responsible_gaming_self_exclusion_warning')}
      </p>
      <Field id="rg-self-exclusion-days" label={t('responsible_gaming_self_exclusion_length')}>
        <select
          id="rg-self-exclusion-days"
          className="input"
          value={length}
          onChange={(event) => {
            setLength(Number(event.target.value));
            reset();
          }}
        >
          {days.map((d) => (
            <option key={d} value={d}>
              {formatValue(t, 'days', d, iso, lng)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="rg-self-exclusion-reason" label={t('responsible_gaming_self_exclusion_reason')} error={reasonError}>
        <select
          id="rg-self-exclusion-reason"
          className="input"
          value={reasonId ?? ''}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'rg-self-exclusion-reason-error' : undefined}
          onChange={(event) => {
            setReasonId(event.target.value === '' ? null : Number(event.target.value));
            setTouched(true);
            reset();
          }}
        >
          <option value="">{t('responsible_gaming_choose_reason')}</option>
          {reasons.map((r) => (
            <option key={r.id} value={r.id}>
              {r.selfExcludeReason}
            </option>
          ))}
        </select>
      </Field>
      <div className="rg-form__actions">
        <Button type="submit" variant="primary" className="rg-danger" disabled={busy} aria-describedby="rg-self-exclusion-warning">
          {t('responsible_gaming_self_exclude')}
        </Button>
      </div>
      <SendOutcome formKey={SELF_EXCLUSION_FORM} ctx={ctx} />
    </form>
  );
}
