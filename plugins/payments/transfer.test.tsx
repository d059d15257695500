// @vitest-environment jsdom
/** The transfer-user modal as a player meets it: checks as typed, the confirm step, a refusal with what was typed kept, success; a guest; the flag off. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@plugin-api';
import defaultConfig from '../../site-configs/default.json';
import { DeducePage } from './components/CashierPages.tsx';
import { TransferModal } from './components/TransferModal.tsx';
import type { TransferOptionsAnswer } from './schemas.ts';
import { en, paymentsApp, renderPage, type Request } from './test-kit.tsx';
import { checkRecipient } from './transfer-form.ts';

afterEach(cleanup);

const options: TransferOptionsAnswer = { senderId: 70001, currency: 'USD', balance: 120, min: 1, max: 1000 };
const sentPayment = { id: 5020, kind: 'transfer-out', methodId: 'player-transfer', methodTitle: 'To player #12345', amount: 25, currency: 'USD', status: 'completed', createdAt: '2026-01-15T12:00:00.000Z' } as const;

function api(send: (body: unknown, key: string | undefined) => unknown): Request {
  return async (method, path, request = {}) => {
    if (method === 'GET' && path === '/payments/transfer') return options;
    if (method === 'POST' && path === '/payments/transfer') return send(request.body, request.idempotencyKey);
    throw new ApiError(`no ${method} ${path} in this test`, 404);
  };
}

const recipientField = () => screen.getByRole('textbox', { name: en.payments_transfer_recipient_label });
const amountField = () => screen.getByRole('textbox', { name: en.payments_amount_label.replace('{{currency}}', 'USD') });

async function openSignedIn(request: Request, onClose = vi.fn()) {
  const opened = await paymentsApp(request, {}, { isAuthenticated: true });
  renderPage(<TransferModal lng="en" onClose={onClose} />, opened.app, '/en/office/recharge?transfer-user=1');
  await waitFor(recipientField);
  return { ...opened, onClose };
}

describe('transfer-user modal', () => {
  it('checks the recipient and the amount as they are typed, against the range and the balance', async () => {
    const { request } = await openSignedIn(api(() => undefined));
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    fireEvent.change(recipientField(), { target: { value: '#70001' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.payments_transfer_recipient_self);
    fireEvent.change(recipientField(), { target: { value: 'two words' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.payments_transfer_recipient_invalid);
    fireEvent.change(recipientField(), { target: { value: '12345' } });
    fireEvent.change(amountField(), { target: { value: '150' } });
    expect(screen.getByRole('alert')).toHaveTextContent('You can send at most your balance, $120.00');
    fireEvent.change(amountField(), { target: { value: '0.5' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The smallest transfer is $1.00');
    fireEvent.change(amountField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: en.payments_transfer_next }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.payments_amount_required);
    expect(request.mock.calls.filter(([method]) => method === 'POST')).toEqual([]);
  });

  it('asks to confirm, keeps what was typed when the server refuses, and shows the new balance once sent', async () => {
    let refuse = true;
    const keys: (string | undefined)[] = [];
    const { onClose } = await openSignedIn(
      api((body, key) => {
        keys.push(key);
        expect(body).toEqual({ recipient: 12345, amount: 25 });
        if (refuse) throw new ApiError('There is no player with this account number or login', 404, undefined, { body: { message: 'There is no player with this account number or login', field: 'recipient' } });
        return { payment: sentPayment, balance: 95, recipientId: 12345 };
      }),
    );
    fireEvent.change(recipientField(), { target: { value: '12345' } });
    fireEvent.change(amountField(), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: en.payments_transfer_next }));
    expect(screen.getByText('Send $25.00 to #12345?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.payments_transfer_send }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('There is no player with this account number or login'));
    expect(recipientField()).toHaveValue('12345');
    expect(recipientField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveValue('25');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: en.payments_transfer_next }));
    fireEvent.click(screen.getByRole('button', { name: en.payments_transfer_send }));
    await waitFor(() => expect(screen.getByText('$25.00 sent to player #12345.')).toBeInTheDocument());
    expect(screen.getByText('$95.00')).toBeInTheDocument();
    // Each confirmed send carries its own key: a retry of one is answered once by the server.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]+$/);
    expect(keys[1]).not.toBe(keys[0]);

    fireEvent.click(screen.getByRole('button', { name: en.payments_transfer_close }));
    expect(onClose).toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks a guest to sign in, and opens nothing where the site config does not offer transfers', async () => {
    const guest = await paymentsApp(api(() => undefined));
    renderPage(<TransferModal lng="en" onClose={vi.fn()} />, guest.app, '/en/office/recharge?transfer-user=1');
    expect(await screen.findByRole('link', { name: en.payments_transfer_sign_in })).toHaveAttribute('href', expect.stringContaining('login-modal=1'));
    expect(guest.request.mock.calls.filter(([, path]) => path === '/payments/transfer')).toEqual([]);
    cleanup();

    const onClose = vi.fn();
    const off = await paymentsApp(api(() => undefined), { payments: { ...defaultConfig.payments, transfers: false } }, { isAuthenticated: true });
    renderPage(<TransferModal lng="en" onClose={onClose} />, off.app, '/en/office/recharge?transfer-user=1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: en.payments_transfer_title })).not.toBeInTheDocument();
  });
});

describe('the entry link', () => {
  it('opens the modal over the payments page where the site offers transfers, and is not there elsewhere', async () => {
    const methods = { kind: 'withdrawal', accountId: 1, currency: 'USD', balance: 10, hasDeposit: true, methods: [] };
    const request: Request = async () => methods;
    for (const transfers of [true, false]) {
      const { app } = await paymentsApp(request, { payments: { ...defaultConfig.payments, transfers } }, { isAuthenticated: true });
      renderPage(<DeducePage routeId="office-deduce" params={{}} query="" lng="en" />, app, '/en/office/deduce');
      await screen.findByRole('link', { name: en.payments_link_history });
      const link = screen.queryByRole('link', { name: en.payments_link_transfer });
      if (transfers) expect(link).toHaveAttribute('href', '/en/office/deduce?transfer-user=1');
      else expect(link).not.toBeInTheDocument();
      cleanup();
    }
  });
});

describe('checkRecipient', () => {
  it('takes an account number with or without # or a login, and refuses one\'s own number', () => {
    expect(checkRecipient(' #12345 ', 1)).toEqual({ ok: true, recipient: { kind: 'id', id: 12345 } });
    expect(checkRecipient('player_7', 1)).toEqual({ ok: true, recipient: { kind: 'login', login: 'player_7' } });
    expect(checkRecipient('12345', 12345)).toEqual({ ok: false, problem: 'payments_transfer_recipient_self' });
    expect(checkRecipient('a@b.c', 1)).toEqual({ ok: false, problem: 'payments_transfer_recipient_invalid' });
    expect(checkRecipient('', 1)).toEqual({ ok: false, problem: 'payments_transfer_recipient_required' });
  });
});
