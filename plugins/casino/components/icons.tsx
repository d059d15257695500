/**
 * The casino's own few icons (the shared set has no heart, cross or full-screen frame). Decoration
 * only, like the shared ones: the control's label names the action.
 */
import type { ReactNode } from 'react';

const PATHS = {
  heart: 'M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z',
  close: 'M6 6l12 12M18 6 6 18',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14zM20 20l-4-4',
} as const;

export function CasinoIcon({ name, filled = false }: { name: keyof typeof PATHS; filled?: boolean }): ReactNode {
  return (
    <svg className="casino-icon" width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
