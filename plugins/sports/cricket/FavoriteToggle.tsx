import type { ReactNode } from 'react';

/** A star that follows or unfollows something; its name says what, its pressed state whether. */
export function FavoriteToggle({ on, label, onToggle }: { on: boolean; label: string; onToggle: () => void }): ReactNode {
  return (
    <button type="button" className={`cricket-star${on ? ' cricket-star--on' : ''}`} aria-pressed={on} aria-label={label} onClick={onToggle}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
