/** Setting a limit from a list of choices (session hours, reality-check minutes, time-out days). */
import { useState, type ReactNode } from 'react';
import { Button, Field, useAppDispatch, useAppSelector } from '@plugin-api';
import { activeOf } from '@plugin-api/limit-rules';
import type { Limit } from '../model.ts';
import { limitSaveRequested, selectSending, sendingReset } from '../state/slice.ts';
import { formatValue } from './format.ts';
import { SendOutcome } from './SendOutcome.tsx';
import type { LimitContext } from './useLimitContext.ts';

export interface ChoiceLimitFormProps {
  limitType: number;
  list: readonly Limit[];
  ctx: LimitContext;
  label: string;
  /** The values offered; `offLabel` names the value that turns the limit off, if any. */
  choices: readonly number[];
  measure: Limit['measure'];
  off?: { value: number; label: string };
  submitLabel: string;
  hint?: string;
  /** Locked while an exclusion runs: the form is replaced by why. */
  locked?: boolean;
}

export function ChoiceLimitForm({ limitType, list, ctx, label, choices, measure, off, submitLabel, hint, locked = false }: ChoiceLimitFormProps): ReactNode {
  const { t, lng, iso } = ctx;
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectSending);
  const active = activeOf(list, limitType);
  const [value, setValue] = useState<number>(() => active?.limitValue ?? choices.find((c) => c !== off?.value) ?? choices[0] ?? 0);
  const formKey = `limit-${limitType}`;
  const id = `rg-choice-${limitType}`;
  const busy = sending.status === 'sending' && sending.key === formKey;
  if (locked) return <SendOutcome formKey={formKey} ctx={ctx} />;

  return (
    <form
      className="rg-form"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(limitSaveRequested({ key: formKey, changes: [{ limitType, limitValue: value }] }));
      }}
    >
      <Field id={id} label={label} hint={hint}>
        <select
          id={id}
          className="input"
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setValue(Number(event.target.value));
            if (sending.key === formKey && sending.status !== 'sending') dispatch(sendingReset());
          }}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice === off?.value ? off.label : formatValue(t, measure, choice, iso, lng)}
            </option>
          ))}
        </select>
      </Field>
      <div className="rg-form__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
      <SendOutcome formKey={formKey} ctx={ctx} />
    </form>
  );
}
