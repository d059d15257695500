// @vitest-environment jsdom
/**
 * The bottom navigation: the items the site config lists (or the default bar), each only where the
 * region serves its area; each link shows an inline SVG icon and is named by its dictionary text
 * alone; the bet slip is the coupon button the config names, else a link.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import en from './texts/en.json';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { SiteConfig } from '@plugin-api';
import { BottomNav } from './BottomNav.tsx';

const texts: Readonly<Record<string, string>> = en;
/** The routes the test's region serves (route ids). */
let served = new Set<string>();
let config: SiteConfig = makeSiteConfig();

vi.mock('@plugin-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTexts: () => ({ t: (key: string) => texts[key] ?? key }),
  useHasRoute: (routeId: string) => served.has(routeId),
  useSiteConfig: () => config,
  ShellPiece: ({ name }: { name: string }): ReactNode => <button type="button">{`shell piece ${name}`}</button>,
  RouteLink: ({ to, children, className }: { to: string; children: ReactNode; className?: string }): ReactNode => (
    <a href={`/en/${to}`} className={className}>
      {children}
    </a>
  ),
}));

const EVERYTHING = ['home', 'sports', 'live', 'slots', 'coupon', 'information', 'contacts', 'promotions'];

beforeEach(() => {
  served = new Set(EVERYTHING);
  config = makeSiteConfig();
});
afterEach(cleanup);

const bar = () => screen.getByRole('navigation', { name: en.nav_main });
const linkNames = () => within(bar()).queryAllByRole('link').map((link) => link.textContent);

describe('bottom navigation', () => {
  it('by default: home, sports, live, the casino, the bet slip and support; icons are svgs hidden from assistive technology', () => {
    render(<BottomNav />);
    expect(linkNames()).toEqual([en.nav_home, en.nav_sports, en.nav_live, en.nav_casino, en.nav_coupon, en.nav_support]);
    expect(within(bar()).getByRole('link', { name: en.nav_casino })).toHaveAttribute('href', '/en/slots');
    for (const name of [en.nav_home, en.nav_sports, en.nav_live, en.nav_casino, en.nav_coupon, en.nav_support]) {
      const svg = within(bar()).getByRole('link', { name }).querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      // Its box is known before any stylesheet arrives.
      expect(svg).toHaveAttribute('width', '22');
      expect(svg).toHaveAttribute('height', '22');
    }
    expect(within(bar()).getByRole('list')).toHaveAttribute('data-items', '6');
  });

  it('leaves out the casino where the region does not serve it (se-regulated blocks /casino), and says so in its column count', () => {
    served.delete('slots');
    render(<BottomNav />);
    expect(within(bar()).queryByRole('link', { name: en.nav_casino })).toBeNull();
    expect(linkNames()).toEqual([en.nav_home, en.nav_sports, en.nav_live, en.nav_coupon, en.nav_support]);
    expect(within(bar()).getByRole('list')).toHaveAttribute('data-items', '5');
  });

  it("shows the operator's own items in the operator's order", () => {
    config = makeSiteConfig((c) => {
      c.navigation = { bottomBar: ['casino', 'live', 'promotions', 'information'] };
    });
    render(<BottomNav />);
    expect(linkNames()).toEqual([en.nav_casino, en.nav_live, en.nav_promotions, en.nav_information]);
  });

  it('the bet slip is the coupon button the site config names, in place of the link', () => {
    config = makeSiteConfig((c) => {
      c.shell.couponButton = 'coupon/coupon-button';
    });
    render(<BottomNav />);
    expect(within(bar()).queryByRole('link', { name: en.nav_coupon })).toBeNull();
    const items = within(bar()).getAllByRole('listitem');
    expect(within(items[4]!).getByRole('button', { name: 'shell piece couponButton' })).toBeInTheDocument();
  });
});
