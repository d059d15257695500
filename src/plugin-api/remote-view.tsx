/**
 * The plugin API's remote view: a stand-in of a few bytes that loads the real one
 * (src/composer/remote-view) as a chunk of its own, so pages that never show a remote view (the
 * home page among them) download none of it. Its chunk failing to load is the page's failure: the
 * page's boundary retries it and then offers the refresh control.
 */
import { createElement, lazy, Suspense, type ReactNode } from 'react';
import type { RemoteViewProps } from '../composer/remote-view/RemoteView.tsx';

export type { RemoteViewProps };

const LazyRemoteView = lazy(() => import('../app/deferred-modules.ts').then((m) => m.remoteView).then((module) => ({ default: module.RemoteView })));

/** A view another application renders, shown in this page (see src/composer/remote-view/RemoteView.tsx). */
export function RemoteView(props: RemoteViewProps): ReactNode {
  return createElement(Suspense, { fallback: null }, createElement(LazyRemoteView, props));
}
