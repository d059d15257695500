import type { ReactNode } from 'react';
import { RemoteState, useNotFoundWhen, useRemoteData, type PageProps } from '@plugin-api';
import { GamePage } from '../GamePage.tsx';
import { parseGameAnswer } from './answers.ts';
import { cricketGameKey } from './first-screen.ts';
import { isMissing } from './missing.ts';

/**
 * A cricket game: the sports game page (every market, polled while open) once the cricket API has
 * said the id is a cricket game; any other id shows the site's not-found page.
 */
export function CricketGame(props: PageProps): ReactNode {
  const gameId = Number(props.params.game);
  const check = useRemoteData(cricketGameKey(gameId), `/cricket/games/${gameId}`, { parse: parseGameAnswer });
  const missing = check.status === 'error' && isMissing(check.error);
  useNotFoundWhen(missing);
  if (missing) return null;
  return (
    <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
      <GamePage {...props} />
    </RemoteState>
  );
}
