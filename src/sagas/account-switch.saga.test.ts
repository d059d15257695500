/** After an account switch: the notice (SPEC 8) and the account data read again every 2,500 ms (SPEC 9). */
// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { TEST_MANIFESTS, makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { setHidden, withHiddenPageAndFakeClock } from '../../tests/helpers/page-visibility.ts';
import { fakeApi, fakeIdentity, type FakeApi } from '../../tests/helpers/identity.ts';
import { activeAccountChanged } from '../state/user.slice.ts';
import { ACCOUNT_POLL_MS, ACCOUNT_WILL_SET_NOTICE_ID } from './account-switch.saga.ts';

const AUTH_AREA: RouteManifest = {
  area: 'auth',
  routes: [{ id: 'account', path: 'account', layout: 'default', component: 'pages/generic', flags: { authNeeded: true } }],
};

const account = (id: number, isActive: boolean) => ({ id, type: id === 1 ? 0 : 9, iso: id === 1 ? 'USD' : 'EUR', symbol: '$', currencyId: id, money: 10, points: 0, label: '', isActive, isPointsTypeBalance: false });

/** A server that reports account 2 active from its `appliesOnRead`-th read of the accounts on. */
function serverApplyingOn(appliesOnRead: number): FakeApi {
  let reads = 0;
  return fakeApi()
    .on('GET', '/session/check', () => ({ user_id: 1001 }))
    .on('GET', '/user/config', () => ({ user_id: 1001, user_name: 'demo', ban_level: 0, has_deposit: true, internal_verification_status: 1 }))
    .on('GET', '/user/accounts', () => {
      reads += 1;
      const switched = reads > 1 && reads - 1 >= appliesOnRead;
      return { accounts: [account(1, !switched), account(2, switched)] };
    });
}

withHiddenPageAndFakeClock();

const waitFor = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

async function signedInOn(api: FakeApi, url: string): Promise<TestApp> {
  const app = createTestApp({ manifests: [...TEST_MANIFESTS, AUTH_AREA], request: api.request, identity: fakeIdentity({ token: 'T0' }), config: makeSiteConfig() });
  app.go(url);
  await waitFor(() => expect(app.state().user.accounts.map((a) => a.id)).toEqual([1, 2]));
  return app;
}

const reads = (api: FakeApi) => api.count('GET', '/user/accounts');
const active = (app: TestApp) => app.state().user.accounts.find((a) => a.isActive)?.id;
const notice = (app: TestApp) => app.state().notifications.items.find((n) => n.id === ACCOUNT_WILL_SET_NOTICE_ID);

describe('account switch', () => {
  it('tells the player the account will be set, then reads the accounts every 2,500 ms until the server reports it', async () => {
    const api = serverApplyingOn(3);
    const app = await signedInOn(api, '/en/fast');
    const before = reads(api);
    app.store.dispatch(activeAccountChanged({ accountId: 2 }));
    expect(notice(app)).toMatchObject({ messageKey: 'main_account_will_set', values: { id: 2 } });
    await waitFor(() => expect(reads(api)).toBe(before + 1));
    // Not reported yet: the server's list does not undo the switch on screen meanwhile.
    expect(active(app)).toBe(2);
    await vi.advanceTimersByTimeAsync(ACCOUNT_POLL_MS - 1);
    expect(reads(api)).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(reads(api)).toBe(before + 2));
    await vi.advanceTimersByTimeAsync(ACCOUNT_POLL_MS);
    await waitFor(() => expect(reads(api)).toBe(before + 3));
    expect(active(app)).toBe(2);
    await vi.advanceTimersByTimeAsync(ACCOUNT_POLL_MS * 4);
    expect(reads(api)).toBe(before + 3);
  });

  it('on the account page says nothing; stops after 5 more reads and shows what the server says', async () => {
    const api = serverApplyingOn(Number.POSITIVE_INFINITY);
    const app = await signedInOn(api, '/en/account');
    const before = reads(api);
    app.store.dispatch(activeAccountChanged({ accountId: 2 }));
    expect(notice(app)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(ACCOUNT_POLL_MS * 10);
    expect(reads(api)).toBe(before + 6);
    expect(active(app)).toBe(1);
  });

  it('reads nothing while the page is hidden and at once when it shows again', async () => {
    const api = serverApplyingOn(Number.POSITIVE_INFINITY);
    const app = await signedInOn(api, '/en/fast');
    const before = reads(api);
    app.store.dispatch(activeAccountChanged({ accountId: 2 }));
    await waitFor(() => expect(reads(api)).toBe(before + 1));
    setHidden(true);
    await vi.advanceTimersByTimeAsync(ACCOUNT_POLL_MS * 10);
    expect(reads(api)).toBe(before + 1);
    setHidden(false);
    await waitFor(() => expect(reads(api)).toBe(before + 2));
  });
});
