/**
 * The app-version check: all of it that is in the entry. A minute after start (no player needs it
 * sooner, and the first minute belongs to the page) it fetches the check module, which compares the
 * version this code was built as with the one the server serves now and offers a reload when they
 * differ.
 */
import { call, delay, getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { createRoot } from 'react-dom/client';
import type { AppServices } from '../composer/services.ts';
import { untilOnline } from './connectivity.saga.ts';

/** Written by the build (esbuild's define); absent in tests and the server renderer. */
declare const __APP_VERSION__: string | undefined;

export const VERSION_CHECK_DELAY_MS = 60_000;

/** The version this code was built as, or null where no build named one. */
export function builtAppVersion(): string | null {
  return typeof __APP_VERSION__ === 'string' && __APP_VERSION__ !== '' ? __APP_VERSION__ : null;
}

export interface VersionCheckModule {
  checkAppVersion(current: string, render: typeof createRoot): SagaIterator<void>;
}

export type VersionCheckLoader = () => Promise<VersionCheckModule>;

const loadVersionCheck: VersionCheckLoader = () => import('../app/deferred-modules.ts').then((m) => m.versionCheck);
/**
 * React DOM's client from the chunk the entry hydrated with (loaded long before the check): handed to
 * the check, it keeps react-dom out of every other chunk's reach. Imported here statically, React DOM's
 * client was evaluated with the app's modules, in their task (about 20 ms of it here).
 */
const loadRootFactory = (): Promise<typeof createRoot> => import('../app/react-dom-client.ts').then((m) => m.createRoot);

/** Blocking: once per page load. */
export function* watchAppVersion(current: string | null = builtAppVersion(), load: VersionCheckLoader = loadVersionCheck): SagaIterator<void> {
  if (current === null) return;
  yield delay(VERSION_CHECK_DELAY_MS);
  // Offline the module (and the calls it makes at once) would fail: it starts when the network is back.
  yield call(untilOnline);
  let module: VersionCheckModule;
  try {
    module = yield call(load);
  } catch (error) {
    const services: AppServices = yield getContext('services');
    services.log.warn('version check module did not load', error);
    return;
  }
  const render: typeof createRoot = yield call(loadRootFactory);
  yield call(module.checkAppVersion, current, render);
}
