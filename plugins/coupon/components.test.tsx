// @vitest-environment jsdom
/**
 * The coupon's screens as a player finds them (roles and labels, English texts from the coupon
 * dictionary), on a store running the coupon's slice and sagas against a fake web API. Route links
 * need the composer's route table, so the two navigation helpers are stood in for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { betSelectionToggled, oddsChanged } from '@plugin-api';
import type * as PluginApi from '@plugin-api';
import en from './texts/en.json';
import { CouponPage } from './components/CouponPage.tsx';
import { QuickPanel } from './components/QuickPanel.tsx';
import { CouponButton, COUPON_BUTTON_ANIMATION_MS } from './components/CouponButton.tsx';
import { SettingsModal } from './components/SettingsModal.tsx';
import { signInModalHref } from './components/use-sign-in-prompt.ts';
import { createCouponTestStore, selection, type CouponTestStore, type FakeRequest } from './test-kit.ts';

vi.mock('@plugin-api', async (importOriginal) => {
  const api = await importOriginal<typeof PluginApi>();
  return {
    ...api,
    useRouteHref: (routeId: string) => `/en/${routeId}`,
    RouteLink: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
      <a href={`/en/${to}`} {...rest}>
        {children}
      </a>
    ),
  };
});

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', ns: ['coupon'], defaultNS: 'coupon', resources: { en: { coupon: en } }, interpolation: { escapeValue: false }, initAsync: false });

let store: CouponTestStore;

function Location(): ReactNode {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function show(element: ReactNode, path = '/en/live'): void {
  render(
    <Provider store={store.store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {element}
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

function start(request?: FakeRequest, signedIn = false): void {
  store = createCouponTestStore({ ...(request ? { request } : {}), signedIn });
}

const add = (...patches: Parameters<typeof selection>[0][]) =>
  act(() => {
    for (const patch of patches) store.dispatch(betSelectionToggled(selection(patch)));
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  store.stop();
  vi.useRealTimers();
});

describe('coupon page', () => {
  const three = [
    { marketId: 'a', coef: 1.5, opponent1: 'Arsenal', opponent2: 'Chelsea', marketName: 'W1' },
    { marketId: 'b', coef: 2, opponent1: 'Milan', opponent2: 'Inter', marketName: 'X' },
    { marketId: 'c', coef: 3, opponent1: 'Ajax', opponent2: 'PSV', marketName: 'W2' },
  ];

  it('says when the coupon is empty', () => {
    start();
    show(<CouponPage routeId="coupon" params={{}} query="" lng="en" />);
    expect(screen.getByText(en.coupon_empty)).toBeInTheDocument();
  });

  it('lists the bets, switches single/express/system, checks the stake and shows the possible win', () => {
    start();
    show(<CouponPage routeId="coupon" params={{}} query="" lng="en" />);
    add(...three);
    const bets = screen.getByRole('list', { name: 'Bets' });
    expect(within(bets).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Arsenal — Chelsea', 'Milan — Inter', 'Ajax — PSV']);

    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    expect(screen.getByText('9.00')).toBeInTheDocument();
    // Three bets at 1.1 or more on an express: the bonus bet (+3 %) is on, and can be taken out.
    expect(screen.getByRole('region', { name: 'Bonus bet' })).toHaveTextContent('+3% on your win for an express of 3 bets');
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$46.35');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the bonus bet' }));
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$45.00');

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    const system = screen.getByRole('combobox', { name: 'System' });
    expect(within(system).getAllByRole('option').map((o) => o.textContent)).toEqual(['2/3 (3 bets)']);
    // 2/3 has 3 lines at a minimum of $1 each, so the initial $5 is enough: 5 / 3 × (1.5×2 + 1.5×3 + 2×3).
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$22.50');

    fireEvent.click(screen.getByRole('radio', { name: 'Singles' }));
    expect(screen.getByLabelText('Stake per bet, USD')).toHaveValue('5');
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$32.50');

    fireEvent.click(screen.getByRole('radio', { name: 'Express' }));
    const stake = screen.getByLabelText('Stake, USD');
    fireEvent.change(stake, { target: { value: '0,2' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum stake is $0.50');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    fireEvent.change(stake, { target: { value: '2500' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum stake is $2,000.00');
    fireEvent.change(stake, { target: { value: 'ten' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.coupon_amount_not_a_number);
    expect(stake).toHaveValue('ten');
    fireEvent.click(screen.getByRole('button', { name: 'Increase stake' }));
    expect(stake).toHaveValue('2.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Step $2.50')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove X, Milan — Inter' }));
    expect(within(bets).getAllByRole('listitem')).toHaveLength(2);
    // Only the types two bets fit are offered.
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Singles', 'Express', 'Chain', 'Conditional', 'Anti-express']);
  });

  it('asks to accept changed odds before placing, then places and shows the coupon id', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-42', balance: 990 }));
    start(request, true);
    show(<CouponPage routeId="coupon" params={{}} query="" lng="en" />);
    add(...three.slice(0, 2));
    act(() => store.dispatch(oddsChanged([{ marketId: 'a', coef: 1.4, blocked: false }])));
    expect(screen.getByText('1.50 → 1.40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept new odds' }));

    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet is placed')).toBeInTheDocument();
    expect(screen.getByText(/Coupon C-42/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/coupon/place', expect.objectContaining({ body: expect.objectContaining({ bets: [{ marketId: 'a', coef: 1.4 }, { marketId: 'b', coef: 2 }] }) }));
  });

  it('says why a placement failed', async () => {
    start(vi.fn(async () => ({ success: false, reason: 'insufficient_funds', balance: 1 })), true);
    show(<CouponPage routeId="coupon" params={{}} query="" lng="en" />);
    add(three[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    // The balance the book found, with its currency ("$1.00", not "1").
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money in your account: the balance is $1.00.');
  });
});

describe('a guest must sign in to place', () => {
  const location = () => screen.getByRole('status', { name: 'location' });

  it('Place opens the sign-in modal, says why and keeps the bets; signed in, the next press places', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true, couponId: 'C-7', balance: 990 }));
    start(request);
    show(<CouponPage routeId="coupon" params={{}} query="" lng="en" />, '/en/coupon?x=1');
    add({ marketId: 'a', coef: 1.5, opponent1: 'Arsenal', opponent2: 'Chelsea' }, { marketId: 'b', coef: 2 });
    expect(screen.queryByText(en.coupon_sign_in_to_place)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(location()).toHaveTextContent(/^\/en\/coupon\?x=1&login-modal=1$/);
    expect(screen.getByText(en.coupon_sign_in_to_place)).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Stake, USD')).toHaveValue('5');
    expect(request).not.toHaveBeenCalled();

    // Signing in (the modal, the core) places nothing; the text goes.
    act(() => store.signIn([]));
    expect(screen.queryByText(en.coupon_sign_in_to_place)).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet is placed')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('an open coupon settings modal stays open under the sign-in modal (keep_modals)', () => {
    start();
    show(<CouponPage routeId="coupon" params={{}} query="" lng="en" />, '/en/coupon?coupon-settings-modal=1');
    add({}, {});
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(location()).toHaveTextContent('/en/coupon?coupon-settings-modal=1&login-modal=1&keep_modals=1');
  });

  it('with one-click on, a guest’s price opens the sign-in modal from the quick coupon and says why', () => {
    start();
    show(<QuickPanel lng="en" />, '/en/live');
    act(() => store.dispatch({ type: 'coupon/oneClickEnableRequested' }));
    add({ marketId: 'z' });
    expect(location()).toHaveTextContent('/en/live?login-modal=1');
    expect(within(screen.getByRole('region', { name: 'Quick coupon' })).getByRole('status')).toHaveTextContent(en.coupon_sign_in_to_place);
    expect(store.coupon().bets).toEqual([]);
    expect(store.request).not.toHaveBeenCalled();
  });

  it('the address of the sign-in modal keeps the path, query and hash', () => {
    expect(signInModalHref({ pathname: '/en/live/football', search: '?sport=1', hash: '#top' })).toBe('/en/live/football?sport=1&login-modal=1#top');
    expect(signInModalHref({ pathname: '/en/coupon', search: '?coupon-settings-modal=1&login-modal=1', hash: '' })).toBe('/en/coupon?coupon-settings-modal=1&login-modal=1&keep_modals=1');
  });
});

describe('quick coupon', () => {
  it('shows the title, the bet count, a link to the coupon and opens the settings modal by query', () => {
    start();
    show(<QuickPanel lng="en" />, '/en/live?sport=1');
    expect(screen.queryByRole('region', { name: 'Quick coupon' })).not.toBeInTheDocument();
    add({}, {});
    const panel = screen.getByRole('region', { name: 'Quick coupon' });
    expect(within(panel).getByRole('heading', { name: 'Coupon' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('2 bets')).toHaveTextContent('2');
    expect(within(panel).getByRole('link', { name: 'Open coupon' })).toHaveAttribute('href', '/en/coupon');
    fireEvent.click(within(panel).getByRole('button', { name: 'Coupon settings' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/live?sport=1&coupon-settings-modal=1');
  });

  it('with one-click on: the title says so and the count is hidden', () => {
    start();
    show(<QuickPanel lng="en" />);
    act(() => store.dispatch({ type: 'coupon/oneClickEnableRequested' }));
    const panel = screen.getByRole('region', { name: 'Quick coupon' });
    expect(within(panel).getByRole('heading', { name: 'One-click bet' })).toBeInTheDocument();
    expect(within(panel).queryByLabelText(/bets?$/)).not.toBeInTheDocument();
  });
});

describe('coupon button', () => {
  it('goes to the coupon route where the page has no quick coupon', () => {
    start();
    show(<CouponButton lng="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Coupon, 0 bets' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/coupon');
  });

  it('toggles the quick coupon where there is one, and waits while its count animates', () => {
    vi.useFakeTimers();
    start();
    show(
      <>
        <CouponButton lng="en" />
        <QuickPanel lng="en" />
      </>,
    );
    add({});
    const button = screen.getByRole('button', { name: 'Coupon, 1 bet' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('region', { name: 'Quick coupon' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COUPON_BUTTON_ANIMATION_MS));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Quick coupon' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/live');
  });
});

describe('settings modal', () => {
  it('chooses what happens when odds change', () => {
    start();
    show(<SettingsModal lng="en" />);
    expect(screen.getByRole('radio', { name: 'Accept when higher' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Ask me to confirm' }));
    expect(store.coupon().settings.changeCoefAction).toBe(0);
  });

  it('a guest has no one-click toggle, except to turn off a one-click kept from before', () => {
    start();
    show(<SettingsModal lng="en" />);
    expect(screen.queryByRole('switch', { name: 'Place bets with one click' })).not.toBeInTheDocument();
    act(() => store.dispatch({ type: 'coupon/oneClickEnableRequested' }));
    const toggle = screen.getByRole('switch', { name: 'Place bets with one click' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(store.coupon().settings.isActiveOneClick).toBe(false);
    expect(screen.queryByRole('switch', { name: 'Place bets with one click' })).not.toBeInTheDocument();
  });

  it('turning one-click on with bets asks first; Undo keeps the bets, Enable clears them', () => {
    start(undefined, true);
    show(<SettingsModal lng="en" />);
    add({});
    const toggle = screen.getByRole('switch', { name: 'Place bets with one click' });
    fireEvent.click(toggle);
    let dialog = screen.getByRole('alertdialog', { name: 'The coupon will be cleared' });
    expect(dialog).toHaveAccessibleDescription(en.coupon_one_click_enable_warning);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(toggle).not.toBeChecked();
    expect(store.coupon().bets).toHaveLength(1);

    fireEvent.click(toggle);
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(toggle).toBeChecked();
    expect(store.coupon().bets).toEqual([]);
    expect(screen.getByLabelText('One-click stake, USD')).toHaveValue('5');
  });
});
