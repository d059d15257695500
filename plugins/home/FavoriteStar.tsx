import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { FavoriteStar as Star } from '@plugin-api/favorites';

/**
 * The star of a game row, as on the line and live lists: it adds the game to the player's favorites
 * or takes it out (the favorites contract keeps them in this browser for a guest, on the server for a
 * player), so the favorites page lists it.
 */
export function FavoriteStar({ gameId, name }: { gameId: number; name: string }): ReactNode {
  const { t } = useTexts('home');
  return <Star kind="game" id={gameId} className="home-star" label={(on) => t(on ? 'home_favorite_remove' : 'home_favorite_add', { name })} />;
}
