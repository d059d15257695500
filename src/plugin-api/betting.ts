/**
 * The betting contract between the plugins that show markets (sports line/live) and the coupon
 * plugin. Plugins never import each other: a market button dispatches `betSelectionToggled`, the
 * odds poller dispatches `oddsChanged`, and both read the selectors below. The coupon plugin's
 * slice (store key 'coupon') reduces these events and keeps the shape `CouponStateView` describes.
 *
 * Until the coupon plugin has loaded, `state.coupon` is absent: every selector here then answers
 * "nothing selected" rather than throwing. Routes that offer selections put `coupon/quick-panel`
 * (or `coupon/coupon-button`) in a slot, which loads the coupon plugin, its slice and its sagas.
 */
import { createAction, createSelector } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import type { AppServices, ApiRequestOptions, HttpMethod } from '../composer/services.ts';
import { selectCommittedPage, navigationCommitted } from '../state/navigation.slice.ts';
import { selectSiteConfig } from '../state/site-config.slice.ts';

export type { ApiRequestOptions, HttpMethod };
export { isApiError, ApiError } from '../api/index.ts';
/** A page passed its guards and is shown (payload: route id, params, language, location). */
export { navigationCommitted as pageCommitted, selectCommittedPage, selectSiteConfig };
/** Closes a popup by id (a reminder that no longer applies); `notify` opens one. */
export { notificationClosed as closeNotification } from '../state/notifications.slice.ts';

// ---------------------------------------------------------------------------------------------
// What a market button hands to the coupon (SPEC 3.1 "Bet": market fields plus what the coupon shows)

export interface BetSelection {
  /** The market (outcome) id, stable across odds updates; also the key of `oddsChanged`. */
  readonly marketId: string;
  /** Decimal odds shown on the button when it was pressed (>= 1). */
  readonly coef: number;
  readonly sportId: number;
  /** Market type id (e.g. 1 home win, 2 draw, 3 away win). */
  readonly typeId: number;
  /** Market kind; kind 7 never counts for the bonus bet (SPEC 5). */
  readonly kind: number;
  /** A live market (SPEC 4.1: a live bet is reminded after 30 s, a line bet after 5 min). */
  readonly isLive: boolean;
  readonly gameId: number;
  readonly champId: number;
  /** Opponents' English names. */
  readonly opponent1: string;
  readonly opponent2: string;
  /** What the player picked, as the button reads (e.g. "W1", "Total over 2.5"). */
  readonly marketName: string;
  /** Block for multi-bet and conditional coupons (SPEC 3.1 bet blockId). */
  readonly blockId?: number;
  /** English names of the sport and championship, for the coupon rows. */
  readonly sportName?: string;
  readonly champName?: string;
  /** The market is suspended right now (it may still be toggled off). */
  readonly isBlocked?: boolean;
}

/** One market's new price, as the odds poller sees it. */
export interface OddsUpdate {
  readonly marketId: string;
  readonly coef: number;
  /** Suspended: the bet stays in the coupon but cannot be placed until it opens again. */
  readonly blocked: boolean;
  /** The game ended: the market will not come back. */
  readonly finished?: boolean;
}

/**
 * The player pressed a market button: the coupon adds the selection, or removes it when that
 * market is already in. A second market of the same game replaces the first (one leg per game).
 * With one-click betting on, the coupon places a single at once instead of adding it.
 */
export const betSelectionToggled = createAction<BetSelection>('betting/selectionToggled');

/** Dispatched by the odds poller with every market whose price or state it refreshed. */
export const oddsChanged = createAction<readonly OddsUpdate[]>('betting/oddsChanged');

// ---------------------------------------------------------------------------------------------
// Reading the coupon (defensively: the slice is injected when the coupon plugin loads)

/** The part of the coupon slice other plugins may rely on. */
export interface CouponStateView {
  readonly bets: readonly { readonly marketId: string; readonly coef: number; readonly isBlocked?: boolean }[];
  readonly settings: { readonly isActiveOneClick: boolean };
}

const NO_BETS: CouponStateView['bets'] = Object.freeze([]);

function couponOf(state: unknown): Partial<CouponStateView> | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const coupon = (state as { coupon?: unknown }).coupon;
  return typeof coupon === 'object' && coupon !== null ? (coupon as Partial<CouponStateView>) : undefined;
}

/** The coupon's bets; an empty list (always the same one) before the coupon plugin loads. */
export function selectCouponBets(state: unknown): CouponStateView['bets'] {
  const bets = couponOf(state)?.bets;
  return Array.isArray(bets) ? bets : NO_BETS;
}

/** Market ids in the coupon, in coupon order (memoised: same bets, same array). */
export const selectSelectedMarketIds = createSelector([selectCouponBets], (bets): readonly string[] => bets.map((bet) => bet.marketId));

const selectSelectedMarketIdSet = createSelector([selectSelectedMarketIds], (ids): ReadonlySet<string> => new Set(ids));

/** Whether a market button shows as selected; O(1), for pages with hundreds of buttons. */
export function selectIsMarketSelected(state: unknown, marketId: string): boolean {
  return selectSelectedMarketIdSet(state).has(marketId);
}

export function selectCouponBetCount(state: unknown): number {
  return selectCouponBets(state).length;
}

/** One-click betting is on: a market button places a bet at once (SPEC 2.10, 4.1). */
export function selectIsOneClickActive(state: unknown): boolean {
  return couponOf(state)?.settings?.isActiveOneClick === true;
}

// ---------------------------------------------------------------------------------------------
// Saga helpers: plugins reach the world through the `services` saga context, never directly

function* servicesFromContext(): SagaIterator<AppServices> {
  const services = (yield getContext('services')) as AppServices | undefined;
  if (!services) throw new Error('expected the saga context to carry `services` (createAppStore sets it)');
  return services;
}

/**
 * A web-API call through the app's one client (language header, auth, normalised ApiError,
 * retries of idempotent calls). With `idempotencyKey`, a POST is retried by the client too, and
 * the server answers a repeated key with its first answer, so a retry never acts twice.
 */
export function* callApi<T = unknown>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): SagaIterator<T> {
  const { api } = yield* servicesFromContext();
  if (typeof api.request !== 'function') throw new Error('expected services.api.request (src/app/core-api.ts) for callApi');
  return (yield call([api, api.request], method, path, options)) as T;
}

/** The URL of a route by id in a language (for links in notifications); null if the route is absent. */
export function* routeHref(routeId: string, lng: string, params?: Readonly<Record<string, string | number>>): SagaIterator<string | null> {
  const { table } = yield* servicesFromContext();
  return table.routes.has(routeId) ? table.href(routeId, lng, params) : null;
}

/** Logs through the app's logger (failures a player need not see, SPEC 4.1 "only logged"). */
export function* logWarning(message: string, detail?: unknown): SagaIterator<void> {
  const { log } = yield* servicesFromContext();
  log.warn(message, detail);
}
