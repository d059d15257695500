import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen or within half a screen of it, from one IntersectionObserver
 * shared by every caller (a list has a hundred rows; a hundred observers would cost more than they
 * save). True until the observer first reports, and always where there is no IntersectionObserver
 * (jsdom, very old browsers), so nothing is ever hidden for lack of it.
 */
export function useNearViewport(ref: RefObject<Element | null>, beforeFirstReport = true): boolean {
  const [near, setNear] = useState(() => beforeFirstReport || sharedObserver() === null);
  useEffect(() => {
    const element = ref.current;
    const observer = sharedObserver();
    if (!element || !observer) return undefined;
    listeners.set(element, setNear);
    observer.observe(element);
    return () => {
      observer.unobserve(element);
      listeners.delete(element);
    };
  }, [ref]);
  return near;
}

/** How far beyond the viewport counts as near: half a screen above and below, so a row is fresh before it scrolls in. */
export const NEAR_MARGIN = '50% 0px';

const listeners = new WeakMap<Element, (near: boolean) => void>();
let observer: IntersectionObserver | null | undefined;

function sharedObserver(): IntersectionObserver | null {
  if (observer === undefined) {
    observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
            },
            { rootMargin: NEAR_MARGIN },
          )
        : null;
  }
  return observer;
}
