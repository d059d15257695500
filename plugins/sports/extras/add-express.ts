/** Putting an express into the coupon: the express of the day's page and the block on the line and live pages. */
import { betSelectionToggled, selectIsMarketSelected, selectionOf, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import type { SportsExpressDayAnswer } from '../schemas.ts';
import { marketName } from '../texts.ts';

export type ExpressSelection = SportsExpressDayAnswer['selections'][number];

/** Puts every pick of the express that is not in the coupon yet into it (a pick already there stays). */
export function useAddExpress(selections: readonly ExpressSelection[]): { missing: number; add(): void } {
  const dispatch = useAppDispatch();
  const { t } = useTexts('sports');
  const inCoupon = useAppSelector((state) => selections.map((s) => selectIsMarketSelected(state, String(s.market.id))).join(','));
  const flags = inCoupon.split(',');
  const missing = selections.filter((_, k) => flags[k] !== 'true');
  const add = () => {
    for (const { game, market } of missing) {
      dispatch(betSelectionToggled(selectionOf(game, market, marketName(t, market, game.home, game.away))));
    }
  };
  return { missing: missing.length, add };
}
