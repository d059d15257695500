import { describe, it, expect, vi } from 'vitest';
import { routeGuardsGuard } from './route-guards.guard.ts';
import { runGuardPipeline } from './pipeline.ts';
import { redirect, type GuardDecision } from './types.ts';
import { contextFor, makePlugins, makeTable, singleExtensionPlugin } from '../../tests/helpers/fixtures.ts';
import { runWithState } from '../../tests/helpers/saga.ts';

const table = makeTable([
  {
    area: 'office',
    routes: [
      { id: 'office', path: 'office', component: 'pages/generic', guards: ['auth/needs-login'] },
      { id: 'open', path: 'open', component: 'pages/generic' },
    ],
  },
]);

function setup(decision: GuardDecision, options: { failTimes?: number } = {}) {
  const decide = vi.fn(() => decision);
  const source = singleExtensionPlugin('auth', 'needs-login', { kind: 'guard', decide }, { kind: 'guard', ...options });
  const plugins = makePlugins([source]);
  const log = { warn: vi.fn(), error: vi.fn() };
  const runFor = async (url: string) => {
    const ctx = contextFor(url, { table, plugins });
    return (await runWithState(runGuardPipeline, [[routeGuardsGuard], ctx], { state: ctx.state, context: { services: { plugins, log } } })).result;
  };
  return { decide, source, runFor, log };
}

describe('route guards contributed by plugins', () => {
  it("loads the guard's plugin and follows its decision", async () => {
    const { runFor, source } = setup(redirect('/en/login'));
    expect((await runFor('/en/office')).decision).toEqual({ kind: 'redirect', to: '/en/login', replace: true });
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('does not run for routes that do not list it', async () => {
    const { runFor, decide, source } = setup(redirect('/en/login'));
    expect((await runFor('/en/open')).decision).toEqual({ kind: 'allow' });
    expect(decide).not.toHaveBeenCalled();
    expect(source.load).not.toHaveBeenCalled();
  });

  it('fails closed with a 500 when the guard cannot load', async () => {
    const { runFor, log } = setup({ kind: 'allow' }, { failTimes: 1 });
    expect((await runFor('/en/office')).decision).toMatchObject({ kind: 'error', status: 500, reason: 'guard auth/needs-login is not available' });
    expect(log.error).toHaveBeenCalled();
    // The failed load was forgotten: the next navigation loads it again and lets the user in.
    expect((await runFor('/en/office')).decision).toEqual({ kind: 'allow' });
  });
});
