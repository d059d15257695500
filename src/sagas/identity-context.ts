/** The services the identity sagas share, read from the saga context once per call. */
import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import type { ApiRequestOptions, AppServices, HttpMethod, IdentityPort } from '../composer/services.ts';

export interface IdentityServices extends AppServices {
  identity: IdentityPort;
}

export function* identityServices(): SagaIterator<IdentityServices> {
  const services = (yield getContext('services')) as AppServices;
  if (!services.identity) throw new Error('expected services.identity (src/app/identity-port.ts) for the session sagas');
  if (typeof services.api.request !== 'function') throw new Error('expected services.api.request for the session sagas');
  return services as IdentityServices;
}

/** A web-API call through the one client. */
export function* request<T>(services: AppServices, method: HttpMethod, path: string, options: ApiRequestOptions = {}): SagaIterator<T> {
  return (yield call([services.api, services.api.request!], method, path, options)) as T;
}
