/** The coupon button's own reading of the stored coupon, and its names for what the coupon's slice and model own. */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from './model.ts';
import { quickCouponToggled } from './slice.ts';
import { quickCouponToggledByButton, STORED_COUPON_KEY, storedBetCount } from './button-state.ts';

describe('coupon button state', () => {
  it('counts the bets of a stored coupon; anything else counts none', () => {
    expect(storedBetCount(JSON.stringify({ version: 1, bets: [{ marketId: 'a' }, { marketId: 'b' }, { nope: 1 }, null] }))).toBe(2);
    for (const raw of [null, '', 'not json', '[]', '{"bets":"x"}', '{"bets":null}']) expect(storedBetCount(raw)).toBe(0);
  });

  it("uses the coupon's own storage key and quick-coupon action", () => {
    expect(STORED_COUPON_KEY).toBe(STORAGE_KEY);
    expect(quickCouponToggledByButton.type).toBe(quickCouponToggled.type);
  });
});
