/**
 * The notice host: shows the one notice due now (age restriction, cookies, maintenance, …) as the
 * extension the site config's notices plugin provides for it. Only this host and the queue are in
 * the entry; a notice's code is fetched the first time it is due.
 */
import { useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../state/root-reducer.ts';
import { noticeClosed, selectCurrentNotice } from '../../state/notices.slice.ts';
import { ExtensionSlot } from '../ExtensionBoundary.tsx';
import { VIEW_RETRY } from '../retry-policy.ts';
import { useCommittedPage } from '../hooks.ts';
import { useComposerServices } from '../services-context.tsx';

/** The notices plugin's texts are here (the notices saga fetches them once a notice is due). */
function useTextsReady(plugin: string | undefined, lng: string | undefined): boolean {
  const { plugins } = useComposerServices();
  const ids = (plugin && plugins.manifests.get(plugin)?.dictionaries) || [];
  return useSelector((s: RootState) => lng !== undefined && ids.every((id) => s.dictionaries.byKey[`${lng}:${id}`] === 'ready'));
}

export function NoticeHost(): ReactNode {
  const kind = useSelector(selectCurrentNotice);
  const plugin = useSelector((s: RootState) => s.siteConfig.config?.notices?.plugin);
  const page = useCommittedPage();
  const textsReady = useTextsReady(plugin, page?.lng);
  const dispatch = useDispatch();
  const onClose = useCallback(() => {
    if (kind) dispatch(noticeClosed({ kind }));
  }, [dispatch, kind]);
  if (!kind || !plugin || !page || !textsReady) return null;
  // Keyed by notice: the next one mounts afresh (its own focus, its own state).
  return <ExtensionSlot key={kind} extensionId={`${plugin}/${kind}`} policy={VIEW_RETRY} props={{ lng: page.lng, onClose }} />;
}
