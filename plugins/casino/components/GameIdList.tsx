import type { ReactNode } from 'react';
import { useRemoteData } from '@plugin-api';
import { parseGame } from '../model.ts';
import { useFavorites } from './favorites.ts';
import { GameTile, SkeletonTile } from './GameTile.tsx';

/**
 * A short list of games known by id (favorites, a landing's or a tournament's games): each tile reads
 * its game, shared with the game page's read; a game the region does not offer is left out.
 */
export function GameIdList({ ids, label, lng }: { ids: readonly number[]; label: string; lng: string }): ReactNode {
  return (
    <ul className="casino-grid__list casino-grid__list--short" aria-label={label}>
      {ids.map((id) => (
        <GameById key={id} id={id} lng={lng} />
      ))}
    </ul>
  );
}

function GameById({ id, lng }: { id: number; lng: string }): ReactNode {
  const game = useRemoteData(`casino/game/${id}/${lng}`, `/casino/games/${id}`, { parse: parseGame });
  const favorites = useFavorites();
  if (game.status === 'loading') return <SkeletonTile />;
  if (!game.data) return null;
  return <GameTile game={game.data} favorite={favorites.enabled ? favorites.isFavorite(id) : undefined} onToggleFavorite={favorites.toggle} />;
}

/** Games as the API lists them (recommended, recently played). */
export function GameList({ games, label }: { games: readonly Parameters<typeof GameTile>[0]['game'][]; label: string }): ReactNode {
  const favorites = useFavorites();
  return (
    <ul className="casino-grid__list casino-grid__list--short" aria-label={label}>
      {games.map((game) => (
        <GameTile key={game.id} game={game} favorite={favorites.enabled ? favorites.isFavorite(game.id) : undefined} onToggleFavorite={favorites.toggle} />
      ))}
    </ul>
  );
}
