import type { ReactNode } from 'react';
import { RemoteState, useTexts, type PageProps } from '@plugin-api';
import type { TournamentState } from '../model.ts';
import { CasinoPageFrame } from './CasinoPageFrame.tsx';
import { BonusNav } from './BonusCasinoPage.tsx';
import { isLanding, useTournaments } from './bonus-reads.ts';
import { TournamentCard } from './TournamentCard.tsx';

const STATES: readonly TournamentState[] = ['running', 'upcoming', 'finished'];

/** Every tournament, by state: running first, then upcoming, then finished. */
export function TournamentsPage({ routeId, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  const landing = isLanding(routeId);
  const tournaments = useTournaments(lng);
  return (
    <CasinoPageFrame title={t('casino_title_tournaments')}>
      <BonusNav landing={landing} />
      <RemoteState status={tournaments.status} error={tournaments.error} onRetry={tournaments.reload} isEmpty={tournaments.data?.length === 0} empty={<p>{t('casino_tournaments_none')}</p>}>
        {STATES.map((state) => {
          const list = (tournaments.data ?? []).filter((x) => x.state === state);
          if (list.length === 0) return null;
          return (
            <div key={state}>
              <h2 className="casino-page__heading">{t(`casino_tournaments_${state}`)}</h2>
              <ul className="casino-cards">
                {list.map((x) => (
                  <TournamentCard key={x.id} tournament={x} lng={lng} landing={landing} />
                ))}
              </ul>
            </div>
          );
        })}
      </RemoteState>
    </CasinoPageFrame>
  );
}
