import { useEffect, useState, type ReactNode } from 'react';
import { useIsHydrated, useTexts } from '@plugin-api';
import { formatDay, timeLeft } from './format.ts';

/** How often the remaining time is redrawn: it shows minutes, so twice a minute is enough. */
const REDRAW_MS = 30_000;

/**
 * Time left until a moment. The server's first screen (and the browser until it has taken that
 * screen over) shows the date itself, which both render alike; the time left follows once hydrated.
 */
export function Countdown({ label, until, lng }: { label: string; until: string; lng: string }): ReactNode {
  const { t } = useTexts('promotions');
  const hydrated = useIsHydrated();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!hydrated) return undefined;
    // A chain of timeouts rather than an interval: each one is set only once the last has drawn.
    let timer: ReturnType<typeof setTimeout>;
    const tick = (): void => {
      setNow(Date.now());
      timer = setTimeout(tick, REDRAW_MS);
    };
    tick();
    return () => clearTimeout(timer);
  }, [hydrated]);

  const left = timeLeft(until, now);
  const over = left.days + left.hours + left.minutes === 0;
  return (
    <div className="promotions-countdown">
      <p className="promotions-countdown__label">{label}</p>
      <p className="promotions-countdown__value">
        <time dateTime={until}>
          {!hydrated ? formatDay(until, lng) : over ? t('promotions_countdown_over') : t('promotions_countdown', { days: left.days, hours: left.hours, minutes: left.minutes })}
        </time>
      </p>
    </div>
  );
}
