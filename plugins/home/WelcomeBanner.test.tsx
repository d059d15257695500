// @vitest-environment jsdom
/** The welcome banner: its registration button only where registration is offered (SPEC 5: not on a VIP domain). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import type { SiteConfig } from '@plugin-api';
import en from './texts/en.json';
import { WelcomeBanner } from './WelcomeBanner.tsx';

const texts: Readonly<Record<string, string>> = en;
let features: SiteConfig['features'] = {};

vi.mock('@plugin-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTexts: () => ({ t: (key: string) => texts[key] ?? key }),
  useHasRoute: () => true,
  useSiteConfig: () => ({ companyName: 'BetHub', currencies: { default: 'USD', available: ['USD'] }, features }),
  RouteLink: ({ to, children, className }: { to: string; children: ReactNode; className?: string }): ReactNode => (
    <a href={`/en/${to}`} className={className}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

describe('welcome banner', () => {
  it('leads to registration where it is allowed, and not on a VIP domain', () => {
    features = { registrationAllowed: true };
    render(<WelcomeBanner />);
    expect(screen.getByRole('link', { name: en.home_welcome_cta })).toHaveAttribute('href', '/en/registration');
    cleanup();

    features = { registrationAllowed: true, vipDomain: true };
    render(<WelcomeBanner />);
    expect(screen.getByRole('region', { name: en.home_welcome_title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.home_welcome_cta })).not.toBeInTheDocument();
  });
});
