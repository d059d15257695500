import { memo, type ReactNode } from 'react';
import { RouteLink, useAppSelector } from '@plugin-api';
import { gameTarget } from './model.ts';
import { sameFields, selectRowHead } from './slice.ts';
import { GameState } from './GameState.tsx';
import { gameOddsProps } from './OddsButton.tsx';
import { OddsRow } from './OddsRow.tsx';

/**
 * One game of a list. Memoised on its id, it selects only the fields it shows itself (names, ids,
 * live flag), so it re-renders when one of those changes and never because another game, its clock
 * or its prices did: the score and clock (GameState) and the prices (OddsRow) select their own.
 */
export const GameRow = memo(function GameRow({ gameId, cyber }: { gameId: number; cyber: boolean }): ReactNode {
  const game = useAppSelector((state) => selectRowHead(state, gameId), sameFields);
  if (!game) return null;
  const target = gameTarget(cyber, game);
  return (
    <li className={`game-row${game.isLive ? ' game-row--live' : ''}`}>
      <RouteLink to={target.to} params={target.params} className="game-row__link">
        <span className="game-row__teams">
          <span className="game-row__team">{game.home}</span>
          <span className="game-row__team">{game.away}</span>
        </span>
        <GameState gameId={game.id} />
      </RouteLink>
      <OddsRow className="game-row__odds" marketIds={game.mainMarketIds} {...gameOddsProps(game)} />
    </li>
  );
});
