import type { ReactNode } from 'react';
import { Button, useTexts } from '@plugin-api';
import { useLiveData } from '../cricket/live-data.ts';
import { parseZoneEvents, type ZoneEvent, type ZoneEventsAnswer } from './answers.ts';

/** A live game's events move every few seconds of ours: the tracker asks as often as live prices do. */
export const ZONE_POLL_MS = 5000;

const minuteOf = (clockSec: number): number => Math.floor(clockSec / 60) + 1;

function EventText({ event, answer }: { event: ZoneEvent; answer: ZoneEventsAnswer }): ReactNode {
  const { t } = useTexts('media');
  return <>{t(`media_event_${event.kind.replace('-', '_')}`, { team: event.team === 'home' ? answer.home : answer.away })}</>;
}

/**
 * The pitch with the ball where the latest event put it and the zone it is in lit, in the attacking
 * team's colour; the moves are CSS transitions between the 5 × 3 cells (classes, no inline style).
 * The latest event is also said in words, and read out politely as it changes.
 */
export function ZoneTracker({ gameId, title }: { gameId: number; title: string }): ReactNode {
  const { t } = useTexts('media');
  const live = useLiveData(`media-zone-${gameId}`, `/media/zone/${gameId}`, { parse: parseZoneEvents, intervalMs: ZONE_POLL_MS });
  if (live.status === 'error' && !live.data) {
    return (
      <div className="zone zone--message" role="alert">
        <p>{live.error && live.error.status === 404 ? t('media_tracker_ended') : t('media_tracker_failed')}</p>
        <Button variant="secondary" onClick={live.retry}>
          {t('media_retry')}
        </Button>
      </div>
    );
  }
  const answer = live.data;
  if (!answer) {
    return (
      <p className="zone zone--message" role="status">
        {t('media_tracker_loading')}
      </p>
    );
  }
  const latest = answer.events.at(-1);
  const recent = answer.events.slice(-4).reverse();
  return (
    <figure className="zone" aria-label={t('media_tracker_label', { title })}>
      <p className="zone__score">
        <span className="zone__team zone__team--home">{answer.home}</span>
        <strong className="zone__goals">
          {answer.score.home} – {answer.score.away}
        </strong>
        <span className="zone__team zone__team--away">{answer.away}</span>
        <span className="zone__clock">{t('media_minute', { minute: minuteOf(answer.clockSec) })}</span>
      </p>
      <div className="zone__pitch" aria-hidden="true">
        <span className="zone__line zone__line--half" />
        <span className="zone__line zone__line--circle" />
        <span className="zone__box zone__box--home" />
        <span className="zone__box zone__box--away" />
        {latest && <span key={`area-${latest.id}`} className={`zone__area zone__area--c${latest.column} zone__area--r${latest.row} zone__area--${latest.team}`} />}
        {latest && <span className={`zone__ball zone__ball--c${latest.column} zone__ball--r${latest.row}${latest.kind === 'goal' ? ' zone__ball--goal' : ''}`} />}
      </div>
      <figcaption className="zone__caption" aria-live="polite">
        {latest ? (
          <>
            <span className="zone__minute">{t('media_minute', { minute: minuteOf(latest.clockSec) })}</span> <EventText event={latest} answer={answer} />
          </>
        ) : (
          t('media_tracker_waiting')
        )}
      </figcaption>
      {recent.length > 1 && (
        <ol className="zone__events" aria-label={t('media_recent_events')}>
          {recent.slice(1).map((event) => (
            <li key={event.id} className={`zone__event zone__event--${event.kind}`}>
              <span className="zone__minute">{t('media_minute', { minute: minuteOf(event.clockSec) })}</span> <EventText event={event} answer={answer} />
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
