/**
 * Attacks on the separation of operators: each site config is a separate back end, so a player,
 * a token or a session cookie of one operator is nobody on another's host, and the rules (deposit
 * cap, cooling-off, questionnaire) are the player's operator's whatever host a call is sent to.
 * Each test is an attack that worked when one player and one token served every host and the
 * rules were read from the request's Host, or when SMS codes and social sign-in states were shared
 * by every operator (a code or a state from one site worked on another).
 */
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { REGISTERED_ID_RANGE } from '../../server/auth/players.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const LIMITS = '/limit-service-api/api/external/web/v3';
const HOUR = 3600;
const DEFAULT_HOST = 'localhost';
const DE = 'de.localhost';
const SE = 'se.localhost';
const UK = 'uk.localhost';
const OTHER_OPERATOR_TOKEN = /another operator's site/;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ rootDir: ROOT, auth: { logLine: () => undefined } });
  await app.ready();
}, 120_000);
afterAll(() => app.close());

interface SignedIn {
  token: string;
  userId: number;
  sessionCookie: string;
}

function sessionCookieOf(res: LightMyRequestResponse): string {
  const headers = [res.headers['set-cookie'] ?? []].flat();
  const pair = headers.map((h) => h.split(';')[0]!).find((p) => p.startsWith('auth_session='));
  if (!pair) throw new Error(`no session cookie in ${JSON.stringify(headers)}`);
  return pair;
}

async function signIn(host: string, login: string, password: string): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host }, payload: { login: b64(login), password: b64(password), save: false } });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: { token: string; user_id: number } };
  return { token: data.token, userId: data.user_id, sessionCookie: sessionCookieOf(res) };
}

async function registerOneClick(host: string): Promise<SignedIn & { login: string; password: string }> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/registration', headers: { host }, payload: { type: 'one_click' } });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: { token: string; user_id: number; login: string; password: string } };
  return { token: data.token, userId: data.user_id, sessionCookie: sessionCookieOf(res), login: data.login, password: data.password };
}

function call(host: string, token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });
}

async function balanceOn(host: string, token: string): Promise<number> {
  const res = await call(host, token, 'GET', '/web-api/payments/methods?kind=deposit');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { balance: number }).balance;
}

const deposit = (host: string, token: string, amount: number) => call(host, token, 'POST', '/web-api/payments/deposit', { methodId: 'card', amount });

describe('a token on another operator’s host', () => {
  it('is refused (401) and takes no deposit: neither the German player nor the default site’s demo gains anything', async () => {
    const de = await signIn(DE, 'demo', 'demo1234');
    const home = await signIn(DEFAULT_HOST, 'demo', 'demo1234');
    const [deBefore, homeBefore] = [await balanceOn(DE, de.token), await balanceOn(DEFAULT_HOST, home.token)];

    const res = await deposit(DEFAULT_HOST, de.token, 500);
    expect(res.statusCode).toBe(401);
    expect((res.json() as { message: string }).message).toMatch(OTHER_OPERATOR_TOKEN);

    expect(await balanceOn(DE, de.token)).toBe(deBefore);
    expect(await balanceOn(DEFAULT_HOST, home.token)).toBe(homeBefore);
  });
});

describe("the player's operator's rules, whatever the host", () => {
  it('de: the 1,000 EUR monthly deposit cap holds; deposits sent to the default host are refused, not uncapped', async () => {
    const de = await registerOneClick(DE);
    expect((await deposit(DE, de.token, 1000)).statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      const around = await deposit(DEFAULT_HOST, de.token, 5000);
      expect(around.statusCode).toBe(401);
      expect((around.json() as { message: string }).message).toMatch(OTHER_OPERATOR_TOKEN);
    }
    const capped = await deposit(DE, de.token, 1);
    expect(capped.statusCode).toBe(403);
    expect((capped.json() as { message: string }).message).toMatch(/capped at 1000 EUR a month/);
    expect(await balanceOn(DE, de.token)).toBe(1000);
  });

  it('de: a German player can neither convert to GBP nor open a GBP account, so the EUR cap cannot be stepped around', async () => {
    const de = await registerOneClick(DE);
    const convertOptions = (await call(DE, de.token, 'GET', '/web-api/account/convert')).json() as { accounts: { id: number; iso: string }[]; currencies: string[] };
    expect(convertOptions.currencies).toEqual([]);
    const [account] = convertOptions.accounts;
    expect(account).toMatchObject({ iso: 'EUR' });
    const converted = await call(DE, de.token, 'POST', '/web-api/account/convert', { account_id: account!.id, iso: 'GBP' });
    expect(converted.statusCode).toBe(400);
    expect(converted.json()).toMatchObject({ message: 'Choose one of the listed currencies', field: 'iso' });

    expect((await call(DE, de.token, 'GET', '/web-api/office/wallets')).json()).toMatchObject({ availableCurrencies: [], pendingCurrencies: [] });
    const opened = await call(DE, de.token, 'POST', '/web-api/office/wallets/add', { iso: 'GBP' });
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toMatchObject({ success: false, message: '"GBP" is not a currency you can open an account in' });
    expect((await call(DE, de.token, 'GET', '/web-api/office/wallets')).json()).toMatchObject({ pendingCurrencies: [] });

    // Everything stays in EUR, where the cap counts.
    expect((await deposit(DE, de.token, 1000)).statusCode).toBe(200);
    const capped = await deposit(DE, de.token, 1);
    expect(capped.statusCode).toBe(403);
    expect((capped.json() as { message: string }).message).toMatch(/capped at 1000 EUR a month/);
    const accounts = (await call(DE, de.token, 'GET', '/web-api/user/accounts')).json() as { accounts: { id: number; money: number; currency: unknown }[] };
    expect(accounts.accounts.map((a) => [a.id, a.money])).toEqual([[account!.id, 1000]]);
  });

  it('de: a limit raise waits the German 168 h cooling-off; raising through the default host (24 h there) is refused', async () => {
    const de = await signIn(DE, 'demo', 'demo1234');
    const set = await call(DE, de.token, 'POST', `${LIMITS}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] });
    expect(set.json()).toMatchObject({ status: 'applied' });

    const around = await call(DEFAULT_HOST, de.token, 'POST', `${LIMITS}/limits`, { limits: [{ limitType: 20, limitValue: 5000 }] });
    expect(around.statusCode).toBe(401);
    expect((around.json() as { message: string }).message).toMatch(OTHER_OPERATOR_TOKEN);

    const raised = (await call(DE, de.token, 'POST', `${LIMITS}/limits`, { limits: [{ limitType: 20, limitValue: 5000 }] })).json() as {
      status: string;
      limitsData: { limitState: string; limitValue: number; endsAt: number; startedAt: number }[];
    };
    expect(raised.status).toBe('pending');
    const pending = raised.limitsData.find((l) => l.limitState === 'PENDING')!;
    expect(pending.endsAt - pending.startedAt).toBe(168 * HOUR);
    expect(raised.limitsData.find((l) => l.limitState === 'ACTIVE')).toMatchObject({ limitValue: 100 });
  });

  it('se: a raise cannot skip the questionnaire by being sent to another host', async () => {
    const se = await signIn(SE, 'demo', 'demo1234');
    await call(SE, se.token, 'POST', `${LIMITS}/limits`, { limits: [{ limitType: 22, limitValue: 1000 }] });

    for (const host of [DEFAULT_HOST, UK]) {
      const around = await call(host, se.token, 'POST', `${LIMITS}/limits`, { limits: [{ limitType: 22, limitValue: 2000 }] });
      expect(around.statusCode, host).toBe(401);
      expect((around.json() as { message: string }).message).toMatch(OTHER_OPERATOR_TOKEN);
    }
    const limits = (await call(SE, se.token, 'GET', `${LIMITS}/limits`)).json() as { limitType: number; limitValue: number; limitState: string }[];
    expect(limits).toEqual([expect.objectContaining({ limitType: 22, limitValue: 1000, limitState: 'ACTIVE' })]);

    const asked = (await call(SE, se.token, 'POST', `${LIMITS}/limits`, { limits: [{ limitType: 22, limitValue: 2000 }] })).json() as { status: string };
    expect(asked.status).toBe('questions');
  });
});

describe('accounts and sessions are per operator', () => {
  it("signing in on uk with a German player's login and password is wrong credentials", async () => {
    const de = await registerOneClick(DE);
    const res = await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host: UK }, payload: { login: b64(de.login), password: b64(de.password), save: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 1 });
    // The same seeded login is a separate player on each operator.
    const [onDe, onUk] = [await signIn(DE, 'demo', 'demo1234'), await signIn(UK, 'demo', 'demo1234')];
    expect(onDe.userId).not.toBe(onUk.userId);
  });

  it("one operator's session cookie mints no token on another and names nobody there", async () => {
    const de = await signIn(DE, 'demo', 'demo1234');
    const minted = await app.inject({ method: 'GET', url: '/web-api/user/gettoken?force_refresh=true', headers: { host: UK, cookie: de.sessionCookie } });
    expect(minted.statusCode).toBe(401);
    expect((minted.json() as { message: string }).message).toMatch(/another operator's site/);
    const check = await app.inject({ method: 'GET', url: '/web-api/session/check', headers: { host: UK, cookie: de.sessionCookie } });
    expect(check.json()).toEqual({ user_id: null });

    // On its own site the cookie still works: the refusal ended nothing.
    const own = await app.inject({ method: 'GET', url: '/web-api/user/gettoken?force_refresh=true', headers: { host: DE, cookie: de.sessionCookie } });
    expect(own.statusCode).toBe(200);
  });

  it('two consecutive registrations get ids that are not consecutive', async () => {
    const first = await registerOneClick(DEFAULT_HOST);
    const second = await registerOneClick(DEFAULT_HOST);
    for (const { userId } of [first, second]) {
      expect(userId).toBeGreaterThanOrEqual(REGISTERED_ID_RANGE.min);
      expect(userId).toBeLessThanOrEqual(REGISTERED_ID_RANGE.max);
    }
    expect(Math.abs(second.userId - first.userId)).toBeGreaterThan(1);
  });
});

describe('codes and social sign-ins are per operator', () => {
  const demoPhone = { 'phone-code': '7', 'phone-number': '9160000001' };
  const lastSms = (to: string): string => {
    const code = app.identity.codeLog.last('sms', to);
    if (code === undefined) throw new Error(`no SMS code for ${to}`);
    return code;
  };

  it("an SMS sign-in code sent on one operator's site signs in nobody on another's", async () => {
    const sent = await app.inject({ method: 'POST', url: '/web-api/user/sms/send', headers: { host: DE }, payload: { ...demoPhone, purpose: 'login' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = lastSms('+7 9160000001');

    // The same seeded phone is the uk demo's too: the German code must not sign that player in.
    const elsewhere = await app.inject({ method: 'POST', url: '/web-api/user/login/sms', headers: { host: UK }, payload: { ...demoPhone, 'sms-code': code, save: false } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error_code: 3, message: expect.stringMatching(/No code was sent/) });

    // On its own site the code still works, for that site's player.
    const own = await app.inject({ method: 'POST', url: '/web-api/user/login/sms', headers: { host: DE }, payload: { ...demoPhone, 'sms-code': code, save: false } });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { data: { user_id: number } }).data.user_id).toBe((await signIn(DE, 'demo', 'demo1234')).userId);
  });

  it("a registration code sent on one operator's site registers nobody on another's", async () => {
    const phone = { 'phone-code': '7', 'phone-number': '9165550777' };
    expect((await app.inject({ method: 'POST', url: '/web-api/user/sms/send', headers: { host: DE }, payload: { ...phone, purpose: 'registration' } })).statusCode).toBe(200);
    const register = (host: string) =>
      app.inject({
        method: 'POST',
        url: '/web-api/user/registration',
        headers: { host },
        payload: { type: 'phone', country_code: '7', phone_number: '9165550777', 'sms-code': lastSms('+7 9165550777'), password: b64('phone-pass-1') },
      });
    const elsewhere = await register(UK);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error_code: 3 });
    expect((await register(DE)).statusCode).toBe(200);
  });

  it("a social sign-in started on one operator's site is refused on another's, and still finishes on its own", async () => {
    const started = await app.inject({ method: 'POST', url: '/web-api/user/registration', headers: { host: DE }, payload: { type: 'social', provider: 'google' } });
    expect(started.statusCode, started.body).toBe(200);
    const state = new URL((started.json() as { redirectUrl: string }).redirectUrl, 'http://reference.test').searchParams.get('state')!;
    const consent = (host: string) =>
      app.inject({
        method: 'POST',
        url: '/social-api/oauth/google/consent',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ state, decision: 'allow' }).toString(),
      });
    // Another operator's consent page knows nothing of it either.
    expect((await consent(UK)).statusCode).toBe(400);
    expect((await consent(DE)).statusCode).toBe(303);

    const complete = (host: string) => app.inject({ method: 'POST', url: '/web-api/user/registration/social/complete', headers: { host }, payload: { state } });
    const elsewhere = await complete(UK);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: "This social sign-in was started on another operator's site: finish it there", field: 'state' });
    expect(elsewhere.headers['set-cookie']).toBeUndefined();

    const own = await complete(DE);
    expect(own.statusCode, own.body).toBe(200);
    const { token } = (own.json() as { data: { token: string } }).data;
    expect((await call(DE, token, 'GET', '/web-api/user/config')).statusCode).toBe(200);
  });
});

describe("links opened on another operator's host", () => {
  it('an e-mail link is refused there and still works on its own site', async () => {
    const de = await signIn(DE, 'demo', 'demo1234');
    const sent = await call(DE, de.token, 'POST', '/web-api/user-pages/links/send', { purpose: 'activate' });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = app.identity.codeLog.last('link', 'demo@example.com')!;
    const activate = (host: string) => app.inject({ method: 'POST', url: '/web-api/user-pages/activate', headers: { host }, payload: { token } });

    const elsewhere = await activate(UK);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([400, { message: expect.any(String), code: 'invalid' }]);
    const own = await activate(DE);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ success: true, email: 'demo@example.com' });
  });

  it('a cricket app link is refused there and still signs in on its own site', async () => {
    const de = await signIn(DE, 'demo', 'demo1234');
    const { token } = (await call(DE, de.token, 'POST', '/web-api/cricket/app/links')).json() as { token: string };
    const redeem = (host: string) => app.inject({ method: 'POST', url: '/web-api/cricket/app/redeem', headers: { host }, payload: { token } });

    const elsewhere = await redeem(UK);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { message: expect.stringMatching(/unknown, used already or expired/) }]);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    const own = await redeem(DE);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { data: { user_id: number } }).data.user_id).toBe(de.userId);
  });
});
