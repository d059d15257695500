/** The payments API as a player's browser meets it: who may call, what it refuses, and how money moves. */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEEDS, startTestServer, type Browser, type TestServer } from '../../../server/test-kit/index.ts';

type PlayRestrictions = FastifyInstance['restrictions'];

/** The server's clock starts on a fixed day, so dates and periods read the same on every run. */
const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

let h: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeEach(async () => {
  h = await startTestServer({ clockStart: TEST_START });
}, 30_000);
afterEach(async () => {
  await h.app.close();
});

const signedIn = (login: string, password: string): Promise<Browser> => h.signIn(login, password);

const demo = () => signedIn(SEEDS.demo.login, SEEDS.demo.password);
const playerById = (id: number) => h.app.identity.players.byUserId(id)!;

async function balanceOf(browser: Browser): Promise<number> {
  const res = await browser.get('/web-api/payments/methods?kind=deposit');
  expect(res.statusCode).toBe(200);
  return (res.json() as { balance: number }).balance;
}

/** Installs a limit service that refuses what the test says and records what it was told. */
function fakeRestrictions(app: FastifyInstance, refuseDeposit: PlayRestrictions['refuseDeposit'], refuseBet: PlayRestrictions['refuseBet'] = () => null) {
  const recorded: [number, number, string][] = [];
  const fake: PlayRestrictions = { refuseBet, refuseDeposit, recordDeposit: (...args) => void recorded.push(args) };
  if (app.hasDecorator('restrictions')) (app as unknown as { restrictions: PlayRestrictions }).restrictions = fake;
  else app.decorate('restrictions', fake);
  return recorded;
}

describe('payments calls', () => {
  it('answer 401 to a guest', async () => {
    const guest = h.browser();
    for (const [method, url] of [
      ['GET', '/web-api/payments/methods?kind=deposit'],
      ['POST', '/web-api/payments/deposit'],
      ['POST', '/web-api/payments/withdrawal'],
      ['GET', '/web-api/payments/history'],
      ['GET', '/web-api/payments/5001'],
      ['GET', '/web-api/payments/request-topics'],
      ['GET', '/web-api/payments/requests'],
      ['POST', '/web-api/payments/requests'],
      ['GET', '/web-api/payments/consultant'],
      ['POST', '/web-api/payments/5001/cancel'],
    ] as const) {
      const res = await guest.call(method, url, method === 'POST' ? { methodId: 'card', amount: 10 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('offer the methods of the account currency with their limits, the balance and has_deposit', async () => {
    const browser = await demo();
    const deposit = (await browser.get('/web-api/payments/methods?kind=deposit', { 'x-language': 'ru' })).json();
    expect(deposit).toMatchObject({ kind: 'deposit', currency: 'USD', balance: 1000, hasDeposit: true });
    expect(deposit.methods.map((m: { id: string }) => m.id)).toEqual(['card', 'e-wallet', 'crypto']);
    expect(deposit.methods[0]).toMatchObject({ title: 'Банковская карта', min: 1, max: 5000 });
    const withdrawal = (await browser.get('/web-api/payments/methods?kind=withdrawal')).json();
    expect(withdrawal.methods.map((m: { id: string }) => m.id)).toEqual(['card', 'e-wallet', 'bank-transfer']);
    expect((await browser.get('/web-api/payments/methods?kind=bonus')).statusCode).toBe(400);
  });
});

describe('deposit', () => {
  it('refuses an unknown method and amounts out of range, of too many decimals or not numbers, and takes nothing', async () => {
    const browser = await demo();
    const unknown = await browser.post('/web-api/payments/deposit', { methodId: 'bank-transfer', amount: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'methodId' });
    for (const amount of [0, -5, '10', 1.234, 0.5, 5000.01, null]) {
      const res = await browser.post('/web-api/payments/deposit', { methodId: 'card', amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().field).toBe('amount');
    }
    expect((await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 6000 })).json().message).toBe('This method takes from 1 USD to 5000 USD');
    expect(await balanceOf(browser)).toBe(1000);
  });

  it('credits the active account, tells the limit service, and sends the player to the success page', async () => {
    const recorded = fakeRestrictions(h.app, () => null);
    const browser = await demo();
    const res = await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 25.5 }, { 'x-language': 'ru' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balance).toBe(1025.5);
    expect(body.payment).toMatchObject({ kind: 'deposit', amount: 25.5, currency: 'USD', status: 'completed', methodTitle: 'Банковская карта' });
    expect(body.redirectUrl).toBe(`/ru/onpay/success?paymentId=${body.payment.id}`);
    expect(recorded).toEqual([[SEEDS.demo.id, 25.5, 'USD']]);
    const accounts = (await browser.get('/web-api/user/accounts')).json().accounts;
    expect(accounts.find((a: { isActive: boolean }) => a.isActive).money).toBe(1025.5);
    expect((await browser.get(`/web-api/payments/${body.payment.id}`)).json()).toMatchObject({ id: body.payment.id, status: 'completed' });
    const history = (await browser.get('/web-api/payments/history')).json();
    expect(history.items[0].id).toBe(body.payment.id);
  });

  it('answers 403 with the limit service message and takes nothing when it refuses', async () => {
    const recorded = fakeRestrictions(h.app, (_player, amount) => (amount > 20 ? 'Your daily deposit limit of 20 USD would be passed' : null));
    const browser = await demo();
    const res = await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 30 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your daily deposit limit of 20 USD would be passed', field: 'amount' });
    expect(recorded).toEqual([]);
    expect(await balanceOf(browser)).toBe(1000);
    expect((await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 20 })).statusCode).toBe(200);
  });

  it('refuses a deposit over the deposit limit in the page language, naming the amount left with its currency', async () => {
    const browser = await demo();
    expect((await browser.post('/limit-service-api/api/external/web/v3/limits', { limits: [{ limitType: 20, limitValue: 50 }] })).statusCode).toBe(200);
    const ru = await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 60 }, { 'x-language': 'ru' });
    expect(ru.statusCode).toBe(403);
    expect(ru.json()).toEqual({ message: 'Пополнение превысит ваш лимит депозита: в этом периоде осталось 50 USD', field: 'amount' });
    const en = await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 60 }, { 'x-language': 'en' });
    expect(en.json().message).toBe('This deposit would pass your deposit limit: 50 USD left in this period');
    expect(await balanceOf(browser)).toBe(1000);
  });

  it('sets has_deposit on a first deposit', async () => {
    const browser = await signedIn(SEEDS.unverified.login, SEEDS.unverified.password);
    expect((await browser.get('/web-api/user/config')).json().has_deposit).toBe(false);
    expect((await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 10 })).statusCode).toBe(200);
    expect((await browser.get('/web-api/user/config')).json().has_deposit).toBe(true);
    // A player with no past has an empty history of their own.
    expect((await browser.get('/web-api/payments/history')).json().total).toBe(1);
  });

  it('pays into the main account while a bonus account is active', async () => {
    const browser = await demo();
    expect((await browser.post('/web-api/user/accounts/active', { id: SEEDS.demo.id * 100 + 2 })).statusCode).toBe(200);
    expect((await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 5 })).json().balance).toBe(1005);
    expect(playerById(SEEDS.demo.id).accounts[1]!.money).toBe(50);
  });
});

describe('withdrawal', () => {
  it('refuses more than the balance with the balance in the message, and debits a pending withdrawal otherwise', async () => {
    const browser = await demo();
    const over = await browser.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 1000.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'The amount is more than your balance of 1000 USD', field: 'amount' });
    const res = await browser.post('/web-api/payments/withdrawal', { methodId: 'bank-transfer', amount: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 900, payment: { kind: 'withdrawal', status: 'pending' } });
    expect(res.json().redirectUrl).toMatch(/^\/en\/onpay\/withdraw\/pending\?paymentId=\d+$/);
    expect((await browser.post('/web-api/payments/withdrawal', { methodId: 'crypto', amount: 10 })).statusCode).toBe(400);
  });

  it('is open to a player the limit service stops from playing and depositing', async () => {
    fakeRestrictions(h.app, () => 'You are self-excluded until 1 March', () => 'You are self-excluded until 1 March');
    const browser = await demo();
    expect((await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 10 })).statusCode).toBe(403);
    expect((await browser.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 10 })).statusCode).toBe(200);
  });
});

describe('cancelling a withdrawal', () => {
  it('returns the money of a pending withdrawal once, and refuses anything else', async () => {
    const browser = await demo();
    const withdrawal = (await browser.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 100 })).json().payment;
    const deposit = (await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 10 })).json().payment;
    expect(await balanceOf(browser)).toBe(910);
    const cancelled = await browser.post(`/web-api/payments/${withdrawal.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ balance: 1010, payment: { status: 'cancelled' }, redirectUrl: `/en/onpay/withdraw/cancel?paymentId=${withdrawal.id}` });
    expect((await browser.post(`/web-api/payments/${withdrawal.id}/cancel`)).statusCode).toBe(403);
    expect((await browser.post(`/web-api/payments/${deposit.id}/cancel`)).statusCode).toBe(403);
    expect((await browser.post('/web-api/payments/999999/cancel')).statusCode).toBe(404);
    const other = await signedIn(SEEDS.terms.login, SEEDS.terms.password);
    const theirs = (await other.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 5 })).json().payment;
    expect((await browser.post(`/web-api/payments/${theirs.id}/cancel`)).statusCode).toBe(404);
    expect(await balanceOf(browser)).toBe(1010);
  });
});

describe('cancelling a withdrawal whose account is gone', () => {
  it('answers 409 and leaves the withdrawal pending: the money is paid into no other account or currency', async () => {
    const browser = await signedIn(SEEDS.terms.login, SEEDS.terms.password);
    const player = playerById(SEEDS.terms.id);
    const withdrawal = (await browser.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 40 })).json().payment;
    // The back office closed the account (the API refuses that while the withdrawal is pending);
    // the player still holds another account in the same currency.
    const [source] = player.accounts.splice(0, 1, { id: player.id * 100 + 7, type: 0, iso: 'USD', money: 0, points: 0, label: 'Main account USD' });
    player.activeAccountId = player.id * 100 + 7;
    const res = await browser.post(`/web-api/payments/${withdrawal.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: expect.stringMatching(/USD account this withdrawal came from is closed/), field: 'paymentId' });
    expect(player.accounts.map((a) => a.money)).toEqual([0]);
    expect((await browser.get(`/web-api/payments/${withdrawal.id}`)).json().status).toBe('pending');
    expect(source!.money).toBe(60);
  });
});

describe('ban rules', () => {
  it('let a banned player withdraw only with ban version 1 and level 53 or another version and level 45, and never deposit', async () => {
    const banned = playerById(SEEDS.banned.id);
    const browser = await signedIn(SEEDS.banned.login, SEEDS.banned.password);
    const withdraw = () => browser.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 1 });
    for (const [version, level, allowed] of [
      [2, 45, true],
      [1, 53, true],
      [1, 45, false],
      [2, 53, false],
      [0, 10, false],
    ] as const) {
      banned.banVersion = version;
      banned.banLevel = level;
      expect((await withdraw()).statusCode, `version ${version} level ${level}`).toBe(allowed ? 200 : 403);
    }
    banned.banVersion = 2;
    banned.banLevel = 45;
    const deposit = await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 10 });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().message).toMatch(/restricted/);
  });
});

describe('payment history', () => {
  it('filters by kind and status, pages by 10 and refuses unknown filters', async () => {
    const browser = await demo();
    for (let i = 0; i < 11; i++) await browser.post('/web-api/payments/deposit', { methodId: 'e-wallet', amount: 5 });
    const first = (await browser.get('/web-api/payments/history')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 14 });
    expect(first.items).toHaveLength(10);
    expect((await browser.get('/web-api/payments/history?page=2')).json().items).toHaveLength(4);
    const withdrawals = (await browser.get('/web-api/payments/history?kind=withdrawal')).json();
    expect(withdrawals.items.every((p: { kind: string }) => p.kind === 'withdrawal')).toBe(true);
    expect((await browser.get('/web-api/payments/history?status=failed')).json().total).toBe(1);
    for (const query of ['kind=bonus', 'status=lost', 'page=0', 'page=x']) {
      expect((await browser.get(`/web-api/payments/history?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows a payment only to its own player', async () => {
    const browser = await demo();
    const id = (await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 10 })).json().payment.id;
    const other = await signedIn(SEEDS.terms.login, SEEDS.terms.password);
    expect((await other.get(`/web-api/payments/${id}`)).statusCode).toBe(404);
    expect((await browser.get('/web-api/payments/999999')).statusCode).toBe(404);
  });
});

describe('payment requests', () => {
  it('lists topics and refuses a request without its topic, sub-topic, a payment of the right kind or a message', async () => {
    const browser = await demo();
    const topics = (await browser.get('/web-api/payments/request-topics')).json().topics;
    expect(topics.map((t: { id: number }) => t.id)).toEqual([1, 2, 3]);
    const deposits = (await browser.get('/web-api/payments/history?kind=deposit')).json().items;
    const withdrawals = (await browser.get('/web-api/payments/history?kind=withdrawal')).json().items;
    const valid = { topicId: 1, subTopicId: 11, transactionId: deposits[0].id, message: 'The money never arrived' };
    for (const [change, field] of [
      [{ topicId: 9 }, 'topicId'],
      [{ subTopicId: 21 }, 'subTopicId'],
      [{ subTopicId: null }, 'subTopicId'],
      [{ transactionId: withdrawals[0].id }, 'transactionId'],
      [{ transactionId: 999999 }, 'transactionId'],
      [{ message: 'short' }, 'message'],
    ] as const) {
      const res = await browser.post('/web-api/payments/requests', { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await browser.get('/web-api/payments/requests')).json().items).toEqual([]);
    const created = await browser.post('/web-api/payments/requests', valid);
    expect(created.statusCode).toBe(200);
    expect(created.json().request).toMatchObject({ topicTitle: 'Deposit', subTopicTitle: 'Deposit not credited', status: 'open' });
    const other = await browser.post('/web-api/payments/requests', { topicId: 3, subTopicId: null, transactionId: null, message: 'How do I change my card?' });
    expect(other.statusCode).toBe(200);
    const list = (await browser.get('/web-api/payments/requests')).json().items;
    expect(list.map((r: { topicId: number }) => r.topicId)).toEqual([3, 1]);
  });
});

describe('payment consultant', () => {
  it('answers 404 where the site config does not offer it', async () => {
    const browser = await demo();
    expect((await browser.get('/web-api/payments/consultant')).statusCode).toBe(404);
  });

  it('answers its questions where the site config offers it', async () => {
    // ru-operator's config offers the consultant.
    const offering = await startTestServer({ siteConfigId: 'ru-operator', clockStart: TEST_START });
    try {
      const browser = await offering.signIn(SEEDS.demo.login, SEEDS.demo.password);
      const res = await browser.get('/web-api/payments/consultant', { 'x-language': 'ru' });
      expect(res.statusCode).toBe(200);
      expect(res.json().questions[0].question).toBe('Сколько идёт пополнение?');
    } finally {
      await offering.close();
    }
  });
});
