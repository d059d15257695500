import type { ReactNode } from 'react';

/** An on/off switch with its label; the whole row is the touch target. */
export function Toggle({ id, label, checked, busy, onChange }: { id: string; label: ReactNode; checked: boolean; busy?: boolean; onChange: (value: boolean) => void }): ReactNode {
  return (
    <label className="office-toggle" htmlFor={id}>
      <span className="office-toggle__label">{label}</span>
      <input id={id} className="office-toggle__input" type="checkbox" role="switch" checked={checked} aria-busy={busy || undefined} onChange={(e) => onChange(e.target.checked)} />
      <span className="office-toggle__track" aria-hidden="true" />
    </label>
  );
}
