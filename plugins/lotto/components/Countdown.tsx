import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { clockText, useTimeLeft } from '../countdown.ts';

/**
 * The time left until `until`, ticking; `onDone` runs when it reaches zero. Screen readers get the
 * sentence once (it is not live: a second-by-second announcement would drown everything else).
 */
export function Countdown({ until, onDone, className }: { until: string; onDone?: () => void; className?: string }): ReactNode {
  const { t } = useTexts('lotto');
  const left = useTimeLeft(Date.parse(until), onDone);
  if (left.total === 0) return <span className={className}>{t('lotto_draw_closing')}</span>;
  const clock = clockText(left);
  return (
    <span className={className}>
      <time dateTime={until}>{left.days > 0 ? t('lotto_countdown_days', { count: left.days, clock }) : clock}</time>
    </span>
  );
}
