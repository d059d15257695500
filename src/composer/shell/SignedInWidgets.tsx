/**
 * The widgets the site config names in `shell.signedIn`, on every page, only while a player is
 * signed in: popups and timers that must follow the player (a limit to confirm, a reminder) and
 * controls such as a panic button. Nothing renders for a guest, so a guest downloads none of them;
 * each renders in its own boundary, loaded lazily, once its plugin's texts are here (the dictionary
 * loader fetches them for signed-in navigations), so no raw key flashes after a sign-in. They hold
 * no space while they load: most of them draw popups or nothing at all, so a placeholder would
 * collapse when they arrive and move the page under them.
 */
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../../state/root-reducer.ts';
import { selectIsAuthenticated } from '../../state/user.slice.ts';
import { ExtensionSlot } from '../ExtensionBoundary.tsx';
import { useCommittedPage, useSiteConfig } from '../hooks.ts';
import { pluginIdOf } from '../plugin-loader.ts';
import { SHELL_RETRY } from '../retry-policy.ts';
import { useComposerServices } from '../services-context.tsx';

function useTextsReady(extensionId: string, lng: string): boolean {
  const { plugins } = useComposerServices();
  const ids = plugins.manifests.get(pluginIdOf(extensionId))?.dictionaries ?? [];
  return useSelector((s: RootState) => ids.every((id) => s.dictionaries.byKey[`${lng}:${id}`] === 'ready'));
}

function SignedInWidget({ extensionId, lng }: { extensionId: string; lng: string }): ReactNode {
  if (!useTextsReady(extensionId, lng)) return null;
  return <ExtensionSlot extensionId={extensionId} policy={SHELL_RETRY} className="shell-piece shell-piece--signed-in" props={{ lng }} reserveSpace={false} />;
}

export function SignedInWidgets(): ReactNode {
  const config = useSiteConfig();
  const page = useCommittedPage();
  const signedIn = useSelector((s: RootState) => selectIsAuthenticated(s));
  const widgets = config.shell.signedIn ?? [];
  if (!signedIn || !page || widgets.length === 0) return null;
  return (
    <>
      {widgets.map((id) => (
        <SignedInWidget key={id} extensionId={id} lng={page.lng} />
      ))}
    </>
  );
}
