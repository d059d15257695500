/** Renders the widgets a route manifest puts in a named slot, in order, each in its own boundary. */
import type { ReactNode } from 'react';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { RefreshControl, TRY_AGAIN_TEXTS } from './RefreshControl.tsx';
import { VIEW_RETRY } from './retry-policy.ts';
import { useCommittedPage, useCommittedRoute } from './hooks.ts';
import { useDictionaryRetry } from './dictionary-retry.ts';

/**
 * A widget whose own texts failed to load: a retry in its place, the rest of the page as usual. The
 * widget itself is not mounted until its texts are here, so it never shows raw keys.
 */
function WidgetTextsError({ extensionId, lng, ids }: { extensionId: string; lng: string; ids: readonly string[] }): ReactNode {
  const { retrying, retry } = useDictionaryRetry(lng, ids);
  return (
    <div data-extension={extensionId}>
      <RefreshControl refreshing={retrying} onRefresh={retry} texts={TRY_AGAIN_TEXTS} />
    </div>
  );
}

export function NamedSlot({ name, className }: { name: string; className?: string }): ReactNode {
  const route = useCommittedRoute();
  const page = useCommittedPage();
  const widgets = route?.record.slots?.[name] ?? [];
  if (widgets.length === 0 || !page) return null;
  return (
    <div className={className ?? `slot slot--${name}`}>
      {widgets.map((id, i) => {
        const failed = page.failedWidgetDictionaries?.[id];
        return failed ? (
          <WidgetTextsError key={`${id}:${i}`} extensionId={id} lng={page.lng} ids={failed} />
        ) : (
          <ExtensionSlot key={`${id}:${i}`} extensionId={id} policy={VIEW_RETRY} props={{ lng: page.lng }} />
        );
      })}
    </div>
  );
}
