// @vitest-environment jsdom
/**
 * The lotto and toto pages as a player uses them, against the reference server: the catalog and
 * its sections, picking numbers (what is still missing, quick pick, a full ticket), buying (the
 * ticket and new balance, the server's refusal with the picks kept, a guest's way to sign in), the
 * results, and the 404 state of every address whose data does not exist; the toto frame only from
 * the configured origin.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError, selectSiteConfig } from '@plugin-api';
import { createTestApp } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { renderWithApp } from '../../tests/helpers/render.tsx';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import manifest from '../../route-manifests/lotto.json';
import authManifest from '../../route-manifests/auth.json';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { LottoPage } from './components/LottoPage.tsx';
import { MyTickets } from './components/MyTickets.tsx';
import { TotoPage } from './components/TotoPage.tsx';
import { startLottoServer, type LottoServer, type Request } from './test-kit.ts';

let server: LottoServer;
// The first start of a server in a run checks the project: more than a hook's default time on a busy machine.
beforeAll(async () => {
  server = await startLottoServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

const TOTO_ORIGIN = 'https://toto.example.com';

function makeApp(request: Request, options: { signedIn?: boolean; config?: unknown } = {}) {
  const app = createTestApp({
    manifests: [manifest as RouteManifest, authManifest as RouteManifest],
    request: request as never,
    isAuthenticated: options.signedIn ?? false,
    ...(options.config ? { config: options.config } : {}),
  });
  app.i18n.addResourceBundle('en', 'lotto', en);
  return app;
}

function renderPage(page: ReactNode, request: Request, options: { signedIn?: boolean; config?: unknown } = {}) {
  const app = makeApp(request, options);
  return { ...renderWithApp(page, app), app };
}

/** Pages that read the site config render once it is installed, as in the app. */
async function renderConfigured(page: ReactNode, request: Request, config: unknown) {
  const app = makeApp(request, { config });
  await waitFor(() => expect(selectSiteConfig(app.store.getState())).not.toBeNull());
  return { ...renderWithApp(page, app), app };
}

const lotto = (params: Record<string, string | number> = {}) => <LottoPage routeId="lotto" params={params} query="" lng="en" />;
const numberButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^${n}$`) });

describe('catalog', () => {
  it('lists every lottery with its draw, price and jackpot, and the sections as links', async () => {
    renderPage(lotto(), await server.caller('guest'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rapid 5/36' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lotto' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const nav = screen.getByRole('navigation', { name: 'Lotto sections' });
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Fast draws (2)' })).toHaveAttribute('href', '/en/lotto/fast');
    expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/en/lotto/results');
    expect(screen.getByRole('link', { name: 'Mega 7/49' })).toHaveAttribute('href', '/en/lotto/jackpot/301');
    // A guest sees the region's currency.
    expect(screen.getByText('$1,000,000.00')).toBeInTheDocument();
  });

  it('shows one section, and the 404 state for a section that does not exist', async () => {
    const guest = await server.caller('guest');
    renderPage(lotto({ sectionName: 'daily' }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily draws' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Daily 6/45', 'Evening 4/20']);
    cleanup();
    renderPage(lotto({ sectionName: 'bingo' }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such lotto section' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every lottery' })).toHaveAttribute('href', '/en/lotto');
  });
});

describe('one lottery', () => {
  it('says what is missing as numbers are picked, fills the rest with a quick pick, and sends a guest to sign in', async () => {
    renderPage(lotto({ sectionName: 'fast', lottoId: 101 }), await server.caller('guest'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapid 5/36' })).toBeInTheDocument();
    const grid = screen.getByRole('group', { name: 'Your ticket: pick 5 numbers from 1 to 36' });
    expect(within(grid).getAllByRole('button')).toHaveLength(36);
    expect(screen.getByText('Pick 5 more numbers.')).toBeInTheDocument();
    await userEvent.click(numberButton(7));
    await userEvent.click(numberButton(3));
    expect(numberButton(7)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Pick 3 more numbers.')).toBeInTheDocument();
    await userEvent.click(numberButton(7));
    expect(numberButton(7)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Quick pick' }));
    expect(within(grid).getAllByRole('button', { pressed: true })).toHaveLength(5);
    expect(numberButton(3)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Your ticket is full: /)).toBeInTheDocument();
    // A full ticket: the other numbers wait until one is taken away.
    expect(within(grid).getAllByRole('button').filter((b) => b.hasAttribute('disabled'))).toHaveLength(31);
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to buy a ticket' }).getAttribute('href')).toMatch(/\?redirect_url=/);
    expect(screen.getByRole('table')).toHaveTextContent('5 of 5$1,000.00');
    expect(screen.getByRole('link', { name: 'All results of Rapid 5/36' })).toHaveAttribute('href', '/en/lotto/results/101');
  });

  it('buys a ticket for the draw on sale: the ticket, the new balance and the player’s tickets', async () => {
    renderPage(lotto({ sectionName: 'daily', lottoId: 202 }), await server.caller('demo'), { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evening 4/20' })).toBeInTheDocument();
    expect(await screen.findByText('You have no tickets for this lottery yet: pick your numbers above.')).toBeInTheDocument();
    for (const n of [2, 4, 8, 16]) await userEvent.click(numberButton(n));
    const buy = screen.getByRole('button', { name: /^Buy for \$0\.50, draw \d+$/ });
    await userEvent.click(buy);
    expect(await screen.findByText(/^Ticket LT-[0-9A-F]{12} is yours for draw \d+\. Balance: \$999\.50\.$/)).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Your tickets' });
    await waitFor(() => expect(within(mine).getAllByRole('listitem', { name: undefined }).length).toBeGreaterThan(0));
    expect(within(mine).getByRole('list', { name: 'Your numbers' })).toHaveTextContent('24816');
    expect(within(mine).getByText(/^Waiting for the draw/)).toBeInTheDocument();
    // The next ticket starts afresh.
    expect(screen.getByText('Pick 4 more numbers.')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the picks', async () => {
    renderPage(lotto({ sectionName: 'fast', lottoId: 101 }), await server.caller('fresh'), { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapid 5/36' })).toBeInTheDocument();
    for (const n of [1, 10, 20, 30, 36]) await userEvent.click(numberButton(n));
    await userEvent.click(screen.getByRole('button', { name: /^Buy for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money on your account for this ticket: top it up first');
    for (const n of [1, 10, 20, 30, 36]) expect(numberButton(n)).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not found under another section, nor when it does not exist', async () => {
    const guest = await server.caller('guest');
    renderPage(lotto({ sectionName: 'daily', lottoId: 101 }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such lottery' })).toBeInTheDocument();
    cleanup();
    renderPage(lotto({ sectionName: 'fast', lottoId: 999 }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such lottery' })).toBeInTheDocument();
  });
});

describe('the player’s tickets', () => {
  it('are read again once their draw is held: a waiting ticket then shows what it won', async () => {
    const ticket = (status: 'waiting' | 'won') => ({
      id: 'LT-00000000000A',
      lottoId: 101,
      lottoName: 'Rapid 5/36',
      drawNumber: 9,
      drawAt: new Date(Date.now() + 500).toISOString(),
      numbers: [1, 2, 3, 4, 5],
      price: 1,
      iso: 'USD',
      boughtAt: new Date().toISOString(),
      status,
      matches: status === 'won' ? 3 : null,
      drawnNumbers: status === 'won' ? [1, 2, 3, 30, 31] : null,
      win: status === 'won' ? 5 : 0,
    });
    let reads = 0;
    const request: Request = async (_method, path) => {
      if (path !== '/lotto/tickets') throw new ApiError('not here', 404);
      reads += 1;
      return { tickets: [ticket(reads === 1 ? 'waiting' : 'won')] };
    };
    renderPage(<MyTickets lottoId={101} lng="en" />, request, { signedIn: true });
    expect(await screen.findByText(/^Waiting for the draw/)).toBeInTheDocument();
    expect(await screen.findByText('3 matches: won $5.00, paid to your account', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});

describe('results', () => {
  it('lists the latest draws of every lottery, and one lottery’s with the way to play it', async () => {
    const guest = await server.caller('guest');
    renderPage(lotto({ sectionName: 'results' }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotto results' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('list', { name: /^Numbers drawn in draw/ })).toHaveLength(18));
    expect(screen.getByRole('navigation', { name: 'Lotto sections' })).toBeInTheDocument();
    cleanup();
    renderPage(lotto({ sectionName: 'results', lottoId: 202 }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results of Evening 4/20' })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: /^Numbers drawn in draw/ })).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Play Evening 4/20' })).toHaveAttribute('href', '/en/lotto/daily/202');
    cleanup();
    renderPage(lotto({ sectionName: 'results', lottoId: 5 }), guest);
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such lottery' })).toBeInTheDocument();
  });
});

describe('toto', () => {
  const totoAnswer = (origin: string) => ({
    origin,
    sections: [
      { id: 'fifteen', name: 'Toto 15', about: 'Call the outcome of 15 football matches: 1, X or 2.', url: `${origin}/toto/fifteen?lang=en` },
      { id: 'hockey', name: 'Hockey toto', about: 'Ten hockey games.', url: `${origin}/toto/hockey?lang=en` },
    ],
  });
  const answering = (answer: unknown): Request => async (_method, path) => {
    if (path === '/toto/sections') return answer;
    throw new ApiError('not here', 404);
  };
  const withToto = makeSiteConfig((config) => {
    config.lotto = { toto: { origin: TOTO_ORIGIN, sections: ['fifteen', 'hockey'] } };
  });
  const toto = (totoSection?: string) => <TotoPage routeId="toto" params={totoSection ? { totoSection } : {}} query="" lng="en" />;

  it('frames the first pool, or the one asked for, from the configured origin', async () => {
    await renderConfigured(toto(), answering(totoAnswer(TOTO_ORIGIN)), withToto);
    expect(await screen.findByTitle('Toto 15 from our toto partner')).toHaveAttribute('src', `${TOTO_ORIGIN}/toto/fifteen?lang=en`);
    expect(screen.getByTitle('Toto 15 from our toto partner')).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin allow-popups');
    expect(screen.getByRole('link', { name: 'Hockey toto' })).toHaveAttribute('href', '/en/toto/hockey');
    cleanup();
    await renderConfigured(toto('hockey'), answering(totoAnswer(TOTO_ORIGIN)), withToto);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hockey toto' })).toBeInTheDocument();
    expect(await screen.findByTitle('Hockey toto from our toto partner')).toBeInTheDocument();
  });

  it('lets the provider’s popups leave the sandbox only when the site config frees its origin', async () => {
    const freeing = (origin: string) =>
      makeSiteConfig((config) => {
        config.lotto = { toto: { origin: TOTO_ORIGIN, sections: ['fifteen', 'hockey'], popupsEscapeSandbox: [{ origin, provider: 'Toto partner', reason: 'Its rules open in a new tab' }] } };
      });
    await renderConfigured(toto(), answering(totoAnswer(TOTO_ORIGIN)), freeing(TOTO_ORIGIN));
    expect(await screen.findByTitle('Toto 15 from our toto partner')).toHaveAttribute('sandbox', expect.stringContaining('allow-popups-to-escape-sandbox'));
    cleanup();
    // An entry for another origin (a former provider) frees nothing.
    await renderConfigured(toto(), answering(totoAnswer(TOTO_ORIGIN)), freeing('https://former-toto.example.com'));
    expect(await screen.findByTitle('Toto 15 from our toto partner')).toHaveAttribute('sandbox', expect.not.stringContaining('allow-popups-to-escape-sandbox'));
  });

  it('frames nothing from an origin the site config does not name', async () => {
    await renderConfigured(toto(), answering(totoAnswer('https://evil.example.net')), withToto);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.toto_origin_refused);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the 404 state for a pool not offered, and where the region has no toto', async () => {
    await renderConfigured(toto('cyber'), answering(totoAnswer(TOTO_ORIGIN)), withToto);
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such toto pool' })).toBeInTheDocument();
    expect(screen.getByText(en.toto_section_missing)).toBeInTheDocument();
    cleanup();
    // The UK region offers no toto: the server answers 404.
    await renderConfigured(toto(), await server.caller('guest', 'uk.localhost'), makeSiteConfig());
    expect(await screen.findByText(en.toto_not_offered)).toBeInTheDocument();
  });
});

describe('texts', () => {
  it('has every English text in Russian, in Cyrillic', () => {
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    const ruBases = new Set(Object.keys(ru).map(base));
    expect(Object.keys(en).map(base).filter((key) => !ruBases.has(key))).toEqual([]);
    for (const value of Object.values(ru)) expect(value).toMatch(/[а-яё]|^\{\{name\}\} \(\{\{count\}\}\)$/i);
  });
});
