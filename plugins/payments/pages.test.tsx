// @vitest-environment jsdom
/** The payments pages as a player meets them: the deposit and withdrawal forms, the deposit-limit prompt, history, requests and the provider's result pages. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@plugin-api';
import type { PaymentMethodsAnswer } from './schemas.ts';
import { RechargePage, DeducePage } from './components/CashierPages.tsx';
import { HistoryPage } from './components/HistoryPage.tsx';
import { OnpayPage } from './components/OnpayPage.tsx';
import { CreateRequestPage } from './components/CreateRequestPage.tsx';
import { en, paymentsApp, renderPage, type Request } from './test-kit.tsx';
import { depositLimitsSettled, readDepositLimits, selectDepositLimitStatus } from './state/deposit-limits.ts';
import { runSaga } from 'redux-saga';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const cashier = (over: Partial<PaymentMethodsAnswer> = {}): PaymentMethodsAnswer => ({
  kind: 'deposit',
  accountId: 100101,
  currency: 'USD',
  balance: 120,
  hasDeposit: true,
  methods: [
    { id: 'card', title: 'Bank card', description: 'Credited at once.', min: 1, max: 5000 },
    { id: 'e-wallet', title: 'E-wallet', description: 'From your wallet.', min: 5, max: 10000 },
  ],
  ...over,
});

const payment = { id: 5010, kind: 'deposit', methodId: 'card', methodTitle: 'Bank card', amount: 25, currency: 'USD', status: 'completed', createdAt: '2026-01-15T12:00:00.000Z' } as const;

function api(routes: Record<string, (body: unknown) => unknown>): Request {
  return async (method, path, options = {}) => {
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new ApiError(`no ${method} ${path} in this test`, 404);
    return handler(options.body);
  };
}

const pageProps = { params: {}, query: '', lng: 'en' } as const;
const amountField = () => screen.getByRole('textbox', { name: en.payments_amount_label.replace('{{currency}}', 'USD') });

describe('deposit form', () => {
  it('checks the amount as it is typed against the chosen method and the currency', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/methods': () => cashier() }));
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, app, '/en/office/recharge');
    const amount = await waitFor(amountField);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(amount, { target: { value: '12,345' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Digits after the point: at most 2');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amount, { target: { value: 'ten' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.payments_amount_not_number);
    fireEvent.change(amount, { target: { value: '6000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The largest amount for this method is $5,000.00');
    fireEvent.change(amount, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The e-wallet's own minimum applies as soon as it is chosen.
    fireEvent.click(screen.getByRole('radio', { name: /E-wallet/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('The smallest amount for this method is $5.00');
    expect(screen.getByText('From $5.00 to $10,000.00')).toBeInTheDocument();
  });

  it('asks for an amount when sent empty and sends nothing', async () => {
    const { app, request } = await paymentsApp(api({ 'GET /payments/methods': () => cashier() }));
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, app, '/en/office/recharge');
    await waitFor(amountField);
    fireEvent.click(screen.getByRole('button', { name: en.payments_deposit_submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.payments_amount_required);
    expect(request.mock.calls.filter(([method]) => method === 'POST')).toEqual([]);
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    const { app, request } = await paymentsApp(
      api({
        'GET /payments/methods': () => cashier(),
        'POST /payments/deposit': () => {
          throw new ApiError('Your daily deposit limit of 20 USD would be passed', 403);
        },
      }),
    );
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, app, '/en/office/recharge');
    fireEvent.change(await waitFor(amountField), { target: { value: '25.50' } });
    fireEvent.click(screen.getByRole('button', { name: en.payments_deposit_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your daily deposit limit of 20 USD would be passed');
    expect(amountField()).toHaveValue('25.50');
    expect(request).toHaveBeenCalledWith('POST', '/payments/deposit', { body: { methodId: 'card', amount: 25.5 }, query: undefined });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/office/recharge');
  });

  it('reloads the balances and goes to the result page the server names once the deposit is taken', async () => {
    const { app } = await paymentsApp(
      api({
        'GET /payments/methods': () => cashier(),
        'POST /payments/deposit': () => ({ payment, balance: 145, redirectUrl: '/en/onpay/success?paymentId=5010' }),
      }),
    );
    const dispatch = vi.spyOn(app.store, 'dispatch');
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, app, '/en/office/recharge');
    fireEvent.change(await waitFor(amountField), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: en.payments_deposit_submit }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/onpay/success?paymentId=5010'));
    expect(dispatch.mock.calls.map(([action]) => (action as { type: string }).type)).toContain('identity/authUserAction');
  });
});

describe('withdrawal form', () => {
  it('stops an amount over the balance before sending it', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/methods': () => cashier({ kind: 'withdrawal' }) }));
    renderPage(<DeducePage routeId="office-deduce" {...pageProps} />, app, '/en/office/deduce');
    fireEvent.change(await waitFor(amountField), { target: { value: '150' } });
    expect(screen.getByRole('alert')).toHaveTextContent('You can withdraw at most your balance, $120.00');
  });

  it('says there is nothing to withdraw on an empty balance, and leads to a deposit', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/methods': () => cashier({ kind: 'withdrawal', balance: 0 }) }));
    renderPage(<DeducePage routeId="office-deduce" {...pageProps} />, app, '/en/office/deduce');
    expect(await screen.findByText(en.payments_nothing_to_withdraw)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: en.payments_link_deposit })[0]).toHaveAttribute('href', '/en/office/recharge');
  });
});

describe('deposit-limit prompt', () => {
  const ukLike = { responsibleGaming: { promptDepositLimit: true } };

  it('comes before a first deposit where the region asks for it, even when the limits cannot be read, and lets the player go on', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/methods': () => cashier({ hasDeposit: false }) }), ukLike);
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, app, '/en/office/recharge');
    await waitFor(() => expect(selectDepositLimitStatus(app.state())).toBe('loading'));
    // While the limit service answers, neither the prompt nor the form shows.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    act(() => app.store.dispatch(depositLimitsSettled({ hasLimit: null })));
    expect(await screen.findByRole('heading', { name: en.payments_limit_prompt_title })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.payments_limit_prompt_go_on }));
    expect(amountField()).toBeInTheDocument();
  });

  it('does not come when a deposit limit is in force, or after a first deposit', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/methods': () => cashier({ hasDeposit: false }) }), ukLike);
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, app, '/en/office/recharge');
    await waitFor(() => expect(selectDepositLimitStatus(app.state())).toBe('loading'));
    act(() => app.store.dispatch(depositLimitsSettled({ hasLimit: true })));
    expect(await waitFor(amountField)).toBeInTheDocument();
    cleanup();

    const second = await paymentsApp(api({ 'GET /payments/methods': () => cashier({ hasDeposit: true }) }), ukLike);
    renderPage(<RechargePage routeId="office-recharge" {...pageProps} />, second.app, '/en/office/recharge');
    expect(await waitFor(amountField)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.payments_limit_prompt_title })).not.toBeInTheDocument();
  });

  it('reads the limits from the limit service: a deposit limit in force, none, or unknown on a failure', async () => {
    const limit = (limitType: number, limitValue: number, limitState = 'ACTIVE') => ({ limitType, limitValue, limitBalance: null, limitState, needApprove: false, awaitingApproval: false, startedAt: 0, endsAt: null, selfExcludeReason: null, measure: 'money' });
    const outcome = async (request: Request) => {
      const dispatched: { type: string; payload?: unknown }[] = [];
      const services = { api: { request: vi.fn(request) }, log: { warn: vi.fn(), error: vi.fn() } };
      await runSaga({ dispatch: (action: { type: string }) => dispatched.push(action), getState: () => ({}), context: { services } }, readDepositLimits).toPromise();
      expect(services.api.request).toHaveBeenCalledWith('GET', '/api/external/web/v3/limits', { basePath: '/limit-service-api' });
      return dispatched.at(-1)?.payload;
    };
    expect(await outcome(async () => [limit(21, 100)])).toEqual({ hasLimit: true });
    expect(await outcome(async () => [limit(20, 999_999_999), limit(22, 50, 'INACTIVE'), limit(31, 2)])).toEqual({ hasLimit: false });
    expect(await outcome(async () => Promise.reject(new ApiError('Not Found', 404)))).toEqual({ hasLimit: null });
    expect(await outcome(async () => ({ unexpected: true }))).toEqual({ hasLimit: null });
  });
});

describe('payment history', () => {
  it('shows each payment with its amount and status, and pages through the list', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ ...payment, id: 5000 + i }));
    const { app, request } = await paymentsApp(api({ 'GET /payments/history': () => ({ items, page: 1, pageSize: 10, total: 12 }) }));
    renderPage(<HistoryPage routeId="office-historypay" {...pageProps} />, app, '/en/office/historypay');
    const list = await screen.findByRole('list', { name: en.payments_history_list_label });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText('+$25.00')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.payments_page_next }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/office/historypay?page=2'));
    fireEvent.change(screen.getByRole('combobox', { name: en.payments_filter_kind }), { target: { value: 'withdrawal' } });
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('GET', '/payments/history', { query: { kind: 'withdrawal', status: 'all', page: 1 } }));
  });

  it('takes back a pending withdrawal and opens its cancelled page; a refusal stays under the row', async () => {
    const pending = { ...payment, id: 5020, kind: 'withdrawal', status: 'pending' } as const;
    let refuse = true;
    const { app, request } = await paymentsApp(
      api({
        'GET /payments/history': () => ({ items: [pending, payment], page: 1, pageSize: 10, total: 2 }),
        'POST /payments/5020/cancel': () => {
          if (refuse) throw new ApiError('Only a withdrawal that is still being checked can be cancelled', 403);
          return { payment: { ...pending, status: 'cancelled' }, balance: 145, redirectUrl: '/en/onpay/withdraw/cancel?paymentId=5020' };
        },
      }),
    );
    renderPage(<HistoryPage routeId="office-historypay" {...pageProps} />, app, '/en/office/historypay');
    // Only the pending withdrawal offers it.
    const cancel = await screen.findByRole('button', { name: 'Cancel withdrawal No. 5020' });
    expect(screen.getAllByRole('button', { name: /Cancel withdrawal/ })).toHaveLength(1);
    fireEvent.click(cancel);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a withdrawal that is still being checked can be cancelled');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal No. 5020' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/onpay/withdraw/cancel?paymentId=5020'));
    expect(request).toHaveBeenCalledWith('POST', '/payments/5020/cancel', { body: undefined, query: undefined });
  });

  it('leads to a deposit when there is no payment yet', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/history': () => ({ items: [], page: 1, pageSize: 10, total: 0 }) }));
    renderPage(<HistoryPage routeId="office-historypay" {...pageProps} />, app, '/en/office/historypay');
    expect(await screen.findByText(en.payments_history_empty)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: en.payments_link_deposit })[0]).toHaveAttribute('href', '/en/office/recharge');
  });
});

describe('payment request form', () => {
  const topics = {
    topics: [{ id: 1, title: 'Deposit', transactionKind: 'deposit', subTopics: [{ id: 11, title: 'Deposit not credited' }] }],
  };

  it('keeps the message on a refusal and confirms a sent request', async () => {
    let refuse = true;
    const { app, request } = await paymentsApp(
      api({
        'GET /payments/request-topics': () => topics,
        'GET /payments/history': () => ({ items: [payment], page: 1, pageSize: 10, total: 1 }),
        'POST /payments/requests': () => {
          if (refuse) throw new ApiError('Choose one of your own payments of this kind', 400);
          return { request: { id: 301, topicId: 1, topicTitle: 'Deposit', subTopicTitle: 'Deposit not credited', transactionId: 5010, message: 'It never came', status: 'open', createdAt: payment.createdAt } };
        },
      }),
    );
    renderPage(
      <CreateRequestPage routeId="office-payment-create-request-transaction" params={{ topicId: 1, transactionId: 5010 }} query="" lng="en" />,
      app,
      '/en/office/payment/create-request/1/transactions/5010',
    );
    const message = await screen.findByRole('textbox', { name: en.payments_message_label });
    fireEvent.change(message, { target: { value: 'short' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Describe the problem in at least 10 characters');
    fireEvent.change(message, { target: { value: 'The money never arrived' } });
    fireEvent.change(screen.getByRole('combobox', { name: en.payments_subtopic_label }), { target: { value: '11' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: en.payments_transaction_label })).toHaveValue('5010'));
    fireEvent.click(screen.getByRole('button', { name: en.payments_request_submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of your own payments of this kind');
    expect(message).toHaveValue('The money never arrived');
    expect(request).toHaveBeenCalledWith('POST', '/payments/requests', { body: { topicId: 1, subTopicId: 11, transactionId: 5010, message: 'The money never arrived' }, query: undefined });
    refuse = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.payments_request_submit })));
    expect(await screen.findByText('Request 301 is sent. We will answer it in your payment requests.')).toBeInTheDocument();
  });
});

describe('provider result pages', () => {
  it('explain the outcome with next steps, and show the payment to its signed-in player', async () => {
    const { app } = await paymentsApp(api({ 'GET /payments/5010': () => payment }));
    renderPage(<OnpayPage routeId="onpay-success" pageType="deposit-success" params={{}} query="?paymentId=5010" lng="en" />, app, '/en/onpay/success?paymentId=5010');
    expect(screen.getByRole('heading', { level: 1, name: en.payments_onpay_deposit_success_title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.payments_link_history })).toHaveAttribute('href', '/en/office/historypay');
    // A guest (whose session ended at the provider) is asked to sign in for the details.
    expect(screen.getByText(en.payments_onpay_sign_in_note)).toBeInTheDocument();
  });

  it('lead a failed withdrawal back to the withdrawal page', async () => {
    const { app } = await paymentsApp(api({}));
    renderPage(<OnpayPage routeId="onpay-withdraw-fail" pageType="withdrawal-fail" params={{}} query="" lng="en" />, app, '/en/onpay/withdraw/fail');
    expect(screen.getByRole('heading', { level: 1, name: en.payments_onpay_withdrawal_fail_title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.payments_onpay_try_again })).toHaveAttribute('href', '/en/office/deduce');
  });
});
