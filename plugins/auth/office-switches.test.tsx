// @vitest-environment jsdom
/**
 * The player's office switches where this plugin shows them: "Hide my balance on screen" masks the
 * header's balance, "Ask before logging out" decides whether Log out asks first. The switches come
 * from the core's user state (selectPlayerSetting), stood in for by the test kit's user slice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { logoutRequested, type UserAccount } from '@plugin-api';
import type * as PluginApi from '@plugin-api';
import { AccountBar } from './components/AccountBar.tsx';
import { AccountPage } from './components/AccountPages.tsx';
import { createAuthTestStore, en, renderWith, type AuthTestStore } from './test-kit.tsx';

// Route links need the composer's route table: stood in for, as in components.test.tsx.
vi.mock('@plugin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof PluginApi>()),
  useRouteHref: (routeId: string) => `/en/${routeId}`,
  useHasRoute: () => true,
  RouteLink: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={`/en/${to}`} {...rest}>
      {children}
    </a>
  ),
  RouteLinkItems: () => null,
}));

const ACCOUNT: UserAccount = { id: 1, type: 0, iso: 'SEK', symbol: 'kr', currencyId: 1, money: 12345.67, points: 0, label: '', isActive: true, isPointsTypeBalance: false };

let store: AuthTestStore;
function start(playerSettings?: Record<string, boolean>): void {
  const request = Object.assign(vi.fn(async () => ({})), { signedIn: () => undefined, busy: () => false });
  store = createAuthTestStore({ request: request as unknown as Parameters<typeof createAuthTestStore>[0]['request'] });
  store.dispatch({ type: 'test/userSet', payload: { isAuthenticated: true, profile: { userId: 1001 }, accounts: [ACCOUNT], ...(playerSettings ? { playerSettings } : {}) } });
}
const setSwitches = (playerSettings: Record<string, boolean>) => act(() => store.dispatch({ type: 'test/userSet', payload: { playerSettings } }));
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

afterEach(() => {
  cleanup();
  store?.stop();
});

describe('hide my balance', () => {
  it('the header shows dots read out as hidden instead of the balance, and the balance again once shown', () => {
    start({ hide_balance: false });
    renderWith(store, <AccountBar lng="en" />);
    expect(screen.getByLabelText('Balance: SEK 12,345.67')).toBeInTheDocument();
    setSwitches({ hide_balance: true });
    expect(screen.queryByLabelText(/^Balance:/)).toBeNull();
    expect(screen.getByRole('img', { name: en.auth_balance_hidden })).toHaveTextContent('••••');
    expect(screen.queryByText(/12,345/)).toBeNull();
    setSwitches({ hide_balance: false });
    expect(screen.getByLabelText('Balance: SEK 12,345.67')).toBeInTheDocument();
  });
});

describe('ask before logging out', () => {
  it('on (and when not known): Log out opens the confirmation', () => {
    start();
    renderWith(store, <AccountPage routeId="account" params={{}} query="" lng="en" />, '/en/account');
    fireEvent.click(screen.getByRole('button', { name: en.auth_logout }));
    expect(location()).toBe('/en/account?logout-modal=1');
    expect(store.actions.some((a) => logoutRequested.match(a))).toBe(false);
  });

  it('off: Log out logs out at once, on this device', () => {
    start({ confirm_logout: false });
    renderWith(store, <AccountPage routeId="account" params={{}} query="" lng="en" />, '/en/account');
    fireEvent.click(screen.getByRole('button', { name: en.auth_logout }));
    expect(store.actions.filter((a) => logoutRequested.match(a)).map((a) => a.payload)).toEqual([{ allDevices: false }]);
    expect(location()).toBe('/en/account');
  });
});
