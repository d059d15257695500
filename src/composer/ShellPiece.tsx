/**
 * An optional piece of the shell that the site config names (`shell.account`), rendered where a
 * shell component asks for it: the header places the account area without knowing which plugin
 * provides it. Nothing renders when the config names none.
 */
import type { ReactNode } from 'react';
import { ExtensionSlot } from './ExtensionBoundary.tsx';
import { SHELL_RETRY } from './retry-policy.ts';
import { useCommittedPage, useSiteConfig } from './hooks.ts';

export type ShellPieceName = 'account' | 'couponButton';

export function ShellPiece({ name, className }: { name: ShellPieceName; className?: string }): ReactNode {
  const config = useSiteConfig();
  const page = useCommittedPage();
  const extensionId = config.shell[name];
  if (!extensionId || !page) return null;
  return <ExtensionSlot extensionId={extensionId} policy={SHELL_RETRY} className={className ?? `shell-piece shell-piece--${name}`} props={{ lng: page.lng }} />;
}
