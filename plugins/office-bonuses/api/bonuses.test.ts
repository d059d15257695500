/** The office's bonus API as a player meets it: reads, what each action pays, and every refusal. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import ukRegulated from '../../../site-configs/uk-regulated.json';
import { SECTIONS_OFF_BY_OPERATOR, sectionGate } from './sections.ts';

/** The server's clock starts on a fixed day, so dates and periods read the same on every run. */
const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

let h: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeEach(async () => {
  // Tokens that outlive the days these tests move the clock by (periods, expiries).
  h = await startTestServer({ clockStart: TEST_START, auth: { tokenTtlSeconds: 30 * 86_400 } });
}, 30_000);
afterEach(async () => {
  await h.app.close();
});

async function demo(): Promise<Browser> {
  const browser = h.browser();
  // Remembered, so the session outlives the days some tests move the clock by.
  expect((await browser.signIn('demo', 'demo1234', true)).statusCode).toBe(200);
  return browser;
}

/** A player registered just now (one click, in the given currency): no history, no points. */
async function freshPlayer(currency = 'USD'): Promise<Browser> {
  const browser = h.browser();
  const res = await browser.post('/web-api/user/registration', { type: 'one_click', currency, country_id: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

const READS = [
  '/web-api/bonuses/settings',
  '/web-api/bonuses/cashback/sport',
  '/web-api/bonuses/promo-codes/check?code=WELCOME10',
  '/web-api/bonuses/promo-codes/history',
  '/web-api/bonuses/bonuses',
  '/web-api/bonuses/first-deposit',
  '/web-api/bonuses/referral',
  '/web-api/bonuses/referral/banners',
  '/web-api/bonuses/rewards',
  '/web-api/bonuses/special-offers',
];
const ACTIONS = [
  '/web-api/bonuses/cashback/sport/claim',
  '/web-api/bonuses/promo-codes/activate',
  '/web-api/bonuses/bonuses/casino-reload/activate',
  '/web-api/bonuses/first-deposit',
  '/web-api/bonuses/rewards/bonus-small/exchange',
  '/web-api/bonuses/special-offers/weekend-boost/accept',
];

describe('guests', () => {
  it('get 401 from every bonus call, and nothing changes', async () => {
    const guest = h.browser();
    for (const url of READS) expect((await guest.get(url)).statusCode, url).toBe(401);
    for (const url of ACTIONS) expect((await guest.post(url, { code: 'WELCOME10', optIn: true })).statusCode, url).toBe(401);
    const player = await freshPlayer();
    expect((await player.get('/web-api/bonuses/promo-codes/check?code=WELCOME10')).json().status).toBe('valid');
  });
});

describe('settings', () => {
  it('offer every part of the bonus area on a site that switches none off, with the player’s club points', async () => {
    const settings = (await (await demo()).get('/web-api/bonuses/settings')).json();
    expect(settings).toMatchObject({
      cashbackSetting: { sport: { enabled: true, percent: 5 }, casino: { enabled: true, percent: 10 }, slots: { enabled: true, percent: 7 } },
      bonusSetting: { enabled: true },
      firstDepositBonusSetting: { enabled: true, available: false },
      showPromoCodeCheck: true,
      promoSetting: { promoCodeHistory: true, bringFriend: true, specialOffers: true },
      showClubPoints: true,
    });
    expect(settings.clubPoints).toBeGreaterThan(0);
    expect((await (await freshPlayer()).get('/web-api/bonuses/settings')).json()).toMatchObject({ firstDepositBonusSetting: { available: true }, clubPoints: 0, pointsAccumulated: 0 });
  });
});

describe('the regulated operator', () => {
  it('names a real site config and keeps casino and slots cashback, the club and referrals off there', () => {
    const gate = sectionGate({ siteConfigs: { select: () => ukRegulated } } as never, SECTIONS_OFF_BY_OPERATOR);
    const offered = (section: Parameters<typeof gate.offers>[1]) => gate.offers({ hostname: 'uk.example' } as never, section);
    expect(['cashback-casino', 'cashback-slots', 'club', 'bring-friend'].filter((s) => offered(s as never))).toEqual([]);
    expect(['cashback-sport', 'bonuses', 'promo-code-check', 'special-offers'].every((s) => offered(s as never))).toBe(true);
  });
});

describe('cashback', () => {
  it('pays the accrued share of the period’s losses once, to the bonus account', async () => {
    const player = await demo();
    const bonusMoney = async () => (await player.get('/web-api/user/accounts')).json().accounts.find((a: { type: number }) => a.type === 4)?.money ?? 0;
    const moneyBefore = await bonusMoney();
    const before = (await player.get('/web-api/bonuses/cashback/sport')).json();
    expect(before).toMatchObject({ kind: 'sport', percent: 5, claimedAt: null, iso: 'USD', isVisiblePromoPointsRules: true, usePromoPointsName: true });
    expect(before.accrued).toBe(Math.round(before.lossAmount * 5) / 100);
    // Monday 00:00 to Sunday 23:59:59 (UTC).
    expect(new Date(before.periodStart).getUTCDay()).toBe(1);
    expect(new Date(before.periodEnd).getUTCDay()).toBe(0);
    expect(Date.parse(before.periodEnd) - Date.parse(before.periodStart)).toBe(7 * 86_400_000 - 1000);

    const claim = await player.post('/web-api/bonuses/cashback/sport/claim');
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().reward).toEqual({ kind: 'money', amount: before.accrued, iso: 'USD' });
    expect(claim.json().balance.money).toBe(before.balance.money + before.accrued);
    expect(claim.json().balance.points).toBe(before.balance.points + before.promoPoints);
    expect(await bonusMoney()).toBe(moneyBefore + before.accrued);

    const after = (await player.get('/web-api/bonuses/cashback/sport')).json();
    expect(after.accrued).toBe(0);
    expect(after.claimedAt).not.toBeNull();
    const again = await player.post('/web-api/bonuses/cashback/sport/claim');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/claimed already/);
  });

  it('opens a new period on Monday', async () => {
    const player = await demo();
    await player.post('/web-api/bonuses/cashback/casino/claim');
    h.advance(7 * 86_400_000);
    const next = (await player.get('/web-api/bonuses/cashback/casino')).json();
    expect(next.claimedAt).toBeNull();
    expect(next.accrued).toBeGreaterThan(0);
  });

  it('refuses a claim with nothing accrued, in the caller’s language, and an unknown programme', async () => {
    const player = await demo();
    expect((await player.get('/web-api/bonuses/cashback/slots')).json().accrued).toBe(0);
    const refused = await player.post('/web-api/bonuses/cashback/slots/claim', {}, { 'x-language': 'ru' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/нечего/);
    expect((await player.get('/web-api/bonuses/cashback/poker')).statusCode).toBe(404);
  });
});

describe('promo codes', () => {
  it('checks each state and says what a code gives, in the player’s currency', async () => {
    const player = await freshPlayer('EUR');
    const check = async (code: string) => (await player.get(`/web-api/bonuses/promo-codes/check?code=${encodeURIComponent(code)}`)).json();
    expect(await check(' welcome10 ')).toMatchObject({ code: 'WELCOME10', status: 'valid', reward: { kind: 'money', amount: 10, iso: 'EUR' } });
    expect(await check('SUMMER2025')).toMatchObject({ status: 'expired' });
    expect(await check('NOSUCHCODE')).toEqual({ code: 'NOSUCHCODE', status: 'unknown', reward: null, validUntil: null, usedAt: null });
    expect((await demo().then((d) => d.get('/web-api/bonuses/promo-codes/check?code=SPRING50'))).json()).toMatchObject({ status: 'used' });
  });

  it('refuses a malformed or missing code with what a code looks like', async () => {
    const player = await freshPlayer();
    for (const url of ['/web-api/bonuses/promo-codes/check?code=a', '/web-api/bonuses/promo-codes/check?code=%3Cscript%3E', '/web-api/bonuses/promo-codes/check']) {
      const res = await player.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/promo code/i);
    }
    expect((await player.post('/web-api/bonuses/promo-codes/activate', { code: 42 })).statusCode).toBe(400);
  });

  it('pays a valid code once, records it in the history, and refuses used, expired and unknown codes', async () => {
    const player = await freshPlayer();
    expect((await player.get('/web-api/bonuses/promo-codes/history')).json()).toEqual({ items: [] });
    const paid = await player.post('/web-api/bonuses/promo-codes/activate', { code: 'points500' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, reward: { kind: 'points', amount: 500 }, balance: { points: 500, money: 0 } });
    const history = (await player.get('/web-api/bonuses/promo-codes/history')).json().items;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ code: 'POINTS500', reward: { kind: 'points', amount: 500 } });
    expect((await player.get('/web-api/bonuses/promo-codes/check?code=POINTS500')).json()).toMatchObject({ status: 'used', usedAt: history[0].usedAt });

    for (const [code, message] of [
      ['POINTS500', /used POINTS500 already/],
      ['SUMMER2025', /expired/],
      ['NOSUCHCODE', /no promo code/],
    ] as const) {
      const res = await player.post('/web-api/bonuses/promo-codes/activate', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toMatch(message);
    }
    expect((await player.get('/web-api/bonuses/rewards')).json().points).toBe(500);
  });

  it('refuses checks for a while after too many codes that do not exist', async () => {
    const player = await demo();
    for (let i = 0; i < 10; i += 1) expect((await player.get(`/web-api/bonuses/promo-codes/check?code=GUESS${i}`)).json().status).toBe('unknown');
    const refused = await player.get('/web-api/bonuses/promo-codes/check?code=WELCOME10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many codes that do not exist: try again in 10 min');
    expect((await player.post('/web-api/bonuses/promo-codes/activate', { code: 'WELCOME10' })).statusCode).toBe(429);
    h.advance(10 * 60_000);
    expect((await player.get('/web-api/bonuses/promo-codes/check?code=WELCOME10')).json().status).toBe('valid');
  });

  it('shows a seeded player’s past codes, newest first', async () => {
    const items = (await (await demo()).get('/web-api/bonuses/promo-codes/history')).json().items;
    expect(items.map((i: { code: string }) => i.code)).toEqual(['SPRING50', 'HELLO200']);
  });
});

describe('the bonus account', () => {
  it('opens on a new player’s first money credit, in the main account’s currency', async () => {
    const player = await freshPlayer('EUR');
    const types = async () => (await player.get('/web-api/user/accounts')).json().accounts.map((a: { type: number; iso: string; money: number }) => [a.type, a.iso, a.money]);
    expect(await types()).toEqual([[0, 'EUR', 0]]);
    expect((await player.post('/web-api/bonuses/promo-codes/activate', { code: 'WELCOME10' })).json().balance).toEqual({ iso: 'EUR', money: 10, points: 0 });
    expect(await types()).toEqual([[0, 'EUR', 0], [4, 'EUR', 10]]);
  });
});

describe('bonuses', () => {
  it('lists bonuses with wagering, names in the caller’s language, and activates an available one', async () => {
    const player = await freshPlayer();
    const list = (await player.get('/web-api/bonuses/bonuses', { 'x-language': 'ru' })).json();
    const reload = list.bonuses.find((b: { id: string }) => b.id === 'casino-reload');
    expect(reload).toMatchObject({ status: 'available', amount: 20, required: 200, wagered: 0, wagerMultiplier: 10, name: 'Бонус на пополнение в казино' });
    const res = await player.post('/web-api/bonuses/bonuses/casino-reload/activate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance.money).toBe(20);
    const after = (await player.get('/web-api/bonuses/bonuses')).json().bonuses.find((b: { id: string }) => b.id === 'casino-reload');
    expect(after.status).toBe('active');
    const again = await player.post('/web-api/bonuses/bonuses/casino-reload/activate');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/taken already/);
    expect((await player.post('/web-api/bonuses/bonuses/no-such-bonus/activate')).statusCode).toBe(404);
  });

  it('refuses a bonus past its expiry', async () => {
    const player = await demo();
    await player.get('/web-api/bonuses/bonuses');
    h.advance(6 * 86_400_000);
    const res = await player.post('/web-api/bonuses/bonuses/accumulator-boost/activate');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('shows a seeded player’s active bonus with its progress', async () => {
    const welcome = (await (await demo()).get('/web-api/bonuses/bonuses')).json().bonuses.find((b: { id: string }) => b.id === 'sport-welcome');
    expect(welcome).toMatchObject({ status: 'active', amount: 50, required: 250 });
    expect(welcome.wagered).toBeGreaterThan(0);
    expect(welcome.wagered).toBeLessThan(welcome.required);
  });
});

describe('first-deposit bonus', () => {
  it('lets a player who has not deposited opt in and out', async () => {
    const player = await freshPlayer();
    expect((await player.get('/web-api/bonuses/first-deposit')).json()).toMatchObject({ available: true, optedIn: false, percent: 100 });
    expect((await player.post('/web-api/bonuses/first-deposit', { optIn: true })).json()).toMatchObject({ optedIn: true });
    expect((await player.get('/web-api/bonuses/first-deposit')).json().optedIn).toBe(true);
    expect((await player.post('/web-api/bonuses/first-deposit', { optIn: false })).json().optedIn).toBe(false);
    expect((await player.post('/web-api/bonuses/first-deposit', { optIn: 'yes' })).statusCode).toBe(400);
  });

  it('is forbidden once the player has deposited', async () => {
    const player = await demo();
    expect((await player.get('/web-api/bonuses/first-deposit')).json()).toMatchObject({ available: false, optedIn: false });
    const res = await player.post('/web-api/bonuses/first-deposit', { optIn: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not deposited yet/);
  });
});

describe('bring a friend', () => {
  it('gives the player a code and link, and pays for friends who deposited', async () => {
    const answer = (await (await demo()).get('/web-api/bonuses/referral')).json();
    expect(answer.code).toBe(`BF${(1001).toString(36).toUpperCase()}`);
    expect(answer.link).toMatch(new RegExp(`/en/\\?bf=${answer.code}$`));
    expect(answer.friends).toHaveLength(3);
    expect(answer.earned).toBe(answer.rewardPerFriend * 2);
    expect((await (await freshPlayer()).get('/web-api/bonuses/referral')).json()).toMatchObject({ friends: [], earned: 0 });
  });

  it('lists banners whose images the server serves at their size, with an embed code carrying the link', async () => {
    const answer = (await (await demo()).get('/web-api/bonuses/referral/banners')).json();
    expect(answer.banners.length).toBeGreaterThan(1);
    for (const banner of answer.banners) {
      expect(banner.embedCode).toContain(`href="${answer.link}"`);
      expect(banner.embedCode).toContain(`width="${banner.width}" height="${banner.height}"`);
      const image = await h.app.inject({ method: 'GET', url: banner.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toContain(`width="${banner.width}" height="${banner.height}"`);
    }
    expect((await h.app.inject({ method: 'GET', url: '/web-api/bonuses/banner-images/1x1.svg' })).statusCode).toBe(404);
  });
});

describe('rewards and special offers', () => {
  it('exchanges points for bonus money and refuses a reward the player cannot afford', async () => {
    const player = await demo();
    const before = (await player.get('/web-api/bonuses/rewards')).json();
    expect(before.level.id).toBe('silver');
    expect(before.nextLevel.id).toBe('gold');
    const res = await player.post('/web-api/bonuses/rewards/bonus-small/exchange');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toMatchObject({ points: before.points - 300, money: before.balance.money + 5 });
    const after = (await player.get('/web-api/bonuses/rewards')).json();
    expect(after.pointsAccumulated).toBe(before.pointsAccumulated);
    const tooDear = await player.post('/web-api/bonuses/rewards/bonus-large/exchange');
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toMatch(/costs 5000 points/);
    expect((await player.post('/web-api/bonuses/rewards/no-such/exchange')).statusCode).toBe(404);
  });

  it('accepts an open offer once, and refuses upcoming and expired ones', async () => {
    const player = await freshPlayer();
    const offers = (await player.get('/web-api/bonuses/special-offers')).json().offers;
    expect(Object.fromEntries(offers.map((o: { id: string; status: string }) => [o.id, o.status]))).toEqual({
      'weekend-boost': 'open',
      'loyalty-points': 'open',
      'night-reload': 'upcoming',
      'autumn-reload': 'expired',
    });
    const accepted = await player.post('/web-api/bonuses/special-offers/loyalty-points/accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().balance.points).toBe(300);
    for (const [id, message] of [
      ['loyalty-points', /accepted this offer already/],
      ['night-reload', /not started/],
      ['autumn-reload', /expired/],
    ] as const) {
      const res = await player.post(`/web-api/bonuses/special-offers/${id}/accept`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toMatch(message);
    }
    expect((await player.post('/web-api/bonuses/special-offers/no-such/accept')).statusCode).toBe(404);
  });
});
