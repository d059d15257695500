import { describe, it, expect, vi, afterEach } from 'vitest';
import { BLOCK_PAGE_BY_REASON, blockedGuard } from './blocked.guard.ts';
import { runGuardPipeline } from './pipeline.ts';
import { contextFor, deferred, location, makeSiteConfig, makeTable, stateWith } from '../../tests/helpers/fixtures.ts';
import { runWithState } from '../../tests/helpers/saga.ts';
import { blocksLoadFailed, blocksLoaded } from '../state/blocks.slice.ts';
import { navigationRequested } from '../state/navigation.slice.ts';
import { BLOCKS_RETRY, BLOCKS_TIMEOUT_MS } from '../sagas/blocks.saga.ts';
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

describe('blocked guard: the blocks answer arrives in the background', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const services = (blocks: AppServices['api']['blocks']) =>
    ({ api: { blocks: vi.fn(blocks) }, table: makeTable(), log: { warn: vi.fn(), error: vi.fn() } }) as unknown as AppServices & {
      api: { blocks: ReturnType<typeof vi.fn> };
      log: { warn: ReturnType<typeof vi.fn> };
    };
  /** The pipeline for `url` while that navigation is on its way (what the background check re-requests). */
  const navigatingTo = (url: string, fake: AppServices) => {
    const state = stateWith(navigationRequested(location(url)));
    return runWithState(runGuardPipeline, [[blockedGuard], contextFor(url, { state })], { state, context: { services: fake } });
  };

  it('does not wait for the answer; a block in it sends the navigation through the guards again', async () => {
    const answer = deferred<{ displayTypeId: number; templateTypeId: number }>();
    const fake = services(() => answer.promise);
    const run = await navigatingTo('/en/menu', fake);
    expect(run.result.decision).toEqual({ kind: 'allow' });
    expect(run.state.blocks.status).toBe('loading');

    answer.resolve({ displayTypeId: 16, templateTypeId: 2 });
    await vi.waitFor(() => expect(run.dispatched.map((a) => a.type)).toContain(navigationRequested.type));
    expect(run.dispatched).toContainEqual(blocksLoaded({ displayTypeId: 16, templateTypeId: 2 }));
    expect(run.dispatched.at(-1)).toEqual(navigationRequested(location('/en/menu')));
    // That second pass finds the answer in the state: the block page, and no second request.
    const loaded = stateWith(blocksLoaded({ displayTypeId: 16, templateTypeId: 2 }));
    const again = await runWithState(runGuardPipeline, [[blockedGuard], contextFor('/en/menu', { state: loaded })], { state: loaded, context: { services: fake } });
    expect(again.result.decision).toEqual({ kind: 'redirect', to: '/en/suspension', replace: true });
    expect(fake.api.blocks).toHaveBeenCalledTimes(1);
  });

  it('an answer without a block changes nothing: no second pass', async () => {
    const fake = services(async () => ({ displayTypeId: 0, templateTypeId: 0 }));
    const run = await navigatingTo('/en/menu', fake);
    await vi.waitFor(() => expect(run.dispatched.map((a) => a.type)).toContain(blocksLoaded.type));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.dispatched.map((a) => a.type)).not.toContain(navigationRequested.type);
  });

  it('a block page stays while the answer is out, and is judged again when it says there is no block', async () => {
    const answer = deferred<{ displayTypeId: number; templateTypeId: number }>();
    const fake = services(() => answer.promise);
    const run = await navigatingTo('/en/suspension', fake);
    expect(run.result.decision).toEqual({ kind: 'allow' });
    answer.resolve({ displayTypeId: 0, templateTypeId: 0 });
    await vi.waitFor(() => expect(run.dispatched.at(-1)).toEqual(navigationRequested(location('/en/suspension'))));
    const loaded = stateWith(blocksLoaded({ displayTypeId: 0, templateTypeId: 0 }));
    expect(blockedGuard.decide(contextFor('/en/suspension', { state: loaded }))).toEqual({ kind: 'redirect', to: '/en/', replace: true });
  });

  it('retries a failing check 3 times at 500 ms, then continues unblocked and logs it', async () => {
    vi.useFakeTimers();
    const fake = services(async () => {
      throw new Error('503');
    });
    const run = await navigatingTo('/en/menu', fake);
    expect(run.result.decision).toEqual({ kind: 'allow' });
    await vi.advanceTimersByTimeAsync(BLOCKS_RETRY.delayMs * 2 - 1);
    expect(fake.api.blocks).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.api.blocks).toHaveBeenCalledTimes(3);
    expect(run.dispatched.at(-1)).toEqual(blocksLoadFailed());
    expect(fake.log.warn).toHaveBeenCalledWith(expect.stringContaining('blocks check failed'), expect.any(Error));
  });

  it('bounds each attempt: a check that never answers is abandoned (its request aborted) and the visitor stays unblocked', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fake = services((options) => {
      if (options?.signal) signals.push(options.signal);
      return new Promise(() => {});
    });
    await navigatingTo('/en/menu', fake).then(async (run) => {
      await vi.advanceTimersByTimeAsync(BLOCKS_TIMEOUT_MS - 1);
      expect(signals.map((s) => s.aborted)).toEqual([false]);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals.map((s) => s.aborted)).toEqual([true]);
      await vi.advanceTimersByTimeAsync(BLOCKS_RETRY.delayMs * 2 + BLOCKS_TIMEOUT_MS * 2);
      expect(fake.api.blocks).toHaveBeenCalledTimes(3);
      expect(signals.every((s) => s.aborted)).toBe(true);
      expect(run.dispatched.at(-1)).toEqual(blocksLoadFailed());
    });
  });
});
