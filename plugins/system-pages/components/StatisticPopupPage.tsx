/**
 * statisticpopup/*: the statistics window of a game (statisticpopup/game/<id>): the sides, the
 * championship and the state of the game, the two sides' latest meetings and each side's latest
 * results. Any other address under it, or a game the feed does not publish, is the site's 404.
 */
import { useId, type ReactNode } from 'react';
import { RemoteState, useNotFoundWhen, useRemoteData, useTexts, type PageProps, useFormatTime } from '@plugin-api';
import { formatDate, readStatistics, SYSTEM_DATE_TIME, type GameResult } from '../answers.ts';
import { statisticGameIdOf, statisticsKey, statisticsPath } from '../statistics-address.ts';


function Results({ title, results, lng, empty }: { title: string; results: readonly GameResult[]; lng: string; empty: string }): ReactNode {
  const { t } = useTexts('system');
  return (
    <section className="system-stats__block">
      <h2 className="system-page__subtitle">{title}</h2>
      {results.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="system-list">
          {results.map((r) => (
            <li key={r.id} className="system-list__item">
              <span className="system-list__name">{t('system_stats_result', { home: r.home, away: r.away, homeScore: r.home_score, awayScore: r.away_score })}</span>
              <span className="system-list__meta">{formatDate(r.start_at, lng)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GameStatistics({ gameId, lng }: { gameId: number; lng: string }): ReactNode {
  const { t } = useTexts('system');
  const formatTime = useFormatTime();
  const titleId = useId();
  const stats = useRemoteData(statisticsKey(gameId), statisticsPath(gameId), { parse: readStatistics });
  useNotFoundWhen(stats.status === 'error' && stats.error?.status === 404);
  const game = stats.data?.game;
  return (
    <section className="system-page system-page--wide system-stats" aria-labelledby={titleId}>
      <h1 id={titleId}>{game ? t('system_stats_title_game', { home: game.home, away: game.away }) : t('system_stats_title')}</h1>
      <RemoteState status={stats.status} error={stats.error} onRetry={stats.reload}>
        {stats.data && game && (
          <>
            <p className="system-stats__meta">
              {game.sport} · {game.champ}
            </p>
            <p className="system-stats__state">
              {game.status === 'line'
                ? t('system_stats_starts', { time: formatTime(game.start_at, SYSTEM_DATE_TIME) })
                : t(game.status === 'live' ? 'system_stats_live' : 'system_stats_finished', { score: game.score ?? '' })}
            </p>
            <Results title={t('system_stats_meetings')} results={stats.data.meetings} lng={lng} empty={t('system_stats_no_meetings')} />
            <Results title={t('system_stats_form', { team: game.home })} results={stats.data.home_form} lng={lng} empty={t('system_stats_no_results')} />
            <Results title={t('system_stats_form', { team: game.away })} results={stats.data.away_form} lng={lng} empty={t('system_stats_no_results')} />
          </>
        )}
      </RemoteState>
    </section>
  );
}

export function StatisticPopupPage({ params, lng }: PageProps): ReactNode {
  const gameId = statisticGameIdOf(params['*']);
  useNotFoundWhen(gameId === null);
  return gameId === null ? null : <GameStatistics gameId={gameId} lng={lng} />;
}
