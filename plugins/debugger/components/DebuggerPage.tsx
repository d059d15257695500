import type { ReactNode } from 'react';
import { RouteLink, useAppSelector, useCommittedPage, useNavigationInspector, useTexts, type PageProps } from '@plugin-api';
import { selectDetailsRound } from '../slice.ts';
import { RouteExplorer } from './RouteExplorer.tsx';
import { UrlCheck } from './UrlCheck.tsx';
import { ConfigSection, StoreSection } from './StateSections.tsx';
import { RemoteAppsSection, TracesSection } from './ActivitySections.tsx';

/**
 * The debugger: what the composer knows right now, for developers of a development build. Read
 * only: inspecting a route runs the guards' pure decisions and loads nothing.
 */
export function DebuggerPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('debugger');
  const { routes, inspect } = useNavigationInspector(lng, useAppSelector(selectDetailsRound));
  const page = useCommittedPage();
  return (
    <div className="debugger-page">
      <h1 className="debugger-page__title">{t('debugger_title')}</h1>
      <p className="debugger-muted">{t('debugger_intro')}</p>
      <RouteExplorer routes={routes} inspect={inspect} />
      <UrlCheck initialUrl={page ? `${page.location.pathname}${page.location.search}` : `/${lng}/`} inspect={inspect} />
      <TracesSection lng={lng} />
      <RemoteAppsSection />
      <ConfigSection />
      <StoreSection />
      <RouteLink to="home" className="debugger-page__home">
        {t('debugger_home_link')}
      </RouteLink>
    </div>
  );
}
