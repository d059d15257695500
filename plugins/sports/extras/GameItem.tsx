import type { ReactNode } from 'react';
import { RouteLink, selectIsMarketSelected, selectOddsFormat, useAppSelector, useDisplayPreferences, useFormatTime, useTexts, type RouteTarget } from '@plugin-api';
import type { Game } from '../../../schemas/sports-api.schema.ts';
import { gameTarget } from '../model.ts';
import { gameOddsProps, OddsButton } from '../OddsButton.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';

/** The sport whose games are UFC fights. */
const UFC_SPORT = 'mma';

/** The start time in the chosen zone and clock (without a chosen zone, UTC until the browser has taken the page over). */
export function StartTime({ at }: { at: number }): ReactNode {
  const formatTime = useFormatTime();
  return <time dateTime={new Date(at).toISOString()}>{formatTime(at)}</time>;
}

/** Score of a game in play or finished, else its start time. */
export function GameStatus({ game }: { game: Game }): ReactNode {
  const { t } = useTexts('sports');
  if (!game.score) {
    return (
      <span className="game-state">
        <span className="game-state__start">
          <StartTime at={game.startAt} />
        </span>
      </span>
    );
  }
  return (
    <span className={`game-state ${game.isLive ? 'game-state--live' : 'game-state--finished'}`}>
      <span className="game-state__score" aria-label={t('sports_score_label', { home: game.score.home, away: game.score.away })}>
        {t('sports_score', game.score)}
      </span>
      <span className="game-state__clock">{game.isLive ? t('sports_live') : t('sports_finished')}</span>
    </span>
  );
}

/** The game's main prices as the line shows them: a press puts the outcome into the coupon. */
export function GamePrices({ game }: { game: Game }): ReactNode {
  const { t } = useTexts('sports');
  const formatId = useAppSelector(selectOddsFormat);
  const { marketsNameType } = useDisplayPreferences();
  const selected = useAppSelector((state) => game.markets.map((m) => selectIsMarketSelected(state, String(m.id))).join(','));
  const flags = selected.split(',');
  if (game.isFinished || game.markets.length === 0) return null;
  return (
    <div className="game-row__odds">
      {game.markets.map((market, i) => (
        <OddsButton key={market.id} market={market} selected={flags[i] === 'true'} formatId={formatId} nameType={marketsNameType} t={t} {...gameOddsProps(game)} />
      ))}
    </div>
  );
}

/** Where a game opens by default: a UFC fight as the game page of page type ufc, any other by its section. */
function defaultTarget(game: Game): RouteTarget {
  return game.sport === UFC_SPORT ? { to: 'ufc', params: { game: game.id } } : gameTarget(false, game);
}

/**
 * One game of an extras list: its teams and state (a link to its page), its prices, a star for the
 * favorites, and whatever the list adds (`children`, e.g. the share of bets).
 */
export function GameItem({ game, target, children }: { game: Game; target?: RouteTarget; children?: ReactNode }): ReactNode {
  const { t } = useTexts('sports');
  const to = target ?? defaultTarget(game);
  return (
    <li className={`game-row extras-game${game.isLive ? ' game-row--live' : ''}`}>
      <div className="extras-game__head">
        <RouteLink to={to.to} params={to.params} className="game-row__link">
          <span className="game-row__teams">
            <span className="game-row__team">{game.home}</span>
            <span className="game-row__team">{game.away}</span>
          </span>
          <GameStatus game={game} />
        </RouteLink>
        <FavoriteButton kind="game" id={game.id} name={t('sports_game_title', { home: game.home, away: game.away })} />
      </div>
      {children}
      <GamePrices game={game} />
    </li>
  );
}

/** A titled list of games, or nothing when it has none. */
export function GameSection({ title, games, targetOf }: { title: string; games: readonly Game[]; targetOf?: (game: Game) => RouteTarget }): ReactNode {
  if (games.length === 0) return null;
  return (
    <section className="extras-section" aria-label={title}>
      <h2 className="extras-section__title">{title}</h2>
      <ul className="extras-list">
        {games.map((game) => (
          <GameItem key={game.id} game={game} {...(targetOf ? { target: targetOf(game) } : {})} />
        ))}
      </ul>
    </section>
  );
}
