/**
 * Where guards send people, shared by the identity guards: the language home, safe return paths
 * from the query, and redirects that never bounce a page onto itself.
 */
import { pickReturnPath } from '../domain/return-url.ts';
import { CORE_ROUTES } from '../composer/core-routes.ts';
import type { RouteTable } from '../composer/route-table.ts';
import { ALLOW, redirect, type GuardDecision, type NavigationContext } from './types.ts';

export const REDIRECT_URL_PARAM = 'redirect_url';

/**
 * Guards have no window: return paths are checked as paths of this sentinel origin (.invalid never resolves), so only
 * same-origin paths ('/en/office?x=1') pass; absolute URLs, '//evil' and friends never do.
 */
export const PATH_ONLY_ORIGIN = 'https://return-path.invalid';

/** The safe same-origin return path of the query (redirect_url, else from_url), or null. */
export function returnPathOf(query: URLSearchParams): string | null {
  return pickReturnPath(query, PATH_ONLY_ORIGIN);
}

/** Where the user is: path + query, without the hash (it never reaches a server). */
export function currentPath(ctx: NavigationContext): string {
  return ctx.location.pathname + ctx.location.search;
}

/** `a/b/` and `a/b` are the same page. */
export const samePath = (a: string, b: string): boolean => a === b || a.replace(/\/(?=\?|$)/, '') === b.replace(/\/(?=\?|$)/, '');

/** A redirect to `to`, or ALLOW when the user is already there (never bounce a page onto itself). */
export function redirectUnlessHere(ctx: NavigationContext, to: string): GuardDecision {
  return samePath(to, currentPath(ctx)) || samePath(to, ctx.location.pathname) ? ALLOW : redirect(to, { replace: true });
}

/** The language home: the home route's URL, or `/<lng>/` where a table has no home route. */
export function homeHref(table: RouteTable, lng: string): string {
  return table.routes.has(CORE_ROUTES.home) ? table.href(CORE_ROUTES.home, lng) : `/${lng}/`;
}

/** The language home of the navigation's language. */
export function languageHome(ctx: NavigationContext): string {
  return homeHref(ctx.table, ctx.lng);
}
