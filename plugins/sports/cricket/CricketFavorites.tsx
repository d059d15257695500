import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import { parseCricketEvents } from './answers.ts';
import { CricketFrame } from './CricketFrame.tsx';
import { useCricketFavorites } from './favorites.ts';
import { EventGroups } from './EventGroups.tsx';
import { useLiveData } from './live-data.ts';
import { MIXED_POLL_MS } from './targets.ts';

function FollowedGames({ champIds, gameIds }: { champIds: readonly number[]; gameIds: readonly number[] }): ReactNode {
  const { t } = useTexts('cricket');
  const query = { champs: [...champIds].sort((a, b) => a - b).join(','), games: [...gameIds].sort((a, b) => a - b).join(',') };
  const events = useLiveData(`cricket/favorite-events/${query.champs}/${query.games}`, '/cricket/favorite-events', { query, parse: parseCricketEvents, intervalMs: MIXED_POLL_MS });
  return (
    <EventGroups
      events={events}
      empty={
        <>
          <p>{t('cricket_favorites_no_games')}</p>
          <RouteLink to="cricket-all-events" className="cricket-next">
            {t('cricket_see_all_events')}
          </RouteLink>
        </>
      }
    />
  );
}

/** The games of the championships and the games the visitor follows. */
export function CricketFavorites(): ReactNode {
  const { t } = useTexts('cricket');
  const favorites = useCricketFavorites();
  const none = favorites.champIds.length === 0 && favorites.gameIds.length === 0;
  return (
    <CricketFrame title={t('cricket_favorites')}>
      {!favorites.ready ? (
        <p className="remote-state" role="status">
          {t('cricket_loading')}
        </p>
      ) : none ? (
        <div className="remote-state remote-state--empty">
          <p>{t('cricket_favorites_empty')}</p>
          <RouteLink to="cricket-all-champs" className="cricket-next">
            {t('cricket_see_champs')}
          </RouteLink>
        </div>
      ) : (
        <FollowedGames champIds={favorites.champIds} gameIds={favorites.gameIds} />
      )}
    </CricketFrame>
  );
}
