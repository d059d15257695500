// @vitest-environment jsdom
/**
 * The information pages as a player reads them, against the reference content API: blocks as text
 * (tables, lists, contact links, links to routes that the region serves), the way back from a rule
 * chapter and the chapters of a section, news with their dates, the payment page asking a guest to
 * sign in where the config says so, and the calculators following what is typed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { createTestApp } from '../../tests/helpers/store.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import infoManifest from '../../route-manifests/info.json';
import supportManifest from '../../route-manifests/support.json';
import authManifest from '../../route-manifests/auth.json';
import sportsManifest from '../../route-manifests/sports.json';
import { CalculatorPage } from './calculator/CalculatorPage.tsx';
import { Blocks } from './content/Blocks.tsx';
import { parseContent } from './content/parse.ts';
import { ContentPage } from './content/ContentPage.tsx';
import { isPaymentPageOffered, paymentPageAvailableGuard } from './guards.ts';
import { dictionaryOf, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';

const en = dictionaryOf('info');
const ru = dictionaryOf('info', 'ru');
const MANIFESTS = [infoManifest, supportManifest, authManifest, sportsManifest] as RouteManifest[];
const CONFIG = makeSiteConfig((c) => {
  c.routes.enabled = [47];
  c.support = { paymentPage: 'everyone' };
});

let server: TestServer;
// Building the reference server checks the whole project first: seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default' });
}, 60_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

async function renderPage(page: ReactNode, request: ApiCall, { config = CONFIG, signedIn = false, url = '/en/information/about' }: { config?: SiteConfig; signedIn?: boolean; url?: string } = {}) {
  const app = createTestApp({ config, manifests: MANIFESTS, request: request as never, isAuthenticated: signedIn });
  app.i18n.addResourceBundle('en', 'info', en);
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...renderWithApp(page, app, { url }), app };
}

const props = (routeId: string, params: PageProps['params'] = {}, pageType?: string): PageProps => ({ routeId, params, query: '', lng: 'en', ...(pageType ? { pageType } : {}) });

describe('content pages', () => {
  it('shows a page’s blocks as text: a table with its caption, contact links, links to the routes the region serves', async () => {
    await renderPage(<ContentPage {...props('information-cookies')} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cookies we set' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Your choice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/information/privacy-policy');
    cleanup();

    await renderPage(<ContentPage {...props('contacts')} />, server.guest());
    expect(await screen.findByRole('link', { name: 'disputes@example.com' })).toHaveAttribute('href', 'mailto:disputes@example.com');
    expect(screen.getByRole('link', { name: '+18005550199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: 'All the ways to reach support' })).toHaveAttribute('href', '/en/support');
  });

  it('leads from the rules to a section’s chapters and back up from a chapter', async () => {
    await renderPage(<ContentPage {...props('rules', { ruleGroup: 'live' })} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Live betting' })).toBeInTheDocument();
    const contents = screen.getByRole('region', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Suspended markets' })).toHaveAttribute('href', '/en/information/rules/live/2');
    cleanup();

    await renderPage(<ContentPage {...props('rules', { ruleGroup: 'live', chapter: '2' })} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Suspended markets' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(trail).getByRole('link', { name: 'Betting rules' })).toHaveAttribute('href', '/en/information/rules');
    expect(within(trail).getByRole('link', { name: 'Live betting' })).toHaveAttribute('href', '/en/information/rules/live');
    expect(screen.queryByRole('region', { name: 'Contents' })).not.toBeInTheDocument();
  });

  it('lists the news newest first with dates and summaries, and links to a route the region does not serve as text', async () => {
    await renderPage(<ContentPage {...props('news')} />, server.guest());
    const items = within(await screen.findByRole('region', { name: 'Contents' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['October betting awards', 'A betting calculator for every coupon type', 'Winter football schedule']);
    expect(within(items[0]!).getByText('November 3, 2026')).toBeInTheDocument();
    cleanup();

    const noRules = makeSiteConfig((c) => {
      c.routes.enabled = [];
    });
    await renderPage(<ContentPage {...props('confirm')} />, server.guest(), { config: noRules });
    expect(await screen.findByText('Betting rules')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Betting rules' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in for a page the server keeps for players, and shows it to a player', async () => {
    const ruServer = await startTestServer({ siteConfigId: 'ru-operator' });
    try {
      await renderPage(<ContentPage {...props('information-payment')} />, ruServer.guest(), { url: '/en/information/payment' });
      expect(await screen.findByText('This page is for signed-in players. Sign in to read it.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login?redirect_url=%2Fen%2Finformation%2Fpayment');
      cleanup();
      await renderPage(<ContentPage {...props('information-payment')} />, (await ruServer.register()).call, { signedIn: true });
      expect(await screen.findByRole('table', { name: 'Methods and limits' })).toBeInTheDocument();
    } finally {
      await ruServer.close();
    }
  }, 60_000);

  it('shows the server’s trouble with a retry', async () => {
    await renderPage(<ContentPage {...props('about')} />, async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('content safety', () => {
  it('shows markup in content as text, never as elements, and leaves out block types it does not know', async () => {
    const answer = parseContent({
      page: 'about',
      path: [],
      title: 'T',
      children: [],
      trail: [],
      blocks: [
        { type: 'paragraph', text: '<img src=x onerror="alert(1)">' },
        { type: 'html', html: '<script>alert(1)</script>' },
        { type: 'list', ordered: false, items: ['<b>bold</b>'] },
      ],
    })!;
    expect(answer.blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
    const { container } = await renderPage(<Blocks blocks={answer.blocks} />, async () => null);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });

  it('refuses an answer that is not content', () => {
    expect(parseContent(null)).toBeNull();
    expect(parseContent({ page: 'about', path: [], title: 'T', children: [], trail: [], blocks: [{ type: 'table', caption: 'c', columns: 'x', rows: [] }] })).toBeNull();
  });
});

describe('the payment page guard', () => {
  it('lets the page exist only where the config offers it', () => {
    expect(isPaymentPageOffered(makeSiteConfig((c) => (c.support = { paymentPage: 'signed-in' })))).toBe(true);
    expect(isPaymentPageOffered(makeSiteConfig((c) => (c.support = { paymentPage: 'off' })))).toBe(false);
    expect(isPaymentPageOffered(makeSiteConfig())).toBe(false);
    const decide = (config: SiteConfig) => paymentPageAvailableGuard.decide({ config } as never);
    expect(decide(makeSiteConfig())).toEqual({ kind: 'notFound' });
    expect(decide(CONFIG)).toEqual({ kind: 'allow' });
  });
});

describe('calculators', () => {
  it('counts what is typed, says what is wrong, and keeps the legs when the type changes', async () => {
    const user = userEvent.setup();
    await renderPage(<CalculatorPage {...props('information-calc', {}, 'calc')} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bet calculator' })).toBeInTheDocument();
    const outcome = screen.getByRole('region', { name: 'What the coupon counts' });
    expect(within(outcome).getByText('Enter the odds of every selection and the stake to see the result.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Odds of selection 1'), '1,5');
    await user.type(screen.getByLabelText('Odds of selection 2'), '1');
    expect(screen.getByText('At least 1.01')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Odds of selection 2'), '.8');
    await user.type(screen.getByLabelText('Stake, USD'), '20');
    expect(within(outcome).getByText('$54.00')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Coupon type'), 'System');
    expect(screen.getByLabelText('Odds of selection 1')).toHaveValue('1,5');
    expect(screen.getByLabelText('Odds of selection 3')).toHaveValue('');
    await user.type(screen.getByLabelText('Odds of selection 3'), '2');
    expect(screen.getByLabelText('System size')).toHaveDisplayValue('2/3 (3 bets)');
    await user.click(screen.getByRole('button', { name: 'Add a selection' }));
    await user.type(screen.getByLabelText('Odds of selection 4'), '2');
    await user.selectOptions(screen.getByLabelText('System size'), '3/4 (4 bets)');
    expect(within(outcome).getByText('4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove selection 4' }));
    expect(screen.getByLabelText('System size')).toHaveDisplayValue('2/3 (3 bets)');
  });

  it('settles a coupon by its legs’ results', async () => {
    const user = userEvent.setup();
    await renderPage(<CalculatorPage {...props('information-betting-calculator', {}, 'betting-calculator')} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Betting calculator' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Odds of selection 1'), '2');
    await user.type(screen.getByLabelText('Odds of selection 2'), '3');
    await user.type(screen.getByLabelText('Stake, USD'), '10');
    const outcome = screen.getByRole('region', { name: 'What the coupon counts' });
    expect(within(outcome).getByText('$60.00')).toBeInTheDocument();
    expect(within(outcome).getByText('$50.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Result of selection 1'), 'Lost');
    expect(within(outcome).getByText('$0.00')).toBeInTheDocument();
    expect(within(outcome).getByText('-$10.00')).toBeInTheDocument();
  });
});

it('has every English text in Russian too', () => {
  expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
});
