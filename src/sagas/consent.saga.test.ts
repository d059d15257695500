// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../tests/helpers/store.ts';
import { cookieConsentGiven, hasCookieConsent, selectHasConsent } from '../state/consent.slice.ts';
import { authStatusChanged } from '../state/user.slice.ts';
import { consentFromCookieHeader } from '../domain/consent.ts';
import { COOKIE_AGREEMENT_PATH } from './consent.saga.ts';

function clearCookies(): void {
  for (const name of ['cookies_agree_type', 'cookies_agree_time']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

afterEach(clearCookies);

describe('cookie consent saga', () => {
  it('keeps the answer in the consent cookies, where the next page reads it', async () => {
    const app = createTestApp();
    expect(app.state().consent.decided).toBe(false);
    expect(hasCookieConsent(app.state(), 'functional')).toBe(false);
    expect(hasCookieConsent(app.state(), 'necessary')).toBe(true);
    app.store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1_700_000_000 }));
    await vi.waitFor(() => expect(consentFromCookieHeader(document.cookie)).toEqual({ decided: true, functional: true, marketing: false, agreedAt: 1_700_000_000 }));
    expect(selectHasConsent('functional')(app.state())).toBe(true);
    expect(selectHasConsent('marketing')(app.state())).toBe(false);
    // A store created now starts from the cookie.
    expect(createTestApp({ run: false }).state().consent).toMatchObject({ decided: true, functional: true });
  });

  it("logs the agreement time to a signed-in player's account, not a guest's", async () => {
    const request = vi.fn(async () => ({ success: true }));
    const app = createTestApp({ request: request as never });
    app.store.dispatch(cookieConsentGiven({ functional: false, marketing: false, agreedAt: 1_700_000_100 }));
    await vi.waitFor(() => expect(document.cookie).toContain('cookies_agree_type=necessary'));
    expect(request.mock.calls.filter((c) => (c as unknown[])[1] === COOKIE_AGREEMENT_PATH)).toEqual([]);
    app.store.dispatch(authStatusChanged({ isAuthenticated: true }));
    app.store.dispatch(cookieConsentGiven({ functional: true, marketing: true, agreedAt: 1_700_000_200 }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('POST', COOKIE_AGREEMENT_PATH, { body: { cookiesAgreeTime: 1_700_000_200 } }));
  });
});
