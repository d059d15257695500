/**
 * What the server answers on a first load before any page renders: a redirect (301 or 302), a 404,
 * a 500, or the page (200). The browser runs the same guards on the same address, so the status the
 * server sends is the page the player then sees.
 *
 * The server decides only what is the same for every visitor, and the blocks, which it answers
 * itself (given as `blockReason`). Guards that look at who the visitor is (the session, the
 * profile, the language they prefer) are left to the browser; the others run twice, once as a guest and once as a signed-in player whose
 * profile is not known yet, and a decision counts only when both runs agree (a plugin guard that
 * opens a page to signed-in players only must not give a guest's 404 to a player).
 *
 * A redirect is followed here until a page is reached, so the browser gets one hop: 301 when every
 * step is permanent, else 302. The query travels with each step as the guards carry it.
 *
 * An address without a language, or in one no visitor may see, is sent (302) to the same path in
 * the language the browser's URL-language guard would pick: the one the lng cookie names when the site
 * offers it, else the site's default. So the status and the <html lang> of a first load are the
 * page's, never a 200 the browser then corrects. A hidden language (offered to signed-in players
 * only) differs by visitor and stays the browser's.
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { RouteTable } from '../composer/route-table.ts';
import type { PluginLoader } from '../composer/plugin-loader.ts';
import { pluginIdOf } from '../composer/plugin-loader.ts';
import { GUARD_ORDER } from '../guards/order.ts';
import { urlLanguageGuard } from '../guards/url-language.guard.ts';
import { decideSync } from '../guards/pipeline.ts';
import type { GuardDecision } from '../guards/types.ts';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import type { LocationSnapshot } from '../state/navigation.slice.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { configInstalled } from '../state/site-config.slice.ts';
import { blocksLoaded } from '../state/blocks.slice.ts';
import type { RouteId } from '../generated/route-ids.ts';

/** The site's server-error page: it shows the error, and its status says so. */
export const ERROR_PAGE_ROUTE_ID = 'error-500' satisfies RouteId;

const BLOCKS_GUARD = 'blocked';
/** The guards whose decisions are the same for every visitor (each says so in its file); the others are the browser's. */
const SERVER_GUARDS = GUARD_ORDER.filter((guard) => !guard.dependsOnVisitor);
/** Without the blocks answer the block pages and maintenance are the browser's to decide. */
const SERVER_GUARDS_WITHOUT_BLOCKS = SERVER_GUARDS.filter((guard) => guard.id !== BLOCKS_GUARD);

/** Redirects followed before the chain counts as a loop (the browser's limit too). */
const MAX_HOPS = 10;

export type FirstLoad =
  | { readonly kind: 'page'; readonly status: 200 | 404 | 500 }
  | { readonly kind: 'redirect'; readonly to: string; readonly status: 301 | 302 };

export interface FirstLoadInput {
  readonly pathname: string;
  readonly search: string;
  readonly config: SiteConfig;
  readonly table: RouteTable;
  readonly plugins: PluginLoader;
  /** The blocks answer's reason for this request (0: not blocked); unknown leaves blocks to the browser. */
  readonly blockReason?: number;
  /** The language the visitor's lng cookie names (src/app/preferred-language.ts), if any. */
  readonly preferredLanguage?: string | null;
}

// The states depend on the config and the blocks only: built once for each, not on every request.
const statesByConfig = new WeakMap<SiteConfig, Map<number | undefined, readonly [RootState, RootState]>>();

function statesOf(config: SiteConfig, blockReason: number | undefined): readonly [RootState, RootState] {
  let byBlocks = statesByConfig.get(config);
  if (!byBlocks) statesByConfig.set(config, (byBlocks = new Map()));
  const known = byBlocks.get(blockReason);
  if (known) return known;
  const installed = rootReducer(undefined, configInstalled(config));
  const guest = blockReason === undefined ? installed : rootReducer(installed, blocksLoaded({ displayTypeId: blockReason, templateTypeId: 0 }));
  const player: RootState = { ...guest, user: { ...guest.user, isAuthenticated: true, profile: null } };
  const states = [guest, player] as const;
  byBlocks.set(blockReason, states);
  return states;
}

const sameDecision = (a: GuardDecision, b: GuardDecision): boolean =>
  a.kind === b.kind && (a.kind !== 'redirect' || (b.kind === 'redirect' && a.to === b.to && a.status === b.status));

/** The states with the visitor's language preference (the one thing of theirs a first load reads). */
function withPreference(states: readonly RootState[], preferred: string | null | undefined): readonly RootState[] {
  if (!preferred) return states;
  return states.map((state) => ({ ...state, user: { ...state.user, preferredLanguage: preferred } }));
}

/**
 * The decision every visitor gets at this address, or allow when it differs by visitor. An address
 * in a language no visitor may see gets the URL-language guard's redirect; one some visitors may
 * see (a hidden language) is allowed, for the browser to decide.
 */
function decideForEveryone(location: LocationSnapshot, input: FirstLoadInput, states: readonly RootState[]): GuardDecision & { urlLanguageValid: boolean } {
  const decisions = states.map((state) => {
    const ctx = buildNavigationContext(location, state, input.config, input.table, input.plugins);
    const guards = input.blockReason === undefined ? SERVER_GUARDS_WITHOUT_BLOCKS : SERVER_GUARDS;
    return { ctx, decision: ctx.urlLanguageValid ? decideSync(guards, ctx) : ({ kind: 'allow' } as const) };
  });
  const [first, ...others] = decisions;
  const validFor = decisions.filter(({ ctx }) => ctx.urlLanguageValid).length;
  if (validFor === 0) return { ...urlLanguageGuard.decide(first!.ctx), urlLanguageValid: false };
  if (validFor < decisions.length) return { kind: 'allow', urlLanguageValid: false };
  if (others.some(({ decision }) => !sameDecision(decision, first!.decision))) return { kind: 'allow', urlLanguageValid: true };
  return { ...first!.decision, urlLanguageValid: true };
}

/** The plugins whose guards the route lists: their code must be here for the guards to decide. */
export async function loadRouteGuardPlugins(input: Pick<FirstLoadInput, 'pathname' | 'table' | 'plugins'>): Promise<void> {
  const guards = input.table.match(input.pathname).match?.route.record.guards ?? [];
  await Promise.all(guards.map((id) => input.plugins.load(pluginIdOf(id)).catch(() => undefined)));
}

function locationOf(href: string): LocationSnapshot {
  const url = new URL(href, 'http://first.load');
  return { pathname: url.pathname, search: url.search, hash: '' };
}

/**
 * The first load's answer for this address. Call `loadRouteGuardPlugins` for every address a
 * redirect may reach first if plugin guards must decide there (the page renderer does it as it goes).
 */
export async function firstLoadOf(input: FirstLoadInput): Promise<FirstLoad> {
  const states = withPreference(statesOf(input.config, input.blockReason), input.preferredLanguage);
  let location: LocationSnapshot = { pathname: input.pathname, search: input.search, hash: '' };
  let permanent = true;
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    await loadRouteGuardPlugins({ pathname: location.pathname, table: input.table, plugins: input.plugins });
    const decision = decideForEveryone(location, input, states);
    if (decision.kind === 'redirect') {
      // The language fix is 302 whatever the guard's replace flag: another visitor's cookie sends them elsewhere.
      permanent &&= decision.status === 301 && decision.urlLanguageValid;
      location = locationOf(decision.to);
      continue;
    }
    if (hop > 0) return { kind: 'redirect', to: location.pathname + location.search, status: permanent ? 301 : 302 };
    if (decision.kind === 'notFound') return { kind: 'page', status: 404 };
    if (decision.kind === 'error') return { kind: 'page', status: 500 };
    // An address in a hidden language: the browser keeps it for a player or sends a guest on.
    if (!decision.urlLanguageValid) return { kind: 'page', status: 200 };
    const route = input.table.match(location.pathname).match?.route;
    if (!route) return { kind: 'page', status: 404 };
    return { kind: 'page', status: route.id === ERROR_PAGE_ROUTE_ID ? 500 : 200 };
  }
  // A loop: the browser would stop it at its own limit and show the error page.
  return { kind: 'page', status: 500 };
}
