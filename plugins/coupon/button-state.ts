/**
 * What the coupon button knows before (or without) the coupon itself: the bet count of the coupon
 * stored in this browser (and kept in step when another tab changes it), and, once the coupon has
 * loaded, its live state. Nothing here imports the coupon's slice or model, so the button costs
 * every page next to nothing.
 */
import { useSyncExternalStore } from 'react';
import { createAction } from '@reduxjs/toolkit';
import { useAppSelector } from '@plugin-api';

/** The coupon's localStorage key (model.ts STORAGE_KEY says the same; a test keeps them equal). */
export const STORED_COUPON_KEY = 'coupon';

/** The slice's own quickCouponToggled, by its type: dispatched only where a quick coupon (and so the slice) is. */
export const quickCouponToggledByButton = createAction('coupon/quickCouponToggled');

/** How many bets a stored coupon holds (entries with a market id); 0 for anything else. */
export function storedBetCount(raw: string | null): number {
  if (raw === null) return 0;
  try {
    const bets = (JSON.parse(raw) as { bets?: unknown }).bets;
    return Array.isArray(bets) ? bets.filter((bet) => typeof bet === 'object' && bet !== null && typeof (bet as { marketId?: unknown }).marketId === 'string').length : 0;
  } catch {
    return 0;
  }
}

function readStoredCount(): number {
  try {
    return storedBetCount(window.localStorage.getItem(STORED_COUPON_KEY));
  } catch {
    // Storage refused (private mode, a sandbox): no stored coupon to count.
    return 0;
  }
}

function subscribeToStorage(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORED_COUPON_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The coupon's part of the state once its slice is installed; undefined before. */
interface LoadedCoupon {
  readonly bets: readonly unknown[];
  readonly quickCouponHosts: number;
}

/**
 * The count the button shows, whether the page has a quick coupon to toggle, and the loaded coupon's
 * own count (null before it loads: a bet added or removed is only ever seen there). The server
 * renders 0 (it has no storage); hydration then reads the stored coupon.
 */
export function useCouponButtonState(): { count: number; hasQuickCoupon: boolean; liveCount: number | null } {
  const loaded = useAppSelector((state: unknown) => (state as { coupon?: LoadedCoupon }).coupon);
  const stored = useSyncExternalStore(subscribeToStorage, readStoredCount, () => 0);
  return loaded ? { count: loaded.bets.length, hasQuickCoupon: loaded.quickCouponHosts > 0, liveCount: loaded.bets.length } : { count: stored, hasQuickCoupon: false, liveCount: null };
}
