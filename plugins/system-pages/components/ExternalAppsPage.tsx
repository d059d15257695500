/**
 * The operator's apps: mobile-apps (Android and iPhone; `?ios` puts the iPhone app first,
 * `?instruction` opens the install steps) and desktop-apps (Windows and Mac). The apps, versions and
 * store addresses are reference data; the steps are texts.
 */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useRouteHref, useTexts, type PageProps } from '@plugin-api';
import { formatDate, readApps, type ExternalApp } from '../answers.ts';

const STEPS = 3;

function Instructions({ platform }: { platform: ExternalApp['platform'] }): ReactNode {
  const { t } = useTexts('system');
  return (
    <ol className="system-steps">
      {Array.from({ length: STEPS }, (_, i) => (
        <li key={i}>{t(`system_apps_step_${platform}_${i + 1}`)}</li>
      ))}
    </ol>
  );
}

function AppCard({ app, lng, instructionHref, showSteps }: { app: ExternalApp; lng: string; instructionHref: string | null; showSteps: boolean }): ReactNode {
  const { t } = useTexts('system');
  return (
    <li className="system-app">
      <h2 className="system-app__name">
        {t(`system_apps_platform_${app.platform}`)}
      </h2>
      <p className="system-app__title">{app.name}</p>
      <dl className="system-facts">
        <dt>{t('system_apps_version')}</dt>
        <dd>{app.version}</dd>
        <dt>{t('system_apps_size')}</dt>
        <dd>{t('system_apps_size_value', { size: app.size_mb.toLocaleString(lng) })}</dd>
        <dt>{t('system_apps_requires')}</dt>
        <dd>{app.min_os}</dd>
        <dt>{t('system_apps_released')}</dt>
        <dd>{formatDate(app.released_at, lng)}</dd>
      </dl>
      <a className="button" href={app.url} target="_blank" rel="noopener noreferrer">
        {t('system_apps_get', { name: app.name })}
      </a>
      {showSteps ? (
        <Instructions platform={app.platform} />
      ) : (
        instructionHref && (
          <a className="system-app__how" href={instructionHref}>
            {t('system_apps_how_to_install', { name: app.name })}
          </a>
        )
      )}
    </li>
  );
}

export function ExternalAppsPage({ routeId, pageType, query, lng }: PageProps): ReactNode {
  const { t } = useTexts('system');
  const titleId = useId();
  const kind = pageType === 'desktop' ? 'desktop' : 'mobile';
  const params = new URLSearchParams(query);
  const iosFirst = params.has('ios');
  const showSteps = params.has('instruction');
  const href = useRouteHref(kind === 'mobile' ? 'mobile-apps' : 'desktop-apps');
  const apps = useRemoteData(`system/apps/${kind}`, '/user-pages/external-apps', { query: { kind }, parse: readApps });
  const list = [...(apps.data?.apps ?? [])].sort((a, b) => (iosFirst ? Number(b.platform === 'ios') - Number(a.platform === 'ios') : 0));
  const instructionHref = (platform: ExternalApp['platform']) => (href === null ? null : `${href}?instruction=1${platform === 'ios' ? '&ios=1' : ''}`);
  return (
    <section className="system-page system-page--wide" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`system_apps_${kind}_title`)}</h1>
      <p>{t(`system_apps_${kind}_text`)}</p>
      <RemoteState status={apps.status} error={apps.error} onRetry={apps.reload} isEmpty={list.length === 0} empty={<p>{t('system_apps_none')}</p>}>
        <ul className="system-apps">
          {list.map((app) => (
            <AppCard key={app.platform} app={app} lng={lng} instructionHref={instructionHref(app.platform)} showSteps={showSteps && (kind === 'desktop' || (app.platform === 'ios') === iosFirst)} />
          ))}
        </ul>
      </RemoteState>
      <p>
        <RouteLink to={routeId === 'mobile-apps' ? 'desktop-apps' : 'mobile-apps'}>{t(kind === 'mobile' ? 'system_apps_to_desktop' : 'system_apps_to_mobile')}</RouteLink>
      </p>
    </section>
  );
}
