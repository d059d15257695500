/** Renders the widgets a route manifest puts in a named slot, in order, each in its own boundary. */
import type { ReactNode } from 'react';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { VIEW_RETRY } from './retry-policy.ts';
import { useCommittedPage, useCommittedRoute } from './hooks.ts';

export function NamedSlot({ name, className }: { name: string; className?: string }): ReactNode {
  const route = useCommittedRoute();
  const page = useCommittedPage();
  const widgets = route?.record.slots?.[name] ?? [];
  if (widgets.length === 0 || !page) return null;
  return (
    <div className={className ?? `slot slot--${name}`}>
      {widgets.map((id, i) => (
        <ExtensionSlot key={`${id}:${i}`} extensionId={id} policy={VIEW_RETRY} props={{ lng: page.lng }} />
      ))}
    </div>
  );
}
