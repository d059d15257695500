import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { RouteTable, UrlMatch } from '../composer/route-table.ts';
import type { LocationSnapshot } from '../state/navigation.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import type { ConfigIndex } from '../composer/config-index.ts';
import type { PluginRegistryView } from '../composer/plugin-registry.ts';

/** Everything a guard may look at. Built once per pipeline step; guards never mutate it. */
export interface NavigationContext {
  readonly location: LocationSnapshot;
  readonly query: URLSearchParams;
  readonly url: UrlMatch;
  /** The URL language when it is valid for this user, else the language the user will be sent to. */
  readonly lng: string;
  readonly urlLanguageValid: boolean;
  readonly table: RouteTable;
  readonly config: SiteConfig;
  readonly index: ConfigIndex;
  readonly state: RootState;
  /** The plugin registry: which extensions exist, and those already loaded (loading is `prepare`'s job, through the services). */
  readonly plugins: PluginRegistryView;
  /** Work started by guards that must settle before commit (dictionaries, the page chunk). */
  readonly settleBeforeCommit: Task[];
}

export type GuardDecision =
  | { readonly kind: 'allow'; readonly onCommit?: readonly Action[] }
  | { readonly kind: 'redirect'; readonly to: string; readonly replace: boolean; readonly status?: 301 | 302 }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'error'; readonly status: 500; readonly reason: string };

export const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * A guard: a pure decision over the context, plus optional I/O (`prepare`, a saga) that the
 * pipeline runs before `decide` only when `needsPreparation` says so.
 */
export interface Guard {
  readonly id: string;
  needsPreparation?(ctx: NavigationContext): boolean;
  prepare?(ctx: NavigationContext): SagaIterator<unknown>;
  decide(ctx: NavigationContext): GuardDecision;
}

/**
 * What a guard of the core pipeline says about itself in its own file. ./order.ts derives the
 * pipeline's order from `runsAfter`/`runsBefore`; the server's first load (src/app/first-load.ts)
 * decides only with the guards that do not depend on the visitor. Adding a guard is its file plus
 * its entry in ./order.ts's set.
 */
export interface GuardPlacement {
  /** Ids of the guards it must run after. */
  readonly runsAfter: readonly string[];
  /** Ids of the guards it must run before: a guard that goes between two others says so itself. */
  readonly runsBefore?: readonly string[];
  /**
   * Its decision depends on who the visitor is (signed in or not, their profile, the language they
   * prefer, their open modals), so only their browser can make it. False when every decision other
   * than allow that it makes for a visitor whose session is not known yet (a first load: a guest, or
   * a player whose profile has not arrived) is the one it makes for every visitor.
   */
  readonly dependsOnVisitor: boolean;
}

export interface CoreGuard extends Guard, GuardPlacement {}

export function redirect(to: string, options: { replace?: boolean; status?: 301 | 302 } = {}): GuardDecision {
  return { kind: 'redirect', to, replace: options.replace ?? true, ...(options.status ? { status: options.status } : {}) };
}
