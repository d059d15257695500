// @vitest-environment jsdom
/**
 * The cookie choices reopened from the footer's "Cookie settings", with the real store and sagas:
 * the current answer is ticked, and a type refused now takes the cookies it allowed with it. A file
 * of its own because the display preferences talk across tabs: other tests' stores in the same
 * file would hear this one and answer with their own choices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookieConsentGiven, preferenceChosen } from '@plugin-api';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import en from './texts/en.json';
import CookieSettings from './extensions/cookie-settings.tsx';

afterEach(() => {
  cleanup();
  for (const name of ['cookies_agree_type', 'cookies_agree_time', 'appTheme']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('cookie settings', () => {
  it('shows the current answer ticked; refusing functional cookies then removes the preference cookies already written', async () => {
    const config = makeSiteConfig((c) => {
      c.notices = { plugin: 'notices', cookies: { types: ['functional', 'marketing'] } };
    });
    const app = createTestApp({ config, request: (async () => ({})) as never });
    app.i18n.addResourceBundle('en', 'notices', en);
    await waitFor(() => expect(app.state().siteConfig.config).not.toBeNull());
    app.store.dispatch(cookieConsentGiven({ functional: true, marketing: false, agreedAt: 1_700_000_000 }));
    app.store.dispatch(preferenceChosen({ name: 'theme', value: 'light' }));
    await waitFor(() => expect(document.cookie).toContain('appTheme=0'));

    const onClose = vi.fn();
    renderWithApp(<CookieSettings lng="en" onClose={onClose} />, app, { url: '/en/' });
    expect(screen.getByRole('heading', { name: en.notices_cookie_settings_title })).toBeInTheDocument();
    const functional = screen.getByRole('checkbox', { name: en.notices_cookies_functional });
    expect(functional).toBeChecked();
    expect(screen.getByRole('checkbox', { name: en.notices_cookies_marketing })).not.toBeChecked();

    await userEvent.click(functional);
    await userEvent.click(screen.getByRole('button', { name: en.notices_cookies_save }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(app.state().consent).toMatchObject({ decided: true, functional: false, marketing: false });
    await waitFor(() => expect(document.cookie).not.toContain('appTheme'));
    expect(document.cookie).toContain('cookies_agree_type=necessary');
    // The look chosen stays for this visit; only keeping it is refused.
    expect(app.state().preferences.chosen.theme).toBe('light');
  });

  it('changes nothing until the visitor answers', async () => {
    const config = makeSiteConfig((c) => {
      c.notices = { plugin: 'notices', cookies: { types: ['functional'] } };
    });
    const app = createTestApp({ config, request: (async () => ({})) as never });
    app.i18n.addResourceBundle('en', 'notices', en);
    await waitFor(() => expect(app.state().siteConfig.config).not.toBeNull());
    app.store.dispatch(cookieConsentGiven({ functional: true, marketing: true, agreedAt: 1_700_000_000 }));
    renderWithApp(<CookieSettings lng="en" />, app, { url: '/en/' });
    const functional = screen.getByRole('checkbox', { name: en.notices_cookies_functional });
    expect(functional).toBeChecked();
    // Only the types this site offers are choices.
    expect(screen.queryByRole('checkbox', { name: en.notices_cookies_marketing })).toBeNull();
    await userEvent.click(functional);
    expect(app.state().consent).toMatchObject({ functional: true, agreedAt: 1_700_000_000 });
  });
});
