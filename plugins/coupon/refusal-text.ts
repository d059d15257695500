/**
 * What a refused placement tells the player, with the money it names in the coupon's currency:
 * "The maximum stake is $500.00", never a bare "500". The book sends the bounds it applied (in the
 * charged account's currency, the coupon's) and the balance it found; without them the reason's
 * own text stands alone.
 */
import type { PlacementFailure, RefusalFigures } from './model.ts';
import { failureTextKey } from './model.ts';

export interface FailureText {
  key: string;
  values?: Record<string, string>;
}

/**
 * The text of `reason` for a coupon staked `stake` (the amount the book compares: a single's of
 * singles), the money formatted by `money` (the currency and the page's language).
 */
export function failureText(reason: PlacementFailure, figures: RefusalFigures | undefined, stake: number, money: (value: number) => string): FailureText {
  if (reason === 'amount_out_of_bounds' && figures) {
    if (figures.min !== undefined && stake < figures.min) return { key: 'coupon_error_amount_below_min', values: { min: money(figures.min) } };
    if (figures.max !== undefined && figures.max !== null && stake > figures.max) return { key: 'coupon_error_amount_above_max', values: { max: money(figures.max) } };
  }
  if (reason === 'insufficient_funds' && figures?.balance !== undefined) return { key: 'coupon_error_insufficient_funds_balance', values: { balance: money(figures.balance) } };
  return { key: failureTextKey(reason) };
}
