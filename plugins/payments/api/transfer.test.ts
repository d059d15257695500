/** POST /web-api/payments/transfer as players' browsers meet it: what it refuses, and how money moves between two players. */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestPlayer, type TestServer } from '../../../server/test-kit/index.ts';

type PlayRestrictions = FastifyInstance['restrictions'];

const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

let h: TestServer;
let sender: TestPlayer;
let recipient: TestPlayer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeEach(async () => {
  h = await startTestServer({ clockStart: TEST_START });
  sender = await h.register();
  recipient = await h.register();
  h.fund(sender, 100);
}, 30_000);
afterEach(async () => {
  await h.app.close();
});

let keys = 0;
const send = (from: TestPlayer, body: unknown, headers: Record<string, string> = {}) =>
  from.browser.post('/web-api/payments/transfer', body, { 'idempotency-key': `key-${(keys += 1)}`, ...headers });
const balanceOf = (player: TestPlayer): number => player.record.accounts.find((a) => a.type === 0)!.money;

function restrict(app: FastifyInstance, refuseBet: PlayRestrictions['refuseBet'], refuseDeposit: PlayRestrictions['refuseDeposit'] = () => null): void {
  const fake: PlayRestrictions = { refuseBet, refuseDeposit, recordDeposit: () => undefined };
  if (app.hasDecorator('restrictions')) (app as unknown as { restrictions: PlayRestrictions }).restrictions = fake;
  else app.decorate('restrictions', fake);
}

describe('a transfer between players', () => {
  it('moves the money from one main account to the other and lists it in both histories', async () => {
    const options = await sender.browser.get('/web-api/payments/transfer');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ senderId: sender.id, currency: 'USD', balance: 100, min: 1, max: 1000 });

    const res = await send(sender, { recipient: recipient.id, amount: 25.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ balance: 74.5, recipientId: recipient.id, payment: { kind: 'transfer-out', amount: 25.5, currency: 'USD', status: 'completed', methodTitle: `To player #${recipient.id}` } });
    expect(balanceOf(sender)).toBe(74.5);
    expect(balanceOf(recipient)).toBe(25.5);

    const sent = (await sender.browser.get('/web-api/payments/history?kind=transfer-out')).json();
    expect(sent.items).toHaveLength(1);
    const received = (await recipient.browser.get('/web-api/payments/history', { 'x-language': 'ru' })).json();
    expect(received.items).toEqual([expect.objectContaining({ kind: 'transfer-in', amount: 25.5, methodTitle: `От игрока №${sender.id}` })]);
    // Every move is on the one ledger: what each account holds is what its entries say.
    expect(h.app.ledger.sumOf(sender.id, mainAccountId(sender))).toBe(74.5);
  });

  it('finds the recipient by login too, and not by another operator', async () => {
    expect((await send(sender, { recipient: recipient.login.toUpperCase(), amount: 5 })).statusCode).toBe(200);
    expect(balanceOf(recipient)).toBe(5);
    const elsewhere = await h.app.inject({ method: 'POST', url: '/web-api/user/registration', headers: { host: 'ru.localhost' }, payload: { type: 'one_click', country_id: 1 } });
    const otherId = (elsewhere.json() as { data: { user_id: number } }).data.user_id;
    const res = await send(sender, { recipient: otherId, amount: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'recipient' });
  });

  it('answers a repeated Idempotency-Key with the first answer and moves the money once', async () => {
    const headers = { 'idempotency-key': 'one-transfer' };
    const first = await send(sender, { recipient: recipient.id, amount: 10 }, headers);
    const again = await send(sender, { recipient: recipient.id, amount: 10 }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(balanceOf(sender)).toBe(90);
    expect(balanceOf(recipient)).toBe(10);
    const other = await send(sender, { recipient: recipient.id, amount: 11 }, headers);
    expect(other.statusCode).toBe(409);
    const missing = await sender.browser.post('/web-api/payments/transfer', { recipient: recipient.id, amount: 10 });
    expect(missing.statusCode).toBe(400);
    expect(balanceOf(sender)).toBe(90);
  });

  it('never overdraws when two transfers are sent at once', async () => {
    const [a, b] = await Promise.all([send(sender, { recipient: recipient.id, amount: 60 }), send(sender, { recipient: recipient.id, amount: 60 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.statusCode === 400)!.json()).toMatchObject({ field: 'amount', message: expect.stringContaining('balance') });
    expect(balanceOf(sender)).toBe(40);
    expect(balanceOf(recipient)).toBe(60);
  });
});

describe('a transfer is refused', () => {
  it('to a guest, to itself, to nobody, and for amounts out of range, of too many decimals or above the balance', async () => {
    expect((await h.browser().post('/web-api/payments/transfer', { recipient: recipient.id, amount: 5 }, { 'idempotency-key': 'guest' })).statusCode).toBe(401);
    // A made-up token is no one: a guest's answer, and no money moves.
    const forged = await h.browser().post('/web-api/payments/transfer', { recipient: recipient.id, amount: 5 }, { 'idempotency-key': 'forged', authorization: `Bearer ${Buffer.from(JSON.stringify({ sub: sender.id })).toString('base64url')}.e30.sig` });
    expect(forged.statusCode).toBe(401);
    expect(balanceOf(sender)).toBe(100);
    const refusals: [unknown, number, string][] = [
      [{ recipient: sender.id, amount: 5 }, 400, 'recipient'],
      [{ recipient: 999_999_999, amount: 5 }, 404, 'recipient'],
      [{ recipient: 'nobody-here', amount: 5 }, 404, 'recipient'],
      [{ recipient: { id: 1 }, amount: 5 }, 400, 'recipient'],
      [{ recipient: recipient.id, amount: 0 }, 400, 'amount'],
      [{ recipient: recipient.id, amount: -5 }, 400, 'amount'],
      [{ recipient: recipient.id, amount: '5' }, 400, 'amount'],
      [{ recipient: recipient.id, amount: 1.234 }, 400, 'amount'],
      [{ recipient: recipient.id, amount: 0.5 }, 400, 'amount'],
      [{ recipient: recipient.id, amount: 1000.01 }, 400, 'amount'],
      [{ recipient: recipient.id, amount: 100.01 }, 400, 'amount'],
    ];
    for (const [body, status, field] of refusals) {
      const res = await send(sender, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ field, message: expect.any(String) });
    }
    expect(balanceOf(sender)).toBe(100);
    expect(balanceOf(recipient)).toBe(0);
  });

  it('to an account in another currency', async () => {
    const euro = await h.register({ currency: 'EUR' });
    const res = await send(sender, { recipient: euro.id, amount: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: 'recipient', message: expect.stringContaining('USD') });
  });

  it('to a banned, self-excluded or limited sender, and to a recipient who may not receive', async () => {
    sender.record.banLevel = 45;
    expect((await send(sender, { recipient: recipient.id, amount: 5 })).statusCode).toBe(403);
    sender.record.banLevel = 0;
    restrict(h.app, (playerId) => (playerId === sender.id ? 'You are self-excluded until 1 March' : null));
    const excluded = await send(sender, { recipient: recipient.id, amount: 5 });
    expect(excluded.statusCode).toBe(403);
    expect(excluded.json().message).toBe('You are self-excluded until 1 March');
    restrict(h.app, (playerId) => (playerId === recipient.id ? 'self-excluded' : null));
    const excludedRecipient = await send(sender, { recipient: recipient.id, amount: 5 });
    expect(excludedRecipient.statusCode).toBe(409);
    expect(excludedRecipient.json().message).not.toContain('self-excluded');
    expect(balanceOf(sender)).toBe(100);
  });

  it('with 404 to anyone where the site config does not offer transfers', async () => {
    // uk.localhost: a regulated operator; the sender's token is not good there either, but the route is not there at all.
    for (const host of ['uk.localhost', 'ru.localhost']) {
      const guest = await h.app.inject({ method: 'POST', url: '/web-api/payments/transfer', headers: { host, 'idempotency-key': 'k' }, payload: { recipient: 1, amount: 5 } });
      expect(guest.statusCode, host).toBe(404);
      expect((await h.app.inject({ method: 'GET', url: '/web-api/payments/transfer', headers: { host } })).statusCode, host).toBe(404);
    }
  });
});

function mainAccountId(player: TestPlayer): number {
  return player.record.accounts.find((a) => a.type === 0)!.id;
}
