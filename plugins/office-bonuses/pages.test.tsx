// @vitest-environment jsdom
/**
 * The bonus pages as a player uses them, against the reference server: the promo-code check (the
 * query prefills and checks, each state, checking as one types, the server's refusal) and claiming
 * cashback (the claim pays, the page shows the new balance and that this week is claimed).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTestApp } from '../../tests/helpers/store.ts';
import { Providers, renderWithApp } from '../../tests/helpers/render.tsx';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import manifest from '../../route-manifests/office-bonuses.json';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { CashbackPage } from './components/CashbackPage.tsx';
import { PromoCodeCheckPage } from './components/PromoCodeCheckPage.tsx';
import { apiCallOf, SEEDS, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';

let server: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

/** A newly registered player's API (USD, no history, no points), or the seeded demo player's. */
async function player(who: 'fresh' | 'demo'): Promise<ApiCall> {
  if (who === 'fresh') return (await server.register({ currency: 'USD' })).call;
  const demo = await server.signIn(SEEDS.demo.login, SEEDS.demo.password);
  return apiCallOf(server.app, demo.token);
}

/** The page on the real store and sagas; `calls` lists every API call the page made. */
function renderPage(page: ReactNode, request: ApiCall) {
  const calls: string[] = [];
  const counting: ApiCall = (method, path, options) => {
    calls.push(`${method} ${path}`);
    return request(method, path, options);
  };
  const app = createTestApp({ manifests: [manifest as RouteManifest], request: counting as never });
  app.i18n.addResourceBundle('en', 'office-bonuses', en);
  return { ...renderWithApp(page, app), app, calls };
}

const promoPage = (query = '') => <PromoCodeCheckPage routeId="office-promo-code-check" params={{}} query={query} lng="en" />;

describe('promo-code check', () => {
  it('fills the field from ?promocode= and checks it at once; a valid code is activated and then reads as used', async () => {
    const request = await player('fresh');
    renderPage(promoPage('?promocode=welcome10'), request);
    expect(screen.getByLabelText('Promo code')).toHaveValue('welcome10');
    expect(await screen.findByRole('heading', { name: 'WELCOME10 is valid' })).toBeInTheDocument();
    expect(screen.getByText('It gives $10.00.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Activate WELCOME10' }));
    expect(await screen.findByRole('heading', { name: 'You have used WELCOME10' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Done: $10.00 paid. Bonus account now: $10.00, 0 points.');
    expect(screen.queryByRole('button', { name: /Activate/ })).not.toBeInTheDocument();
  });

  it('takes a new ?promocode= while the page stays open', async () => {
    const request = await player('fresh');
    const { rerender, app } = renderPage(promoPage('?promocode=SUMMER2025'), request);
    expect(await screen.findByRole('heading', { name: 'SUMMER2025 has expired' })).toBeInTheDocument();
    rerender(<Providers app={app}>{promoPage('?promocode=HELLO200')}</Providers>);
    expect(screen.getByLabelText('Promo code')).toHaveValue('HELLO200');
    expect(await screen.findByRole('heading', { name: 'HELLO200 is valid' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SUMMER2025 has expired' })).not.toBeInTheDocument();
  });

  it('tells expired and unknown codes apart, and a seeded player’s used code', async () => {
    const request = await player('fresh');
    renderPage(promoPage(), request);
    const field = screen.getByLabelText('Promo code');
    await userEvent.type(field, 'summer2025');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByRole('heading', { name: 'SUMMER2025 has expired' })).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'NO-SUCH-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByRole('heading', { name: 'There is no code NO-SUCH-CODE' })).toBeInTheDocument();
    expect(screen.getByText(en.office_bonuses_promo_unknown_hint)).toBeInTheDocument();
    cleanup();

    renderPage(promoPage('?promocode=SPRING50'), await player('demo'));
    expect(await screen.findByRole('heading', { name: 'You have used SPRING50' })).toBeInTheDocument();
  });

  it('checks the code as it is typed and sends nothing while it is wrong, keeping what was typed', async () => {
    const request = await player('fresh');
    const { calls } = renderPage(promoPage(), request);
    const field = screen.getByLabelText('Promo code');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(screen.getByText('Enter a promo code')).toBeInTheDocument();
    await userEvent.type(field, 'ab$');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/A promo code has 3 to 20 Latin letters/);
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(field).toHaveValue('ab$');
    expect(calls.filter((call) => call.includes('/bonuses/promo-codes'))).toEqual([]);
    await userEvent.type(field, '{Backspace}c');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByRole('heading', { name: 'There is no code ABC' })).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/bonuses/promo-codes'))).toEqual(['GET /bonuses/promo-codes/check']);
  });

  it('shows the server’s reason when activation is refused, and keeps the code', async () => {
    const request = await player('fresh');
    renderPage(promoPage('?promocode=POINTS500'), request);
    expect(await screen.findByRole('heading', { name: 'POINTS500 is valid' })).toBeInTheDocument();
    // Used meanwhile (another tab): the page still offers it, the server refuses.
    await request('POST', '/bonuses/promo-codes/activate', { body: { code: 'POINTS500' } });
    await userEvent.click(screen.getByRole('button', { name: 'Activate POINTS500' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have used POINTS500 already');
    expect(screen.getByLabelText('Promo code')).toHaveValue('POINTS500');
  });
});

describe('claiming cashback', () => {
  it('pays what accrued to the bonus account, then shows the week as claimed', async () => {
    const request = await player('demo');
    renderPage(<CashbackPage routeId="office-cashback" params={{}} query="" lng="en" />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport cashback' })).toBeInTheDocument();
    const accrued = screen.getByTestId('cashback-accrued').textContent!;
    const moneyBefore = screen.getByTestId('bonus-money').textContent!;
    expect(accrued).not.toBe('$0.00');

    await userEvent.click(screen.getByRole('button', { name: `Claim ${accrued}` }));
    expect(await screen.findByText(/You claimed this week’s cashback on/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Done: ${accrued} paid.`);
    expect(screen.getByTestId('cashback-accrued')).toHaveTextContent('$0.00');
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    await waitFor(() => expect(amount(screen.getByTestId('bonus-money').textContent!)).toBeCloseTo(amount(moneyBefore) + amount(accrued), 2));
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
  });

  it('offers no claim when nothing accrued, and says what counts', async () => {
    renderPage(<CashbackPage routeId="office-slots-cashback" params={{}} query="" lng="en" />, await player('demo'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots cashback' })).toBeInTheDocument();
    expect(await screen.findByText(/Nothing to claim yet: cashback starts at \$1\.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    const rules = screen.getByRole('heading', { name: 'Rules' }).closest('section')!;
    expect(within(rules).getByText('7% of your net losses on slots comes back.')).toBeInTheDocument();
  });
});

describe('a part the site does not offer', () => {
  it('says so instead of its content, and the area’s links skip it', async () => {
    const request = await player('demo');
    // The site's settings switch slots cashback off; everything else is the server's own answer.
    const slotsOff: ApiCall = async (method, path, options) => {
      const answer = await request(method, path, options);
      if (path !== '/bonuses/settings') return answer;
      const settings = answer as { cashbackSetting: Record<string, { enabled: boolean }> };
      return { ...settings, cashbackSetting: { ...settings.cashbackSetting, slots: { ...settings.cashbackSetting.slots, enabled: false } } };
    };
    renderPage(<CashbackPage routeId="office-slots-cashback" params={{}} query="" lng="en" />, slotsOff);
    expect(await screen.findByRole('heading', { name: 'Not offered on this site' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rules' })).not.toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Bonuses and promotions' }));
    expect(links.getByText('Sport cashback')).toBeInTheDocument();
    expect(links.queryByText('Slots cashback')).not.toBeInTheDocument();
  });
});

describe('texts', () => {
  it('has every text in Russian, with the plural forms Russian needs', () => {
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    expect([...new Set(Object.keys(ru).map(base))].sort()).toEqual([...new Set(Object.keys(en).map(base))].sort());
    for (const key of Object.keys(en).filter((k) => k.endsWith('_other'))) {
      for (const form of ['one', 'few', 'many', 'other']) expect(ru, `${base(key)}_${form}`).toHaveProperty(`${base(key)}_${form}`);
    }
  });
});
