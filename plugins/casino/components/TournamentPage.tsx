import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { isLanding, useTournament } from './bonus-reads.ts';
import { GameIdList } from './GameIdList.tsx';

/** One tournament: its prize pool, dates, state and the games that count, with its leaderboard. */
export function TournamentPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const formatTime = useFormatTime();
  const id = String(params.id);
  const landing = isLanding(routeId);
  const tournament = useTournament(id, lng);
  const x = tournament.data;
  return (
    <CasinoPageFrame title={x?.name ?? t('casino_title_tournament')}>
      <RemoteState status={tournament.status} error={tournament.error} onRetry={tournament.reload}>
        {x && (
          <>
            <p className={`casino-card__state casino-card__state--${x.state}`}>{t(`casino_tournament_${x.state}`)}</p>
            <p className="casino-page__text">{t('casino_tournament_pool', { amount: formatMoney(x.prizePool, x.currency, lng) })}</p>
            <p className="casino-page__text">{t('casino_tournament_dates', { from: formatTime(x.startsAt, DATE_AND_TIME), to: formatTime(x.endsAt, DATE_AND_TIME) })}</p>
            <RouteLink to={landing ? 'landing-bonus-casino-tournament-results' : 'bonus-casino-tournament-results'} params={{ id }} className="casino-page__next">
              {t('casino_tournament_results_link', { name: x.name })}
            </RouteLink>
            <h2 className="casino-page__heading">{t('casino_tournament_games')}</h2>
            <GameIdList ids={x.gameIds} label={t('casino_tournament_games')} lng={lng} />
          </>
        )}
      </RemoteState>
      <RouteLink to={landing ? 'landing-bonus-casino-tournaments' : 'bonus-casino-tournaments'} className="casino-page__next">
        {t('casino_tournaments_all')}
      </RouteLink>
    </CasinoPageFrame>
  );
}
