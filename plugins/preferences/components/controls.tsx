import type { ReactNode } from 'react';

export interface Choice<T> {
  value: T;
  label: string;
}

/**
 * A group of radio buttons under a legend: each whole row is the touch target, the choice applies
 * as soon as it is made (nothing to submit, so nothing typed can be lost).
 */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  disabled?: boolean;
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}): ReactNode {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="preferences-group" aria-describedby={hintId} disabled={disabled}>
      <legend className="preferences-group__legend">{legend}</legend>
      {hint && (
        <p className="preferences-group__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="preferences-group__choices">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <label key={choice.value} className="preferences-choice" htmlFor={id}>
              <input id={id} type="radio" name={name} checked={choice.value === value} onChange={() => onChange(choice.value)} />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** An on/off switch with its label (and an optional hint); the whole row is the touch target. */
export function Switch({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}): ReactNode {
  return (
    <div className="preferences-switch">
      <label className="preferences-switch__row" htmlFor={id}>
        <span>{label}</span>
        <input id={id} type="checkbox" role="switch" checked={checked} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.checked)} />
      </label>
      {hint && (
        <p className="preferences-group__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
