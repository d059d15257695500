import type { ReactNode } from 'react';
import { RemoteState, useRemoteData, type PageProps } from '@plugin-api';
import { GamePage } from '../GamePage.tsx';
import { parseCyberGames, type CyberType } from './answers.ts';
import { isMissing, NotFound } from './NotFound.tsx';
import { cyberTypeTarget } from './targets.ts';

/**
 * A cyber game (pageType cyber): the sports game page once the cyber API has confirmed the type,
 * discipline and championship of the path; the game itself is the game page's to find.
 */
export function CyberGame(props: PageProps): ReactNode {
  const { type, discipline, champ, section } = props.params;
  const known = type === 'real' || type === 'virtual';
  const check = useRemoteData(`cyber/${String(type)}/check/${String(discipline)}/${String(champ)}`, `/cyber/${known ? String(type) : 'real'}/games`, {
    query: { discipline: String(discipline), champ: Number(champ), section: 'live' },
    parse: parseCyberGames,
    skip: !known,
  });
  if (!known || (section !== 'live' && section !== 'line') || (check.status === 'error' && isMissing(check.error))) {
    return <NotFound next={cyberTypeTarget(known ? (type as CyberType) : 'real')} nextLabelKey="cyber_to_type" />;
  }
  return (
    <RemoteState status={check.status} error={check.error} onRetry={check.reload}>
      <GamePage {...props} />
    </RemoteState>
  );
}
