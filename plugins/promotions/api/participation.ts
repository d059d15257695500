/**
 * Who takes part in which promotion: kept in memory for the server's life, like the players
 * themselves. Joining is the server's decision alone: the promotion must exist, ask players to join,
 * be running, and the player must not have joined already.
 */
import type { PromotionPlan } from './catalogue.ts';
import { promotionState } from './content.ts';

export type JoinRefusal = 'not-opt-in' | 'upcoming' | 'ended' | 'already-joined';

export class ParticipationRegister {
  /** playerId → promotionId → when they joined (ISO). */
  private readonly joined = new Map<number, Map<string, string>>();

  joinedAt(playerId: number, promotionId: string): string | null {
    return this.joined.get(playerId)?.get(promotionId) ?? null;
  }

  join(playerId: number, plan: PromotionPlan, now: number, anchor: number): { ok: true; joinedAt: string } | { ok: false; reason: JoinRefusal } {
    if (!plan.optIn) return { ok: false, reason: 'not-opt-in' };
    const state = promotionState(plan, now, anchor);
    if (state !== 'running') return { ok: false, reason: state };
    const mine = this.joined.get(playerId) ?? new Map<string, string>();
    if (mine.has(plan.id)) return { ok: false, reason: 'already-joined' };
    const joinedAt = new Date(now).toISOString();
    mine.set(plan.id, joinedAt);
    this.joined.set(playerId, mine);
    return { ok: true, joinedAt };
  }
}
