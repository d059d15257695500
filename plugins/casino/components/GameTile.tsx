import { memo, type ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import { gameNameSegment, type Game } from '../model.ts';
import { CasinoIcon } from './icons.tsx';

/**
 * One game: its picture (its size given, so nothing moves when it arrives; fetched only near the
 * viewport) and name leading to the game page, and the favorite toggle for a signed-in player.
 * Memoised: a grid re-rendered for a new window of rows re-renders only the tiles that changed.
 */
export const GameTile = memo(function GameTile({ game, position, total, favorite, onToggleFavorite, firstScreen = false }: {
  game: Game;
  /** A tile of the first screen: its picture is fetched at once (it is what the page paints largest). */
  firstScreen?: boolean;
  position?: number;
  total?: number;
  /** Undefined for a guest: no toggle. */
  favorite?: boolean;
  onToggleFavorite?: (gameId: number) => void;
}): ReactNode {
  const { t } = useTexts('casino');
  return (
    <li className="casino-tile" aria-posinset={position} aria-setsize={total}>
      <RouteLink to="casino-game" params={{ gameId: game.id, gameName: gameNameSegment(game) }} className="casino-tile__link" aria-label={t(game.isNew ? 'casino_tile_label_new' : 'casino_tile_label', { name: game.name, provider: game.provider.name })}>
        <img
          className="casino-tile__image"
          src={game.thumbnail.url}
          width={game.thumbnail.width}
          height={game.thumbnail.height}
          alt=""
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
          decoding={firstScreen ? 'sync' : 'async'}
        />
        <span className="casino-tile__name" aria-hidden="true">{game.name}</span>
        <span className="casino-tile__provider" aria-hidden="true">{game.provider.name}</span>
        {game.isNew && <span className="casino-tile__badge">{t('casino_badge_new')}</span>}
      </RouteLink>
      {favorite !== undefined && onToggleFavorite && (
        <button
          type="button"
          className={`casino-tile__favorite${favorite ? ' casino-tile__favorite--on' : ''}`}
          aria-pressed={favorite}
          aria-label={t('casino_favorite_toggle', { name: game.name })}
          onClick={() => onToggleFavorite(game.id)}
        >
          <CasinoIcon name="heart" filled={favorite} />
        </button>
      )}
    </li>
  );
});

/** A tile's stand-in while its page of games loads: the same size, nothing to read. */
export function SkeletonTile(): ReactNode {
  return (
    <li className="casino-tile casino-tile--skeleton" aria-hidden="true">
      <span className="casino-tile__image casino-tile__image--skeleton" />
      <span className="casino-tile__name casino-tile__name--skeleton" />
    </li>
  );
}
