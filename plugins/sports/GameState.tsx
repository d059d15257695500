import { memo, type ReactNode } from 'react';
import { useAppSelector, useFormatTime, useTexts } from '@plugin-api';
import { sameFields, selectGameFace, type GameFace } from './slice.ts';
import type { Translate } from './texts.ts';

/** The match clock: football by the minute, other sports by period, set or map. */
function clock(t: Translate, face: GameFace): string {
  if (face.minute !== null) return t('sports_clock_minute', { minute: face.minute });
  if (face.period === null) return '';
  return t(`sports_period_${face.sport}`, { period: face.period, defaultValue: t('sports_period', { period: face.period }) });
}

/**
 * Score and clock of a live game, the result of a finished one, the start time of a line game.
 * It selects what it shows at the resolution it shows it, so a clock that moved by seconds does not
 * re-render it.
 */
export const GameState = memo(function GameState({ gameId }: { gameId: number }): ReactNode {
  const { t } = useTexts('sports');
  const face = useAppSelector((state) => selectGameFace(state, gameId), sameFields);
  // The chosen zone and clock; without a chosen zone, UTC until the browser has taken the page over.
  const formatTime = useFormatTime();
  if (!face) return null;
  if (face.phase === 'line') {
    return (
      <span className="game-state">
        <time className="game-state__start" dateTime={new Date(face.startAt).toISOString()}>
          {formatTime(face.startAt)}
        </time>
      </span>
    );
  }
  const live = face.phase === 'live';
  return (
    <span className={`game-state ${live ? 'game-state--live' : 'game-state--finished'}`}>
      <span className="game-state__score" aria-label={t('sports_score_label', { home: face.home, away: face.away })}>
        {t('sports_score', { home: face.home, away: face.away })}
      </span>
      <span className="game-state__clock">{live ? clock(t, face) : t('sports_finished')}</span>
    </span>
  );
});
