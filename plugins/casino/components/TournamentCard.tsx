import type { ReactNode } from 'react';
import { formatMoney, RouteLink, useTexts, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import type { Tournament } from '../model.ts';

/** A tournament in a list: name (to its page), state, prize pool and dates, and its leaderboard once it runs. */
export function TournamentCard({ tournament, lng, landing, level = 3 }: { tournament: Tournament; lng: string; landing: boolean; level?: 2 | 3 }): ReactNode {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTexts('casino');
  const formatTime = useFormatTime();
  const params = { id: tournament.id };
  return (
    <li className="card casino-card">
      <Heading className="casino-card__title">
        <RouteLink to={landing ? 'landing-bonus-casino-tournament' : 'bonus-casino-tournament'} params={params} className="casino-card__link">
          {tournament.name}
        </RouteLink>
      </Heading>
      <p className={`casino-card__state casino-card__state--${tournament.state}`}>{t(`casino_tournament_${tournament.state}`)}</p>
      <p className="casino-card__text">{t('casino_tournament_pool', { amount: formatMoney(tournament.prizePool, tournament.currency, lng) })}</p>
      <p className="casino-card__text">{t('casino_tournament_dates', { from: formatTime(tournament.startsAt, DATE_AND_TIME), to: formatTime(tournament.endsAt, DATE_AND_TIME) })}</p>
      {tournament.state !== 'upcoming' && (
        <RouteLink to={landing ? 'landing-bonus-casino-tournament-results' : 'bonus-casino-tournament-results'} params={params} className="casino-page__next">
          {t('casino_tournament_results_link', { name: tournament.name })}
        </RouteLink>
      )}
    </li>
  );
}
