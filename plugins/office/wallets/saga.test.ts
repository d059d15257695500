// The wallets saga run whole against a store and a fake web API with fake timers: opening a currency
// reads the account data at once and then up to 5 more times, 1000 ms apart, until it appears.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, authUserAction, connectionLost, connectionRestored } from '@plugin-api';
import { createOfficeStore, type Request } from '../test-kit.tsx';
import { ADD_CURRENCY_EXTRA_POLLS, ADD_CURRENCY_POLL_MS, watchOfficeWallets } from './saga.ts';
import { currencyAddRequested, currencyRemoveRequested, selectOfficeWallets, walletsRequested } from './slice.ts';

const usd = { id: 1, type: 0, iso: 'USD', symbol: '$', currencyId: 840, money: 100, points: 0, label: 'Main', isActive: true, isPointsTypeBalance: false };
const eur = { ...usd, id: 2, type: 9, iso: 'EUR', symbol: '€', currencyId: 978, money: 0, label: 'Account EUR', isActive: false };

/** The server: EUR appears after `readsUntilOpen` reads of the wallets once asked for. */
function walletsApi(readsUntilOpen: number): Request & { reads: () => number } {
  let asked = false;
  let reads = 0;
  const request = (async (method: string, path: string) => {
    if (method === 'POST' && path === '/office/wallets/add') {
      asked = true;
      return { success: true, data: { message: 'Your EUR account is being opened' } };
    }
    if (method === 'GET' && path === '/office/wallets') {
      if (asked) reads += 1;
      const open = asked && reads >= readsUntilOpen;
      return { accounts: open ? [usd, eur] : [usd], availableCurrencies: open ? ['GBP'] : ['EUR', 'GBP'], pendingCurrencies: asked && !open ? ['EUR'] : [] };
    }
    throw new ApiError(`no ${method} ${path}`, 404);
  }) as Request & { reads: () => number };
  request.reads = () => reads;
  return request;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(request: Request) {
  const t = createOfficeStore(request, watchOfficeWallets);
  return { ...t, state: () => selectOfficeWallets(t.store.getState()), seen: () => t.store.getState().seen };
}

describe('opening a currency account', () => {
  it('sets the changing flag, then reads the accounts at once and every 1000 ms until the currency is there', async () => {
    const server = walletsApi(3);
    const t = start(server);
    t.store.dispatch(currencyAddRequested({ iso: 'EUR' }));
    expect(t.state().changing).toBe('EUR');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS - 1);
    expect(server.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.reads()).toBe(2);
    expect(t.state().changing).toBe('EUR');
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS);
    expect(server.reads()).toBe(3);
    expect(t.state()).toMatchObject({ changing: null, feedback: { variant: 'success', text: 'Your EUR account is being opened' } });
    expect(t.state().data?.accounts.map((a) => a.iso)).toEqual(['USD', 'EUR']);
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 10);
    expect(server.reads()).toBe(3);
  });

  it('offline, the reads wait for the network instead of spending their tries, and go on once it is back', async () => {
    const server = walletsApi(3);
    const t = start(server);
    t.store.dispatch(currencyAddRequested({ iso: 'EUR' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.reads()).toBe(1);
    t.store.dispatch(connectionLost());
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 20);
    expect(server.reads()).toBe(1);
    expect(t.state().changing).toBe('EUR');
    t.store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS);
    expect(server.reads()).toBe(3);
    expect(t.state()).toMatchObject({ changing: null, feedback: { variant: 'success' } });
  });

  it('gives up after 5 extra reads and says the account may still come', async () => {
    const server = walletsApi(99);
    const t = start(server);
    t.store.dispatch(currencyAddRequested({ iso: 'EUR' }));
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 20);
    expect(server.reads()).toBe(1 + ADD_CURRENCY_EXTRA_POLLS);
    expect(t.state()).toMatchObject({ changing: null, feedback: { variant: 'pending', iso: 'EUR' } });
  });

  it('a refusal shows the server’s own message and reads nothing', async () => {
    const t = start(async (method) => {
      if (method === 'POST') throw new ApiError('status 400', 400, undefined, { body: { success: false, data: { message: 'You already have an account in EUR' } } });
      throw new Error('unexpected read');
    });
    t.store.dispatch(currencyAddRequested({ iso: 'EUR' }));
    await vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 10);
    expect(t.api).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ changing: null, feedback: { variant: 'error', text: 'You already have an account in EUR' } });
  });

  it('once the account is there the core reloads the user (balances elsewhere follow)', async () => {
    const t = start(walletsApi(1));
    t.store.dispatch(currencyAddRequested({ iso: 'EUR' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.seen()).toContain(authUserAction.type);
  });
});

describe('the account list and removing a currency', () => {
  it('loads the list, removes an account with the server’s message and reads the list again', async () => {
    let accounts = [usd, eur];
    const t = start(async (method, path) => {
      if (method === 'POST' && path === '/office/wallets/remove') {
        accounts = [usd];
        return { success: true, data: { message: 'Your EUR account is removed' } };
      }
      return { accounts, availableCurrencies: [], pendingCurrencies: [] };
    });
    t.store.dispatch(walletsRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state().data?.accounts).toHaveLength(2);
    t.store.dispatch(currencyRemoveRequested({ accountId: 2 }));
    expect(t.state().removing).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state()).toMatchObject({ removing: null, feedback: { variant: 'success', text: 'Your EUR account is removed' } });
    expect(t.state().data?.accounts.map((a) => a.iso)).toEqual(['USD']);
  });
});
