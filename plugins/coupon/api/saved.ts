/**
 * Saved coupons (the coupon route's query loads a coupon by code; also the coupon export): the
 * server keeps a coupon as the player's coupon showed it under a six-character code, so anyone with
 * the code can load it on any page. Loading checks every market against the current prices: what
 * still exists comes back at today's price (suspended ones too, marked blocked), what no longer
 * exists or whose game has finished is listed as dropped.
 *
 * In memory, at most MAX_SAVED_COUPONS (the oldest are forgotten first); codes use letters and
 * digits without the look-alikes 0/O and 1/I.
 */
import { randomInt } from 'node:crypto';
import type { MarketSource } from '../../../server/kit/index.ts';
import type { SaveRequestBody, SavedBet } from '../schemas.ts';

export const MAX_SAVED_COUPONS = 10_000;
export const CODE_LENGTH = 6;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_PATTERN = /^[A-Z0-9]{6}$/;

export type { SavedBet } from '../schemas.ts';
/** The request of POST /web-api/coupon/save, as the schema defines it. */
export type SavedCoupon = SaveRequestBody;

export interface LoadedBet extends SavedBet {
  blocked: boolean;
}

export interface DroppedBet {
  marketId: string;
  opponent1: string;
  opponent2: string;
  marketName: string;
}

export interface LoadAnswer extends Omit<SavedCoupon, 'bets'> {
  code: string;
  savedAt: string;
  bets: LoadedBet[];
  dropped: DroppedBet[];
}

export interface CouponStore {
  save(coupon: SavedCoupon): string;
  /** null for a code nobody saved (or one forgotten since). */
  load(code: string, markets: MarketSource): LoadAnswer | null;
  readonly size: number;
}

export function createCouponStore(options: { now?: () => number; random?: (max: number) => number; max?: number } = {}): CouponStore {
  const now = options.now ?? Date.now;
  const random = options.random ?? ((max: number) => randomInt(max));
  const max = options.max ?? MAX_SAVED_COUPONS;
  const saved = new Map<string, { coupon: SavedCoupon; savedAt: string }>();

  const newCode = (): string => {
    for (;;) {
      let code = '';
      for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
      if (!saved.has(code)) return code;
    }
  };

  return {
    save(coupon) {
      const code = newCode();
      saved.set(code, { coupon: structuredClone(coupon), savedAt: new Date(now()).toISOString() });
      if (saved.size > max) saved.delete(saved.keys().next().value!);
      return code;
    },
    load(code, markets) {
      const entry = saved.get(code);
      if (!entry) return null;
      const { bets, ...rest } = structuredClone(entry.coupon);
      const loaded: LoadedBet[] = [];
      const dropped: DroppedBet[] = [];
      for (const bet of bets) {
        const market = markets.currentMarket(bet.marketId);
        if (!market || market.finished) {
          dropped.push({ marketId: bet.marketId, opponent1: bet.opponent1, opponent2: bet.opponent2, marketName: bet.marketName });
        } else {
          loaded.push({ ...bet, coef: market.coef, isLive: market.isLive, blocked: market.blocked });
        }
      }
      return { ...rest, code, savedAt: entry.savedAt, bets: loaded, dropped };
    },
    get size() {
      return saved.size;
    },
  };
}
