import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { useFavorites, type FavoriteKind } from '@plugin-api/favorites';

/** A star that adds a game or championship to the favorites, or takes it out; its name says which and what. */
export function FavoriteButton({ kind, id, name }: { kind: FavoriteKind; id: number; name: string }): ReactNode {
  const { t } = useTexts('sports-extras');
  const favorites = useFavorites();
  const on = favorites.isFavorite(kind, id);
  return (
    <button
      type="button"
      className={`extras-star${on ? ' extras-star--on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'extras_favorite_remove' : 'extras_favorite_add', { name })}
      onClick={() => favorites.toggle(kind, id)}
    >
      <svg className="extras-star__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6-4.5-4.2 6.1-.7z" />
      </svg>
    </button>
  );
}
