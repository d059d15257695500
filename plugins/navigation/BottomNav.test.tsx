// @vitest-environment jsdom
/** The bottom navigation: each link shows an inline SVG icon and is named by its dictionary text alone. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import en from './texts/en.json';
import { BottomNav } from './BottomNav.tsx';

const texts: Readonly<Record<string, string>> = en;
/** Routes of this test's "site": no casino. */
const ROUTES = new Set(['home', 'sports', 'live', 'coupon', 'information', 'contacts']);

vi.mock('@plugin-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTexts: () => ({ t: (key: string) => texts[key] ?? key }),
  useHasRoute: (routeId: string) => ROUTES.has(routeId),
  RouteLink: ({ to, children, className }: { to: string; children: ReactNode; className?: string }): ReactNode => (
    <a href={`/en/${to}`} className={className}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

describe('bottom navigation', () => {
  it('names each link by its dictionary text; the icon is an svg hidden from assistive technology', () => {
    render(<BottomNav />);
    const nav = screen.getByRole('navigation', { name: en.nav_main });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([en.nav_home, en.nav_sports, en.nav_live, en.nav_coupon, en.nav_information, en.nav_support]);
    for (const name of [en.nav_home, en.nav_sports, en.nav_live, en.nav_coupon, en.nav_information, en.nav_support]) {
      const link = within(nav).getByRole('link', { name });
      const svg = link.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      // Its box is known before any stylesheet arrives.
      expect(svg).toHaveAttribute('width', '22');
      expect(svg).toHaveAttribute('height', '22');
    }
  });

  it('leaves out an area this site does not have', () => {
    render(<BottomNav />);
    expect(screen.queryByRole('link', { name: en.nav_casino })).toBeNull();
  });
});
