import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled out of the viewport (so what it holds may float). False until the
 * observer first reports and wherever there is no IntersectionObserver (the server, jsdom): nothing
 * floats for lack of it.
 */
export function useOutOfView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver !== 'function') {
      setOut(false);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setOut(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return out;
}
