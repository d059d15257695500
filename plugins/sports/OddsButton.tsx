import { memo, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { betSelectionToggled, selectIsMarketSelected, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { selectMarket } from './slice.ts';
import { coefText, marketName, outcomeLabel } from './texts.ts';

/** The game a button belongs to: primitives only, so the memoised button ignores unrelated game changes (score, clock). */
export interface OddsButtonProps {
  marketId: number;
  gameId: number;
  sportId: number;
  champId: number;
  champName: string;
  home: string;
  away: string;
  isLive: boolean;
}

type GameFields = Pick<OddsButtonProps, 'sportId' | 'champId' | 'champName' | 'home' | 'away' | 'isLive'> & { id: number };

/** The game's part of an odds button's props (all primitives, so the memoised button stays put). */
export function gameOddsProps(game: GameFields): Omit<OddsButtonProps, 'marketId'> {
  const { id, sportId, champId, champName, home, away, isLive } = game;
  return { gameId: id, sportId, champId, champName, home, away, isLive };
}

/**
 * Flashes the price green or red when it moves (CSS on data-trend). Written straight to the DOM
 * after commit: a state update would render every moving button twice.
 */
function useTrendFlash(coef: number | undefined): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  const previous = useRef(coef);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = coef;
    const button = ref.current;
    if (!button || coef === undefined || before === undefined || before === coef) return;
    button.dataset.trend = coef > before ? 'up' : 'down';
  }, [coef]);
  return ref;
}

/**
 * One market's price. It selects its own market and selected flag by id, so a new price re-renders
 * this button only. Pressing it toggles the selection in the coupon (betSelectionToggled); a blocked
 * market cannot be added, but a selected one can still be taken out.
 */
export const OddsButton = memo(function OddsButton({ marketId, gameId, sportId, champId, champName, home, away, isLive }: OddsButtonProps): ReactNode {
  const { t } = useTexts('sports');
  const dispatch = useAppDispatch();
  const market = useAppSelector((state) => selectMarket(state, marketId));
  const selected = useAppSelector((state) => selectIsMarketSelected(state, String(marketId)));
  const ref = useTrendFlash(market?.coef);
  // A market's outcome and line never change: its names are worked out once.
  const outcome = market?.outcome;
  const line = market?.line ?? null;
  const group = market?.group;
  const names = useMemo(
    () => (outcome && group ? { short: outcomeLabel(t, { outcome, line, group }), long: marketName(t, { outcome, line, group }, home, away) } : null),
    [t, outcome, line, group, home, away],
  );
  if (!market || !names) return null;
  const price = coefText(t, market.coef);
  const name = names.long;
  const className = ['odds', selected && 'odds--selected', market.blocked && 'odds--blocked'].filter(Boolean).join(' ');
  const toggle = () =>
    dispatch(
      betSelectionToggled({
        marketId: String(market.id),
        coef: market.coef,
        sportId,
        typeId: market.typeId,
        kind: market.kind,
        isLive,
        gameId,
        champId,
        opponent1: home,
        opponent2: away,
        marketName: name,
        champName,
        isBlocked: market.blocked,
      }),
    );
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-pressed={selected}
      disabled={market.blocked && !selected}
      aria-label={t(market.blocked ? 'sports_odds_blocked' : 'sports_odds', { market: name, coef: price })}
      onClick={toggle}
    >
      <span className="odds__outcome">{names.short}</span>
      <span className="odds__coef">{price}</span>
    </button>
  );
});
