import type { ReactNode } from 'react';
import { Button, formatOddsOrNull, RemoteState, RouteLink, selectOddsFormat, useAppSelector, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import type { SportsExpressDayAnswer } from '../schemas.ts';
import { parseExpressDay } from '../extras/answers.ts';
import { useAddExpress } from '../extras/add-express.ts';
import { expressDayRead } from '../extras/reads.ts';
import { GameStatus } from '../extras/GameItem.tsx';
import { gameTarget } from '../model.ts';
import { marketName } from '../texts.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

function Express({ data }: { data: SportsExpressDayAnswer }): ReactNode {
  const { t } = useTexts('sports-extras');
  const sports = useTexts('sports');
  const formatId = useAppSelector(selectOddsFormat);
  const { missing, add } = useAddExpress(data.selections);
  const price = (coef: number) => formatOddsOrNull(coef, formatId) ?? sports.t('sports_coef_unavailable');
  return (
    <div className="extras-express">
      <ol className="extras-list extras-express">
        {data.selections.map(({ game, market }) => {
          const target = gameTarget(false, game);
          return (
            <li key={market.id} className="extras-pick">
              <span className="extras-game__note">{game.champName}</span>
              <RouteLink to={target.to} params={target.params} className="game-row__link">
                <span className="game-row__teams">{sports.t('sports_game_title', { home: game.home, away: game.away })}</span>
                <GameStatus game={game} />
              </RouteLink>
              <span className="extras-pick__market">
                <span>{marketName(sports.t, market, game.home, game.away)}</span>
                <span>{price(market.coef)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="extras-express__total">
        <span>{t('extras_express_total')}</span>
        <span>{price(data.totalCoef)}</span>
      </p>
      {missing > 0 ? (
        <Button onClick={add}>{t('extras_express_add', { count: missing })}</Button>
      ) : (
        <p role="status">
          {t('extras_express_added')}{' '}
          <RouteLink to="coupon" className="extras-next">
            {t('extras_to_coupon')}
          </RouteLink>
        </p>
      )}
    </div>
  );
}

/** The express of the day: a few line games of different sports, the favourite of each, added to the coupon in one tap. */
export default function ExpressDayPage(_props: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const read = expressDayRead('line');
  const express = useRemoteData(read.key, read.path, { query: read.query, parse: parseExpressDay });
  return (
    <article className="extras-page" aria-labelledby="express-title">
      <h1 id="express-title" className="extras-page__title">
        {t('extras_express_title')}
      </h1>
      <p className="extras-page__lead">{t('extras_express_lead')}</p>
      <RemoteState
        status={express.status}
        error={express.error}
        onRetry={express.reload}
        isEmpty={express.data?.selections.length === 0}
        empty={
          <div className="extras-empty">
            <p>{t('extras_express_empty')}</p>
            <RouteLink to="sports" className="extras-next">
              {t('extras_to_line')}
            </RouteLink>
          </div>
        }
      >
        {express.data && <Express data={express.data} />}
      </RemoteState>
    </article>
  );
}
