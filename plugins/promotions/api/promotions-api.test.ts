/**
 * The promotions API as a player meets it: promotions by state, taking part (and every refusal),
 * bonuses, what bonus money counts on, offers and partners, landing pages as blocks, and which promo
 * pages exist. The server checks each 2xx answer against its schema itself (development mode).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import defaultConfig from '../../../site-configs/default.json';
import type {
  PromoBonusAnswer,
  PromoBonusesAnswer,
  PromoBonusGamesAnswer,
  PromoLandingAnswer,
  PromoOfferAnswer,
  PromoOffersAnswer,
  PromoPartnerAnswer,
  PromoPromotionAnswer,
  PromoPromotionsAnswer,
} from '../schemas.ts';
import { promoPageExists } from './index.ts';
import { startTestServer, type Browser, type TestServer } from '../../../server/test-kit/index.ts';

const DAY_MS = 86_400_000;
const RU = { 'x-language': 'ru' };

/** The day the catalogue's dates are written around. */
const START = Date.UTC(2026, 0, 15, 12, 0, 0);

let h: TestServer;
beforeEach(async () => {
  h = await startTestServer({ siteConfigId: 'default', clockStart: START });
});
afterEach(async () => {
  await h.app.close();
});

async function freshPlayer(): Promise<Browser> {
  const browser = h.browser();
  const res = await browser.post('/web-api/user/registration', { type: 'one_click', currency: (defaultConfig as unknown as SiteConfig).currencies.default, country_id: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

const join = (browser: Browser, id: string, headers?: Record<string, string>) => browser.post(`/web-api/promo/promotions/${id}/participation`, {}, headers);

describe('promotions', () => {
  it('lists every promotion with its dates, running ones first, in the caller’s language', async () => {
    const guest = h.browser();
    const res = await guest.get('/web-api/promo/promotions');
    expect(res.statusCode).toBe(200);
    const { promotions } = res.json<PromoPromotionsAnswer>();
    expect(promotions.map((p) => p.state)).toEqual(['running', 'running', 'upcoming', 'ended']);
    for (const p of promotions) expect(Date.parse(p.startsAt)).toBeLessThan(Date.parse(p.endsAt));
    const running = promotions.find((p) => p.id === 'accumulator-weekend')!;
    expect(running.title).toBe('Accumulator weekend');
    expect(res.headers.vary).toContain('x-language');

    const ru = (await guest.get('/web-api/promo/promotions', RU)).json<PromoPromotionsAnswer>();
    expect(ru.promotions.find((p) => p.id === 'accumulator-weekend')!.title).toBe('Экспресс выходного дня');
  });

  it('shows one promotion with its terms; an unknown one is 404 with a message in the caller’s language', async () => {
    const guest = h.browser();
    const answer = await guest.get('/web-api/promo/promotions/accumulator-weekend');
    // A player's answer to the same address differs (joinedAt): caches keep the two apart.
    expect(answer.headers.vary).toContain('authorization');
    const found = answer.json<PromoPromotionAnswer>();
    expect(found.terms.length).toBeGreaterThan(1);
    expect(found.joinedAt).toBeNull();
    const missing = await guest.get('/web-api/promo/promotions/no-such-promotion', RU);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Такой акции нет');
  });

  it('lets a signed-in player take part once, and says so on the promotion afterwards', async () => {
    const guest = h.browser();
    expect((await join(guest, 'accumulator-weekend')).statusCode).toBe(401);

    const player = await freshPlayer();
    const before = (await player.get('/web-api/promo/promotions/accumulator-weekend')).json<PromoPromotionAnswer>();
    expect(before.joinedAt).toBeNull();
    const joined = await join(player, 'accumulator-weekend');
    expect(joined.statusCode, joined.body).toBe(200);
    const { joinedAt } = joined.json<{ joinedAt: string }>();

    const after = await player.get('/web-api/promo/promotions/accumulator-weekend');
    expect(after.json<PromoPromotionAnswer>().joinedAt).toBe(joinedAt);
    expect(after.headers['cache-control']).toBe('no-store');

    const twice = await join(player, 'accumulator-weekend');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe('You already take part in this promotion');

    // Another player's page is their own.
    const other = await freshPlayer();
    expect((await other.get('/web-api/promo/promotions/accumulator-weekend')).json<PromoPromotionAnswer>().joinedAt).toBeNull();
  });

  it('refuses to join a promotion that has not started, is over, needs no joining or does not exist', async () => {
    const player = await freshPlayer();
    const upcoming = await join(player, 'derby-prize-draw', RU);
    expect(upcoming.statusCode).toBe(403);
    expect(upcoming.json<{ message: string }>().message).toMatch(/ещё не началась/);
    expect((await join(player, 'autumn-cup')).statusCode).toBe(403);
    expect((await join(player, 'monday-cashback')).json<{ message: string }>().message).toMatch(/nothing to join/);
    expect((await join(player, 'no-such-promotion')).statusCode).toBe(404);
  });

  it('opens a coming promotion to players once its day comes', async () => {
    expect((await join(await freshPlayer(), 'derby-prize-draw')).statusCode).toBe(403);
    h.advance(6 * DAY_MS);
    const res = await h.browser().get('/web-api/promo/promotions/derby-prize-draw');
    expect(res.json<PromoPromotionAnswer>().state).toBe('running');
    const later = await freshPlayer();
    expect((await join(later, 'derby-prize-draw')).statusCode).toBe(200);
  });
});

describe('bonuses and the games they count on', () => {
  it('lists the bonuses in the region’s currency, and one bonus with its rules', async () => {
    const guest = h.browser();
    const { bonuses } = (await guest.get('/web-api/promo/bonuses')).json<PromoBonusesAnswer>();
    expect(bonuses.length).toBeGreaterThan(1);
    const currency = (defaultConfig as unknown as SiteConfig).currencies.default;
    for (const bonus of bonuses) expect(bonus.maxAmount.currency).toBe(currency);
    const bonus = (await guest.get(`/web-api/promo/bonuses/${bonuses[0]!.id}`)).json<PromoBonusAnswer>();
    expect(bonus.rules.length).toBeGreaterThan(1);
    expect((await guest.get('/web-api/promo/bonuses/no-such-bonus')).statusCode).toBe(404);
  });

  it('counts money in the region’s own currency, at amounts that read naturally there', async () => {
    const ru = await startTestServer({ siteConfigId: 'ru-operator', clockStart: START });
    try {
      const { bonuses } = (await ru.browser().get('/web-api/promo/bonuses')).json<PromoBonusesAnswer>();
      const welcome = bonuses.find((b) => b.id === 'welcome-sports')!;
      expect(welcome.maxAmount).toEqual({ amount: 10_000, currency: 'RUB' });
    } finally {
      await ru.app.close();
    }
  });

  it('says how much each kind of game counts towards a wager', async () => {
    const { groups } = (await h.browser().get('/web-api/promo/bonus-games')).json<PromoBonusGamesAnswer>();
    expect(groups.find((g) => g.id === 'slots')!.contribution).toBe(100);
    expect(groups.find((g) => g.id === 'jackpot-slots')!.contribution).toBe(0);
  });
});

describe('offers and partners', () => {
  it('lists offers by category and refuses a category that does not exist', async () => {
    const guest = h.browser();
    const all = (await guest.get('/web-api/promo/offers')).json<PromoOffersAnswer>().offers;
    const games = (await guest.get('/web-api/promo/offers?category=games')).json<PromoOffersAnswer>().offers;
    const partner = (await guest.get('/web-api/promo/offers?category=partner')).json<PromoOffersAnswer>().offers;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((o) => o.category === 'games')).toBe(true);
    expect(partner.every((o) => o.partner !== null)).toBe(true);
    expect(all.length).toBeGreaterThan(games.length + partner.length - 1);
    const wrong = await guest.get('/web-api/promo/offers?category=poker');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/category must be one of sports, games, partner/);
  });

  it('shows an offer with its terms and code, and a partner with its offers', async () => {
    const guest = h.browser();
    const offer = (await guest.get('/web-api/promo/offers/streamarena-premium')).json<PromoOfferAnswer>();
    expect(offer.partner).toEqual({ id: 3, name: 'StreamArena' });
    expect(offer.promoCode).toBe('ARENA30');
    const partner = (await guest.get('/web-api/promo/partners/3')).json<PromoPartnerAnswer>();
    expect(partner.offers.map((o) => o.id)).toEqual(['streamarena-premium']);
    expect((await guest.get('/web-api/promo/offers/no-such-offer')).statusCode).toBe(404);
    expect((await guest.get('/web-api/promo/partners/99')).statusCode).toBe(404);
    expect((await guest.get('/web-api/promo/partners/abc')).statusCode).toBe(404);
  });
});

describe('landing pages', () => {
  it('serve structured blocks, never markup, with countdowns running to a later day and pictures it serves', async () => {
    const guest = h.browser();
    const landing = (await guest.get('/web-api/promo/landings/derby-night')).json<PromoLandingAnswer>();
    expect(landing.blocks.map((b) => b.type)).toEqual(['image', 'countdown', 'text', 'heading', 'list', 'cta']);
    expect(JSON.stringify(landing)).not.toMatch(/<[a-z]/i);
    const countdown = landing.blocks.find((b) => b.type === 'countdown')!;
    expect(Date.parse(countdown.until)).toBeGreaterThan(Date.UTC(2026, 0, 15, 12));
    const image = landing.blocks.find((b) => b.type === 'image')!;
    const picture = await guest.get(image.image.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect((await guest.get('/web-api/promo/images/nothing.svg')).statusCode).toBe(404);
  });

  it('are in the caller’s language, and an unknown one is 404', async () => {
    const guest = h.browser();
    expect((await guest.get('/web-api/promo/landings/welcome', RU)).json<PromoLandingAnswer>().title).toBe('Добро пожаловать в игру');
    expect((await guest.get('/web-api/promo/landings/old-campaign')).statusCode).toBe(404);
  });
});

describe('promoPageExists', () => {
  it('answers for the promo routes that name something, and leaves other routes alone', () => {
    expect(promoPageExists('bonus', { section: 'rules' })).toBe(true);
    expect(promoPageExists('bonus', { section: 'games' })).toBe(true);
    expect(promoPageExists('bonus', { section: 'poker' })).toBe(false);
    expect(promoPageExists('bonus-rules', { id: 'welcome-sports' })).toBe(true);
    expect(promoPageExists('bonus-rules', { id: 'nothing' })).toBe(false);
    expect(promoPageExists('promotions', {})).toBe(true);
    expect(promoPageExists('promotions', { promotionId: 'accumulator-weekend' })).toBe(true);
    expect(promoPageExists('promotions', { promotionId: 'nothing' })).toBe(false);
    expect(promoPageExists('bonus-offer', { offerId: 'first-bet-insurance' })).toBe(true);
    // The operator's own offer is not a partner's.
    expect(promoPageExists('bonus-offer-partner', { offerId: 'first-bet-insurance' })).toBe(false);
    expect(promoPageExists('bonus-offer-partner', { offerId: 'kitstore-discount' })).toBe(true);
    expect(promoPageExists('partners', { id: 7 })).toBe(true);
    expect(promoPageExists('partners', { id: 8 })).toBe(false);
    expect(promoPageExists('landing-page', { landingId: 'welcome' })).toBe(true);
    expect(promoPageExists('landing-page-headless', { landingId: 'nothing' })).toBe(false);
    expect(promoPageExists('slots', {})).toBeUndefined();
  });
});
