// @vitest-environment jsdom
/** The home tiles: an inline SVG icon each (no symbol font), named by their dictionary texts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import en from './texts/en.json';
import { SectionTiles } from './SectionTiles.tsx';

const texts: Readonly<Record<string, string>> = en;
let ROUTES = new Set(['sports', 'live', 'rules', 'responsiblegaming', 'contacts']);

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

describe('section tiles', () => {
  it('shows a tile per area of the site, its icon an svg hidden from assistive technology', () => {
    render(<SectionTiles />);
    const section = screen.getByRole('region', { name: en.home_sections_title });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(ROUTES.size);
    const sports = within(section).getByRole('link', { name: `${en.home_tile_sports} ${en.home_tile_sports_text}` });
    expect(sports).toHaveAttribute('href', '/en/sports');
    for (const link of links) {
      const svg = link.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('width', '24');
      expect(svg).toHaveAttribute('height', '24');
    }
    // The texts are the dictionary's, with no glyph characters around them.
    expect(links[0]!.textContent).toBe(`${en.home_tile_sports} ${en.home_tile_sports_text}`);
    expect(within(section).queryByRole('link', { name: new RegExp(en.home_tile_casino) })).toBeNull();
  });

  it('leads to the casino where the region serves it', () => {
    ROUTES = new Set(['sports', 'live', 'casino-lobby']);
    render(<SectionTiles />);
    const casino = screen.getByRole('link', { name: `${en.home_tile_casino} ${en.home_tile_casino_text}` });
    expect(casino).toHaveAttribute('href', '/en/casino-lobby');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/sports', '/en/live', '/en/casino-lobby']);
  });
});
