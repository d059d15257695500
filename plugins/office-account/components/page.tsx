/** The frame of every account page: its heading, what it is for, the user config it reads, and where to go next. */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, useHasRoute, useRemoteData, useTexts, type RemoteData, type RouteId, type RouteLinkItem } from '@plugin-api';
import { parseUserConfigAnswer } from '@plugin-api/core-answers';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { USER_CONFIG } from '../api.ts';

export function AccountPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section className="office-account" aria-labelledby={id}>
      <h1 id={id} className="office-account__title">
        {title}
      </h1>
      {intro && <p className="office-account__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** The player's user config, shared by every account page (one request however many read it). */
export function useUserConfig(): RemoteData<UserConfigAnswer> {
  return useRemoteData(USER_CONFIG.key, USER_CONFIG.path, { parse: parseUserConfigAnswer });
}

/** Renders `children` with the user config once it arrived; loading and failure (with a retry) before. */
export function WithUserConfig({ children }: { children: (config: UserConfigAnswer) => ReactNode }): ReactNode {
  const config = useUserConfig();
  return (
    <RemoteState status={config.status} error={config.error} onRetry={config.reload}>
      {config.data && children(config.data)}
    </RemoteState>
  );
}

/** A route without params (every account page is one). */
export type PlainRouteId = RouteLinkItem['routeId'];

export interface NextLink {
  readonly to: PlainRouteId;
  readonly text: string;
}

function NextLinkItem({ to, text }: NextLink): ReactNode {
  // Another area's page may not be served in this region: then it is left out rather than shown dead.
  if (!useHasRoute(to)) return null;
  return (
    <li>
      <RouteLink to={to} className="office-account__link">
        {text}
      </RouteLink>
    </li>
  );
}

/** Related pages, under their own heading. */
export function NextLinks({ links, title }: { links: readonly NextLink[]; title?: string }): ReactNode {
  const { t } = useTexts('office-account');
  const id = useId();
  return (
    <nav className="office-account__next" aria-labelledby={id}>
      <h2 id={id} className="office-account__subtitle">
        {title ?? t('office_account_next_title')}
      </h2>
      <ul className="office-account__links">
        {links.map((link) => (
          <NextLinkItem key={link.to} {...link} />
        ))}
      </ul>
    </nav>
  );
}

/** A sentence saying why this page has nothing to do for the player, with the page that does. */
export function Notice({ text, to, link }: { text: string; to: RouteId; link: string }): ReactNode {
  return (
    <div className="office-account__notice">
      <p>{text}</p>
      <RouteLink to={to} className="office-account__link">
        {link}
      </RouteLink>
    </div>
  );
}
