/**
 * Microfront guard: the route's page comes from a plugin (a remote application). The guard makes
 * sure the extension is known and starts loading its chunk, in parallel with the dictionaries;
 * a chunk that fails does not block the commit: the page's boundary shows the refresh control.
 */
import { call, fork, getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { AppServices } from '../composer/services.ts';
import { pluginIdOf } from '../composer/plugin-loader.ts';
import { ALLOW, type CoreGuard, type NavigationContext } from './types.ts';

function pageExtension(ctx: NavigationContext): string | undefined {
  return ctx.url.match?.route.record.component;
}

function* preloadQuietly(pluginId: string): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  try {
    yield call(services.plugins.load, pluginId);
  } catch {
    // Reported through the remote-app state; the slot's boundary retries and offers a refresh.
  }
}

export const microfrontGuard: CoreGuard = {
  id: 'microfront',
  // SPEC 4.4: after every core guard, so the page's chunk is loaded only for a page they let
  // through; the plugins' own guards (route-guards) come after it, as SPEC puts the bonus-page and
  // slot-first-deposit guards, and a plugin guard lives in its page's plugin, which this has started loading.
  runsAfter: ['auth-redirect'],
  dependsOnVisitor: false,
  needsPreparation: (ctx) => {
    const ext = pageExtension(ctx);
    return ext !== undefined && ctx.state.remoteApps[pluginIdOf(ext)]?.state !== 2;
  },
  *prepare(ctx) {
    const ext = pageExtension(ctx);
    if (ext) ctx.settleBeforeCommit.push(yield fork(preloadQuietly, pluginIdOf(ext)));
  },
  decide(ctx) {
    const ext = pageExtension(ctx);
    if (ext === undefined) return ALLOW;
    // Build-time validation makes this unreachable for shipped manifests; a stale deploy still gets a clear 500.
    return !ctx.plugins.hasExtension(ext)
      ? { kind: 'error', status: 500, reason: `unknown extension ${ext}` }
      : ALLOW;
  },
};
