import { useId, type ReactNode } from 'react';
import { formatMoney, useTexts } from '@plugin-api';
import { NS } from '../hooks.ts';

/** Wagered of required, as a bar and in words (the words name the bar for screen readers). */
export function WagerProgress({ wagered, required, iso, lng }: { wagered: number; required: number; iso: string; lng: string }): ReactNode {
  const { t } = useTexts(NS);
  const id = useId();
  const done = Math.min(wagered, required);
  return (
    <div className="office-bonuses__progress">
      <progress value={done} max={required > 0 ? required : 1} aria-labelledby={id} />
      <p id={id} className="office-bonuses__muted">
        {t('office_bonuses_wagered_of', { wagered: formatMoney(wagered, iso, lng), required: formatMoney(required, iso, lng) })}
      </p>
    </div>
  );
}
