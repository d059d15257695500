/**
 * Runs the ordered guards over one navigation. Pure guards cost a function call; the saga yields
 * only when a guard needs I/O, so a warm navigation never leaves the synchronous path.
 */
import { select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../state/root-reducer.ts';
import type { Guard, GuardDecision, NavigationContext } from './types.ts';

export interface PipelineOutcome {
  decision: GuardDecision;
  /** The guard that decided (for logs and tests); null when every guard allowed. */
  decidedBy: string | null;
  onCommit: Action[];
  context: NavigationContext;
}

export function* runGuardPipeline(guards: readonly Guard[], initial: NavigationContext): SagaIterator<PipelineOutcome> {
  let ctx = initial;
  const onCommit: Action[] = [];
  for (const guard of guards) {
    if (guard.prepare && guard.needsPreparation?.(ctx)) {
      yield* guard.prepare(ctx);
      const state: RootState = yield select();
      ctx = { ...ctx, state };
    }
    const decision = guard.decide(ctx);
    if (decision.kind !== 'allow') return { decision, decidedBy: guard.id, onCommit, context: ctx };
    if (decision.onCommit) onCommit.push(...decision.onCommit);
  }
  return { decision: { kind: 'allow' }, decidedBy: null, onCommit, context: ctx };
}

/** The same pipeline without I/O, for the benchmark and for callers whose data is loaded. */
export function decideSync(guards: readonly Guard[], ctx: NavigationContext): GuardDecision {
  for (const guard of guards) {
    const decision = guard.decide(ctx);
    if (decision.kind !== 'allow') return decision;
  }
  return { kind: 'allow' };
}
