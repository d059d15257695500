/**
 * Modal guard (SPEC 2.1): a query parameter named in a manifest's `modals` opens that modal.
 * Navigation closes every other modal unless the query carries KEEP_MODALS_PARAM=1.
 */
import { modalsSynced } from '../state/modals.slice.ts';
import type { Guard } from './types.ts';

export const KEEP_MODALS_PARAM = 'keep_modals';

export const modalGuard: Guard = {
  id: 'modal',
  decide(ctx) {
    const requested: string[] = [];
    for (const name of ctx.query.keys()) if (ctx.table.modals.has(name) && !requested.includes(name)) requested.push(name);
    const keep = ctx.query.get(KEEP_MODALS_PARAM) === '1';
    const open = keep ? [...new Set([...ctx.state.modals.open, ...requested])] : requested;
    const unchanged = open.length === ctx.state.modals.open.length && open.every((m, i) => ctx.state.modals.open[i] === m);
    return unchanged ? { kind: 'allow' } : { kind: 'allow', onCommit: [modalsSynced(open)] };
  },
};
