/**
 * The lotto and toto API through HTTP on the shipped site configs (default and uk-regulated, chosen
 * by Host): the catalog and its sections, one lottery and its open draw, results, buying a ticket
 * (401 guests, 400 bad picks and no money, 409 a closed draw, 403 limits and the per-draw cap, the
 * idempotent retry), settling once the draw is held, and the toto sections. Every 2xx answer is
 * checked against its schema by the answer check.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import defaultConfig from '../../../site-configs/default.json';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import type { LottoLotteryAnswer, LottoResultsAnswer, LottoTicket } from '../schemas.ts';
import { existsLottoPage, existsTotoPage, totoFrameSources } from './index.ts';

const GAME_ORIGIN = 'http://127.0.0.1:4410';
const MINUTE = 60_000;
/** Three minutes past a fast draw: sales for the next one (in two minutes) are open. */
const START = Date.UTC(2026, 0, 15, 12, 3, 0);

type Caller = (method: 'GET' | 'POST', url: string, payload?: unknown, language?: string) => Promise<LightMyRequestResponse>;

/** The whole server (regions chosen by Host: localhost the default, uk.localhost the UK's), called as a host's guest or player. */
interface Harness {
  server: TestServer;
  advance(ms: number): void;
  guest(host?: string): Caller;
  demo(host?: string): Promise<Caller>;
  fresh(host?: string): Promise<Caller>;
}

async function buildLottoServer(options: { configure?: (config: SiteConfig) => SiteConfig } = {}): Promise<Harness> {
  const server = await startTestServer({ clockStart: START, gameOrigin: GAME_ORIGIN, ...options });
  const callerFor =
    (host: string, token?: string): Caller =>
    (method, url, payload, language = 'en') =>
      server.app.inject({
        method,
        url,
        headers: { host, 'x-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  const tokenOf = async (host: string, url: string, payload: object): Promise<string> => {
    const res = await server.app.inject({ method: 'POST', url, headers: { host }, payload });
    const token = (res.json() as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return token;
  };
  return {
    server,
    advance: (ms) => server.advance(ms),
    guest: (host = 'localhost') => callerFor(host),
    demo: async (host = 'localhost') => callerFor(host, await tokenOf(host, '/web-api/user/login', { login: btoa('demo'), password: btoa('demo1234'), save: false })),
    fresh: async (host = 'localhost') => callerFor(host, await tokenOf(host, '/web-api/user/registration', { type: 'one_click', currency: 'USD', country_id: 1 })),
  };
}

/** The site config a host's pages get, "{gameOrigin}" resolved. */
const servedConfig = async (harness: Harness, host: string): Promise<SiteConfig> =>
  (await harness.guest(host)('GET', '/web-api/site-config/all.json')).json() as SiteConfig;

let h: Harness;
// The first start of a server in a run checks the project: more than a hook's default time on a busy machine.
beforeEach(async () => {
  h = await buildLottoServer();
}, 60_000);
afterEach(async () => {
  await h.server.close();
});

const balanceOf = async (call: Caller): Promise<number> => {
  const { accounts } = (await call('GET', '/web-api/user/accounts')).json() as { accounts: { type: number; money: number }[] };
  return accounts.find((a) => a.type === 0)!.money;
};

const lotteryOf = async (call: Caller, id: number) => (await call('GET', `/web-api/lotto/lotteries/${id}`)).json() as LottoLotteryAnswer;

describe('catalog and results', () => {
  it('lists the sections with their counts and every lottery, or one section; an unknown section is 404', async () => {
    const all = (await h.guest()('GET', '/web-api/lotto/catalog')).json();
    expect(all.section).toBeNull();
    expect(all.sections).toEqual([
      { id: 'fast', name: 'Fast draws', count: 2 },
      { id: 'daily', name: 'Daily draws', count: 2 },
      { id: 'jackpot', name: 'Jackpot lotteries', count: 2 },
    ]);
    expect(all.lotteries).toHaveLength(6);
    const fast = (await h.guest()('GET', '/web-api/lotto/catalog?section=fast', undefined, 'ru')).json();
    expect(fast.lotteries.map((l: { name: string }) => l.name)).toEqual(['Рапид 5 из 36', 'Кено 6 из 80']);
    // A guest sees prices in the region's currency.
    expect(fast.lotteries[0]).toMatchObject({ price: 1, iso: defaultConfig.currencies.default });
    const missing = await h.guest()('GET', '/web-api/lotto/catalog?section=bingo');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no lotto section "bingo"');
  });

  it('gives one lottery with the draw on sale, prizes and the last draws; an unknown one is 404', async () => {
    const rapid = await lotteryOf(h.guest(), 101);
    expect(rapid.openDraw.at).toBe('2026-01-15T12:05:00.000Z');
    expect(rapid.openDraw.salesCloseAt).toBe('2026-01-15T12:04:45.000Z');
    expect(rapid.prizes.map((p) => p.matches)).toEqual([2, 3, 4, 5]);
    expect(rapid.maxTicketsPerDraw).toBe(10);
    expect(rapid.lastDraws).toHaveLength(5);
    expect(rapid.lastDraws[0]!.at).toBe('2026-01-15T12:00:00.000Z');
    for (const draw of rapid.lastDraws) {
      expect(new Set(draw.numbers).size).toBe(5);
      expect(draw.numbers.every((n) => n >= 1 && n <= 36)).toBe(true);
    }
    const mega = await lotteryOf(h.guest(), 301);
    expect(mega.prizes.at(-1)).toEqual({ matches: 7, amount: mega.jackpot });
    expect((await h.guest()('GET', '/web-api/lotto/lotteries/301?section=jackpot')).statusCode).toBe(200);
    const elsewhere = await h.guest()('GET', '/web-api/lotto/lotteries/301?section=daily');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('There is no lottery 301 in section "daily"');
    expect((await h.guest()('GET', '/web-api/lotto/lotteries/999')).statusCode).toBe(404);
    expect((await h.guest()('GET', '/web-api/lotto/lotteries/abc')).statusCode).toBe(404);
    // Sales close 15 s before a fast draw: from then on the draw after it is on sale.
    h.advance(MINUTE + 50_000);
    expect((await lotteryOf(h.guest(), 101)).openDraw.at).toBe('2026-01-15T12:10:00.000Z');
  });

  it('keeps a draw’s numbers between reads, and lists the results of one lottery or the latest of all', async () => {
    const one = (await h.guest()('GET', '/web-api/lotto/results?lottoId=202')).json() as LottoResultsAnswer;
    expect(one.lottoId).toBe(202);
    expect(one.draws).toHaveLength(20);
    expect(one.draws[0]!.at).toBe('2026-01-14T21:00:00.000Z');
    const again = (await h.guest()('GET', '/web-api/lotto/results?lottoId=202')).json() as LottoResultsAnswer;
    expect(again.draws).toEqual(one.draws);
    const all = (await h.guest()('GET', '/web-api/lotto/results')).json() as LottoResultsAnswer;
    expect(all.lottoId).toBeNull();
    expect(all.draws).toHaveLength(18);
    expect([...all.draws].sort((a, b) => b.at.localeCompare(a.at))).toEqual(all.draws);
    expect((await h.guest()('GET', '/web-api/lotto/results?lottoId=7')).statusCode).toBe(404);
  });
});

describe('tickets', () => {
  const buy = (call: Caller, body: Record<string, unknown>, language?: string) =>
    call('POST', '/web-api/lotto/tickets', { lottoId: 101, drawNumber: 0, numbers: [1, 2, 3, 4, 5], requestId: `req-${Math.random().toString(36).slice(2, 12)}`, ...body }, language);

  it('refuses guests (401) and bad picks (400) in the caller’s language', async () => {
    expect((await h.guest()('POST', '/web-api/lotto/tickets', { lottoId: 101 })).statusCode).toBe(401);
    expect((await h.guest()('GET', '/web-api/lotto/tickets')).statusCode).toBe(401);
    const demo = await h.demo();
    const open = (await lotteryOf(demo, 101)).openDraw.number;
    for (const numbers of [[1, 2, 3, 4], [1, 2, 3, 4, 37], [1, 1, 2, 3, 4], [1, 2, 3, 4, 5.5]]) {
      const res = await buy(demo, { drawNumber: open, numbers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Pick exactly 5 different numbers from 1 to 36');
    }
    const ru = await buy(demo, { drawNumber: open, numbers: [1] }, 'ru');
    expect(ru.json().message).toBe('Выберите ровно 5 разных чисел от 1 до 36');
    expect((await buy(demo, { drawNumber: open, requestId: 'x' })).statusCode).toBe(400);
    expect((await buy(demo, { lottoId: 5, drawNumber: open })).statusCode).toBe(404);
  });

  it('sells for the draw on sale only: a closed draw is 409 with the draw now on sale', async () => {
    const demo = await h.demo();
    const open = (await lotteryOf(demo, 101)).openDraw.number;
    const closed = await buy(demo, { drawNumber: open - 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(`Tickets are now for draw ${open}`);
  });

  it('takes the price from the account, answers a retry with the same ticket, and pays the win once the draw is held', async () => {
    const demo = await h.demo();
    const before = await balanceOf(demo);
    const lottery = await lotteryOf(demo, 101);
    expect(lottery.iso).toBe('USD');
    const body = { drawNumber: lottery.openDraw.number, numbers: [5, 9, 17, 23, 36], requestId: 'retry-key-0001' };
    const first = await buy(demo, body);
    expect(first.statusCode).toBe(200);
    const bought = first.json() as { ticket: LottoTicket; balance: number };
    expect(bought.ticket).toMatchObject({ lottoId: 101, drawNumber: lottery.openDraw.number, numbers: [5, 9, 17, 23, 36], price: 1, status: 'waiting', win: 0 });
    expect(bought.balance).toBe(before - 1);
    const retry = await buy(demo, body);
    expect(retry.json().ticket.id).toBe(bought.ticket.id);
    expect(await balanceOf(demo)).toBe(before - 1);

    const listed = (await demo('GET', '/web-api/lotto/tickets?lottoId=101')).json().tickets as LottoTicket[];
    expect(listed.map((t) => t.id)).toEqual([bought.ticket.id]);
    expect((await demo('GET', '/web-api/lotto/tickets?lottoId=201')).json().tickets).toEqual([]);

    h.advance(3 * MINUTE);
    const [settled] = (await demo('GET', '/web-api/lotto/tickets')).json().tickets as LottoTicket[];
    const draw = ((await h.guest()('GET', '/web-api/lotto/results?lottoId=101')).json() as LottoResultsAnswer).draws[0]!;
    expect(draw.number).toBe(settled!.drawNumber);
    expect(settled!.drawnNumbers).toEqual(draw.numbers);
    const matches = settled!.numbers.filter((n) => draw.numbers.includes(n)).length;
    const prize = lottery.prizes.find((p) => p.matches === matches)?.amount ?? 0;
    expect(settled).toMatchObject({ matches, win: prize, status: prize > 0 ? 'won' : 'lost' });
    // Read again: the win is not paid twice.
    await demo('GET', '/web-api/lotto/tickets');
    expect(await balanceOf(demo)).toBe(before - 1 + prize);
  });

  it('refuses a ticket the account cannot pay for, and more tickets per draw than the region allows', async () => {
    const fresh = await h.fresh();
    const open = (await lotteryOf(fresh, 101)).openDraw.number;
    const poor = await buy(fresh, { drawNumber: open });
    expect(poor.statusCode).toBe(400);
    expect(poor.json().message).toMatch(/Not enough money/);
    expect((await fresh('GET', '/web-api/lotto/tickets')).json().tickets).toEqual([]);

    const ukDemo = await h.demo('uk.localhost');
    const ukOpen = (await lotteryOf(ukDemo, 202)).openDraw.number;
    for (let i = 0; i < 5; i += 1) expect((await buy(ukDemo, { lottoId: 202, drawNumber: ukOpen, numbers: [1, 2, 3, 4 + i] })).statusCode).toBe(200);
    const sixth = await buy(ukDemo, { lottoId: 202, drawNumber: ukOpen, numbers: [10, 11, 12, 13] });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().message).toBe('You already hold 5 tickets for this draw, the most one player may buy');
  });

  it('asks the limit service: a self-excluded player buys nothing', async () => {
    const ukDemo = await h.demo('uk.localhost');
    const blocked = await ukDemo('POST', '/limit-service-api/api/external/web/v3/BlockUser', { days: 180, reasonId: 2 });
    expect(blocked.statusCode).toBe(200);
    const before = await balanceOf(ukDemo);
    const open = (await lotteryOf(ukDemo, 101)).openDraw.number;
    const refused = await buy(ukDemo, { drawNumber: open });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/excluded yourself/);
    expect(await balanceOf(ukDemo)).toBe(before);
  });
});

describe('toto', () => {
  it('lists the region’s pools with frame addresses on its toto origin; a region without toto answers 404', async () => {
    const res = await h.guest()('GET', '/web-api/toto/sections', undefined, 'ru');
    expect(res.statusCode).toBe(200);
    const toto = res.json();
    expect(toto.origin).toBe(GAME_ORIGIN);
    expect(toto.sections[0]).toEqual({ id: 'fifteen', name: 'Тото 15', about: expect.any(String), url: `${GAME_ORIGIN}/toto/fifteen?lang=ru` });
    expect((await h.guest()('GET', '/web-api/toto/sections?section=hockey')).statusCode).toBe(200);
    const notOffered = await h.guest()('GET', '/web-api/toto/sections?section=basketball');
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json().message).toBe('The toto pool "basketball" is not offered here');
    const none = await h.guest('uk.localhost')('GET', '/web-api/toto/sections');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Toto is not offered in this region');
  });

  it('adds the toto origin to what pages may frame, and tells which pages exist', async () => {
    const [config, ukConfig] = [await servedConfig(h, 'localhost'), await servedConfig(h, 'uk.localhost')];
    expect(totoFrameSources(config!)).toEqual([GAME_ORIGIN]);
    expect(totoFrameSources(ukConfig!)).toEqual([]);
    expect(existsTotoPage(config!)).toBe(true);
    expect(existsTotoPage(config!, 'hockey')).toBe(true);
    expect(existsTotoPage(config!, 'basketball')).toBe(false);
    expect(existsTotoPage(ukConfig!)).toBe(false);
    expect(existsLottoPage()).toBe(true);
    expect(existsLottoPage('fast')).toBe(true);
    expect(existsLottoPage('fast', 101)).toBe(true);
    expect(existsLottoPage('daily', 101)).toBe(false);
    expect(existsLottoPage('results')).toBe(true);
    expect(existsLottoPage('results', 301)).toBe(true);
    expect(existsLottoPage('results', 999)).toBe(false);
    expect(existsLottoPage('bingo')).toBe(false);
  });

  it('frees no toto popup by default, and resolves "{gameOrigin}" in the origins the config frees', async () => {
    const shipped = await servedConfig(h, 'localhost');
    expect(shipped.lotto?.toto?.popupsEscapeSandbox ?? []).toEqual([]);
    const freeing = await buildLottoServer({
      configure: (config) =>
        config.id === defaultConfig.id
          ? { ...config, lotto: { toto: { origin: '{gameOrigin}', sections: ['hockey'], popupsEscapeSandbox: [{ origin: '{gameOrigin}', provider: 'Reference toto', reason: 'Its rules open in a new tab' }] } } }
          : config,
    });
    try {
      const resolved = await servedConfig(freeing, 'localhost');
      expect(resolved.lotto?.toto).toMatchObject({ origin: GAME_ORIGIN, popupsEscapeSandbox: [{ origin: GAME_ORIGIN, provider: 'Reference toto' }] });
    } finally {
      await freeing.server.close();
    }
  });
});
