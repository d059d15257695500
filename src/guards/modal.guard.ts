/**
 * Modal guard: a query parameter named in a manifest's `modals` opens that modal.
 * Navigation closes every other modal unless the query carries KEEP_MODALS_PARAM=1.
 */
import { modalsSynced } from '../state/modals.slice.ts';
import type { CoreGuard, NavigationContext } from './types.ts';

export const KEEP_MODALS_PARAM = 'keep_modals';

/**
 * The modals this navigation leaves open (query names, in order). With keep_modals=1 the open ones
 * stay, except one whose query parameter the committed URL had and this URL dropped: that modal
 * was closed on purpose (its × or its own close), and keep_modals must not hold it open.
 */
export function modalsAfterNavigation(ctx: NavigationContext): string[] {
  const requested: string[] = [];
  for (const name of ctx.query.keys()) if (ctx.table.modals.has(name) && !requested.includes(name)) requested.push(name);
  if (ctx.query.get(KEEP_MODALS_PARAM) !== '1') return requested;
  const before = new URLSearchParams(ctx.state.navigation.committed?.location.search ?? '');
  const closed = (name: string): boolean => before.has(name) && !ctx.query.has(name);
  return [...new Set([...ctx.state.modals.open.filter((name) => !closed(name)), ...requested])];
}

export const modalGuard: CoreGuard = {
  id: 'modal',
  // SPEC 4.4: modals open only once the visitor may see the page.
  runsAfter: ['access-by-authentication'],
  // What it keeps open depends on the visitor's open modals.
  dependsOnVisitor: true,
  decide(ctx) {
    const open = modalsAfterNavigation(ctx);
    const unchanged = open.length === ctx.state.modals.open.length && open.every((m, i) => ctx.state.modals.open[i] === m);
    return unchanged ? { kind: 'allow' } : { kind: 'allow', onCommit: [modalsSynced(open)] };
  },
};
