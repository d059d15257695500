import { memo, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { selectDisplayPreferences, selectIsMarketSelected, selectOddsFormat, useAppSelector, useTexts } from '@plugin-api';
import type { Market } from './model.ts';
import { selectSports } from './slice.ts';
import { OddsButton, type GameOddsProps } from './OddsButton.tsx';
import { useNearViewport } from './useNearViewport.ts';
import type { LineStyle, NameType } from './texts.ts';

interface RowPrices {
  formatId: number;
  nameType: NameType;
  markets: readonly (Market | undefined)[];
  selected: readonly boolean[];
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function samePrices(a: RowPrices, b: RowPrices): boolean {
  return a.formatId === b.formatId && a.nameType === b.nameType && sameItems(a.markets, b.markets) && sameItems(a.selected, b.selected);
}

export type OddsRowProps = GameOddsProps & { marketIds: readonly number[]; className: string; lineStyle?: LineStyle };

/**
 * A row of prices (a list row's result markets, a line of the game page). What keeps a live page of
 * 100 games within a frame when every price moves (bench/live-update-chromium.ts):
 *
 *  - One store subscription per row, not two per price: every store update runs 100 of these
 *    selectors on a full list instead of 600. The answer compares equal while the row's market
 *    objects (shared by the slice until they change), selections and the format are the same, so
 *    the row re-renders only when one of its prices moves, and then only that price's button
 *    (OddsButton is memoised on the market object).
 *  - The row reads the player's market names with the format, so a change of either re-renders
 *    its buttons once.
 *  - A row far from the screen (more than half a screen away) keeps what it shows and catches up
 *    when it comes near: its selector answers what was last rendered. Off-screen rows are not
 *    painted anyway (content-visibility: auto), but re-rendering them was most of an update's
 *    script. Scrolling, keyboard focus and a screen reader's cursor bring a row near (browsers
 *    scroll to it), and it shows the current prices before it is seen or pressed; the coupon follows
 *    the feed's price of what it holds in any case (oddsChanged).
 */
export const OddsRow = memo(function OddsRow({ marketIds, className, lineStyle, ...game }: OddsRowProps): ReactNode {
  const { t } = useTexts('sports');
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const shown = useRef<RowPrices | null>(null);
  const select = useCallback(
    (state: unknown): RowPrices => {
      if (!near && shown.current) return shown.current;
      const { markets } = selectSports(state);
      return {
        formatId: selectOddsFormat(state),
        nameType: selectDisplayPreferences(state).marketsNameType,
        markets: marketIds.map((id) => markets[id]),
        selected: marketIds.map((id) => selectIsMarketSelected(state, String(id))),
      };
    },
    [marketIds, near],
  );
  const prices = useAppSelector(select, samePrices);
  useEffect(() => {
    shown.current = prices;
  }, [prices]);
  return (
    <div ref={ref} className={className}>
      {prices.markets.map((market, i) =>
        market ? <OddsButton
            key={market.id}
            market={market}
            selected={prices.selected[i]!}
            formatId={prices.formatId}
            nameType={prices.nameType}
            lineStyle={lineStyle}
            t={t}
            {...game}
          /> : null,
      )}
    </div>
  );
});
