/**
 * A list with its top games first (SPEC 3.5 isBestMatchesOnTop): the top games the list holds, best
 * first, and the championships without them. A championship that loses no game is the same object,
 * and the answer is kept while the list and the pick are the same arrays, so a poll that changes
 * neither re-renders nothing.
 */
import type { ListGroup } from './slice.ts';

export interface TopFirst {
  /** The top games among the list's, best first. */
  readonly top: readonly number[];
  /** The list's championships without the top games (one left empty is dropped). */
  readonly rest: readonly ListGroup[];
}

const NONE: readonly number[] = [];
const cache = new WeakMap<readonly ListGroup[], { topIds: readonly number[]; answer: TopFirst }>();

export function topFirst(groups: readonly ListGroup[], topIds: readonly number[]): TopFirst {
  const cached = cache.get(groups);
  if (cached?.topIds === topIds) return cached.answer;
  let answer: TopFirst;
  const listed = new Set(groups.flatMap((group) => group.gameIds));
  const top = topIds.filter((id) => listed.has(id));
  if (top.length === 0) answer = { top: NONE, rest: groups };
  else {
    const picked = new Set(top);
    const rest = groups
      .map((group) => (group.gameIds.some((id) => picked.has(id)) ? { champId: group.champId, gameIds: group.gameIds.filter((id) => !picked.has(id)) } : group))
      .filter((group) => group.gameIds.length > 0);
    answer = { top, rest };
  }
  cache.set(groups, { topIds, answer });
  return answer;
}
