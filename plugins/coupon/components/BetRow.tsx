import type { ReactNode } from 'react';
import { useAppDispatch, useFormatTime, useOddsFormatter, useTexts, type DateTimeParts } from '@plugin-api';
import { COUPON_TYPE, MAX_BLOCK_ID } from '@plugin-api/coupon-maths';
import { isBetLive, isBetLocked, isGameFinished, needsOddsConfirmation, type CouponBet } from '../model.ts';
import { bankerToggled, betBlockChosen, betRemoved } from '../slice.ts';
import { formatCoef } from '../format.ts';

export interface BetRowProps {
  bet: CouponBet;
  typeId: number;
  isBanker: boolean;
  /** Another bet of its game is in the coupon. */
  isDependent: boolean;
  canBeBanker: boolean;
  /** Block choices (1 … blockChoices) on a multi-bet or conditional bet; 0 for other types. */
  blockChoices: number;
}

/** A kick-off may be days ahead: the day and month with the time. */
const KICK_OFF: DateTimeParts = Object.freeze({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A live (or finished) bet's score, else a line bet's kick-off in the page's language, zone and clock; nothing when the bet came without them. */
function GameMoment({ bet }: { bet: CouponBet }): ReactNode {
  const { t } = useTexts('coupon');
  const formatTime = useFormatTime();
  if (bet.score !== null && (isBetLive(bet) || isGameFinished(bet))) {
    return (
      <span className="coupon-bet__moment" aria-label={t('coupon_bet_score_label', { home: bet.score.home, away: bet.score.away })}>
        {t('coupon_bet_score', { home: bet.score.home, away: bet.score.away })}
      </span>
    );
  }
  if (bet.startAt === null || isBetLive(bet)) return null;
  return (
    <time className="coupon-bet__moment" dateTime={new Date(bet.startAt).toISOString()} aria-label={t('coupon_bet_kick_off', { time: formatTime(bet.startAt, KICK_OFF) })}>
      {formatTime(bet.startAt, KICK_OFF)}
    </time>
  );
}

/**
 * One bet of the coupon: game (its score, or its kick-off), market, price (and how it moved), why it cannot be placed, and the
 * type's own controls: banker (system), lobby (multi-bet), block (multi-bet, conditional).
 */
export function BetRow({ bet, typeId, isBanker, isDependent, canBeBanker, blockChoices }: BetRowProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const odds = useOddsFormatter();
  const price = (coef: number) => odds(coef) ?? formatCoef(coef); // the player's odds format
  const changed = needsOddsConfirmation(bet);
  const locked = isBetLocked(bet, isDependent) || isGameFinished(bet);
  const title = `${bet.opponent1} — ${bet.opponent2}`;
  const bankerText = typeId === COUPON_TYPE.multiBet ? 'coupon_lobby' : typeId === COUPON_TYPE.system ? 'coupon_banker' : null;
  const blocks = Array.from({ length: Math.min(blockChoices, MAX_BLOCK_ID) }, (_, i) => i + 1);
  return (
    <li className={`coupon-bet${locked ? ' coupon-bet--locked' : ''}`} aria-label={title}>
      <div className="coupon-bet__game">
        <span>{title}</span>
        <GameMoment bet={bet} />
      </div>
      <div className="coupon-bet__market">
        <span>{bet.marketName}</span>
        <span className={`coupon-bet__coef${changed ? (bet.coef > bet.acceptedCoef ? ' coupon-bet__coef--up' : ' coupon-bet__coef--down') : ''}`}>
          {changed ? t('coupon_coef_changed', { from: price(bet.acceptedCoef), to: price(bet.coef) }) : price(bet.coef)}
        </span>
      </div>
      {locked && <p className="coupon-bet__locked">{t(isGameFinished(bet) ? 'coupon_bet_finished' : isDependent && !bet.isBlocked ? 'coupon_bet_dependent' : 'coupon_bet_blocked')}</p>}
      <div className="coupon-bet__actions">
        {bankerText !== null && (
          <label className="coupon-bet__banker">
            <input type="checkbox" checked={isBanker} disabled={!isBanker && !canBeBanker} onChange={() => dispatch(bankerToggled({ marketId: bet.marketId }))} />
            {t(bankerText)}
          </label>
        )}
        {blocks.length > 0 && !isBanker && (
          <label className="coupon-bet__block">
            {t('coupon_block_label')}
            <select
              value={bet.blockId ?? 1}
              aria-label={t('coupon_block_of', { market: bet.marketName, game: title })}
              onChange={(event) => dispatch(betBlockChosen({ marketId: bet.marketId, blockId: Number(event.target.value) }))}
            >
              {blocks.map((block) => (
                <option key={block} value={block}>
                  {block}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className="button button--ghost coupon-bet__remove" aria-label={t('coupon_remove_bet', { market: bet.marketName, game: title })} onClick={() => dispatch(betRemoved({ marketId: bet.marketId }))}>
          ×
        </button>
      </div>
    </li>
  );
}
