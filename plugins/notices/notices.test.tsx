// @vitest-environment jsdom
/**
 * The notices as a visitor meets them: the age question with its singular and plural and no way
 * round it, the cookie notice agreeing only to what the site offers, the maintenance announcement
 * in the server's language (and gone when the server withdraws it), the first-deposit offer's two
 * variants, and the download banner.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import infoManifest from '../../route-manifests/info.json';
import authManifest from '../../route-manifests/auth.json';
import otherManifest from '../../route-manifests/other.json';
import sportsManifest from '../../route-manifests/sports.json';
import en from './texts/en.json';
import ru from './texts/ru.json';
import AgeRestriction from './extensions/age-restriction.tsx';
import CookieNotice from './extensions/cookies.tsx';
import MaintenanceNotice from './extensions/maintenance.tsx';
import FirstDepositBonus from './extensions/first-deposit-bonus.tsx';
import DownloadApp from './extensions/download-app.tsx';

const MANIFESTS = [infoManifest, authManifest, otherManifest, sportsManifest] as RouteManifest[];

afterEach(() => {
  cleanup();
  for (const name of ['cookies_agree_type', 'cookies_agree_time']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

type Request = (method: string, path: string) => Promise<unknown>;

async function show(ui: ReactNode, notices: NonNullable<SiteConfig['notices']>, { lng = 'en', request }: { lng?: string; request?: Request } = {}): Promise<TestApp> {
  const config = makeSiteConfig((c) => {
    c.notices = notices;
  });
  const app = createTestApp({ config, manifests: MANIFESTS, request: (request ?? (async () => ({}))) as never, preferredLanguage: lng });
  app.i18n.addResourceBundle('en', 'notices', en);
  app.i18n.addResourceBundle('ru', 'notices', ru);
  await waitFor(() => expect(app.state().siteConfig.config).not.toBeNull());
  renderWithApp(ui, app, { url: `/${lng}/` });
  return app;
}

describe('the age question', () => {
  it('asks for the configured age with the right plural, links the terms, and lets in only on yes', async () => {
    const onClose = vi.fn();
    await show(<AgeRestriction lng="en" onClose={onClose} />, { plugin: 'notices', ageRestriction: { age: 21 } });
    const dialog = screen.getByRole('dialog', { name: 'Are you 21 or older?' });
    expect(dialog).toHaveTextContent('at least 21 years old');
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/en/confirm');
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No, I am under 21' }));
    expect(screen.getByRole('status')).toHaveTextContent('aged 21 years or older');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'I answered by mistake, ask again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I am 21 or older' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says "1 year" in the singular and uses Russian plural forms', async () => {
    await show(<AgeRestriction lng="en" />, { plugin: 'notices', ageRestriction: { age: 1 } });
    expect(screen.getByRole('dialog')).toHaveTextContent('at least 1 year old.');
    cleanup();
    await show(<AgeRestriction lng="ru" />, { plugin: 'notices', ageRestriction: { age: 21 } }, { lng: 'ru' });
    expect(screen.getByRole('dialog', { name: 'Вам есть 21?' })).toHaveTextContent('не меньше 21 года');
  });
});

describe('the cookie notice', () => {
  it('offers the site’s types, unticked, and agrees only to what was ticked', async () => {
    const onClose = vi.fn();
    const app = await show(<CookieNotice lng="en" onClose={onClose} />, { plugin: 'notices', cookies: { types: ['functional'] } });
    expect(screen.queryByRole('checkbox', { name: 'Marketing cookies' })).toBeNull();
    const functional = screen.getByRole('checkbox', { name: 'Functional cookies' });
    expect(functional).not.toBeChecked();
    await userEvent.click(functional);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(app.state().consent).toMatchObject({ decided: true, functional: true, marketing: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('never agrees to marketing the site does not offer, even on "accept all"', async () => {
    const app = await show(<CookieNotice lng="en" />, { plugin: 'notices', cookies: { types: ['functional'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(app.state().consent).toMatchObject({ decided: true, functional: true, marketing: false });
    await waitFor(() => expect(document.cookie).toContain('cookies_agree_type=necessary.functional'));
  });

  it('"only necessary" refuses every optional type', async () => {
    const app = await show(<CookieNotice lng="en" />, { plugin: 'notices', cookies: { types: ['functional', 'marketing'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(app.state().consent).toMatchObject({ decided: true, functional: false, marketing: false });
  });
});

const announcement = (language: 'en' | 'ru', announced = true) => ({
  announced,
  language,
  title: language === 'ru' ? 'Плановые технические работы' : 'Planned maintenance',
  message: language === 'ru' ? 'Сайт будет недоступен.' : 'The site will be unavailable.',
  startsLabel: language === 'ru' ? 'Начало' : 'Starts',
  endsLabel: language === 'ru' ? 'Окончание' : 'Ends',
  startedAt: '2030-12-31T00:00:00Z',
  endedAt: '2030-12-31T04:00:00Z',
});

describe('the maintenance notice', () => {
  it('shows the announcement in the language the server chose, with its start and end', async () => {
    const request = vi.fn(async () => announcement('ru'));
    await show(<MaintenanceNotice lng="en" />, { plugin: 'notices', maintenance: true }, { request });
    const dialog = await screen.findByRole('dialog', { name: 'Плановые технические работы' });
    expect(dialog).toHaveAttribute('lang', 'ru');
    expect(dialog).toHaveTextContent('Начало');
    expect(dialog).toHaveTextContent('31 декабря 2030');
    expect(request).toHaveBeenCalledWith('GET', '/notices/maintenance', expect.anything());
  });

  it('closes itself when the server no longer announces it, and offers a retry when it fails', async () => {
    const onClose = vi.fn();
    await show(<MaintenanceNotice lng="en" onClose={onClose} />, { plugin: 'notices', maintenance: true }, { request: async () => announcement('en', false) });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    cleanup();
    let calls = 0;
    await show(<MaintenanceNotice lng="en" />, { plugin: 'notices', maintenance: true }, {
      request: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('down'), { status: 503 });
        return announcement('en');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /try again|retry|refresh/i }));
    expect(await screen.findByText('The site will be unavailable.')).toBeInTheDocument();
  });
});

const OFFER = { percent: 100, maxAmount: 100, minDeposit: 10, wagerMultiplier: 5, validDays: 7, iso: 'USD' };

describe('the first-deposit offer', () => {
  it('variant 1 lists the terms and sends a guest to registration', async () => {
    await show(<FirstDepositBonus lng="en" />, { plugin: 'notices', firstDepositBonus: { variant: 1 } }, { request: async () => OFFER });
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    await waitFor(() => expect(dialog).toHaveTextContent('Get a 100% bonus on your first deposit'));
    expect(dialog).toHaveTextContent('Wager the bonus 5 times');
    expect(dialog).toHaveTextContent('Valid for 7 days');
    expect(screen.getByRole('link', { name: 'Register to get the bonus' })).toHaveAttribute('href', '/en/registration');
  });

  it('variant 2 leads with the percentage', async () => {
    await show(<FirstDepositBonus lng="en" />, { plugin: 'notices', firstDepositBonus: { variant: 2 } }, { request: async () => OFFER });
    expect(await screen.findByText('+100%')).toBeInTheDocument();
    expect(screen.queryByText(/Valid for/)).toBeNull();
  });
});

describe('the download banner', () => {
  it('leads to the apps page and closes', async () => {
    const onClose = vi.fn();
    await show(<DownloadApp lng="en" onClose={onClose} />, { plugin: 'notices', downloadApp: { audience: 'all' } });
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/en/mobile-apps');
    await userEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(onClose).toHaveBeenCalled();
  });
});
