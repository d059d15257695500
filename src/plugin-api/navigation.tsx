/**
 * Links to routes, the one way plugins build them: by route id and params, never by path, so
 * operators can move routes and a rename is a compile error rather than a 404.
 *
 * - `to` is a RouteId, the type the build generates from the route manifests
 *   (src/generated/route-ids.ts): a link to a route no manifest declares fails `npm run typecheck`.
 *   `params` are typed by the route's path (`:sport` required, `:ruleGroup?` optional, numbers where
 *   the manifest's paramTypes say so).
 * - A route the active region does not serve (its availability id is not enabled in the site
 *   config, or its URL lies under a blocked fragment) has no href: RouteLink renders its children as
 *   plain text and useRouteHref answers null, never a link to a 404. The decision is the route
 *   availability guard's own (src/composer/route-availability.ts), read from the installed site
 *   config in the store, so the server's first screen and the browser render the same markup.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useTexts } from '../i18n/use-texts.tsx';
import { useCommittedPage } from '../composer/hooks.ts';
import { useComposerServices } from '../composer/services-context.tsx';
import { indexConfig } from '../composer/config-index.ts';
import { availableHref } from '../composer/route-availability.ts';
import type { RouteParams } from '../composer/route-table.ts';
import { selectSiteConfig } from '../state/site-config.slice.ts';
import type { RouteId, RouteParamsOf } from '../generated/route-ids.ts';

export type { RouteId, RouteParamsOf };

/** True when a link to route `Id` may leave `params` out (its path has no required param). */
type ParamsOptional<Id extends RouteId> = Record<string, never> extends RouteParamsOf<Id> ? true : false;

/** The params argument of useRouteHref and useHasRoute: required exactly when the route's path needs some. */
export type RouteParamsArg<Id extends RouteId> = ParamsOptional<Id> extends true ? [params?: RouteParamsOf<Id>] : [params: RouteParamsOf<Id>];

type ParamsProp<Id extends RouteId> = ParamsOptional<Id> extends true ? { params?: RouteParamsOf<Id> } : { params: RouteParamsOf<Id> };

/**
 * Where a link goes, as a value (sports' "back" targets, menu chips): a route id and, when its path
 * has params, their values; one union member per route, so `to` and `params` always agree.
 */
export type RouteTarget<Id extends RouteId = RouteId> = Id extends RouteId ? { to: Id } & ParamsProp<Id> : never;

/** Route ids whose links need no params (lists of links such as RouteLinkItems). */
export type ParamlessRouteId = { [Id in RouteId]: ParamsOptional<Id> extends true ? Id : never }[RouteId];

/** The href, or null where the region does not serve the route; untyped inside, typed at the exports. */
function useAvailableHref(to: string, params: RouteParams | undefined): string | null {
  const { table } = useComposerServices();
  const page = useCommittedPage();
  const config = useSelector(selectSiteConfig);
  return availableHref(table, config ? indexConfig(config) : null, to, page?.lng ?? 'en', params);
}

/**
 * The URL of a route in the current language, or null where the active region does not serve it
 * (a link there would answer 404). Missing required params are a type error, and throw at run time.
 */
export function useRouteHref<Id extends RouteId>(to: Id, ...[params]: RouteParamsArg<Id>): string | null {
  return useAvailableHref(to, params as RouteParams | undefined);
}

/** Whether the active region serves this route (with these params): things that only lead there can hide. */
export function useHasRoute<Id extends RouteId>(to: Id, ...[params]: RouteParamsArg<Id>): boolean {
  return useAvailableHref(to, params as RouteParams | undefined) !== null;
}

export function useIsRouteActive(routeId: RouteId): boolean {
  return useCommittedPage()?.routeId === routeId;
}

/**
 * Generic over the route id rather than a union of every route's props, so `to={id}` with a union of
 * ids stays cheap to check however many routes there are (params then fit any of those routes).
 */
export type RouteLinkProps<Id extends RouteId = RouteId> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  to: Id;
  children: ReactNode;
} & ParamsProp<Id>;

/**
 * A link to a route by id. Where the active region does not serve the route it renders its
 * children as plain text (in a <span>), so a player never follows a link to a 404.
 */
export function RouteLink<Id extends RouteId>({ to, params, children, ...rest }: RouteLinkProps<Id>): ReactNode {
  const href = useAvailableHref(to, params as RouteParams | undefined);
  const active = useIsRouteActive(to);
  if (href === null) return <span>{children}</span>;
  return (
    <Link to={href} aria-current={active ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}

/** A link that switches the current page to another language, keeping path and query. */
export function useLanguageHref(lng: string): string {
  const page = useCommittedPage();
  if (!page) return `/${lng}/`;
  const rest = page.location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return `/${lng}${rest || '/'}${page.location.search}`;
}

export interface RouteLinkItem {
  routeId: ParamlessRouteId;
  textKey: string;
}

function RouteLinkListItem({ routeId, textKey, ns }: RouteLinkItem & { ns: string }): ReactNode {
  const { t } = useTexts(ns);
  return (
    <li>
      <RouteLink to={routeId}>{t(textKey)}</RouteLink>
    </li>
  );
}

/** List items of links to routes; a route the active region does not serve is listed as plain text. */
export function RouteLinkItems({ links, ns }: { links: readonly RouteLinkItem[]; ns: string }): ReactNode {
  return links.map((link) => <RouteLinkListItem key={link.routeId} ns={ns} {...link} />);
}
