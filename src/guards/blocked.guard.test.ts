import { describe, it, expect, vi, afterEach } from 'vitest';
import { BLOCK_PAGE_BY_REASON, blockedGuard } from './blocked.guard.ts';
import { runGuardPipeline } from './pipeline.ts';
import { contextFor, makeSiteConfig, stateWith } from '../../tests/helpers/fixtures.ts';
import { runWithState } from '../../tests/helpers/saga.ts';
import { blocksLoaded } from '../state/blocks.slice.ts';
import type { AppServices } from '../composer/services.ts';

const blockedBy = (displayTypeId: number) => stateWith(blocksLoaded({ displayTypeId, templateTypeId: 0 }));
const maintenance = makeSiteConfig((c) => void (c.maintenance = { isActive: true }));

describe('blocked guard: decisions', () => {
  // Block reasons: 4 site-updates, 16 suspension, 1/2/3/5/14 block, 13 block-ua, 17 block-ie, 8 coming-soon.
  it.each([
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [16, 'suspension'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('reason %i sends the user to /<lng>/%s (replace)', (reason, page) => {
    expect(blockedGuard.decide(contextFor('/ru/game/5?x=1', { state: blockedBy(reason) }))).toEqual({
      kind: 'redirect',
      to: `/ru/${page}`,
      replace: true,
    });
  });

  it('maps exactly the known block reasons', () => {
    expect(Object.keys(BLOCK_PAGE_BY_REASON).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 13, 14, 16, 17]);
  });

  it('reason 4 goes to site-updates keeping the original path and query as ?redirect=', () => {
    const decision = blockedGuard.decide(contextFor('/en/game/5?tab=live&x=1', { state: blockedBy(4) }));
    expect(decision).toEqual({ kind: 'redirect', to: `/en/site-updates?redirect=${encodeURIComponent('/en/game/5?tab=live&x=1')}`, replace: true });
    if (decision.kind !== 'redirect') throw new Error('expected a redirect');
    expect(new URL(decision.to, 'https://x.test').searchParams.get('redirect')).toBe('/en/game/5?tab=live&x=1');
  });

  it('sends everyone to maintenance when maintenance is active, before any block reason', () => {
    expect(blockedGuard.decide(contextFor('/en/menu', { config: maintenance }))).toEqual({ kind: 'redirect', to: '/en/maintenance', replace: true });
    expect(blockedGuard.decide(contextFor('/en/menu', { config: maintenance, state: blockedBy(16) }))).toMatchObject({ to: '/en/maintenance' });
  });

  it('does not redirect when the user already is on the page that explains the block', () => {
    expect(blockedGuard.decide(contextFor('/en/suspension', { state: blockedBy(16) }))).toEqual({ kind: 'allow' });
    expect(blockedGuard.decide(contextFor('/en/site-updates?redirect=%2Fen%2F', { state: blockedBy(4) }))).toEqual({ kind: 'allow' });
    expect(blockedGuard.decide(contextFor('/en/maintenance', { config: maintenance }))).toEqual({ kind: 'allow' });
  });

  it('moves the user from one block page to the one of the current reason', () => {
    expect(blockedGuard.decide(contextFor('/en/block', { state: blockedBy(13) }))).toMatchObject({ to: '/en/block-ua' });
  });

  it('sends the user home from a block page when there is no block', () => {
    expect(blockedGuard.decide(contextFor('/ru/block'))).toEqual({ kind: 'redirect', to: '/ru/', replace: true });
    expect(blockedGuard.decide(contextFor('/en/maintenance'))).toEqual({ kind: 'redirect', to: '/en/', replace: true });
    expect(blockedGuard.decide(contextFor('/en/suspension', { state: blockedBy(0) }))).toMatchObject({ to: '/en/' });
  });

  it('lets ordinary pages through when there is no block, or an unknown reason', () => {
    expect(blockedGuard.decide(contextFor('/en/menu'))).toEqual({ kind: 'allow' });
    expect(blockedGuard.decide(contextFor('/en/menu', { state: blockedBy(99) }))).toEqual({ kind: 'allow' });
  });
});

describe('blocked guard: loading the blocks answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const services = (blocks: AppServices['api']['blocks']) =>
    ({ api: { blocks: vi.fn(blocks) }, log: { warn: vi.fn(), error: vi.fn() } }) as unknown as AppServices & {
      api: { blocks: ReturnType<typeof vi.fn> };
      log: { warn: ReturnType<typeof vi.fn> };
    };

  it('fetches the answer once, then decides on it', async () => {
    const fake = services(async () => ({ displayTypeId: 16, templateTypeId: 2 }));
    const ctx = contextFor('/en/menu');
    const run = await runWithState(runGuardPipeline, [[blockedGuard], ctx], { state: ctx.state, context: { services: fake } });
    expect(fake.api.blocks).toHaveBeenCalledTimes(1);
    expect(run.result.decision).toEqual({ kind: 'redirect', to: '/en/suspension', replace: true });
    expect(run.state.blocks).toEqual({ status: 'loaded', displayTypeId: 16, templateTypeId: 2 });

    // The next navigation finds the answer in the state and does not ask again.
    const next = contextFor('/en/suspension', { state: run.state });
    const again = await runWithState(runGuardPipeline, [[blockedGuard], next], { state: run.state, context: { services: fake } });
    expect(fake.api.blocks).toHaveBeenCalledTimes(1);
    expect(again.result.decision).toEqual({ kind: 'allow' });
  });

  it('retries a failing check 3 times at 500 ms, then continues unblocked and logs it', async () => {
    vi.useFakeTimers();
    const fake = services(async () => {
      throw new Error('503');
    });
    const ctx = contextFor('/en/menu');
    const pending = runWithState(runGuardPipeline, [[blockedGuard], ctx], { state: ctx.state, context: { services: fake } });
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.api.blocks).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    const run = await pending;
    expect(fake.api.blocks).toHaveBeenCalledTimes(3);
    expect(run.result.decision).toEqual({ kind: 'allow' });
    expect(run.state.blocks.status).toBe('failed');
    expect(fake.log.warn).toHaveBeenCalledWith(expect.stringContaining('blocks check failed'), expect.any(Error));
  });
});
