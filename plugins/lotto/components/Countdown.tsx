import type { ReactNode } from 'react';
import { useIsHydrated, useTexts } from '@plugin-api';
import { clockText, useTimeLeft } from '../countdown.ts';
import { formatDrawTime } from '../format.ts';

function Ticking({ until, onDone, className }: { until: string; onDone?: () => void; className?: string }): ReactNode {
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

/**
 * The time left until `until`, ticking; `onDone` runs when it reaches zero. The server's markup (and
 * the browser taking it over) shows the moment itself, which both sides agree on; the clock starts
 * once the page is the browser's. Not a live region: an announcement every second would drown
 * everything else.
 */
export function Countdown({ until, onDone, className, lng }: { until: string; onDone?: () => void; className?: string; lng: string }): ReactNode {
  const hydrated = useIsHydrated();
  if (!hydrated) {
    return (
      <span className={className}>
        <time dateTime={until}>{formatDrawTime(until, lng)}</time>
      </span>
    );
  }
  return <Ticking until={until} onDone={onDone} className={className} />;
}
