// @vitest-environment jsdom
/** The header's account area: nothing that may be wrong while the session check runs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import en from './texts/en.json';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { Header } from './Header.tsx';

const texts: Readonly<Record<string, string>> = en;
/** The part of the app's state the header reads: who the visitor is. */
let state: unknown = null;
const userState = (user: { sessionStatus: 'checking' | 'known'; isAuthenticated: boolean; unreadMessageCount: number }) => ({ user });

vi.mock('@plugin-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTexts: () => ({ t: (key: string) => texts[key] ?? key }),
  useSiteConfig: () => makeSiteConfig(),
  useAppSelector: (selector: (s: unknown) => unknown) => selector(state),
  useHasRoute: () => true,
  useLanguageHref: (lng: string) => `/${lng}/`,
  ShellPiece: ({ name }: { name: string }): ReactNode => <div data-testid={`shell-piece-${name}`} />,
  RouteLink: ({ to, children, className, ...rest }: { to: string; children: ReactNode; className?: string }): ReactNode => (
    <a href={`/en/${to}`} className={className} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

function renderHeader(): HTMLElement {
  render(
    <MemoryRouter>
      <Header lng="en" />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

describe('header account area', () => {
  it('while the session check runs: a placeholder hidden from assistive technology, neither the account piece nor a message badge', () => {
    // The profile arrives a moment before the check is over: still the placeholder then.
    state = userState({ sessionStatus: 'checking', isAuthenticated: true, unreadMessageCount: 2 });
    const header = renderHeader();
    expect(screen.queryByTestId('shell-piece-account')).toBeNull();
    expect(header.querySelector('.header__messages')).toBeNull();
    const placeholder = header.querySelector('.header__account--pending');
    expect(placeholder).not.toBeNull();
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('once the check answered: the account piece in place of the placeholder, and the player message badge', () => {
    state = userState({ sessionStatus: 'known', isAuthenticated: true, unreadMessageCount: 2 });
    const header = renderHeader();
    expect(screen.getByTestId('shell-piece-account')).toBeInTheDocument();
    expect(header.querySelector('.header__account--pending')).toBeNull();
    expect(header.querySelector('.header__messages')?.textContent).toBe('2');
  });
});

describe('the brand keeps its room', () => {
  it('a guest picks a language from the links; a player, whose header also holds the balance and messages, from a menu', () => {
    state = userState({ sessionStatus: 'known', isAuthenticated: false, unreadMessageCount: 0 });
    renderHeader();
    const guestLanguages = screen.getByRole('navigation', { name: en.nav_language });
    expect(guestLanguages.querySelector('details')).toBeNull();
    expect([...guestLanguages.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['EN', 'RU', 'FR']);
    cleanup();

    state = userState({ sessionStatus: 'known', isAuthenticated: true, unreadMessageCount: 0 });
    const header = renderHeader();
    const menu = screen.getByRole('navigation', { name: en.nav_language }).querySelector('details');
    expect(menu).not.toBeNull();
    expect(menu!.querySelector('summary')).toHaveTextContent('EN');
    // The hidden language is a player's too; the current one is the menu's summary, not a link.
    expect([...menu!.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['RU', 'DE', 'FR']);
    menu!.open = true;
    fireEvent.click(within(menu!).getByText('RU'));
    expect(menu!.open).toBe(false);
    expect(header.querySelector('.header__brand')).toHaveTextContent('TestBet');
  });

  it('the stylesheet never lets the brand shrink or be cut; the account area gives way instead', () => {
    const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');
    const rule = (selector: string) => css.match(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('.header__brand')).toMatch(/flex: none/);
    expect(rule('.header__brand')).not.toMatch(/text-overflow|overflow: hidden|min-width: 0/);
    expect(rule('.header__account')).toMatch(/flex: 0 1 auto/);
    expect(rule('.header__account')).toMatch(/min-width: 0/);
  });
});
