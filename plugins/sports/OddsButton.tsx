import { memo, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { betSelectionToggled, formatOddsOrNull, selectionOf, useAppDispatch, type BetPageType } from '@plugin-api';
import type { Market } from './model.ts';
import { marketName, outcomeLabel, type LineStyle, type NameType, type Translate } from './texts.ts';

/** The game a button belongs to: primitives only, so a memoised button ignores unrelated game changes (score, clock). */
export interface GameOddsProps {
  gameId: number;
  sportId: number;
  champId: number;
  champName: string;
  home: string;
  away: string;
  isLive: boolean;
  /** The game's start (never moves); the score and clock reach the coupon with the prices (oddsChanged). */
  startAt?: number;
  /** The page the button is on, when it is one of SPEC 2.2's page types (cyber sports). */
  pageType?: BetPageType;
}

type GameFields = Pick<GameOddsProps, 'sportId' | 'champId' | 'champName' | 'home' | 'away' | 'isLive' | 'startAt'> & { id: number };

/** The game's part of an odds button's props (all primitives, so the memoised button stays put). */
export function gameOddsProps(game: GameFields, pageType?: BetPageType): GameOddsProps {
  const { id, sportId, champId, champName, home, away, isLive, startAt } = game;
  return { gameId: id, sportId, champId, champName, home, away, isLive, ...(startAt === undefined ? {} : { startAt }), ...(pageType === undefined ? {} : { pageType }) };
}

export interface OddsButtonProps extends GameOddsProps {
  /** The stored market: the same object until its price or state changes (the slice shares structure). */
  market: Market;
  selected: boolean;
  /** Odds display format id (the player's preference). */
  formatId: number;
  /** The 'sports' texts, from the row (stable while the language is the same). */
  t: Translate;
  /** The player's market names (full or short); short where a page does not follow the preference. */
  nameType?: NameType;
  /** How the line is printed (the view type's notation); European by default. */
  lineStyle?: LineStyle;
}

/**
 * Flashes the price green or red when it moves (CSS on data-trend). Written straight to the DOM
 * after commit: a state update would render every moving button twice.
 */
function useTrendFlash(coef: number): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  const previous = useRef(coef);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = coef;
    const button = ref.current;
    if (!button || before === coef) return;
    button.dataset.trend = coef > before ? 'up' : 'down';
  }, [coef]);
  return ref;
}

const PRICE = '\u0001';

/**
 * The button's accessible name around its price: the dictionary's "{{market}}, {{coef}}" is
 * translated once per market and state, and a new price only fills in the gap (interpolating
 * through i18next for each of 300 moving prices is a visible part of a live update).
 */
function labelAround(t: Translate, key: string, market: string): readonly [string, string] | readonly [string] {
  const whole = t(key, { market, coef: PRICE });
  const at = whole.indexOf(PRICE);
  return at < 0 ? [whole] : [whole.slice(0, at), whole.slice(at + PRICE.length)];
}

/**
 * One market's price in the player's format. Its props are the market object and primitives, so
 * it re-renders only when its own price, state, selection or the format changes; the row above it
 * selects these (OddsRow). Pressing it toggles the selection in the coupon (betSelectionToggled); a
 * blocked market cannot be added, but a selected one can still be taken out.
 */
export const OddsButton = memo(function OddsButton({
  market,
  selected,
  formatId,
  t,
  nameType = 1,
  lineStyle = 'european',
  gameId,
  sportId,
  champId,
  champName,
  home,
  away,
  isLive,
  startAt,
  pageType,
}: OddsButtonProps): ReactNode {
  const dispatch = useAppDispatch();
  const ref = useTrendFlash(market.coef);
  // A market's outcome and line never change: its names and label are worked out once.
  const { outcome, line, group, blocked } = market;
  const names = useMemo(
    () => ({ short: outcomeLabel(t, { outcome, line, group }, nameType, lineStyle), long: marketName(t, { outcome, line, group }, home, away) }),
    [t, outcome, line, group, home, away, nameType, lineStyle],
  );
  const label = useMemo(() => labelAround(t, blocked ? 'sports_odds_blocked' : 'sports_odds', names.long), [t, blocked, names.long]);
  const price = formatOddsOrNull(market.coef, formatId) ?? t('sports_coef_unavailable');
  const className = ['odds', selected && 'odds--selected', blocked && 'odds--blocked'].filter(Boolean).join(' ');
  const toggle = () =>
    dispatch(
      betSelectionToggled(
        selectionOf({ id: gameId, sportId, champId, champName, home, away, isLive, ...(startAt === undefined ? {} : { startAt }) }, market, names.long, pageType === undefined ? {} : { pageType }),
      ),
    );
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-pressed={selected}
      disabled={blocked && !selected}
      aria-label={label.length === 2 ? label[0] + price + label[1] : label[0]}
      onClick={toggle}
    >
      <span className="odds__outcome">{names.short}</span>
      <span className="odds__coef">{price}</span>
    </button>
  );
});
