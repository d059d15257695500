import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, useTexts, type PageProps } from '@plugin-api';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { isLanding, useResults, useTournament } from './bonus-reads.ts';

/** A tournament's leaderboard: place, masked player, points and prize. */
export function TournamentResultsPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const id = String(params.id);
  const landing = isLanding(routeId);
  const tournament = useTournament(id, lng);
  const results = useResults(id, lng);
  const name = tournament.data?.name;
  const rows = results.data?.leaderboard ?? [];
  return (
    <CasinoPageFrame title={name ? t('casino_results_title', { name }) : t('casino_title_results')}>
      <RemoteState
        status={results.status}
        error={results.error}
        onRetry={results.reload}
        isEmpty={rows.length === 0}
        empty={<p>{results.data?.state === 'upcoming' ? t('casino_results_not_started') : t('casino_results_none')}</p>}
      >
        <table className="casino-table">
          <caption className="casino-table__caption">{results.data?.state === 'finished' ? t('casino_results_final') : t('casino_results_live')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('casino_results_place')}</th>
              <th scope="col">{t('casino_results_player')}</th>
              <th scope="col">{t('casino_results_points')}</th>
              <th scope="col">{t('casino_results_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.place}>
                <td>{row.place}</td>
                <td>{row.player}</td>
                <td>{row.points}</td>
                <td>{row.prize === null ? t('casino_results_no_prize') : formatMoney(row.prize, results.data?.currency ?? 'USD', lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </RemoteState>
      <RouteLink to={landing ? 'landing-bonus-casino-tournament' : 'bonus-casino-tournament'} params={{ id }} className="casino-page__next">
        {t('casino_results_back')}
      </RouteLink>
    </CasinoPageFrame>
  );
}
