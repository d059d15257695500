// @vitest-environment jsdom
/** The office pages as a player finds them: by role and label, against a fake web API. */
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, playerSettingChanged, selectUnreadMessageCount } from '@plugin-api';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { dictionaryOf } from '../../server/test-kit/index.ts';
import { MenuPage } from './components/MenuPage.tsx';
import { MessagesPage } from './components/MessagesPage.tsx';
import { SessionHistoryPage } from './components/SessionHistoryPage.tsx';
import { MailingSettingsPage } from './components/MailingSettingsPage.tsx';
import { AccountSettingsPage } from './components/AccountSettingsPage.tsx';
import { WalletsPage } from './components/WalletsPage.tsx';
import { DisallowSportsPage } from './components/DisallowSportsPage.tsx';
import { PowerbetPage } from './components/PowerbetPage.tsx';
import { HistoryMailPage } from './components/HistoryMailPage.tsx';
import { accountIdOf, HistoryClearPage } from './components/HistoryClearPage.tsx';
import { watchOfficeSettings } from './settings/saga.ts';
import { watchOfficeWallets } from './wallets/saga.ts';
import { renderOnCore, renderWithSaga, type Request } from './test-kit.tsx';

afterEach(cleanup);

const main = dictionaryOf('main');

const props = (routeId: string, params: Record<string, number> = {}, query = '') => ({ routeId, params, query, lng: 'en' });
const MENU = {
  menuCategories: [
    { id: 'profile', routeIds: ['office-messages', 'office-wallets', 'office-no-such-page'] },
    { id: 'settings', routeIds: ['office-mailing-settings'] },
    { id: 'promo', routeIds: [] },
  ],
  menuUserData: { bonus_balance: 50, country_code: 'RU', recharge_allow: true, email: 'd***@example.com', name: 'Demo Player' },
  user_msg_count: 2,
};
const fail = (status: number, message: string) => {
  throw new ApiError(message, status);
};
const answer = (routes: Record<string, (options?: { body?: unknown }) => unknown>): Request =>
  async (method, path, options) => {
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new ApiError(`no ${method} ${path}`, 404);
    return handler(options);
  };

/** A page the player leaves and comes back to (the button stands for the way out and back). */
function Visits({ page }: { page: ReactNode }): ReactNode {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        visit
      </button>
      {shown && page}
    </>
  );
}

describe('office texts', () => {
  it('every text exists in Russian too', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('menu', () => {
  it('shows the player and the pages of the chosen tab that the site serves; messages carry the unread count', async () => {
    const { app } = renderOnCore(<MenuPage {...props('office-menu')} />, answer({ 'GET /office/menu': () => MENU }));
    expect(screen.getByRole('status')).toHaveTextContent(main.main_loading!);
    expect(await screen.findByText('Demo Player')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/en/office/messages', '/en/office/wallets']);
    expect(within(panel).getByLabelText(en.office_unread_count.replace('{{count}}', '2'))).toHaveTextContent('2');
    expect(selectUnreadMessageCount(app.store.getState())).toBe(2);
    expect(screen.getByRole('link', { name: en.office_menu_deposit })).toHaveAttribute('href', '/en/office/recharge');

    fireEvent.click(screen.getByRole('tab', { name: en.office_tab_settings }));
    expect(screen.getByRole('tab', { name: en.office_tab_settings })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: en.office_menu_item_office_mailing_settings })).toHaveAttribute('href', '/en/office/mailing-settings');
  });

  it('a failed load says so and asks again on retry', async () => {
    let down = true;
    const { request } = renderOnCore(<MenuPage {...props('office-menu')} />, answer({ 'GET /office/menu': () => (down ? fail(503, 'Unavailable') : MENU) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(main.main_query_error!);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: main.main_retry! }));
    expect(await screen.findByText('Demo Player')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('messages', () => {
  const MESSAGES = {
    messages: [
      { id: 2, title: 'New deposit methods', text: 'Cards of more banks.', sentAt: '2026-01-05T12:30:00.000Z', read: false },
      { id: 1, title: 'Welcome', text: 'Hello.', sentAt: '2025-12-20T08:00:00.000Z', read: true },
    ],
    user_msg_count: 1,
  };

  it('opening an unread message marks it read and the badge count follows; a message can be deleted', async () => {
    let list = structuredClone(MESSAGES);
    const { request, app } = renderOnCore(
      <MessagesPage {...props('office-messages')} />,
      answer({
        'GET /office/messages': () => list,
        'POST /office/messages/read': () => {
          list = { ...list, messages: list.messages.map((m) => ({ ...m, read: true })), user_msg_count: 0 };
          return { success: true, user_msg_count: 0 };
        },
        'POST /office/messages/delete': (options) => {
          const { id } = options?.body as { id: number };
          list = { ...list, messages: list.messages.filter((m) => m.id !== id) };
          return { success: true, user_msg_count: 0 };
        },
      }),
      '/en/office/messages',
    );
    fireEvent.click(await screen.findByRole('button', { name: /New deposit methods/ }));
    expect(screen.getByText('Cards of more banks.')).toBeInTheDocument();
    await waitFor(() => expect(selectUnreadMessageCount(app.store.getState())).toBe(0));
    expect(request).toHaveBeenCalledWith('POST', '/office/messages/read', expect.objectContaining({ body: { id: 2 } }));

    fireEvent.click(screen.getByRole('button', { name: en.office_messages_delete }));
    expect(await screen.findByText(en.office_messages_deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('New deposit methods')).toBeNull());
    expect(screen.getByText('Welcome')).toBeInTheDocument();
  });

  it('with no messages says what will arrive here', async () => {
    renderOnCore(<MessagesPage {...props('office-messages')} />, answer({ 'GET /office/messages': () => ({ messages: [], user_msg_count: 0 }) }));
    expect(await screen.findByText(en.office_messages_empty)).toBeInTheDocument();
  });
});

describe('session history', () => {
  it('lists the sessions with device and address and marks this device', async () => {
    const session = (id: string, current: boolean, active: boolean) => ({ id, device: current ? 'Chrome, Android' : 'Safari, iOS', ip: '10.0.0.1', startedAt: '2026-01-15T12:00:00.000Z', lastSeenAt: '2026-01-15T12:05:00.000Z', current, active });
    renderOnCore(<SessionHistoryPage {...props('office-session-history')} />, answer({ 'GET /office/sessions': () => ({ sessions: [session('a', true, true), session('b', false, false)] }) }));
    const current = (await screen.findByRole('heading', { name: /Chrome, Android/ })).closest('li')!;
    expect(within(current).getByText(en.office_sessions_current)).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: /Safari, iOS/ }).closest('li')!).getByText(en.office_sessions_ended)).toBeInTheDocument();
  });
});

describe('account settings', () => {
  const answerSettings = () => ({ commonSettings: [{ id: 'hide_balance', value: false }, { id: 'one_click_bet', value: false }], otherSettings: [], notificationSettings: [], mailingSettings: [] });

  it('offers the one-click switch only where the site config offers one-click betting', async () => {
    renderWithSaga(<AccountSettingsPage {...props('office-account-settings')} />, answer({ 'GET /office/settings': answerSettings }), watchOfficeSettings, { features: { oneClickBet: true } });
    expect(await screen.findByRole('switch', { name: en.office_setting_one_click_bet })).toBeInTheDocument();
    cleanup();
    renderWithSaga(<AccountSettingsPage {...props('office-account-settings')} />, answer({ 'GET /office/settings': answerSettings }), watchOfficeSettings, { features: { oneClickBet: false } });
    expect(await screen.findByRole('switch', { name: en.office_setting_hide_balance })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: en.office_setting_one_click_bet })).toBeNull();
  });

  it('leads to the currency accounts with how many are open, only where the player may hold them (showWallets, walletAttributes)', async () => {
    const withWallets = () => ({ ...answerSettings(), showWallets: true, walletAttributes: { currencyAccounts: 1, maxCurrencyAccounts: 5 } });
    renderWithSaga(<AccountSettingsPage {...props('office-account-settings')} />, answer({ 'GET /office/settings': withWallets }), watchOfficeSettings);
    const link = await screen.findByRole('link', { name: 'Currency accounts: 1 of 5 open' });
    expect(link).toHaveAttribute('href', '/en/office/wallets');
    cleanup();
    renderWithSaga(<AccountSettingsPage {...props('office-account-settings')} />, answer({ 'GET /office/settings': () => ({ ...withWallets(), showWallets: false }) }), watchOfficeSettings);
    expect(await screen.findByRole('switch', { name: en.office_setting_hide_balance })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Currency accounts/ })).toBeNull();
  });
});

describe('mailing settings', () => {
  it('a switch moves at once; a refusal puts it back and shows the server’s reason', async () => {
    renderWithSaga(
      <MailingSettingsPage {...props('office-mailing-settings')} />,
      answer({
        'GET /office/settings': () => ({ commonSettings: [], otherSettings: [], notificationSettings: [], mailingSettings: [{ id: 'enable_sms_news', value: false }, { id: 'unknown_flag', value: true }] }),
        'POST /office/settings': () => ({ results: [{ id: 'enable_sms_news', status: 2, message: 'Bind a phone number first' }] }),
      }),
      watchOfficeSettings,
    );
    const sms = await screen.findByRole('switch', { name: en.office_setting_enable_sms_news });
    // A setting without words in this build is left out.
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    fireEvent.click(sms);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bind a phone number first');
    expect(sms).not.toBeChecked();
  });
  it('a later visit keeps the settings read before when asking again fails, says so, and its Try again brings fresh ones', async () => {
    let failing = false;
    let sms = false;
    const settings = () => ({ commonSettings: [], otherSettings: [], notificationSettings: [], mailingSettings: [{ id: 'enable_sms_news', value: sms }] });
    renderWithSaga(<Visits page={<MailingSettingsPage {...props('office-mailing-settings')} />} />, answer({ 'GET /office/settings': () => (failing ? fail(500, 'Injected failure') : settings()) }), watchOfficeSettings);
    expect(await screen.findByRole('switch', { name: en.office_setting_enable_sms_news })).not.toBeChecked();
    const visit = screen.getByRole('button', { name: 'visit' });
    fireEvent.click(visit);
    failing = true;
    fireEvent.click(visit);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.office_refresh_failed);
    expect(screen.getByRole('switch', { name: en.office_setting_enable_sms_news })).not.toBeChecked();

    failing = false;
    sms = true;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: en.office_retry }));
    await waitFor(() => expect(screen.getByRole('switch', { name: en.office_setting_enable_sms_news })).toBeChecked());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('wallets', () => {
  it('lists the accounts, offers removal of currency accounts only and shows a refusal’s reason', async () => {
    const account = (id: number, type: number, iso: string) => ({ id, type, iso, symbol: iso, currencyId: 1, money: 0, points: 0, label: iso, isActive: type === 0, isPointsTypeBalance: false });
    renderWithSaga(
      <WalletsPage {...props('office-wallets')} />,
      answer({
        'GET /office/wallets': () => ({ accounts: [account(1, 0, 'USD'), account(2, 9, 'EUR')], availableCurrencies: ['GBP'], pendingCurrencies: [] }),
        'POST /office/wallets/remove': () => {
          throw new ApiError('status 400', 400, undefined, { body: { success: false, data: { message: 'The account holds money' } } });
        },
      }),
      watchOfficeWallets,
    );
    const remove = await screen.findByRole('button', { name: en.office_wallets_remove.replace('{{iso}}', 'EUR') });
    expect(screen.queryByRole('button', { name: en.office_wallets_remove.replace('{{iso}}', 'USD') })).toBeNull();
    expect(screen.getByRole('combobox', { name: en.office_wallets_currency })).toHaveValue('GBP');
    fireEvent.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent('The account holds money');
  });

  it("hides the accounts' money while the player hides their balance (office switch hide_balance)", async () => {
    const account = { id: 1, type: 0, iso: 'USD', symbol: '$', currencyId: 1, money: 12345.67, points: 0, label: 'USD', isActive: true, isPointsTypeBalance: false };
    const { dispatch } = renderWithSaga(<WalletsPage {...props('office-wallets')} />, answer({ 'GET /office/wallets': () => ({ accounts: [account], availableCurrencies: [], pendingCurrencies: [] }) }), watchOfficeWallets);
    expect(await screen.findByText('$12,345.67')).toBeInTheDocument();
    act(() => dispatch(playerSettingChanged({ id: 'hide_balance', value: true })));
    expect(screen.queryByText('$12,345.67')).toBeNull();
    expect(screen.getByRole('img', { name: en.office_money_hidden })).toHaveTextContent('••••');
  });

  it('a later visit keeps the accounts read before when asking again fails, says so, and its Try again brings fresh ones', async () => {
    const account = (id: number, iso: string, money: number) => ({ id, type: 0, iso, symbol: iso, currencyId: 1, money, points: 0, label: iso, isActive: true, isPointsTypeBalance: false });
    let failing = false;
    let money = 10;
    renderWithSaga(
      <Visits page={<WalletsPage {...props('office-wallets')} />} />,
      answer({ 'GET /office/wallets': () => (failing ? fail(500, 'Injected failure') : { accounts: [account(1, 'USD', money)], availableCurrencies: [], pendingCurrencies: [] }) }),
      watchOfficeWallets,
    );
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    const visit = screen.getByRole('button', { name: 'visit' });
    fireEvent.click(visit);
    failing = true;
    fireEvent.click(visit);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.office_refresh_failed);
    expect(screen.getByText('$10.00')).toBeInTheDocument();

    failing = false;
    money = 12;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: en.office_retry }));
    expect(await screen.findByText('$12.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('hidden sports', () => {
  it('sends the ticked sports sorted and says it saved; a refusal keeps the ticks', async () => {
    let refuse = false;
    const { request } = renderOnCore(
      <DisallowSportsPage {...props('office-disallow-sports')} />,
      answer({
        'GET /office/disallow-sports': () => ({ sports: [{ sportId: 1, slug: 'football', name: 'Football' }, { sportId: 3, slug: 'basketball', name: 'Basketball' }], line: [3], live: [] }),
        'POST /office/disallow-sports': (options) => (refuse ? fail(400, 'Unknown sport') : { sports: [], ...(options?.body as object) }),
      }),
    );
    const lineGroup = await screen.findByRole('group', { name: en.office_disallow_line });
    fireEvent.click(within(lineGroup).getByRole('checkbox', { name: 'Football' }));
    fireEvent.click(screen.getByRole('button', { name: en.office_disallow_save }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(request).toHaveBeenCalledWith('POST', '/office/disallow-sports', expect.objectContaining({ body: { line: [1, 3], live: [] } }));

    refuse = true;
    fireEvent.click(within(screen.getByRole('group', { name: en.office_disallow_live })).getByRole('checkbox', { name: 'Basketball' }));
    fireEvent.click(screen.getByRole('button', { name: en.office_disallow_save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown sport');
    expect(within(screen.getByRole('group', { name: en.office_disallow_live })).getByRole('checkbox', { name: 'Basketball' })).toBeChecked();
  });
});

describe('powerbet', () => {
  it('a number that is not the player’s coupon says so and lists the opened ones', async () => {
    renderOnCore(
      <PowerbetPage {...props('office-history-powerbet', { couponId: 9 })} />,
      answer({
        'GET /office/powerbet/9': () => fail(404, 'You have no coupon number 9'),
        'GET /office/powerbet': () => ({ coupons: [{ number: 2, couponId: 'X', typeId: 1, amount: 10, coef: 3.8, possibleWin: 38, currencyIso: 'USD', placedAt: '2026-01-15T12:00:00.000Z', statusId: -1, legs: 2 }] }),
      }),
    );
    expect(await screen.findByText(en.office_powerbet_not_found.replace('{{number}}', '9'))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Coupon No. 2/ })).toHaveAttribute('href', '/en/office/history/2/powerbet');
  });

  it('shows what raising an opened coupon would give', async () => {
    renderOnCore(
      <PowerbetPage {...props('office-history-powerbet', { couponId: 1 })} />,
      answer({
        'GET /office/powerbet/1': () => ({
          coupon: { number: 1, couponId: 'X', typeId: 1, amount: 10, coef: 3.885, possibleWin: 38.85, currencyIso: 'USD', placedAt: '2026-01-15T12:00:00.000Z', statusId: -1, legs: 2 },
          offer: { available: true, currentCoef: 3.9, maxAmount: 10 },
        }),
      }),
    );
    expect(await screen.findByText(/You can add up to .*10.* at odds of 3.9/)).toBeInTheDocument();
  });
});

describe('history by e-mail', () => {
  it('prefills the player’s address, checks it as typed and keeps it when the server refuses', async () => {
    let refuse = true;
    renderOnCore(
      <HistoryMailPage {...props('office-history-mail')} />,
      answer({
        'GET /office/menu': () => MENU,
        'POST /office/history/mail': (options) =>
          refuse ? fail(400, 'The mail service is busy') : { success: true, message: `Sent to ${(options?.body as { email: string }).email}` },
      }),
    );
    const email = await screen.findByRole('textbox', { name: en.office_mail_email });
    await waitFor(() => expect(email).toHaveValue('d***@example.com'));
    fireEvent.change(email, { target: { value: 'me@' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.office_mail_email_invalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(email, { target: { value: 'me@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: en.office_mail_period }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: en.office_mail_send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The mail service is busy');
    expect(email).toHaveValue('me@example.com');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: en.office_mail_send }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to me@example.com');
  });
});

describe('clearing the history', () => {
  it('reads ?accountId= as a number', () => {
    expect(accountIdOf('?accountId=100102')).toBe(100102);
    expect(accountIdOf('?accountId=abc')).toBeNull();
    expect(accountIdOf('?accountId=0')).toBeNull();
    expect(accountIdOf('')).toBeNull();
  });

  it('picks the account from the query and clears only after the player confirms', async () => {
    const account = (id: number, iso: string) => ({ id, type: 0, iso, symbol: iso, currencyId: 1, money: 0, points: 0, label: iso, isActive: false, isPointsTypeBalance: false });
    const { request } = renderOnCore(
      <HistoryClearPage {...props('office-history-clear', {}, '?accountId=7')} />,
      answer({
        'GET /office/wallets': () => ({ accounts: [account(5, 'USD'), account(7, 'EUR')], availableCurrencies: [], pendingCurrencies: [] }),
        'POST /office/history/clear': () => ({ success: true, message: 'The history of account 7 (EUR) is cleared' }),
      }),
    );
    expect(await screen.findByRole('combobox', { name: en.office_history_clear_account })).toHaveValue('7');
    fireEvent.click(screen.getByRole('button', { name: en.office_history_clear_button }));
    expect(screen.getByText(en.office_history_clear_confirm.replace('{{account}}', '7'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.office_history_clear_cancel }));
    expect(request).not.toHaveBeenCalledWith('POST', '/office/history/clear', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: en.office_history_clear_button }));
    fireEvent.click(screen.getByRole('button', { name: en.office_history_clear_yes }));
    expect(await screen.findByRole('status')).toHaveTextContent('The history of account 7 (EUR) is cleared');
    expect(request).toHaveBeenCalledWith('POST', '/office/history/clear', expect.objectContaining({ body: { accountId: 7 } }));
  });
});
