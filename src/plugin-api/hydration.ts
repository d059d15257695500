/**
 * Whether this render may use what only the browser knows (its time zone, storage, screen). False
 * on the server and while the browser hydrates the server's markup, true right after: a component
 * that shows a local time renders a server-safe form first and the local one a moment later, so the
 * two sides never disagree.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useIsHydrated(): boolean {
  // The server snapshot is used on the server and during hydration; the client's everywhere else.
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
