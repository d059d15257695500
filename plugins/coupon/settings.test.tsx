// @vitest-environment jsdom
/**
 * Every coupon setting as the player sees it act: edited in the settings modal (which Escape closes),
 * each with its effect on the coupon page; and the office switches the coupon mirrors (one-click,
 * accept any odds change) and shows (compact coupon, hidden balance). A store running the coupon's
 * slice and sagas against a fake web API, as in components.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { betSelectionToggled, playerSettingChanged } from '@plugin-api';
import type * as PluginApi from '@plugin-api';
import en from './texts/en.json';
import { CouponPage } from './components/CouponPage.tsx';
import { SettingsModal } from './components/SettingsModal.tsx';
import { account, createCouponTestStore, selection, type CouponTestStore, type FakeRequest } from './test-kit.ts';

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

function show(element: ReactNode): void {
  render(
    <Provider store={store.store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/coupon']}>{element}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const page = <CouponPage routeId="coupon" params={{}} query="" lng="en" />;
const add = (...patches: Parameters<typeof selection>[0][]) =>
  act(() => {
    for (const patch of patches) store.dispatch(betSelectionToggled(selection(patch)));
  });
/** A fresh coupon, its page and its settings modal open beside it. */
function showPageWithSettings(): void {
  store = createCouponTestStore();
  show(
    <>
      {page}
      <SettingsModal lng="en" />
    </>,
  );
}
const check = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const bets = () => within(screen.getByRole('list', { name: 'Bets' })).queryAllByRole('listitem');
const MAIN = account({ id: 1, iso: 'USD', money: 12345.67, label: 'Main', isActive: true });
const BONUS = account({ id: 2, iso: 'USD', type: 4, money: 50, label: 'Bonus' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  store.stop();
});

describe('the coupon settings modal', () => {
  it('Escape closes it, as its close button does', () => {
    store = createCouponTestStore();
    const onClose = vi.fn();
    show(<SettingsModal lng="en" onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers every setting, each saved with the coupon (a reload keeps it)', async () => {
    store = createCouponTestStore();
    show(<SettingsModal lng="en" />);
    expect(screen.getByRole('checkbox', { name: en.coupon_show_balance })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: en.coupon_show_possible_win })).toBeChecked();
    for (const name of [en.coupon_auto_max, en.coupon_manual_step, en.coupon_show_account_select, en.coupon_fixed]) check(name);
    check(en.coupon_show_balance);
    check(en.coupon_show_possible_win);
    fireEvent.change(screen.getByLabelText('Step, USD'), { target: { value: '0,5' } });
    const settings = store.coupon().settings;
    expect(settings).toMatchObject({ isAutoMax: true, isManualAmountStep: true, isSelectAccountShown: true, isCouponFixed: true, isBalanceShown: false, isPossibleWinShown: false, amountStepByCurrencyIso: { USD: 0.5 } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('coupon') ?? '{}').settings).toMatchObject({ isAutoMax: true, isCouponFixed: true, isPossibleWinShown: false }));
  });
});

describe('each coupon setting acts on the coupon', () => {
  it('possible win: shown, then not once the player turns it off', () => {
    showPageWithSettings();
    add({ coef: 2 }, { coef: 3 });
    expect(screen.getByTestId('coupon-possible-win')).toHaveTextContent('$30.00');
    check(en.coupon_show_possible_win);
    expect(screen.queryByTestId('coupon-possible-win')).toBeNull();
  });

  it('auto-max: the stake is the maximum for the coupon type and follows it; typing a stake turns it off', () => {
    showPageWithSettings();
    add({ coef: 2 }, { coef: 3 });
    check(en.coupon_auto_max);
    expect(screen.getByLabelText('Stake, USD')).toHaveValue('2000');
    expect(screen.getByText(en.coupon_auto_max_on)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Singles' }));
    expect(screen.getByLabelText('Stake per bet, USD')).toHaveValue('5000');
    fireEvent.change(screen.getByLabelText('Stake per bet, USD'), { target: { value: '12' } });
    expect(screen.getByRole('checkbox', { name: en.coupon_auto_max })).not.toBeChecked();
    expect(screen.getByLabelText('Stake per bet, USD')).toHaveValue('12');
  });

  it("manual step: − and + move the stake by the player's own step", () => {
    showPageWithSettings();
    add({ coef: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Increase stake' }));
    expect(screen.getByLabelText('Stake, USD')).toHaveValue('7.5');
    check(en.coupon_manual_step);
    fireEvent.change(screen.getByLabelText('Step, USD'), { target: { value: '10' } });
    expect(screen.getByText('Step $10.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Increase stake' }));
    expect(screen.getByLabelText('Stake, USD')).toHaveValue('17.5');
    check(en.coupon_manual_step);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease stake' }));
    expect(screen.getByLabelText('Stake, USD')).toHaveValue('15');
  });

  it("balance: the active account's, only for a player, and not while they hide their balance", () => {
    showPageWithSettings();
    add({ coef: 2 });
    expect(screen.queryByTestId('coupon-balance')).toBeNull();
    act(() => store.signIn([MAIN, BONUS]));
    expect(screen.getByTestId('coupon-balance')).toHaveTextContent('Balance: $12,345.67');
    act(() => store.dispatch(playerSettingChanged({ id: 'hide_balance', value: true })));
    expect(screen.queryByTestId('coupon-balance')).toBeNull();
    act(() => store.dispatch(playerSettingChanged({ id: 'hide_balance', value: false })));
    check(en.coupon_show_balance);
    expect(screen.queryByTestId('coupon-balance')).toBeNull();
  });

  it('account choice: the accounts to bet from; choosing one makes it the active account on the server', async () => {
    const request: FakeRequest = vi.fn(async () => ({ success: true }));
    store = createCouponTestStore({ request });
    show(
      <>
        {page}
        <SettingsModal lng="en" />
      </>,
    );
    add({ coef: 2 });
    act(() => store.signIn([MAIN, BONUS]));
    expect(screen.queryByRole('combobox', { name: en.coupon_account_label })).toBeNull();
    check(en.coupon_show_account_select);
    const choice = screen.getByRole('combobox', { name: en.coupon_account_label });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Main: $12,345.67', 'Bonus: $50.00']);
    fireEvent.change(choice, { target: { value: '2' } });
    await waitFor(() => expect(choice).toHaveValue('2'));
    expect(request).toHaveBeenCalledWith('POST', '/user/accounts/active', expect.objectContaining({ body: { id: 2 } }));
    expect(screen.getByTestId('coupon-balance')).toHaveTextContent('Balance: $50.00');
  });

  it('a refused account choice leaves the active account and says so', async () => {
    store = createCouponTestStore({ request: vi.fn(async () => ({ success: false })) });
    show(
      <>
        {page}
        <SettingsModal lng="en" />
      </>,
    );
    add({ coef: 2 });
    act(() => store.signIn([MAIN, BONUS]));
    check(en.coupon_show_account_select);
    fireEvent.change(screen.getByRole('combobox', { name: en.coupon_account_label }), { target: { value: '2' } });
    await waitFor(() => expect(store.notifications().map((n) => n.messageKey)).toContain('coupon:coupon_account_switch_error'));
    expect(screen.getByRole('combobox', { name: en.coupon_account_label })).toHaveValue('1');
  });

  it('fixed coupon: placed bets stay in the coupon to place again; without it the coupon empties', async () => {
    store = createCouponTestStore({ signedIn: true });
    show(
      <>
        {page}
        <SettingsModal lng="en" />
      </>,
    );
    add({ coef: 2 }, { coef: 3 });
    check(en.coupon_fixed);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet is placed')).toBeInTheDocument();
    expect(bets()).toHaveLength(2);
    check(en.coupon_fixed);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Bets' })).toBeNull());
  });
});

describe('the office switches in the coupon', () => {
  it('compact coupon: the bets as tight rows', () => {
    store = createCouponTestStore({ signedIn: true });
    show(page);
    add({ coef: 2 });
    expect(screen.getByRole('list', { name: 'Bets' })).not.toHaveClass('coupon-bets--compact');
    act(() => store.profileLoaded({ compact_coupon: true }));
    expect(screen.getByRole('list', { name: 'Bets' })).toHaveClass('coupon-bets--compact');
  });

  it("one-click and accept-any-odds: switched in the office, the coupon follows; changed in the coupon, the office is told", async () => {
    const request: FakeRequest = vi.fn(async () => ({ results: [{ id: 'one_click_bet', status: 1 }] }));
    store = createCouponTestStore({ signedIn: true, request });
    show(<SettingsModal lng="en" />);
    // The profile arrives: a switch on in the office is turned on in the coupon; one that is off leaves
    // the coupon's own choice; nothing is saved.
    fireEvent.click(screen.getByRole('radio', { name: 'Ask me to confirm' }));
    act(() => store.profileLoaded({ one_click_bet: false, accept_odds_changes: true }));
    expect(screen.getByRole('switch', { name: 'Place bets with one click' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Accept any change' })).toBeChecked();
    expect(request).not.toHaveBeenCalled();

    // Switched in the office (its page): the coupon follows at once, both ways.
    act(() => store.dispatch(playerSettingChanged({ id: 'one_click_bet', value: true })));
    act(() => store.dispatch(playerSettingChanged({ id: 'accept_odds_changes', value: false })));
    expect(screen.getByRole('radio', { name: 'Accept when higher' })).toBeChecked();
    act(() => store.dispatch(playerSettingChanged({ id: 'accept_odds_changes', value: true })));
    expect(screen.getByRole('switch', { name: 'Place bets with one click' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Accept any change' })).toBeChecked();
    expect(request).not.toHaveBeenCalled();

    // Changed in the coupon: saved as the office switches.
    fireEvent.click(screen.getByRole('switch', { name: 'Place bets with one click' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Accept when higher' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenCalledWith('POST', '/office/settings', expect.objectContaining({ body: { settings: [{ id: 'one_click_bet', value: false }] } }));
    expect(request).toHaveBeenCalledWith('POST', '/office/settings', expect.objectContaining({ body: { settings: [{ id: 'accept_odds_changes', value: false }] } }));
  });

  it('a guest: nothing is applied or saved', () => {
    const request: FakeRequest = vi.fn(async () => ({}));
    store = createCouponTestStore({ request });
    show(<SettingsModal lng="en" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Accept any change' }));
    expect(request).not.toHaveBeenCalled();
  });
});
