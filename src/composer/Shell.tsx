/**
 * The composer's root: waits for the site config, then renders the committed page in its layout.
 * A layout that is an extension id (a plugin's layout) renders in a boundary like any extension.
 */
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useTexts } from '../i18n/use-texts.tsx';
import type { RootState } from '../state/root-reducer.ts';
import { LAYOUTS } from './layouts.tsx';
import { WaitingShell } from './WaitingShell.tsx';
import { useCommittedPage, useCommittedRoute } from './hooks.ts';
import { useComposerServices } from './services-context.tsx';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { SHELL_RETRY } from './retry-policy.ts';
import { CaptchaHost } from './shell/CaptchaHost.tsx';
import { NoticeHost } from './shell/NoticeHost.tsx';
import { OfflineIndicator } from './shell/OfflineIndicator.tsx';

function ConfigError(): ReactNode {
  const { t } = useTexts('main');
  const services = useComposerServices();
  return (
    <section className="status-page" role="alert">
      <h1 className="status-page__title">{t('main_config_load_error')}</h1>
      <button type="button" className="button" onClick={services.reloadPage}>
        {t('main_page_refresh_button')}
      </button>
    </section>
  );
}

export function Shell(): ReactNode {
  const configStatus = useSelector((s: RootState) => s.siteConfig.status);
  const page = useCommittedPage();
  const route = useCommittedRoute();

  useEffect(() => {
    if (page && typeof document !== 'undefined') document.documentElement.lang = page.lng;
  }, [page]);

  // Offline is the likeliest reason a page cannot start: the bar says so here too.
  if (configStatus === 'failed') return <><ConfigError /><OfflineIndicator /></>;
  if (!page) return <><WaitingShell /><OfflineIndicator /></>;
  const layoutName = route?.record.layout ?? 'default';
  const Layout = LAYOUTS[layoutName];
  return (
    <>
      {Layout ? <Layout page={page} route={route} /> : <ExtensionSlot extensionId={layoutName} policy={SHELL_RETRY} props={{ page, route }} />}
      <CaptchaHost />
      <NoticeHost />
      <OfflineIndicator />
    </>
  );
}
