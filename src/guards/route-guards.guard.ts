/**
 * Guards that plugins contribute, run for the routes that list them in `guards` (in that order).
 * Their plugin is loaded first; a guard that cannot load fails closed with a 500, never open.
 */
import { call, getContext } from 'redux-saga/effects';
import type { AppServices } from '../composer/services.ts';
import { isGuardExtension } from '../plugin-api/define-plugin.ts';
import { extensionNameOf, pluginIdOf } from '../composer/plugin-loader.ts';
import { ALLOW, type CoreGuard, type NavigationContext } from './types.ts';

const listed = (ctx: NavigationContext): readonly string[] => ctx.url.match?.route.record.guards ?? [];

export const routeGuardsGuard: CoreGuard = {
  id: 'route-guards',
  // Plugins' guards judge a page the core guards have let through, to the last redirect: last of
  // all, after the microfront guard (SPEC 4.4 puts the bonus-page and slot-first-deposit guards there).
  runsAfter: ['auth-redirect', 'microfront'],
  // A plugin guard may look at the visitor: the first load takes its decision only when a guest
  // and a player whose profile is unknown get the same one.
  dependsOnVisitor: false,
  needsPreparation: (ctx) => listed(ctx).some((id) => !ctx.plugins.peek(pluginIdOf(id))),
  *prepare(ctx) {
    const services: AppServices = yield getContext('services');
    for (const id of listed(ctx)) {
      try {
        yield call(services.plugins.load, pluginIdOf(id));
      } catch (error) {
        services.log.error(`route guard ${id} failed to load`, error);
      }
    }
  },
  decide(ctx) {
    for (const id of listed(ctx)) {
      const extension = ctx.plugins.peek(pluginIdOf(id))?.extensions[extensionNameOf(id)];
      if (!isGuardExtension(extension)) return { kind: 'error', status: 500, reason: `guard ${id} is not available` };
      const decision = extension.decide(ctx);
      if (decision.kind !== 'allow') return decision;
    }
    return ALLOW;
  },
};
