/**
 * The support API over the repository's site configs and data: channels and the consultants' hours
 * by the server's clock, e-mail requests from guests and players with every refusal, questions and
 * their answers arriving, callbacks one at a time with cancelling, the chat stand-in, and the chat
 * origins in the CSP.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import type { SupportCallbacksAnswer, SupportRequestsAnswer } from '../schemas.ts';
import { ANSWER_AFTER_MS, ASAP_CALL_MS } from './desk.ts';
import { isWithinHours } from './index.ts';

let running: TestServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function server(siteConfigId = 'default', at = Date.UTC(2026, 10, 25, 12)) {
  const started = await startTestServer({ siteConfigId, clockStart: at, auth: { tokenTtlSeconds: 86_400 } });
  running = started;
  return {
    guest: () => started.browser(),
    player: async (currency = 'USD') => (await started.register({ currency })).browser,
  };
}

const REQUEST = { email: 'player@example.com', topic: 'payments', subject: 'Withdrawal pending', message: 'My withdrawal of 50 USD has been pending for three days.' };

describe('support channels and consultants', () => {
  it('lists the channels with their hours', async () => {
    const { guest } = await server();
    const res = await guest().get('/web-api/support/contacts');
    expect(res.statusCode).toBe(200);
    expect(res.json().channels.map((c: { kind: string }) => c.kind)).toEqual(['phone', 'email', 'telegram', 'whatsapp']);
  }, 60_000);

  it('says consultants are online within their hours only, with a wait that grows with the queue', async () => {
    const day = await server('default', Date.UTC(2026, 10, 25, 12));
    const online = (await day.guest().get('/web-api/support/consultant')).json();
    expect(online).toMatchObject({ online: true, waitMinutes: 2, hours: { from: '07:00', to: '23:00' } });
    await running!.close();
    const night = await server('default', Date.UTC(2026, 10, 25, 3));
    expect((await night.guest().get('/web-api/support/consultant')).json()).toMatchObject({ online: false, waitMinutes: 0 });
  }, 60_000);

  it('reads opening hours that pass midnight', () => {
    const at = (h: number) => Date.UTC(2026, 0, 1, h);
    expect(isWithinHours({ from: '22:00', to: '06:00' }, at(23))).toBe(true);
    expect(isWithinHours({ from: '22:00', to: '06:00' }, at(5))).toBe(true);
    expect(isWithinHours({ from: '22:00', to: '06:00' }, at(12))).toBe(false);
    expect(isWithinHours(null, at(12))).toBe(true);
  });
});

describe('e-mail requests and questions', () => {
  it("takes a guest's request and answers with its number", async () => {
    const { guest } = await server();
    const res = await guest().post('/web-api/support/requests', REQUEST);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Request #1 received. We will answer to player@example.com within 24 hours.');
    expect(res.json().request).toMatchObject({ id: 1, kind: 'email', status: 'open', answer: null });
  }, 60_000);

  it('refuses bad input field by field, in the language asked', async () => {
    const { guest } = await server();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...REQUEST, email: 'not-an-address' }, 'email', 'Enter the e-mail address we should answer to, like name@example.com'],
      [{ ...REQUEST, topic: 'weather' }, 'topic', 'Choose what your request is about'],
      [{ ...REQUEST, subject: 'Hi' }, 'subject', 'The subject must be 3 to 120 characters'],
      [{ ...REQUEST, message: 'Too short' }, 'message', 'The message must be 20 to 3000 characters'],
      [{ ...REQUEST, message: 'Please look at https://evil.example/login for my problem' }, 'message', 'Links are not accepted in requests: describe the page or paste the coupon number instead'],
    ];
    for (const [body, field, message] of cases) {
      const res = await guest().post('/web-api/support/requests', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ field, message });
    }
    const ru = await guest().post('/web-api/support/requests', { ...REQUEST, subject: '' }, { 'x-language': 'ru' });
    expect(ru.json().message).toBe('Тема должна быть от 3 до 120 символов');
  }, 60_000);

  it("keeps a player's requests and questions, newest first, and shows the answer once it is given", async () => {
    const { guest, player } = await server();
    expect((await guest().get('/web-api/support/requests')).statusCode).toBe(401);
    expect((await guest().post('/web-api/support/questions', { topic: 'bets', question: 'How is a void leg settled?' })).statusCode).toBe(401);

    const me = await player();
    expect((await me.post('/web-api/support/requests', REQUEST)).statusCode).toBe(200);
    expect((await me.post('/web-api/support/questions', { topic: 'bets', question: 'short' })).json()).toEqual({ field: 'question', message: 'The question must be 10 to 500 characters' });
    running!.advance(1000);
    const asked = await me.post('/web-api/support/questions', { topic: 'bets', question: 'How is a void leg of an express settled?' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe('Question #2 sent. The answer will appear in your request history.');
    await guest().post('/web-api/support/requests', { ...REQUEST, email: 'someone@example.com' });

    const mine = (await me.get('/web-api/support/requests')).json<SupportRequestsAnswer>().requests;
    expect(mine.map((r) => [r.id, r.kind, r.status])).toEqual([
      [2, 'question', 'open'],
      [1, 'email', 'open'],
    ]);
    running!.advance(ANSWER_AFTER_MS);
    const answered = (await me.get('/web-api/support/requests')).json<SupportRequestsAnswer>().requests;
    expect(answered.every((r) => r.status === 'answered' && typeof r.answer === 'string')).toBe(true);
    expect((await (await player()).get('/web-api/support/requests')).json()).toEqual({ requests: [] });
  }, 60_000);
});

describe('callbacks', () => {
  it('schedules one call at a time, cancels it, and lists the history', async () => {
    const { guest, player } = await server();
    expect((await guest().post('/web-api/support/callbacks', { phone: '+44 20 7946 0958', slot: 'asap', topic: 'account' })).statusCode).toBe(401);
    const me = await player();
    expect((await me.post('/web-api/support/callbacks', { phone: '0958', slot: 'asap', topic: 'account' })).json()).toEqual({
      field: 'phone',
      message: 'Enter the phone number with its country code, like +44 20 7946 0958',
    });
    expect((await me.post('/web-api/support/callbacks', { phone: '+44 20 7946 0958', slot: 'midnight', topic: 'account' })).json().field).toBe('slot');

    const first = await me.post('/web-api/support/callbacks', { phone: '+44 (20) 7946-0958', slot: 'evening', topic: 'account' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ callback: { id: 1, phone: '+442079460958', status: 'scheduled' }, message: 'A call to +442079460958 is scheduled.' });
    const second = await me.post('/web-api/support/callbacks', { phone: '+442079460958', slot: 'asap', topic: 'bets' });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('A call is already scheduled: cancel it in your call history to ask for another');

    expect((await (await player()).post('/web-api/support/callbacks/1/cancel')).statusCode).toBe(404);
    const cancelled = await me.post('/web-api/support/callbacks/1/cancel');
    expect(cancelled.json()).toMatchObject({ callback: { status: 'cancelled' }, message: 'The call is cancelled.' });
    expect((await me.post('/web-api/support/callbacks/1/cancel')).statusCode).toBe(400);

    expect((await me.post('/web-api/support/callbacks', { phone: '+442079460958', slot: 'asap', topic: 'bets' })).statusCode).toBe(200);
    running!.advance(ASAP_CALL_MS);
    const listed = await me.get('/web-api/support/callbacks');
    expect(listed.statusCode, listed.body).toBe(200);
    const history = listed.json<SupportCallbacksAnswer>();
    expect(history.offered).toBe(true);
    expect(history.callbacks.map((c) => [c.id, c.status])).toEqual([
      [2, 'done'],
      [1, 'cancelled'],
    ]);
  }, 60_000);

  it('refuses callbacks where the site does not offer them', async () => {
    const { player } = await server('se-regulated');
    const me = await player('EUR');
    const res = await me.post('/web-api/support/callbacks', { phone: '+46701234567', slot: 'asap', topic: 'account' });
    expect(res.statusCode).toBe(403);
    expect((await me.get('/web-api/support/callbacks')).json()).toEqual({ callbacks: [], offered: false });
  }, 60_000);
});

describe('live chat', () => {
  it("serves the stand-in script under each provider's name and answers its messages", async () => {
    const { guest } = await server();
    for (const provider of ['livechatinc', 'suphelper', 'chatra', 'helpcrunch']) {
      const res = await guest().get(`/chat-standin/${provider}.js`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/javascript');
    }
    expect((await guest().get('/chat-standin/other.js')).statusCode).toBe(404);
    expect((await guest().get('/chat-standin/chat-widget.css')).headers['content-type']).toContain('text/css');
    const reply = await guest().post('/web-api/support/chat-standin/messages', { text: 'Hello' });
    expect(reply.json().reply).toBe('Thank you, we got: "Hello". A consultant will answer within 2 minutes.');
    expect((await guest().post('/web-api/support/chat-standin/messages', { text: ' ' })).statusCode).toBe(400);
  }, 60_000);

  it("adds the config's chat origins to script-src, connect-src and frame-src, and none where there are none", async () => {
    const { guest } = await server('uk-regulated');
    const csp = String((await guest().get('/web-api/support/contacts')).headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      const value = csp.split('; ').find((d) => d.startsWith(directive))!;
      expect(value, directive).toContain('https://widget.helpcrunch.com');
      expect(value, directive).toContain('https://examplebet.helpcrunch.com');
    }
    await running!.close();
    const plain = await server('default');
    const defaultCsp = String((await plain.guest().get('/web-api/support/contacts')).headers['content-security-policy']);
    expect(defaultCsp).toContain("connect-src 'self';");
    expect(defaultCsp).not.toContain('helpcrunch');
  }, 60_000);
});
