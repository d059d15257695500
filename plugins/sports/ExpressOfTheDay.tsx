import type { ReactNode } from 'react';
import { Button, formatOddsOrNull, RemoteState, RouteLink, useHasRoute, useOddsFormat, useRemoteData, useTexts } from '@plugin-api';
import type { SportsExpressDayAnswer } from './schemas.ts';
import type { Section } from './model.ts';
import { gameTarget } from './model.ts';
import { marketName } from './texts.ts';
import { parseExpressDay } from './extras/express-answer.ts';
import { useAddExpress } from './extras/add-express.ts';
import { expressDayRead } from './extras/reads.ts';

function Legs({ data, section }: { data: SportsExpressDayAnswer; section: Section }): ReactNode {
  const { t } = useTexts('sports-extras');
  const sports = useTexts('sports');
  const formatId = useOddsFormat();
  const { missing, add } = useAddExpress(data.selections);
  const price = (coef: number) => formatOddsOrNull(coef, formatId) ?? sports.t('sports_coef_unavailable');
  return (
    <>
      <ol className="express-block__legs">
        {data.selections.map(({ game, market }) => {
          const target = gameTarget(false, game);
          return (
            <li key={market.id} className="express-block__leg">
              <RouteLink to={target.to} params={target.params} className="express-block__teams">
                {sports.t('sports_game_title', { home: game.home, away: game.away })}
              </RouteLink>
              <span className="express-block__market">{marketName(sports.t, market, game.home, game.away)}</span>
              <span className="express-block__price">{price(market.coef)}</span>
            </li>
          );
        })}
      </ol>
      <p className="express-block__total">
        <span>{t('extras_express_total')}</span>
        <span className="express-block__price">{price(data.totalCoef)}</span>
      </p>
      {missing > 0 ? (
        <Button onClick={add}>{t('extras_express_add_all')}</Button>
      ) : (
        <p role="status" className="express-block__added">
          {t('extras_express_added')}{' '}
          <RouteLink to="coupon">{t('extras_to_coupon')}</RouteLink>
        </p>
      )}
      {section === 'live' && <p className="express-block__note">{t('extras_express_live_note')}</p>}
    </>
  );
}

/**
 * The express of the day as a block at the top of the whole line (or, for the live express, the
 * whole live list): its picks, the total price and one button that puts them all into the coupon.
 * Drawn only while the player's preference allows it, so turning it off also saves the request.
 * An express that cannot be made now (too few games) leaves no block at all.
 */
export function ExpressOfTheDay({ section }: { section: Section }): ReactNode {
  const { t } = useTexts('sports-extras');
  const read = expressDayRead(section);
  const express = useRemoteData(read.key, read.path, { query: read.query, parse: parseExpressDay });
  const hasPage = useHasRoute('express-day');
  if (express.status === 'ready' && (express.data?.selections.length ?? 0) === 0) return null;
  const titleId = `express-block-title-${section}`;
  return (
    <section className="express-block" aria-labelledby={titleId}>
      <header className="express-block__header">
        <h2 id={titleId} className="express-block__title">
          {t(section === 'live' ? 'extras_express_live_title' : 'extras_express_title')}
        </h2>
        {section === 'line' && hasPage && (
          <RouteLink to="express-day" className="express-block__more">
            {t('extras_express_open')}
          </RouteLink>
        )}
      </header>
      <RemoteState status={express.status} error={express.error} onRetry={express.reload}>
        {express.data && <Legs data={express.data} section={section} />}
      </RemoteState>
    </section>
  );
}
