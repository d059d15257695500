import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import type { CricketChamp } from './answers.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import type { Favorites } from './favorites.ts';
import { cricketChampTarget } from './targets.ts';

/** Cricket championships with their live and coming game counts, each followable. */
export function ChampList({ champs, favorites }: { champs: readonly CricketChamp[]; favorites: Favorites }): ReactNode {
  const { t } = useTexts('cricket');
  return (
    <ul className="cricket-champs">
      {champs.map((champ) => (
        <li key={champ.id} className="cricket-champ">
          <RouteLink {...cricketChampTarget(champ.id)} className="cricket-champ__link">
            <span className="cricket-champ__name">{champ.name}</span>
            <span className="cricket-champ__counts">{t('cricket_champ_counts', { live: champ.live, line: champ.line })}</span>
          </RouteLink>
          <FavoriteToggle on={favorites.champIds.includes(champ.id)} label={t('cricket_follow_champ', { name: champ.name })} onToggle={() => favorites.toggleChamp(champ.id)} />
        </li>
      ))}
    </ul>
  );
}
