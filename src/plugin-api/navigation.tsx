import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommittedPage } from '../composer/hooks.ts';
import { useComposerServices } from '../composer/services-context.tsx';

/** The URL of a route by its stable id, in the current language. Unknown ids are a programmer error. */
export function useRouteHref(routeId: string, params?: Record<string, string | number>): string {
  const { table } = useComposerServices();
  const page = useCommittedPage();
  return table.href(routeId, page?.lng ?? 'en', params);
}

/** Whether this build and site have a route with that id (links to absent areas are hidden). */
export function useHasRoute(routeId: string): boolean {
  return useComposerServices().table.routes.has(routeId);
}

export function useIsRouteActive(routeId: string): boolean {
  return useCommittedPage()?.routeId === routeId;
}

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  params?: Record<string, string | number>;
  children: ReactNode;
}

/** A link to a route by id: plugins never hard-code paths, so operators can move routes. */
export function RouteLink({ to, params, children, ...rest }: RouteLinkProps): ReactNode {
  const href = useRouteHref(to, params);
  const active = useIsRouteActive(to);
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
  routeId: string;
  textKey: string;
}

function RouteLinkListItem({ routeId, textKey, ns }: RouteLinkItem & { ns: string }): ReactNode {
  const { t } = useTranslation(ns);
  return useHasRoute(routeId) ? (
    <li>
      <RouteLink to={routeId}>{t(textKey)}</RouteLink>
    </li>
  ) : null;
}

/** List items of links to routes; a route this build or site lacks is simply not listed. */
export function RouteLinkItems({ links, ns }: { links: readonly RouteLinkItem[]; ns: string }): ReactNode {
  return links.map((link) => <RouteLinkListItem key={link.routeId} ns={ns} {...link} />);
}
