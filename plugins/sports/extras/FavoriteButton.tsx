import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { FavoriteStar, type FavoriteKind } from '@plugin-api/favorites';

/** A star that adds a game or championship to the favorites, or takes it out; its name says which and what. */
export function FavoriteButton({ kind, id, name }: { kind: FavoriteKind; id: number; name: string }): ReactNode {
  const { t } = useTexts('sports-extras');
  return <FavoriteStar kind={kind} id={id} className="extras-star" label={(on) => t(on ? 'extras_favorite_remove' : 'extras_favorite_add', { name })} />;
}
