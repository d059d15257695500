import type { ReactNode } from 'react';
import { RemoteState, useRemoteData, type PageProps } from '@plugin-api';
import { GamePage } from '../GamePage.tsx';
import { parseGameAnswer } from './answers.ts';
import { isMissing, NotFound } from './NotFound.tsx';

/**
 * A cricket game: the sports game page (every market, polled while open) once the cricket API has
 * said the id is a cricket game; any other id shows the not-found state.
 */
export function CricketGame(props: PageProps): ReactNode {
  const gameId = Number(props.params.game);
  const check = useRemoteData(`cricket/game/${gameId}`, `/cricket/games/${gameId}`, { parse: parseGameAnswer });
  if (check.status === 'error' && isMissing(check.error)) return <NotFound next={{ to: 'cricket-all-events' }} nextLabelKey="cricket_see_all_events" />;
  return (
    <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
      <GamePage {...props} />
    </RemoteState>
  );
}
