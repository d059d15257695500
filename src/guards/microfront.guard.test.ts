import { describe, it, expect } from 'vitest';
import { microfrontGuard } from './microfront.guard.ts';
import { runGuardPipeline } from './pipeline.ts';
import { contextFor, defaultSources, makePlugins } from '../../tests/helpers/fixtures.ts';
import { runWithState } from '../../tests/helpers/saga.ts';

describe('microfront guard', () => {
  it('answers 500 for a page extension no plugin declares', () => {
    expect(microfrontGuard.decide(contextFor('/en/ghost'))).toEqual({ kind: 'error', status: 500, reason: 'unknown extension ghost/page' });
    expect(microfrontGuard.decide(contextFor('/en/no-such-extension'))).toMatchObject({ kind: 'error', status: 500 });
  });

  it('allows a declared extension, and routes without a page (redirects, 404)', () => {
    expect(microfrontGuard.decide(contextFor('/en/menu'))).toEqual({ kind: 'allow' });
    expect(microfrontGuard.decide(contextFor('/en/office'))).toEqual({ kind: 'allow' });
    expect(microfrontGuard.decide(contextFor('/en/nowhere'))).toEqual({ kind: 'allow' });
  });

  it("starts loading the page's plugin and leaves the task for the commit to join", async () => {
    const sources = defaultSources();
    const plugins = makePlugins(sources);
    const ctx = contextFor('/en/menu', { plugins });
    const run = await runWithState(runGuardPipeline, [[microfrontGuard], ctx], { state: ctx.state, context: { services: { plugins } } });
    expect(run.result.decision).toEqual({ kind: 'allow' });
    expect(ctx.settleBeforeCommit).toHaveLength(1);
    expect(sources[0]!.load).toHaveBeenCalledTimes(1);
  });

  it('does not fail the navigation when the page chunk fails: the slot shows the refresh control', async () => {
    const sources = defaultSources();
    sources[0]!.load.mockRejectedValue(new Error('chunk failed'));
    const plugins = makePlugins(sources);
    const ctx = contextFor('/en/menu', { plugins });
    const run = await runWithState(runGuardPipeline, [[microfrontGuard], ctx], { state: ctx.state, context: { services: { plugins } } });
    expect(run.result.decision).toEqual({ kind: 'allow' });
  });
});
