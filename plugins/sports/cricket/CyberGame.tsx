import type { ReactNode } from 'react';
import { RemoteState, useNotFoundWhen, useRemoteData, type PageProps } from '@plugin-api';
import { GamePage } from '../GamePage.tsx';
import { parseCyberGames } from './answers.ts';
import { isCyberType } from './cyber-view.ts';
import { cyberCheck } from './first-screen.ts';
import { isMissing } from './missing.ts';

/**
 * A cyber game (pageType cyber): the sports game page once the cyber API has confirmed the type,
 * discipline and championship of the path; the game itself is the game page's to find.
 */
export function CyberGame(props: PageProps): ReactNode {
  const { type, section } = props.params;
  const pathOk = isCyberType(type) && (section === 'live' || section === 'line');
  const read = cyberCheck(props.params);
  const check = useRemoteData(read.key, read.path, { query: read.query, parse: parseCyberGames, skip: !pathOk });
  const missing = !pathOk || (check.status === 'error' && isMissing(check.error));
  useNotFoundWhen(missing);
  if (missing) return null;
  return (
    <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
      <GamePage {...props} />
    </RemoteState>
  );
}
