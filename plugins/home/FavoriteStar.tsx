import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { useFavorites } from '@plugin-api/favorites';

/**
 * The star of a game row, as on the line and live lists: it adds the game to the player's favorites
 * or takes it out (the favorites contract keeps them in this browser for a guest, on the server for a
 * player), so the favorites page lists it.
 */
export function FavoriteStar({ gameId, name }: { gameId: number; name: string }): ReactNode {
  const { t } = useTexts('home');
  const favorites = useFavorites();
  const on = favorites.isFavorite('game', gameId);
  return (
    <button
      type="button"
      className={`home-star${on ? ' home-star--on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'home_favorite_remove' : 'home_favorite_add', { name })}
      onClick={() => favorites.toggle('game', gameId)}
    >
      <svg className="home-star__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6-4.5-4.2 6.1-.7z" />
      </svg>
    </button>
  );
}
