import type { ReactNode } from 'react';
import { RouteLink, selectIsMarketSelected, selectOddsFormat, useAppSelector, useDisplayPreferences, useFormatTime, useTexts, type RouteTarget } from '@plugin-api';
import type { Game, Market } from '../model.ts';
import { gameOddsProps, OddsButton } from '../OddsButton.tsx';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import type { Favorites } from './favorites.ts';

/** Score and innings (or map) of a live game, the result of a finished one, the start of the others. */
export function GameMoment({ game }: { game: Game }): ReactNode {
  const { t } = useTexts('cricket');
  const formatTime = useFormatTime();
  if (!game.score) {
    return (
      <span className="cricket-moment">
        <time dateTime={new Date(game.startAt).toISOString()}>{formatTime(game.startAt)}</time>
      </span>
    );
  }
  return (
    <span className={`cricket-moment${game.isLive ? ' cricket-moment--live' : ''}`}>
      <span className="cricket-moment__score">{t('cricket_score', { home: game.score.home, away: game.score.away })}</span>
      <span className="cricket-moment__period">
        {game.isFinished ? t('cricket_finished') : game.period === null ? '' : t(game.sport === 'cricket' ? 'cricket_innings' : 'cyber_map', { period: game.period })}
      </span>
    </span>
  );
}

function Price({ market, game }: { market: Market; game: Game }): ReactNode {
  const { t } = useTexts('sports');
  const selected = useAppSelector((state) => selectIsMarketSelected(state, String(market.id)));
  const formatId = useAppSelector(selectOddsFormat);
  const { marketsNameType } = useDisplayPreferences();
  return <OddsButton market={market} selected={selected} formatId={formatId} nameType={marketsNameType} t={t} {...gameOddsProps(game)} />;
}

/**
 * One game of a list: teams and score (or start) linking to the game's page, the result prices that
 * go into the coupon, and, where the page keeps favorites, a toggle to follow the game.
 */
export function GameCard({ game, target, favorites }: { game: Game; target: RouteTarget; favorites?: Favorites }): ReactNode {
  const { t } = useTexts('cricket');
  const results = game.markets.filter((m) => m.group === '1x2');
  return (
    <li className={`cricket-game${game.isLive ? ' cricket-game--live' : ''}`}>
      <div className="cricket-game__head">
        <RouteLink to={target.to} params={target.params} className="cricket-game__link">
          <span className="cricket-game__teams">
            <span>{game.home}</span>
            <span>{game.away}</span>
          </span>
          {game.isLive && <span className="cricket-badge">{t('cricket_live')}</span>}
          <GameMoment game={game} />
        </RouteLink>
        {favorites && (
          <FavoriteToggle
            on={favorites.gameIds.includes(game.id)}
            label={t('cricket_follow_game', { home: game.home, away: game.away })}
            onToggle={() => favorites.toggleGame(game.id)}
          />
        )}
      </div>
      {results.length > 0 && (
        <div className="cricket-game__odds">
          {results.map((market) => (
            <Price key={market.id} market={market} game={game} />
          ))}
        </div>
      )}
    </li>
  );
}

export interface GameGroup {
  id: number;
  name: string;
  games: Game[];
}

/** Games grouped by championship, in the order the answer lists them. */
export function groupByChamp(games: readonly Game[]): GameGroup[] {
  const groups: GameGroup[] = [];
  for (const game of games) {
    const group = groups.find((g) => g.id === game.champId);
    if (group) group.games.push(game);
    else groups.push({ id: game.champId, name: game.champName, games: [game] });
  }
  return groups;
}

/** Championship sections of game cards, each under a heading of the given level. */
export function GameGroups({
  games,
  targetOf,
  favorites,
  level = 2,
  titleOf,
}: {
  games: readonly Game[];
  targetOf: (game: Game) => RouteTarget;
  favorites?: Favorites;
  level?: 2 | 3;
  titleOf?: (group: GameGroup) => ReactNode;
}): ReactNode {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="cricket-groups">
      {groupByChamp(games).map((group) => (
        <section key={group.id} className="cricket-group" aria-label={group.name}>
          <Heading className="cricket-group__title">{titleOf ? titleOf(group) : group.name}</Heading>
          <ul className="cricket-games">
            {group.games.map((game) => (
              <GameCard key={game.id} game={game} target={targetOf(game)} {...(favorites ? { favorites } : {})} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
