import type { ReactNode } from 'react';
import { RemoteState, RouteLink } from '@plugin-api';
import type { parseCricketEvents } from './answers.ts';
import { useCricketFavorites } from './favorites.ts';
import { GameGroups } from './GameCard.tsx';
import type { LiveData } from './live-data.ts';
import { cricketChampTarget, cricketGameTarget } from './targets.ts';

/** A live list of cricket games by championship, with its loading, error and empty states. */
export function EventGroups({ events, empty }: { events: LiveData<ReturnType<typeof parseCricketEvents>>; empty: ReactNode }): ReactNode {
  const favorites = useCricketFavorites();
  return (
    <RemoteState status={events.status} error={events.error} onRetry={events.retry} isEmpty={events.data?.games.length === 0} empty={empty}>
      {events.data && (
        <GameGroups
          games={events.data.games}
          targetOf={cricketGameTarget}
          favorites={favorites}
          titleOf={(group) => <RouteLink {...cricketChampTarget(group.id)}>{group.name}</RouteLink>}
        />
      )}
    </RemoteState>
  );
}
