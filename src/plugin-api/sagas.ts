/**
 * Plugin sagas reach the world through the core: the one web-API client, the route table and the
 * logger travel in the `services` saga context (createAppStore sets it), never as imports, so a
 * plugin's saga runs the same against the real app and against a test store with fakes.
 */
import type { SagaIterator } from 'redux-saga';
import { call, getContext, select } from 'redux-saga/effects';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AppServices, ApiRequestOptions, HttpMethod } from '../composer/services.ts';
import { indexConfig } from '../composer/config-index.ts';
import { availableHref } from '../composer/route-availability.ts';
import type { RouteParams } from '../composer/route-table.ts';
import type { RouteId, RouteParamsArg } from './navigation.tsx';

export type { ApiRequestOptions, HttpMethod };
export { isApiError, ApiError } from '../api/index.ts';
export { pollWhileVisible } from '../sagas/visibility.ts';
export { untilOnline } from '../sagas/connectivity.saga.ts';

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

/**
 * The URL of a route by id in a language (for links in notifications), typed like useRouteHref; null
 * where the active region does not serve the route (the same decision as links and the guard).
 */
export function* routeHref<Id extends RouteId>(routeId: Id, lng: string, ...[params]: RouteParamsArg<Id>): SagaIterator<string | null> {
  const { table } = yield* servicesFromContext();
  // Read defensively: a plugin's test store may hold no site-config slice (then nothing is judged).
  const config = (yield select((state: { siteConfig?: { config: SiteConfig | null } }) => state.siteConfig?.config ?? null)) as SiteConfig | null;
  return availableHref(table, config ? indexConfig(config) : null, routeId, lng, params as RouteParams | undefined);
}

/**
 * Brings an extension's code, with the slices and sagas its module carries, without drawing it: a
 * plugin whose state arrives with a lazy extension loads it when it is first needed (the coupon on
 * the first price pressed on a page without a quick coupon). Resolves once they are installed.
 */
export function* loadExtension(extensionId: string): SagaIterator<void> {
  const { plugins } = yield* servicesFromContext();
  yield call([plugins, plugins.loadExtension], extensionId);
}

/** Logs through the app's logger (failures a player need not see). */
export function* logWarning(message: string, detail?: unknown): SagaIterator<void> {
  const { log } = yield* servicesFromContext();
  log.warn(message, detail);
}
