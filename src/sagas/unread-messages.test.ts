/**
 * The unread office message count, run whole: the real store and root saga, a fake web API and
 * identity port, fake timers. The count arrives with the user (user_msg_count) and follows the
 * 60 s auth poll while the page is visible; signing out forgets it.
 */
// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../tests/helpers/store.ts';
import { TEST_MANIFESTS } from '../../tests/helpers/fixtures.ts';
import { setHidden, withHiddenPageAndFakeClock } from '../../tests/helpers/page-visibility.ts';
import { fakeApi, fakeIdentity } from '../../tests/helpers/identity.ts';
import { logoutRequested } from '../state/identity.events.ts';
import { selectUnreadMessageCount } from '../state/user.slice.ts';
import { AUTH_POLL_MS } from './auth-poll.saga.ts';

withHiddenPageAndFakeClock();

const waitFor = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

describe('unread message count', () => {
  it('comes with the user, follows the server every 60 s while visible, waits while hidden and is forgotten on sign-out', async () => {
    let unread = 3;
    const api = fakeApi()
      .on('GET', '/session/check', () => ({ user_id: 1001 }))
      .on('GET', '/user/config', () => ({ user_id: 1001, user_name: 'demo', user_msg_count: unread }))
      .on('GET', '/user/accounts', () => ({ accounts: [] }))
      .on('POST', '/user/logout', () => ({ success: true }));
    const app = createTestApp({ manifests: TEST_MANIFESTS, request: api.request, identity: fakeIdentity({ token: 'T0' }) });
    app.go('/en/');
    const count = () => selectUnreadMessageCount(app.state());
    await waitFor(() => expect(count()).toBe(3));
    const asked = api.count('GET', '/user/config');

    unread = 1;
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    await waitFor(() => expect(count()).toBe(1));
    expect(api.count('GET', '/user/config')).toBe(asked + 1);

    setHidden(true);
    unread = 0;
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS * 3);
    expect(count()).toBe(1);
    expect(api.count('GET', '/user/config')).toBe(asked + 1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(() => expect(count()).toBe(0));

    unread = 4;
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    await waitFor(() => expect(count()).toBe(4));
    app.store.dispatch(logoutRequested({ allDevices: false }));
    await waitFor(() => expect(app.state().user.isAuthenticated).toBe(false));
    expect(count()).toBe(0);
  });
});
