/** The main slot: the committed page's extension, or the core page its status calls for. */
import type { ReactNode } from 'react';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { DictionaryErrorPage, NotFoundPage, ServerErrorPage } from './pages.tsx';
import { VIEW_RETRY } from './retry-policy.ts';
import { useDictionaryRetry } from './dictionary-retry.ts';
import type { CommittedPage } from '../state/navigation.slice.ts';
import type { CompiledRoute } from './route-table.ts';

function PageTextsError({ lng, ids }: { lng: string; ids: readonly string[] }): ReactNode {
  const { retrying, retry } = useDictionaryRetry(lng, ids);
  return <DictionaryErrorPage retrying={retrying} onRetry={retry} />;
}

export function PageOutlet({ page, route }: { page: CommittedPage; route: CompiledRoute | null }): ReactNode {
  if (page.status === 404 || !route) return <NotFoundPage />;
  if (page.status === 500) return <ServerErrorPage />;
  if (page.failedDictionaries.length > 0) return <PageTextsError lng={page.lng} ids={page.failedDictionaries} />;
  const component = route.record.component;
  if (!component) return <NotFoundPage />;
  return (
    <ExtensionSlot
      key={`${route.id}:${page.lng}`}
      extensionId={component}
      policy={VIEW_RETRY}
      className="page"
      props={{
        routeId: route.id,
        params: page.params,
        query: page.location.search,
        lng: page.lng,
        pageType: route.record.pageType,
      }}
    />
  );
}
