import { describe, it, expect, vi } from 'vitest';
import { put } from 'redux-saga/effects';
import { GUARD_ORDER } from './order.ts';
import { decideSync, runGuardPipeline } from './pipeline.ts';
import { ALLOW, redirect, type Guard, type GuardDecision } from './types.ts';
import { contextFor } from '../../tests/helpers/fixtures.ts';
import { runWithState } from '../../tests/helpers/saga.ts';
import { modalsSynced } from '../state/modals.slice.ts';
import { blocksLoaded } from '../state/blocks.slice.ts';

const spyGuard = (id: string, decision: GuardDecision = ALLOW): Guard & { decide: ReturnType<typeof vi.fn> } => ({
  id,
  decide: vi.fn(() => decision),
});

const run = (guards: readonly Guard[], url = '/en/menu') => {
  const ctx = contextFor(url);
  return runWithState(runGuardPipeline, [guards, ctx], { state: ctx.state, context: {} });
};

describe('runGuardPipeline', () => {
  it('stops at the first decision that is not allow: later guards do not run', async () => {
    const first = spyGuard('first', { kind: 'allow', onCommit: [modalsSynced(['a'])] });
    const second = spyGuard('second', redirect('/en/elsewhere'));
    const third = spyGuard('third', { kind: 'notFound' });
    const { result } = await run([first, second, third]);
    expect(result.decision).toEqual({ kind: 'redirect', to: '/en/elsewhere', replace: true });
    expect(result.decidedBy).toBe('second');
    expect(first.decide).toHaveBeenCalledTimes(1);
    expect(third.decide).not.toHaveBeenCalled();
    expect(result.onCommit).toEqual([modalsSynced(['a'])]);
  });

  it('collects onCommit actions of every guard when all allow, in guard order', async () => {
    const { result } = await run([
      spyGuard('a', { kind: 'allow', onCommit: [modalsSynced(['x'])] }),
      spyGuard('b'),
      spyGuard('c', { kind: 'allow', onCommit: [modalsSynced(['y'])] }),
    ]);
    expect(result).toMatchObject({ decision: { kind: 'allow' }, decidedBy: null, onCommit: [modalsSynced(['x']), modalsSynced(['y'])] });
  });

  it('runs prepare only when needsPreparation says so, and decides on the state prepare produced', async () => {
    const prepare = vi.fn(function* () {
      yield put(blocksLoaded({ displayTypeId: 16, templateTypeId: 0 }));
    });
    const sawReason: number[] = [];
    const makeGuard = (needed: boolean): Guard => ({
      id: needed ? 'needs-io' : 'warm',
      needsPreparation: () => needed,
      prepare,
      decide: (ctx) => {
        sawReason.push(ctx.state.blocks.displayTypeId);
        return ALLOW;
      },
    });
    await run([makeGuard(false)]);
    expect(prepare).not.toHaveBeenCalled();
    expect(sawReason).toEqual([0]);

    const { dispatched } = await run([makeGuard(true)]);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(dispatched).toEqual([blocksLoaded({ displayTypeId: 16, templateTypeId: 0 })]);
    expect(sawReason).toEqual([0, 16]);
  });

  it('never prepares a guard that has no needsPreparation', async () => {
    const prepare = vi.fn(function* () {});
    await run([{ id: 'x', prepare, decide: () => ALLOW }]);
    expect(prepare).not.toHaveBeenCalled();
  });
});

describe('decideSync', () => {
  it('returns the first non-allow decision without running later guards', () => {
    const later = spyGuard('later', redirect('/en/'));
    expect(decideSync([spyGuard('a'), spyGuard('b', { kind: 'notFound' }), later], contextFor('/en/menu'))).toEqual({ kind: 'notFound' });
    expect(later.decide).not.toHaveBeenCalled();
    expect(decideSync([spyGuard('a')], contextFor('/en/menu'))).toEqual({ kind: 'allow' });
  });

  it('gives the whole ordered list the same answers as the saga pipeline for warm data', () => {
    // Warm: no I/O is needed, so the pure run must agree with the saga run.
    expect(decideSync(GUARD_ORDER, contextFor('/en/vip'))).toEqual({ kind: 'notFound' });
    expect(decideSync(GUARD_ORDER, contextFor('/casinos?x=1'))).toEqual({ kind: 'redirect', to: '/en/casinos?x=1', replace: true });
    expect(decideSync(GUARD_ORDER, contextFor('/en/office'))).toEqual({ kind: 'redirect', to: '/en/menu', replace: true });
    expect(decideSync(GUARD_ORDER, contextFor('/en/ghost'))).toMatchObject({ kind: 'error', status: 500 });
  });
});
