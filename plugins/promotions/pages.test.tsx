// @vitest-environment jsdom
/**
 * The promotion pages as a player uses them, against the reference promotions API: promotions and
 * taking part (a guest is sent to sign in, a player joins once, a refusal shows the server's words),
 * bonuses and their rules, offers and partners, landing pages built from blocks, unknown ids shown
 * as not found, and the bonus and offer names swapped where the operator asks.
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
import promoManifest from '../../route-manifests/promo.json';
import authManifest from '../../route-manifests/auth.json';
import officeBonusesManifest from '../../route-manifests/office-bonuses.json';
import casinoManifest from '../../route-manifests/casino.json';
import sportsManifest from '../../route-manifests/sports.json';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { BonusPage } from './components/BonusPage.tsx';
import { LandingPage } from './components/LandingPage.tsx';
import { OffersPage } from './components/OffersPage.tsx';
import { PromotionsPage } from './components/PromotionsPage.tsx';
import { bonusSectionGuard } from './guards.ts';
import { startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';

const MANIFESTS = [promoManifest, authManifest, officeBonusesManifest, casinoManifest, sportsManifest] as RouteManifest[];
const USUAL = makeSiteConfig();
const SWAPPED = makeSiteConfig((c) => {
  Object.assign(c, { promotions: { swapBonusAndOfferNames: true } });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ siteConfigId: 'default' });
});
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

async function renderPage(page: ReactNode, request: ApiCall, { config = USUAL, signedIn = false }: { config?: SiteConfig; signedIn?: boolean } = {}) {
  const calls: string[] = [];
  const counting: ApiCall = (method, path, options) => {
    calls.push(`${method} ${path}`);
    return request(method, path, options);
  };
  const app = createTestApp({ config, manifests: MANIFESTS, request: counting as never, isAuthenticated: signedIn });
  app.i18n.addResourceBundle('en', 'promotions', en);
  // The site config arrives through the root saga: pages read it from the store.
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...renderWithApp(page, app), app, calls };
}

const props = (routeId: string, params: PageProps['params'] = {}, pageType?: string): PageProps => ({ routeId, params, query: '', lng: 'en', ...(pageType ? { pageType } : {}) });

describe('promotions', () => {
  it('lists every promotion with its state and dates, each leading to its page', async () => {
    await renderPage(<PromotionsPage {...props('promotions')} />, server.guest());
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Accumulator weekend' });
    expect(link).toHaveAttribute('href', '/en/promotions/accumulator-weekend');
    expect(screen.getAllByText('Running now')).toHaveLength(2);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getAllByText(/^From \w+ \d+, \d{4} to \w+ \d+, \d{4}$/)).toHaveLength(4);
  });

  it('tells a guest to sign in to take part', async () => {
    await renderPage(<PromotionsPage {...props('promotions', { promotionId: 'accumulator-weekend' })} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Accumulator weekend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to take part in this promotion.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login');
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
  });

  it('lets a player take part, and then says since when', async () => {
    const { calls } = await renderPage(<PromotionsPage {...props('promotions', { promotionId: 'accumulator-weekend' })} />, (await server.register()).call, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByText(/^You take part since \w+ \d+, \d{4}\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take part' })).not.toBeInTheDocument();
    // The page asked again for what the server recorded.
    expect(calls.filter((c) => c === 'GET /promo/promotions/accumulator-weekend')).toHaveLength(2);
  });

  it('shows the server’s refusal and keeps the page as it was', async () => {
    const request = (await server.register()).call;
    await renderPage(<PromotionsPage {...props('promotions', { promotionId: 'accumulator-weekend' })} />, request, { signedIn: true });
    const button = await screen.findByRole('button', { name: 'Take part' });
    // Joined meanwhile from another tab.
    await request('POST', '/promo/promotions/accumulator-weekend/participation');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('You already take part in this promotion');
    expect(screen.getByRole('heading', { level: 1, name: 'Accumulator weekend' })).toBeInTheDocument();
  });

  it('says why a promotion that is over or needs no joining cannot be joined', async () => {
    const request = (await server.register()).call;
    await renderPage(<PromotionsPage {...props('promotions', { promotionId: 'autumn-cup' })} />, request, { signedIn: true });
    expect(await screen.findByText('This promotion is over: you can no longer join it.')).toBeInTheDocument();
    cleanup();
    await renderPage(<PromotionsPage {...props('promotions', { promotionId: 'monday-cashback' })} />, request, { signedIn: true });
    expect(await screen.findByText('Everyone who meets the terms takes part: there is nothing to join.')).toBeInTheDocument();
  });

  it('shows an answer it does not understand as a failure with a retry, never half a list', async () => {
    const guest = server.guest();
    let broken = true;
    const request: ApiCall = async (method, path, options) => (broken ? { promotions: [{ id: 'accumulator-weekend' }] } : guest(method, path, options));
    const { calls } = await renderPage(<PromotionsPage {...props('promotions')} />, request);
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Accumulator weekend' })).not.toBeInTheDocument();
    broken = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'Accumulator weekend' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /promo/promotions', 'GET /promo/promotions']);
  });

  it('shows an unknown promotion as not found, with the way to the others', async () => {
    await renderPage(<PromotionsPage {...props('promotions', { promotionId: 'no-such-thing' })} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/en/promotions');
  });
});

describe('bonus pages', () => {
  it('list the bonuses with their figures, each leading to its rules', async () => {
    await renderPage(<BonusPage {...props('bonus', { section: 'rules' })} />, server.guest());
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Welcome bonus for sports' })).closest('article')!;
    expect(within(card).getByText('100% of the deposit')).toBeInTheDocument();
    expect(within(card).getByText('$100.00')).toBeInTheDocument();
    expect(within(card).getByText('5 times')).toBeInTheDocument();
    expect(within(card).getByText('30 days')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Rules: Welcome bonus for sports' })).toHaveAttribute('href', '/en/bonus/rules/welcome-sports');
  });

  it('show a bonus’s rules, and an unknown bonus as not found', async () => {
    const request = server.guest();
    await renderPage(<BonusPage {...props('bonus-rules', { id: 'reload-friday' })} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday reload' })).toBeInTheDocument();
    expect(screen.getByText('One reload bonus per week.')).toBeInTheDocument();
    cleanup();
    await renderPage(<BonusPage {...props('bonus-rules', { id: 'nothing' })} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bonuses' })).toHaveAttribute('href', '/en/bonus/rules');
  });

  it('say how much each kind of game counts', async () => {
    await renderPage(<BonusPage {...props('bonus', { section: 'games' })} />, server.guest());
    expect(screen.getByRole('heading', { level: 1, name: 'Games for bonuses' })).toBeInTheDocument();
    const slots = (await screen.findByText('Slots')).closest('li')!;
    expect(within(slots).getByText('Counts 100%')).toBeInTheDocument();
  });

  it('are called offers, and the offers bonuses, where the operator names them so', async () => {
    const request = server.guest();
    await renderPage(<BonusPage {...props('bonus', { section: 'rules' })} />, request, { config: SWAPPED });
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Promotions and bonuses' });
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/en/bonus/rules');
    expect(within(nav).getByRole('link', { name: 'Bonuses' })).toHaveAttribute('href', '/en/bonuses-offers');
    cleanup();
    await renderPage(<BonusPage {...props('bonus', { section: 'games' })} />, request, { config: SWAPPED });
    expect(screen.getByRole('heading', { level: 1, name: 'Games for offers' })).toBeInTheDocument();
    cleanup();
    await renderPage(<OffersPage {...props('bonuses-offers', {}, 'all')} />, request, { config: SWAPPED });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'First bet insurance' })).toBeInTheDocument();
  });

  it('decide that bonus/:section exists for rules and games only', () => {
    const decide = (section: string) => bonusSectionGuard.decide({ url: { match: { params: { section } } } } as never).kind;
    expect(decide('rules')).toBe('allow');
    expect(decide('games')).toBe('allow');
    expect(decide('poker')).toBe('notFound');
  });
});

describe('offers and partners', () => {
  it('list every offer, a partner’s leading to the partner offer page', async () => {
    await renderPage(<OffersPage {...props('bonuses-offers', {}, 'all')} />, server.guest());
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'First bet insurance' })).toHaveAttribute('href', '/en/bonus-offer/first-bet-insurance');
    expect(screen.getByRole('link', { name: '15% off club kits' })).toHaveAttribute('href', '/en/bonus-offer-partner/kitstore-discount');
    expect(screen.getByRole('link', { name: 'All offers' })).toHaveAttribute('aria-current', 'page');
  });

  it('list the casino variant with only casino offers', async () => {
    const { calls } = await renderPage(<OffersPage {...props('bonuses-games', {}, 'games')} />, server.guest());
    expect(screen.getByRole('heading', { level: 1, name: 'Offers for casino games' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Free spins Tuesday' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'First bet insurance' })).not.toBeInTheDocument();
    expect(calls).toEqual(['GET /promo/offers']);
  });

  it('show an offer with its code and the way to use it', async () => {
    await renderPage(<OffersPage {...props('bonus-offer', { offerId: 'first-bet-insurance' }, 'offer')} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'First bet insurance' })).toBeInTheDocument();
    expect(screen.getByText('SAFEBET')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the code in your account' })).toHaveAttribute('href', '/en/office/promo-code-check');
  });

  it('show a partner’s offer with its partner, and the operator’s own offer as not found on the partner page', async () => {
    const request = server.guest();
    await renderPage(<OffersPage {...props('bonus-offer-partner', { offerId: 'streamarena-premium' }, 'partner-offer')} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'A month of StreamArena premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'StreamArena' })).toHaveAttribute('href', '/en/partners/3');
    expect(screen.getByText('Enter this code on the site of StreamArena.')).toBeInTheDocument();
    cleanup();
    await renderPage(<OffersPage {...props('bonus-offer-partner', { offerId: 'first-bet-insurance' }, 'partner-offer')} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('show a partner with its offers, and an unknown partner as not found', async () => {
    const request = server.guest();
    await renderPage(<OffersPage {...props('partners', { id: 7 }, 'partner-page')} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'KitStore' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15% off club kits' })).toBeInTheDocument();
    cleanup();
    await renderPage(<OffersPage {...props('partners', { id: 99 }, 'partner-page')} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });
});

describe('landing pages', () => {
  it('are built from the blocks: headings, text, a picture, a list, a countdown and calls to action by route', async () => {
    await renderPage(<LandingPage {...props('landing-page', { landingId: 'welcome' })} />, server.guest());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the game' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A football on the centre spot of a floodlit pitch' })).toHaveAttribute('src', '/web-api/promo/images/welcome-hero.svg');
    expect(screen.getByText('Register in one click.').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/en/registration');
    expect(screen.getByRole('link', { name: 'See the offers' })).toHaveAttribute('href', '/en/bonuses-offers');
    // A landing stands alone: no links between the promotion pages.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('never turn what the CMS sends into markup', async () => {
    const guest = server.guest();
    const hostile: ApiCall = async (method, path, options) => {
      const answer = (await guest(method, path, options)) as { blocks: { type: string; text?: string }[] };
      for (const block of answer.blocks) if (block.type === 'text') block.text = '<img src="x" onerror="alert(1)">Bold <b>claim</b>';
      return answer;
    };
    const { container } = await renderPage(<LandingPage {...props('landing-page', { landingId: 'welcome' })} />, hostile);
    expect((await screen.findAllByText('<img src="x" onerror="alert(1)">Bold <b>claim</b>')).length).toBeGreaterThan(0);
    expect(container.querySelector('img[src="x"], b')).toBeNull();
  });

  it('count down to their moment, and show an unknown landing as not found', async () => {
    const request = server.guest();
    await renderPage(<LandingPage {...props('landing-page-headless', { landingId: 'derby-night' })} />, request);
    expect(await screen.findByText('Kick-off in')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ d \d+ h \d+ min$/)).toBeInTheDocument();
    cleanup();
    await renderPage(<LandingPage {...props('landing-page', { landingId: 'old-campaign' })} />, request);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });
});

describe('texts', () => {
  it('has every English text in Russian too (Russian has more plural forms)', () => {
    const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(one|few|many|other)$/, '')))].sort();
    expect(base(Object.keys(ru))).toEqual(base(Object.keys(en)));
    expect(Object.keys(ru).filter((k) => /_(few|many)$/.test(k)).length).toBeGreaterThan(0);
  });
});
