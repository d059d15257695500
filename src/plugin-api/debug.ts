/**
 * What the debugger (a development-only plugin) reads of the composer: every route of the table
 * with what its manifest says, and, for any URL, the decision each guard of the pipeline takes for
 * the current user from what the store knows now. Guards run by their pure `decide` only; a guard
 * whose decision still waits for its I/O (`prepare`) is reported as pending, never run for real,
 * so inspecting a route loads nothing and changes nothing.
 *
 * Production builds leave the debugger out, and with it everything here (nothing else imports it).
 */
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { RouteRecord } from '../../schemas/route-manifest.schema.ts';
import { useComposerServices } from '../composer/services-context.tsx';
import type { CompiledRoute, RouteTable } from '../composer/route-table.ts';
import type { PluginLoader } from '../composer/plugin-loader.ts';
import type { AppServices } from '../composer/services.ts';
import { GUARD_ORDER } from '../guards/order.ts';
import type { Guard, GuardDecision } from '../guards/types.ts';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { navigationCommitted, navigationRequested, type LocationSnapshot } from '../state/navigation.slice.ts';
import type { RootState } from '../state/root-reducer.ts';

/** One guard's answer: its decision, or `pending` while it waits for I/O it has not done for this URL. */
export interface GuardVerdict {
  readonly guard: string;
  readonly kind: GuardDecision['kind'] | 'pending' | 'failed';
  /** The redirect target, the error reason, or why it is pending or failed. */
  readonly detail: string | null;
}

export interface NavigationInspection {
  readonly url: string;
  readonly routeId: string | null;
  readonly verdicts: readonly GuardVerdict[];
  /** The first guard that did not allow (the one whose decision the navigation takes); null when all allow. */
  readonly decidedBy: string | null;
  /** What the navigation ends in: the deciding guard's decision, not found for an unmatched URL, else allow. */
  readonly outcome: GuardDecision['kind'];
}

/** A route as the debugger lists it. */
export interface DebugRoute {
  readonly id: string;
  readonly area: string;
  readonly path: string;
  /** Until its area is loaded the table knows only the route's path and availability. */
  readonly detailsLoaded: boolean;
  readonly record: RouteRecord;
  /** A URL of the route in `lng`, with sample values for its params (1 for numbers). */
  readonly sampleUrl: string;
}

/** The guards in the order they run. */
export function guardOrder(): readonly string[] {
  return GUARD_ORDER.map((g) => g.id);
}

function verdictOf(guard: Guard, ctx: Parameters<Guard['decide']>[0]): GuardVerdict {
  try {
    if (guard.prepare && guard.needsPreparation?.(ctx)) return { guard: guard.id, kind: 'pending', detail: 'waits for its I/O (prepare) on a real navigation' };
    const decision = guard.decide(ctx);
    if (decision.kind === 'redirect') return { guard: guard.id, kind: 'redirect', detail: decision.to };
    if (decision.kind === 'error') return { guard: guard.id, kind: 'error', detail: decision.reason };
    return { guard: guard.id, kind: decision.kind, detail: null };
  } catch (error) {
    return { guard: guard.id, kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Every guard's decision for `url` (path and query) for the user the state describes. */
export function inspectNavigation(url: string, state: RootState, table: RouteTable, plugins: PluginLoader, guards: readonly Guard[] = GUARD_ORDER): NavigationInspection {
  const [pathAndQuery = '', hash = ''] = url.split('#', 2);
  const [pathname = '/', search = ''] = pathAndQuery.split('?', 2);
  const location: LocationSnapshot = { pathname, search: search === '' ? '' : `?${search}`, hash: hash === '' ? '' : `#${hash}` };
  const config = state.siteConfig.config as SiteConfig | null;
  if (!config) return { url, routeId: null, verdicts: [], decidedBy: null, outcome: 'allow' };
  const ctx = buildNavigationContext(location, state, config, table, plugins);
  const verdicts = guards.map((guard) => verdictOf(guard, ctx));
  const deciding = verdicts.find((v) => v.kind === 'redirect' || v.kind === 'notFound' || v.kind === 'error');
  const outcome: GuardDecision['kind'] = deciding ? (deciding.kind as GuardDecision['kind']) : ctx.url.match ? 'allow' : 'notFound';
  return { url, routeId: ctx.url.match?.route.id ?? null, verdicts, decidedBy: deciding?.guard ?? null, outcome };
}

/** Sample values for a route's params: 1 where the manifest says number, else the param's own name. */
function sampleParams(route: CompiledRoute): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const segment of route.path.split('/')) {
    if (!segment.startsWith(':')) continue;
    const name = segment.slice(1).replace(/\?$/, '');
    if (segment.endsWith('?')) continue;
    params[name] = route.record.paramTypes?.[name] === 'number' ? 1 : name;
  }
  return params;
}

export function debugRoutes(table: RouteTable, lng: string): DebugRoute[] {
  return [...table.routes.values()].map((route) => {
    let sampleUrl: string;
    try {
      sampleUrl = table.href(route.id, lng, sampleParams(route));
    } catch {
      sampleUrl = `/${lng}/${route.path}`;
    }
    return { id: route.id, area: route.area, path: route.path, detailsLoaded: table.hasArea(route.area), record: route.record, sampleUrl };
  });
}

/**
 * The debugger's view of the composer: the routes, and an inspection of any URL as the store stands
 * now. `detailsRound` changes when more route areas arrived (loadEveryRouteArea): the list is read again.
 */
export function useNavigationInspector(lng: string, detailsRound = 0): { routes: DebugRoute[]; guards: readonly string[]; inspect(url: string): NavigationInspection } {
  const { table, plugins } = useComposerServices();
  const store = useStore<RootState>();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the table fills in place: detailsRound says when
  const routes = useMemo(() => debugRoutes(table, lng), [table, lng, detailsRound]);
  const inspect = useCallback((url: string) => inspectNavigation(url, store.getState(), table, plugins), [store, table, plugins]);
  return { routes, guards: useMemo(guardOrder, []), inspect };
}

/**
 * Brings the details of every route area not loaded yet (a navigation loads only its own), so the
 * debugger can show every route's manifest. Resolves with how many areas it asked for; a failure is
 * logged and leaves those routes with their index facts only.
 */
export function* loadEveryRouteArea(): SagaIterator<number> {
  const services: AppServices = yield getContext('services');
  const missing = services.table.areas.filter((area) => !services.table.hasArea(area));
  if (missing.length === 0 || !services.loadRouteAreas) return 0;
  try {
    yield call(services.loadRouteAreas, missing);
  } catch (error) {
    services.log.warn('debugger: some route areas could not be loaded', error);
  }
  return missing.length;
}

export interface NavigationTrace extends NavigationInspection {
  /** When the navigation ended (ms since the epoch). */
  readonly at: number;
  /** The status the page was committed with; null for a navigation that redirected or was superseded. */
  readonly status: 200 | 404 | 500 | null;
}

/**
 * Traces every navigation from now on: when it commits, or when the next one starts (it redirected
 * or was superseded), its guards' decisions as the store stood then are put with `record`.
 * Concurrency: takeEvery over the two navigation events, in order; no I/O.
 */
export function* traceNavigations(record: (trace: NavigationTrace) => Action): SagaIterator<void> {
  let pending: LocationSnapshot | null = null;
  const trace = function* (location: LocationSnapshot, status: NavigationTrace['status']): SagaIterator<void> {
    const services: AppServices = yield getContext('services');
    const state: RootState = yield select();
    const url = `${location.pathname}${location.search}${location.hash}`;
    yield put(record({ ...inspectNavigation(url, state, services.table, services.plugins), at: Date.now(), status }));
  };
  yield takeEvery([navigationRequested.type, navigationCommitted.type], function* (action: ReturnType<typeof navigationRequested> | ReturnType<typeof navigationCommitted>) {
    if (navigationRequested.match(action)) {
      if (pending) yield* trace(pending, null);
      pending = action.payload;
      return;
    }
    pending = null;
    yield* trace(action.payload.location, action.payload.status);
  });
}
