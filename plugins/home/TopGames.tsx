import type { ReactNode } from 'react';
import {
  RemoteState,
  RouteLink,
  formatOddsOrNull,
  selectIsMarketSelected,
  selectOddsFormat,
  selectionOf,
  useAppDispatch,
  useAppSelector,
  useFormatTime,
  useTexts,
} from '@plugin-api';
import type { HomeGame } from './schemas.ts';
import { parseTopGames } from './answers.ts';
import { topGamesRead } from './reads.ts';
import { homePriceTapped } from './state.ts';
import { useFreshData } from './useFreshData.ts';
import { FavoriteStar } from './FavoriteStar.tsx';

type Section = 'live' | 'line';
type Market = HomeGame['markets'][number];

/** One price: a tap puts the outcome into the slip (or takes it out), as on the line and live lists. */
function Price({ game, market }: { game: HomeGame; market: Market }): ReactNode {
  const { t } = useTexts('home');
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => selectIsMarketSelected(state, String(market.id)));
  const price = formatOddsOrNull(market.coef, useAppSelector(selectOddsFormat)) ?? '—';
  const name = market.outcome === 'X' ? t('home_draw') : t('home_win', { team: market.outcome === '1' ? game.home : game.away });
  // The home page's top games are SPEC 2.2's "top game" page type.
  const tap = () => dispatch(homePriceTapped(selectionOf(game, market, name, { pageType: 'top-game' })));
  return (
    <button
      type="button"
      className="home-odds"
      aria-pressed={selected}
      disabled={market.blocked && !selected}
      aria-label={t(market.blocked ? 'home_odds_blocked' : 'home_odds', { market: name, coef: price })}
      onClick={tap}
    >
      <span className="home-odds__outcome">{market.outcome}</span>
      <b>{price}</b>
    </button>
  );
}

function GameState({ game }: { game: HomeGame }): ReactNode {
  const { t } = useTexts('home');
  const formatTime = useFormatTime();
  if (game.score) {
    return (
      <span className="home-event__state" aria-label={t('home_score_label', game.score)}>
        {t('home_score', game.score)}
      </span>
    );
  }
  return (
    <time className="home-event__state" dateTime={new Date(game.startAt).toISOString()}>
      {formatTime(game.startAt)}
    </time>
  );
}

/** A compact row: the teams and their state lead to the game page, a star keeps it, the result's prices go into the slip. */
function EventRow({ game }: { game: HomeGame }): ReactNode {
  const { t } = useTexts('home');
  const params = { sport: game.sport, champ: game.champId, game: game.id };
  return (
    <li className="home-event">
      <FavoriteStar gameId={game.id} name={t('home_game_name', { home: game.home, away: game.away })} />
      <RouteLink to={game.isLive ? 'live-game' : 'game'} params={params} className="home-event__link">
        <span className="home-event__champ">{game.champName}</span>
        <span className="home-event__teams">
          {game.home} – {game.away}
        </span>
        <GameState game={game} />
      </RouteLink>
      <div className="home-event__odds">
        {game.markets.map((market) => (
          <Price key={market.id} game={game} market={market} />
        ))}
      </div>
    </li>
  );
}

/** The top games of one section with their prices; its own loading, empty and error states. */
export function TopGamesBlock({ section }: { section: Section }): ReactNode {
  const { t } = useTexts('home');
  const { status, data, error, reload } = useFreshData(topGamesRead(section), parseTopGames);
  const games = data?.games ?? [];
  const all = section === 'live' ? 'live' : 'sports';
  return (
    <section className="home-block" aria-labelledby={`home-top-${section}`}>
      <h2 id={`home-top-${section}`} className="home-block__title">
        {t(`home_top_${section}`)}
      </h2>
      <RemoteState status={status} error={error} onRetry={reload} isEmpty={games.length === 0} empty={<p>{t(`home_top_${section}_empty`)}</p>}>
        <ul className="home-events">
          {games.map((game) => (
            <EventRow key={game.id} game={game} />
          ))}
        </ul>
      </RemoteState>
      <RouteLink to={all} className="home-block__more">
        {t(`home_top_${section}_all`)}
      </RouteLink>
    </section>
  );
}

/** The live games and the line's top games, live first: what a player came to bet on. */
export function TopGames(): ReactNode {
  return (
    <>
      <TopGamesBlock section="live" />
      <TopGamesBlock section="line" />
    </>
  );
}
