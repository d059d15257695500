// @vitest-environment jsdom
/** The other pages as a person finds them (roles, labels, English texts), against a fake web API. */
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import otherManifest from '../../route-manifests/other.json';
import officeManifest from '../../route-manifests/office.json';
import paymentsManifest from '../../route-manifests/payments.json';
import accountManifest from '../../route-manifests/office-account.json';
import sportsManifest from '../../route-manifests/sports.json';
import { createTestApp } from '../../tests/helpers/store.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import { dictionaryOf } from '../../server/test-kit/index.ts';
import { EXTERNAL_APPS } from './api/reference-routes.ts';
import { BlockAppealHistoryPage } from './components/BlockAppealHistoryPage.tsx';
import { ExternalAppsPage } from './components/ExternalAppsPage.tsx';
import { StatisticPopupPage } from './components/StatisticPopupPage.tsx';
import { WelcomeDataPage } from './components/WelcomeDataPage.tsx';
import { statisticGameIdOf } from './statistics-address.ts';

const en = dictionaryOf('system');
const ru = dictionaryOf('system', 'ru');
const main = dictionaryOf('main');

type Request = (method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }) => Promise<unknown>;
const MANIFESTS = [otherManifest, officeManifest, paymentsManifest, accountManifest, sportsManifest] as unknown as RouteManifest[];

function renderPage(ui: ReactNode, request: Request) {
  const api = vi.fn<Request>(request);
  const app = createTestApp({ manifests: MANIFESTS, request: api as never, isAuthenticated: true });
  app.i18n.addResourceBundle('en', 'system', en, true, true);
  app.i18n.addResourceBundle('en', 'main', main, true, true);
  render(<Providers app={app}>{ui}</Providers>);
  return api;
}
const props = (routeId: string, extra: Record<string, unknown> = {}) => ({ routeId, params: {}, query: '', lng: 'en', ...extra });

it('every English text of the system pages has its Russian one', () => {
  expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
});

describe('block-appeal-history', () => {
  const answered = { id: 1, created_at: Date.UTC(2026, 10, 1), text: 'Please lift it: the card is mine.', status: 'answered', answer: 'Send a photo of the card.', answered_at: Date.UTC(2026, 10, 3) };

  it('lists the appeals with their answers, checks a new one as it is typed and keeps it on a refusal', async () => {
    let refuse = true;
    const api = renderPage(<BlockAppealHistoryPage {...props('block-appeal-history')} />, async (method, _path, options) => {
      if (method === 'GET') return { banned: true, can_appeal: true, appeals: [answered] };
      if (refuse) throw new ApiError('Your previous appeal is still being reviewed: you will get an answer here', 403);
      const text = (options?.body as { text: string }).text;
      return { banned: true, can_appeal: false, appeals: [{ id: 2, created_at: Date.now(), text, status: 'pending', answer: null, answered_at: null }, answered] };
    });
    expect(await screen.findByText('Send a photo of the card.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Why should the restriction be lifted?' });
    fireEvent.change(field, { target: { value: 'Too short' } });
    expect(screen.getByText('Write at least 20 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(api.mock.calls.filter(([m]) => m === 'POST')).toHaveLength(0);

    const text = 'The deposit was made from my own card, here is why.';
    fireEvent.change(field, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(await screen.findByText('Your previous appeal is still being reviewed: you will get an answer here')).toBeInTheDocument();
    expect(field).toHaveValue(text);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(await screen.findByText('Your appeal is sent. The answer appears on this page.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('POST', '/user-pages/block-appeals', { body: { text } });
  });

  it('a player who is not restricted is told there is nothing to appeal, with no form', async () => {
    renderPage(<BlockAppealHistoryPage {...props('block-appeal-history')} />, async () => ({ banned: false, can_appeal: false, appeals: [] }));
    expect(await screen.findByText(/Your account is not restricted/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('You have not sent any appeal yet.')).toBeInTheDocument();
  });
});

describe('mobile and desktop apps', () => {
  it('?ios puts the iPhone app first, and ?instruction shows its install steps', async () => {
    renderPage(<ExternalAppsPage {...props('mobile-apps', { pageType: 'mobile', query: '?ios=1&instruction=1' })} />, async () => ({ kind: 'mobile', apps: EXTERNAL_APPS.mobile }));
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['iPhone and iPad', 'Android']);
    const ios = headings[0]!.closest('li')!;
    expect(within(ios).getAllByRole('listitem')).toHaveLength(3);
    expect(within(headings[1]!.closest('li')!).getByRole('link', { name: /How to install/ })).toHaveAttribute('href', '/en/mobile-apps?instruction=1');
    expect(screen.getByRole('link', { name: 'Get Sportsbook for iPhone' })).toHaveAttribute('href', EXTERNAL_APPS.mobile[1]!.url);
  });

  it('a failed load says so and can be retried', async () => {
    let fail = true;
    renderPage(<ExternalAppsPage {...props('desktop-apps', { pageType: 'desktop' })} />, async () => {
      if (fail) throw new ApiError('Service unavailable', 503);
      return { kind: 'desktop', apps: EXTERNAL_APPS.desktop };
    });
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Windows' })).toBeInTheDocument();
  });
});

describe('statistics popup and welcome data', () => {
  it('only game/<id> names statistics', () => {
    expect(statisticGameIdOf('game/101000123')).toBe(101000123);
    expect(statisticGameIdOf('game/abc')).toBeNull();
    expect(statisticGameIdOf('')).toBeNull();
    expect(statisticGameIdOf('player/5')).toBeNull();
  });

  it("shows the game, its state and the sides' latest results", async () => {
    const result = (id: number, home: string, away: string, h: number, a: number) => ({ id, home, away, home_score: h, away_score: a, start_at: Date.UTC(2026, 10, 20) });
    renderPage(<StatisticPopupPage {...props('statisticpopup', { params: { '*': 'game/101000500' } })} />, async () => ({
      game: { id: 101000500, sport: 'Football', champ: 'England. Premier League', home: 'Arsenal', away: 'Chelsea', start_at: Date.now(), status: 'live', score: '1:0' },
      meetings: [result(1, 'Chelsea', 'Arsenal', 2, 2)],
      home_form: [result(2, 'Arsenal', 'Everton', 3, 1)],
      away_form: [],
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arsenal — Chelsea: statistics' })).toBeInTheDocument();
    expect(screen.getByText('Live now, score 1:0')).toBeInTheDocument();
    expect(screen.getByText('Chelsea 2:2 Arsenal')).toBeInTheDocument();
    expect(screen.getByText('Arsenal 3:1 Everton')).toBeInTheDocument();
    expect(screen.getByText('No finished games in this championship lately.')).toBeInTheDocument();
  });

  it('the welcome data shows how to sign in, the generated password with its warning, and the next steps', async () => {
    renderPage(<WelcomeDataPage {...props('welcome-authorization-data')} />, async () => ({ user_id: 100001, login: null, email: null, phone: null, currency: 'USD', password: 'x7Kp2q' }));
    expect(await screen.findByText('100001')).toBeInTheDocument();
    expect(screen.getByText('x7Kp2q')).toBeInTheDocument();
    expect(screen.queryByText('Login')).toBeNull();
    expect(screen.getByText(/Change it to one of your own/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/en/office/recharge');
  });
});
