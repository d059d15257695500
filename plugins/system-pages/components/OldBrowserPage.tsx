/**
 * oldbrowser: the browser is too old for the site. Says so, lists the browsers the site supports
 * (reference data: name, oldest version, where to get it) and lets the player go on anyway.
 */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { readBrowsers } from '../answers.ts';

export function OldBrowserPage(_props: PageProps): ReactNode {
  const { t } = useTexts('system');
  const titleId = useId();
  const browsers = useRemoteData('system/supported-browsers', '/user-pages/supported-browsers', { parse: readBrowsers });
  return (
    <section className="system-page system-page--wide" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('system_oldbrowser_title')}</h1>
      <p>{t('system_oldbrowser_text')}</p>
      <h2 className="system-page__subtitle">{t('system_oldbrowser_supported')}</h2>
      <RemoteState status={browsers.status} error={browsers.error} onRetry={browsers.reload}>
        <ul className="system-list">
          {browsers.data?.browsers.map((b) => (
            <li key={b.id} className="system-list__item">
              <span className="system-list__name">{b.name}</span>
              <span className="system-list__meta">{t('system_oldbrowser_version', { version: b.min_version })}</span>
              <a className="system-list__action" href={b.url} target="_blank" rel="noopener noreferrer">
                {t('system_oldbrowser_get', { name: b.name })}
              </a>
            </li>
          ))}
        </ul>
      </RemoteState>
      <p>
        <RouteLink to="home" className="button">
          {t('system_oldbrowser_continue')}
        </RouteLink>
      </p>
    </section>
  );
}
