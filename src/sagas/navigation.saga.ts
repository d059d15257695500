/**
 * One navigation: URL → match → ordered guards → commit. The composer renders only committed
 * pages, so a page never shows before its guards allowed it and its dictionaries settled. No
 * dependency that may fail holds a public page: the session check holds only pages for players,
 * and the blocks check answers later (the blocked guard).
 */
import { call, getContext, join, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { indexConfig, isOfferedLanguage, resolveLanguage } from '../composer/config-index.ts';
import { GUARD_ORDER } from '../guards/order.ts';
import { runGuardPipeline } from '../guards/pipeline.ts';
import { dictionaryNeeds, failuresByOwner } from '../guards/dictionary-owners.ts';
import type { Guard, NavigationContext } from '../guards/types.ts';
import {
  navigationCommitted,
  navigationRedirected,
  navigationRequested,
  type CommittedPage,
  type LocationSnapshot,
} from '../state/navigation.slice.ts';
import { configInstalled } from '../state/site-config.slice.ts';
import { sessionResolved } from '../state/user.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import type { RouteTable } from '../composer/route-table.ts';
import type { PluginLoader } from '../composer/plugin-loader.ts';

/** Redirects in a row without a commit; past it the chain is a cycle and the user gets a 500. */
export const MAX_REDIRECT_HOPS = 10;

export function buildNavigationContext(
  location: LocationSnapshot,
  state: RootState,
  config: SiteConfig,
  table: RouteTable,
  plugins: PluginLoader,
): NavigationContext {
  const index = indexConfig(config);
  const isAuthenticated = state.user.isAuthenticated;
  const url = table.match(location.pathname);
  const urlLanguageValid = url.lngSegment !== null && isOfferedLanguage(index, url.lngSegment, isAuthenticated);
  const lng = urlLanguageValid ? url.lngSegment! : resolveLanguage(config, index, state.user.preferredLanguage, isAuthenticated);
  return {
    location,
    query: new URLSearchParams(location.search),
    url,
    lng,
    urlLanguageValid,
    table,
    config,
    index,
    state,
    plugins,
    settleBeforeCommit: [],
  };
}

/**
 * Whether this address must wait for the start-up session check: a page only a player may see (a
 * guest would be sent to sign in), or a language only players are offered (a guest would be sent to
 * another). Every other page is judged as for a guest at once, and again if a player is found.
 */
export function waitsForSession(location: LocationSnapshot, config: SiteConfig, table: RouteTable): boolean {
  const url = table.match(location.pathname);
  const flags = url.match?.route.record.flags;
  if (flags?.authNeeded === true || flags?.bannedOnly === true) return true;
  if (url.lngSegment === null) return false;
  const index = indexConfig(config);
  return isOfferedLanguage(index, url.lngSegment, true) && !isOfferedLanguage(index, url.lngSegment, false);
}

export function* navigate(action: PayloadAction<LocationSnapshot>, guards: readonly Guard[] = GUARD_ORDER): SagaIterator<void> {
  let state: RootState = yield select();
  if (state.siteConfig.status !== 'installed') {
    yield take(configInstalled.type);
    state = yield select();
  }
  const services: AppServices = yield getContext('services');
  const config = state.siteConfig.config as SiteConfig;
  // Every guard reads the route's record: its area's details must be here first.
  const areasFailed: boolean = yield call(loadRouteAreasFor, services, action.payload);
  state = yield select();
  if (!areasFailed && state.user.sessionStatus === 'checking' && waitsForSession(action.payload, config, services.table)) {
    yield take(sessionResolved.type);
    state = yield select();
  }
  const ctx = buildNavigationContext(action.payload, state, config, services.table, services.plugins);
  if (areasFailed) {
    yield* commit(ctx, 500, []);
    return;
  }
  const outcome = yield* runGuardPipeline(guards, ctx);
  const { decision, context } = outcome;

  if (decision.kind === 'redirect') {
    if (state.navigation.redirectHops >= MAX_REDIRECT_HOPS) {
      services.log.error(`cyclic redirect stopped at ${decision.to}`);
      yield* commit(context, 500, []);
      return;
    }
    yield put(navigationRedirected());
    yield call(services.navigate, decision.to, { replace: decision.replace });
    return;
  }
  if (decision.kind === 'error') {
    services.log.error(`navigation to ${action.payload.pathname} failed: ${decision.reason}`);
    yield* commit(context, 500, []);
    return;
  }
  const status = decision.kind === 'notFound' || !context.url.match ? 404 : 200;
  yield* commit(context, status, outcome.onCommit);
}

/** Loads the areas the location needs (its route's, its modals'); true when that failed for good. */
function* loadRouteAreasFor(services: AppServices, location: LocationSnapshot): SagaIterator<boolean> {
  const { table, loadRouteAreas } = services;
  if (!loadRouteAreas) return false;
  const missing = table.missingAreas(table.match(location.pathname).match, new URLSearchParams(location.search));
  if (missing.length === 0) return false;
  try {
    yield call(loadRouteAreas, missing);
    return false;
  } catch (error) {
    services.log.error(`route areas ${missing.join(', ')} could not be loaded`, error);
    return true;
  }
}

function* commit(ctx: NavigationContext, status: CommittedPage['status'], onCommit: readonly { type: string }[]): SagaIterator<void> {
  // The progress bar covers this wait: the page switches only when its texts are there.
  if (ctx.settleBeforeCommit.length > 0) yield join(ctx.settleBeforeCommit);
  const services: AppServices = yield getContext('services');
  const state: RootState = yield select();
  // Each failure goes to what needs it: the page or one slot widget (the signed-in widgets' texts
  // are not waited for: those widgets wait for them, and signed-in-texts.saga.ts asks again).
  const failed = failuresByOwner(dictionaryNeeds(ctx), (id) => state.dictionaries.byKey[`${ctx.lng}:${id}`] === 'failed');
  if (services.i18n.language !== ctx.lng) yield call([services.i18n, services.i18n.changeLanguage], ctx.lng);
  for (const action of onCommit) yield put(action);
  const match = status === 200 ? ctx.url.match : null;
  yield put(
    navigationCommitted({
      location: ctx.location,
      lng: ctx.lng,
      routeId: match?.route.id ?? null,
      params: match?.params ?? {},
      status,
      failedDictionaries: failed.page,
      ...(Object.keys(failed.widgets).length > 0 ? { failedWidgetDictionaries: failed.widgets } : {}),
    }),
  );
}

/**
 * The start-up check found a player after the page was judged as for a guest: judge it again for
 * them (a ban, changed terms, their languages, their own texts), without leaving it.
 */
export function* judgeAgainForPlayer(): SagaIterator<void> {
  const state: RootState = yield select();
  if (!state.user.isAuthenticated) return;
  const location = state.navigation.pending ?? state.navigation.committed?.location;
  if (location) yield put(navigationRequested(location));
}

export function* watchNavigation(): SagaIterator<void> {
  // takeLatest: a newer navigation cancels the running pipeline (and its pending loads' commit).
  yield takeLatest(navigationRequested.type, navigate);
  yield takeEvery(sessionResolved.type, judgeAgainForPlayer);
}
