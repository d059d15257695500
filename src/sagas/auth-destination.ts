/**
 * Where the user goes after signing in or registering: a pure decision over the
 * committed page, so it is tested without a browser.
 *
 * - On a guest-only page (login, registration, forgot password) the user cannot stay: the
 *   configured route-from -> route-to mapping wins (the auth-redirect guard applies it when the
 *   page is navigated again), else the safe return URL of the query (redirect_url, from_url), else
 *   the one a guard remembered, else the previous page, else the language home.
 * - Anywhere else the page is allowed for a signed-in user: the user stays, modals close, and the
 *   guards run again for the new status (hidden languages, terms, ban, identification).
 */
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { RouteTable } from '../composer/route-table.ts';
import type { CommittedPage } from '../state/navigation.slice.ts';
import { homeHref, PATH_ONLY_ORIGIN, returnPathOf } from '../guards/redirect-targets.ts';
import { safeReturnPath } from '../domain/return-url.ts';

export interface AfterSignInInput {
  page: CommittedPage;
  table: RouteTable;
  config: SiteConfig;
  /** What a guard asked to come back to when it sent the user to sign in. */
  requestedReturnPath: string | null;
  /** The last page committed before the guest-only one (path + query), if any. */
  previousPath: string | null;
}

/** The page's path and query without the query parameters that open modals. */
export function withoutModals(page: CommittedPage, table: RouteTable): string {
  const query = new URLSearchParams(page.location.search);
  for (const name of [...query.keys()]) if (table.modals.has(name)) query.delete(name);
  const search = query.toString();
  return `${page.location.pathname}${search ? `?${search}` : ''}`;
}

export function destinationAfterSignIn({ page, table, config, requestedReturnPath, previousPath }: AfterSignInInput): string {
  const route = page.routeId ? table.routes.get(page.routeId) : undefined;
  if (!route?.record.flags?.guestOnly) return withoutModals(page, table);
  const mapped = config.authRedirects?.[route.id];
  if (mapped !== undefined && table.routes.has(mapped)) return withoutModals(page, table);
  const fromQuery = returnPathOf(new URLSearchParams(page.location.search));
  const requested = requestedReturnPath === null ? null : safeReturnPath(requestedReturnPath, PATH_ONLY_ORIGIN);
  const previous = previousPath === null ? null : safeReturnPath(previousPath, PATH_ONLY_ORIGIN);
  return fromQuery ?? requested ?? previous ?? homeHref(table, page.lng);
}

/** After logout: a protected page sends the user home; any other page reloads. */
export function destinationAfterLogout(page: CommittedPage | null, table: RouteTable): { kind: 'reload' } | { kind: 'go'; to: string } {
  const route = page?.routeId ? table.routes.get(page.routeId) : undefined;
  if (!page || !route?.record.flags?.authNeeded) return { kind: 'reload' };
  return { kind: 'go', to: homeHref(table, page.lng) };
}
