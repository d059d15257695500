/**
 * What shows before the first page is committed: the frame of the route's layout (header, bottom
 * navigation, footer) around a skeleton of a page. A page for players waits for the start-up
 * session check, and a player's start-up calls may be slow; the player sees the site at once and
 * where the page will be, never a blank screen. The server renders the same markup for such pages
 * (it cannot know who the visitor is), so this is also their first paint.
 *
 * It reads the address from the router, not the store: on the server and while hydrating nothing is
 * committed or pending yet, and both sides must draw the same thing.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { useTexts } from '../i18n/use-texts.tsx';
import { FullFrame } from './layouts.tsx';
import { Preloader } from './pages.tsx';
import { useComposerServices } from './services-context.tsx';
import type { RootState } from '../state/root-reducer.ts';

/** Layouts whose frame a waiting page may show; the others show nothing around their page. */
const FRAMED_LAYOUTS = new Set(['default', 'thirdParty']);

/** A page's outline in grey: a heading and a few blocks, the size of the usual first screen. */
export function PageSkeleton(): ReactNode {
  const { t } = useTexts('main');
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label={t('main_loading')}>
      <div className="page-skeleton__heading slot-skeleton" />
      <div className="page-skeleton__block slot-skeleton" />
      <div className="page-skeleton__block slot-skeleton" />
      <div className="page-skeleton__block slot-skeleton" />
    </div>
  );
}

export function WaitingShell(): ReactNode {
  const { pathname } = useLocation();
  const { table } = useComposerServices();
  const { i18n } = useTexts();
  const configInstalled = useSelector((s: RootState) => s.siteConfig.status === 'installed');
  const route = table.match(pathname).match?.route ?? null;
  const layout = route ? (route.record.layout ?? 'default') : null;
  // The frame's pieces are the site config's: without it there is nothing to frame with yet.
  if (!configInstalled || !route || !layout || !FRAMED_LAYOUTS.has(layout)) return <Preloader />;
  return (
    // The language the texts were loaded in: the server's and the browser's first render agree on it.
    <FullFrame lng={i18n.language} route={route}>
      <main className="layout__main">
        <PageSkeleton />
      </main>
    </FullFrame>
  );
}
