/**
 * Connects react-router's history to the store: every new location becomes a navigationRequested
 * event for the guard pipeline, and sagas navigate through the router's own navigate function.
 * (Declarative <BrowserRouter> rather than the data router: the composer does its own matching,
 * and this keeps about 18 KB gzip of unused loader/action code out of the initial JS.)
 */
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { LocationSnapshot } from '../state/navigation.slice.ts';

export interface NavigationTarget {
  navigate(to: string, options: { replace: boolean }): void;
  bind(navigate: NavigateFunction | null): void;
}

/** Navigation requested before the router mounted is replayed once it has. */
export function createNavigationTarget(): NavigationTarget {
  let bound: NavigateFunction | null = null;
  let queued: [string, { replace: boolean }] | null = null;
  return {
    navigate(to, options) {
      if (bound) void bound(to, options);
      else queued = [to, options];
    },
    bind(navigate) {
      bound = navigate;
      if (navigate && queued) {
        const [to, options] = queued;
        queued = null;
        void navigate(to, options);
      }
    },
  };
}

export function NavigationBridge({ target, onLocation }: { target: NavigationTarget; onLocation(location: LocationSnapshot): void }): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    target.bind(navigate);
    return () => target.bind(null);
  }, [target, navigate]);
  const { pathname, search, hash, key } = location;
  useEffect(() => {
    onLocation({ pathname, search, hash });
    // key: the same URL navigated to again is a new navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, hash, key]);
  return null;
}
