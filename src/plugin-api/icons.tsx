/**
 * The shared icon set: inline SVG, so an icon never depends on a font the phone may lack (symbol
 * glyphs such as ⚽ or ℹ showed as empty boxes) and costs no request. Icons are decoration: the
 * text beside them names the thing, so every icon is hidden from assistive technology and never
 * takes focus. Width and height are attributes, so the box is reserved before any CSS arrives.
 * Outline style on a 24×24 grid, drawn with the current text colour (`stroke="currentColor"`).
 */
import type { ReactNode } from 'react';

/** Each icon is one or more path data strings on the 24×24 grid, stroked with round ends. */
const PATHS = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9v12h14V9', 'M10 21v-6h4v6'],
  sports: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M12 8l3.8 2.8-1.4 4.4H9.6l-1.4-4.4z', 'M12 3v5M15.8 10.8l4.7-1.6M14.4 15.2l2.8 3.8M9.6 15.2 6.8 19M8.2 10.8 3.5 9.2'],
  live: ['M12 10a2 2 0 1 0 0 4 2 2 0 1 0 0-4z', 'M8.2 7.8a6 6 0 0 0 0 8.4M15.8 7.8a6 6 0 0 1 0 8.4', 'M5.3 5a10 10 0 0 0 0 14M18.7 5a10 10 0 0 1 0 14'],
  casino: ['M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z', 'M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01'],
  slip: ['M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z', 'M9 8h6M9 12h6M9 16h3'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M12 11v5M12 7.5h.01'],
  support: ['M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3.5 20.5l1.4-4.7A8.5 8.5 0 1 1 21 11.5z', 'M8.5 11.5h.01M12.5 11.5h.01M16.5 11.5h.01'],
  rules: ['M6 3h8l5 5v13H6z', 'M14 3v5h5', 'M9 12.5h7M9 16.5h7'],
  shield: ['M12 3l8 3v5.5c0 4.6-3.3 8.4-8 9.5-4.7-1.1-8-4.9-8-9.5V6z', 'M8.8 12.2l2.2 2.2 4.2-4.2'],
  user: ['M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8z', 'M4 21a8 8 0 0 1 16 0'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  settings: ['M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z', 'M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1'],
  tool: ['M14.5 5.5a4 4 0 0 0 4.9 4.9L20 11l-9 9a2.1 2.1 0 0 1-3-3l9-9z', 'M14.5 5.5 17 3l1 3 3 1-2.5 2.5'],
  block: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M5.6 5.6l12.8 12.8'],
  mail: ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z', 'M3.5 6.5 12 13l8.5-6.5'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof PATHS;

/** Every icon name, for tests and for a plugin that takes a name from its own data. */
export const ICON_NAMES = Object.keys(PATHS) as readonly IconName[];

export interface IconProps {
  name: IconName;
  /** Rendered width and height in CSS pixels (attributes, so the space is kept before CSS). */
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: IconProps): ReactNode {
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
