/**
 * The time left to a draw, ticking once a second while shown. Display only: it asks nothing of the
 * server (the page reloads the lottery when the draw's sales close). It ticks with setTimeout aligned
 * to the next whole second, and not at all once the moment has passed.
 */
import { useEffect, useState } from 'react';

export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** The whole seconds left, 0 once the moment has come. */
  readonly total: number;
}

export function timeLeft(untilMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60, total };
}

/** "2:05:09" style clock text of the hours, minutes and seconds (days are said apart). */
export function clockText(left: TimeLeft): string {
  const mm = String(left.minutes).padStart(2, '0');
  const ss = String(left.seconds).padStart(2, '0');
  return left.hours > 0 ? `${left.hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The current time, re-read once a second until `untilMs` has passed; `onDone` once it has. */
export function useTimeLeft(untilMs: number, onDone?: () => void): TimeLeft {
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(untilMs, now);
  const done = left.total === 0;
  useEffect(() => {
    if (done) {
      onDone?.();
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5);
    return () => clearTimeout(timer);
    // onDone is the caller's reload; the tick follows the clock, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, done, untilMs]);
  return left;
}
