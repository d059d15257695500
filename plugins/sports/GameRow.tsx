import { memo, type ReactNode } from 'react';
import { RouteLink, selectDisplayPreferences, useAppSelector, useTexts } from '@plugin-api';
import { gameTarget } from './model.ts';
import { sameFields, selectRowHead, type RowHead } from './slice.ts';
import { selectAsianColumns } from './display-views.ts';
import { GameState } from './GameState.tsx';
import { gameOddsProps, type GameOddsProps } from './OddsButton.tsx';
import { OddsRow } from './OddsRow.tsx';
import { FavoriteButton } from './extras/FavoriteButton.tsx';

/**
 * The Asian view's prices: the result, the main handicap and the main total side by side, one
 * column each, the home side's prices on the first row and the away side's on the second.
 */
function AsianOdds({ game, odds }: { game: RowHead; odds: GameOddsProps }): ReactNode {
  const columns = useAppSelector((state) => selectAsianColumns(state, game.mainMarketIds, game.lineMarketIds));
  return (
    <div className="asian-odds">
      <OddsRow className="asian-odds__column" marketIds={columns.result} lineStyle="asian" {...odds} />
      <OddsRow className="asian-odds__column" marketIds={columns.handicap} lineStyle="asian" {...odds} />
      <OddsRow className="asian-odds__column" marketIds={columns.total} lineStyle="asian" {...odds} />
    </div>
  );
}

/**
 * One game of a list. Memoised on its id, it selects only the fields it shows itself (names, ids,
 * live flag), so it re-renders when one of those changes and never because another game, its clock
 * or its prices did: the score and clock (GameState) and the prices (OddsRow) select their own.
 * The star beside the teams keeps the game in the player's favourites. The game's id shows when the
 * player asked for it (SPEC 3.5 isShowGameId), for them to quote to support.
 * `asian`: the Asian view's columns instead of the result's one row.
 */
export const GameRow = memo(function GameRow({ gameId, cyber, asian = false }: { gameId: number; cyber: boolean; asian?: boolean }): ReactNode {
  const { t } = useTexts('sports');
  const game = useAppSelector((state) => selectRowHead(state, gameId), sameFields);
  // A flag, not the whole preferences object: another preference's change re-renders no row.
  const showId = useAppSelector((state) => selectDisplayPreferences(state).showGameId);
  if (!game) return null;
  const target = gameTarget(cyber, game);
  const odds = gameOddsProps(game, cyber ? 'cyber' : undefined);
  return (
    <li className={`game-row game-row--starred${game.isLive ? ' game-row--live' : ''}`}>
      <RouteLink to={target.to} params={target.params} className="game-row__link">
        <span className="game-row__teams">
          <span className="game-row__team">{game.home}</span>
          <span className="game-row__team">{game.away}</span>
        </span>
        <GameState gameId={game.id} />
      </RouteLink>
      {showId && <span className="game-row__id">{t('sports_game_id', { id: game.id })}</span>}
      {asian ? <AsianOdds game={game} odds={odds} /> : <OddsRow className="game-row__odds" marketIds={game.mainMarketIds} {...odds} />}
      {/* Last in reading order (game, prices, favourite); drawn beside the teams. */}
      <FavoriteButton kind="game" id={game.id} name={t('sports_game_title', { home: game.home, away: game.away })} />
    </li>
  );
});
