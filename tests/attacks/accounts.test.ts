/**
 * Attacks on the accounts: each worked against the reference back end before it held. 300 wrong
 * passwords from a client that dropped its captcha cookie met no captcha and no lock-out; 100 wrong
 * secure-data passwords were tried; 50 recovery codes of one account were tried in 64 ms (a new
 * ticket brought five new tries); the login answer told "no such player" from "wrong password";
 * another device's token and cookie outlived a password change; an e-mail change asked for no
 * password; the user config handed e-mail, phone, passport and birth date to any signed-in caller;
 * and password hashing blocked the event loop, so a login flood held up every other request.
 * After the first pass: the reset-link send still said "No player has this login" and was not
 * throttled; binding a phone (which recovers the account by SMS) asked for no password; and the
 * recovery answer's channel told a phone-only account from an unknown login. After the review: the
 * office menu and the welcome data still handed out the e-mail and phone, and cricket app links and
 * app sign-in tokens outlived a password change and "sign out everywhere".
 */
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { hashPassword, passwordMatches } from '../../server/auth/passwords.ts';
import { SEEDS } from '../../server/auth/seed-players.ts';
import { DEFAULT_THROTTLE } from '../../server/auth/throttle.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const { demo } = SEEDS;

interface Server {
  app: FastifyInstance;
  lines: string[];
  advance(ms: number): void;
  /** The newest logged code of this kind (and recipient). */
  code(kind: string, to?: string): string;
}

const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

async function start(): Promise<Server> {
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const lines: string[] = [];
  const app = await buildServer({ rootDir: ROOT, siteConfigId: 'default', auth: { now: () => now, logLine: (line) => lines.push(line) } });
  opened.push(app);
  return {
    app,
    lines,
    advance: (ms) => {
      now += ms;
    },
    code: (kind, to = '') => {
      const line = [...lines].reverse().find((l) => l.startsWith(`[auth-code] ${kind} ${to}`));
      if (!line) throw new Error(`no ${kind} code for ${to} in:\n${lines.join('\n')}`);
      return /: (\S+)/.exec(line)![1]!;
    },
  };
}

/** One device at one address: keeps its cookies and token, like a browser (or drops them, like a script). */
class Device {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly address = '203.0.113.10',
    private readonly keepsCookies = true,
  ) {}

  async call(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const request: InjectOptions = {
      method,
      url,
      remoteAddress: this.address,
      headers: { ...(cookie ? { cookie } : {}), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...headers },
      ...(payload ? { payload } : {}),
    };
    const res = await this.app.inject(request);
    if (this.keepsCookies) {
      const setCookies = res.headers['set-cookie'];
      for (const header of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
        const [pair] = header.split(';');
        const eq = pair!.indexOf('=');
        if (/Max-Age=0(;|$)/.test(header)) this.cookies.delete(pair!.slice(0, eq));
        else this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
    }
    const token = String(res.headers['content-type'] ?? '').startsWith('application/json') ? (res.json() as { data?: { token?: unknown } }).data?.token : undefined;
    if (typeof token === 'string') this.token = token;
    return res;
  }

  signIn(login: string, password: string, headers?: Record<string, string>) {
    return this.call('POST', '/web-api/user/login', { login: b64(login), password: b64(password), save: true }, headers);
  }
}

async function signedIn(server: Server, address: string): Promise<Device> {
  const device = new Device(server.app, address);
  const res = await device.signIn(demo.login, demo.password);
  expect(res.statusCode, res.body).toBe(200);
  return device;
}

/** Fetches this device's captcha picture, reads its code from the log (as a person reads the picture) and validates it. */
async function solveCaptcha(server: Server, device: Device): Promise<string> {
  await device.call('GET', '/web-api/captcha/update');
  const code = server.code('captcha', device.cookies.get('captcha_id'));
  expect((await device.call('POST', '/web-api/captcha/validate', { captcha: code })).json()).toMatchObject({ success: true });
  return code;
}

async function balances(device: Device): Promise<unknown> {
  return ((await device.call('GET', '/web-api/user/accounts')).json() as { accounts: { id: number; money: number }[] }).accounts.map((a) => [a.id, a.money]);
}

describe('password guessing', () => {
  it('30 wrong passwords without a captcha cookie: the server demands a captcha, then locks out; the right password waits too', async () => {
    const server = await start();
    const before = await balances(await signedIn(server, '198.51.100.1'));
    const script = new Device(server.app, '203.0.113.66', false);
    const answers: { status: number; error_code: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await script.signIn(demo.login, `guess-${i}`);
      answers.push({ status: res.statusCode, error_code: (res.json() as { error_code: number }).error_code });
    }
    const { captchaAfter, lockAfter } = DEFAULT_THROTTLE.account;
    expect(answers.slice(0, captchaAfter)).toEqual(Array(captchaAfter).fill({ status: 400, error_code: 1 }));
    // The captcha the server demanded and never got counts as a failure too: the script is locked out.
    expect(answers.slice(captchaAfter, lockAfter)).toEqual(Array(lockAfter - captchaAfter).fill({ status: 400, error_code: 111 }));
    expect(answers.slice(lockAfter)).toEqual(Array(30 - lockAfter).fill({ status: 429, error_code: 7 }));

    // The right password is refused too while the lock lasts, from anywhere: the guesser learns nothing.
    const right = await script.signIn(demo.login, demo.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error_code: 7, message: expect.stringMatching(/^Too many failed attempts: try again in \d+ min$/) });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Device(server.app, '198.51.100.2').signIn(demo.login, demo.password)).statusCode).toBe(429);

    // Once the lock is over the player signs in, with everything they had.
    server.advance(DEFAULT_THROTTLE.lockMs + 1_000);
    const player = await signedIn(server, '198.51.100.3');
    expect(await balances(player)).toEqual(before);
  });

  it('after failures the right password needs the captcha in every browser; a solved one lets it in', async () => {
    const server = await start();
    const script = new Device(server.app, '203.0.113.67', false);
    for (let i = 0; i < DEFAULT_THROTTLE.account.captchaAfter; i++) await script.signIn(demo.login, `guess-${i}`);

    const browser = new Device(server.app, '198.51.100.4');
    expect((await browser.signIn(demo.login, demo.password)).json()).toMatchObject({ error_code: 111 });
    const solved = await solveCaptcha(server, browser);
    expect((await browser.signIn(demo.login, demo.password, { 'X-Captcha-Token': solved })).json()).toMatchObject({ success: true, data: { user_id: demo.id } });
  });

  it('an unknown login and a wrong password get the same answer', async () => {
    const server = await start();
    const unknown = await new Device(server.app, '198.51.100.5').signIn('no-such-player', 'whatever1');
    const wrong = await new Device(server.app, '198.51.100.6').signIn(demo.login, 'whatever1');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error_code: 1, message: 'Wrong login or password', field: 'both' });

    const byPhone = (phone_number: string) =>
      new Device(server.app, '198.51.100.7').call('POST', '/web-api/user/login/phone', { phone_number, country_code: '7', password: b64('whatever1') });
    expect((await byPhone('9169999999')).json()).toEqual((await byPhone(demo.phone)).json());

    // Recovery answers alike too: a ticket either way, a code only to the real player.
    const send = (login: string) => new Device(server.app, '198.51.100.8').call('POST', '/web-api/user/password-recovery/send', { login });
    const sentBefore = server.lines.length;
    const nobody = (await send('nobody@example.com')).json() as Record<string, unknown>;
    expect(server.lines.length).toBe(sentBefore);
    const real = (await send('demo@example.com')).json() as Record<string, unknown>;
    expect(Object.keys(nobody).sort()).toEqual(Object.keys(real).sort());
    expect({ ...nobody, ticket: 'x' }).toEqual({ ...real, ticket: 'x' });
  });
});

describe('code guessing', () => {
  it('recovery codes: new tickets bring no new tries; the account locks after the failure limit, captchas solved or not', async () => {
    const server = await start();
    // A guesser who solves every captcha the server asks for (the worst case) and starts a new ticket
    // whenever one is used up: 50 tickets of 5 tries each was the attack.
    const guesser = new Device(server.app, '203.0.113.70');
    let wrongAnswers = 0;
    let refused: LightMyRequestResponse | undefined;
    let lastTicket = '';
    for (let ticketNo = 0; ticketNo < 50 && !refused; ticketNo++) {
      let sent = await guesser.call('POST', '/web-api/user/password-recovery/send', { login: demo.login });
      if (sent.json().error_code === 111) sent = await guesser.call('POST', '/web-api/user/password-recovery/send', { login: demo.login }, { 'X-Captcha-Token': await solveCaptcha(server, guesser) });
      if (sent.statusCode === 429) {
        refused = sent;
        break;
      }
      lastTicket = (sent.json() as { ticket: string }).ticket;
      const wrong = server.code('recovery') === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5 && !refused; i++) {
        const res = await guesser.call('POST', '/web-api/user/password-recovery/check', { ticket: lastTicket, code: wrong });
        if (res.statusCode === 429) refused = res;
        else wrongAnswers += 1;
      }
    }
    // At most the account's failure limit (the call that met a captcha demand counts as one too).
    expect(wrongAnswers).toBeGreaterThan(DEFAULT_THROTTLE.account.captchaAfter);
    expect(wrongAnswers).toBeLessThanOrEqual(DEFAULT_THROTTLE.account.lockAfter);
    expect(refused?.json()).toMatchObject({ error_code: 7, retry_after: expect.any(Number) });

    // Even the right code of the last ticket waits now, so a lucky guess could not be used either.
    const save = await guesser.call('POST', '/web-api/user/password-recovery/save', { ticket: lastTicket, code: server.code('recovery'), password: b64('taken-over-1') });
    expect(save.statusCode).toBe(429);
    server.advance(DEFAULT_THROTTLE.lockMs + 1_000);
    expect((await new Device(server.app, '198.51.100.9').signIn(demo.login, demo.password)).statusCode).toBe(200);
  });

  it('a script that keeps no cookies gets one ticket\'s tries, then only captcha demands', async () => {
    const server = await start();
    const script = new Device(server.app, '203.0.113.76', false);
    const { ticket } = (await script.call('POST', '/web-api/user/password-recovery/send', { login: demo.login })).json() as { ticket: string };
    const wrong = server.code('recovery') === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await script.call('POST', '/web-api/user/password-recovery/check', { ticket, code: wrong })).json()).toMatchObject({ error_code: 3 });
    expect((await script.call('POST', '/web-api/user/password-recovery/send', { login: demo.login })).json()).toMatchObject({ error_code: 111 });
  });

  it('recovery sends are counted per address', async () => {
    const server = await start();
    const flooder = new Device(server.app, '203.0.113.71');
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_THROTTLE.windows.recovery.max; i++) {
      statuses.push((await flooder.call('POST', '/web-api/user/password-recovery/send', { login: `someone-${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('secure data', () => {
  it('wrong secure-data passwords lock the grant out; the details stay hidden', async () => {
    const server = await start();
    const thief = await signedIn(server, '203.0.113.72');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await thief.call('POST', '/web-api/secure-data/grant', { password: `guess-${i}` })).statusCode);
    const { lockAfter } = DEFAULT_THROTTLE.account;
    expect(statuses).toEqual([...Array(lockAfter).fill(403), ...Array(15 - lockAfter).fill(429)]);
    const right = await thief.call('POST', '/web-api/secure-data/grant', { password: demo.password });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ message: expect.stringContaining('Too many failed attempts'), retry_after: expect.any(Number) });
    expect((await thief.call('GET', '/web-api/secure-data')).json()).toMatchObject({ grantRequired: true });
  });

  it('the user config carries no e-mail, phone, passport or birth date in clear', async () => {
    const server = await start();
    const player = await signedIn(server, '198.51.100.10');
    await player.call('POST', '/web-api/user/identification', { name: 'Ivan', surname: 'Petrov', date_birthday: '1990-02-28', passport: '4510 123456' });
    expect((await player.call('POST', '/web-api/secure-data/grant', { password: demo.password })).statusCode).toBe(200);
    const secure = (await player.call('GET', '/web-api/secure-data')).json() as Record<string, string | null>;
    const clear = [secure.email, secure.phone, secure.phone!.slice(-10), secure.passport, secure.dateBirthday];
    expect(clear).toEqual(['demo@example.com', `+7${demo.phone}`, demo.phone, '4510 123456', '1990-02-28']);

    const config = (await player.call('GET', '/web-api/user/config')).body;
    for (const value of clear) expect(config).not.toContain(value!);
    expect(JSON.parse(config)).toMatchObject({ user_email: 'd***@example.com', phone_number: '********01', user_data: { passport: '***', date_birthday: '***', name: 'Ivan' } });
  });
});

// The throttle once judged an attempt before its (asynchronous) hash and counted the failure after
// it: 60 wrong passwords sent at once were all checked, with no captcha and no lock-out.
describe('parallel guessing', () => {
  type Answer = { status: number; error_code?: number };
  const answerOf = (res: LightMyRequestResponse): Answer => ({ status: res.statusCode, error_code: (res.json() as { error_code?: number }).error_code });
  const count = (answers: Answer[], wanted: Answer) => answers.filter((a) => a.status === wanted.status && a.error_code === wanted.error_code).length;

  it('60 wrong passwords at once meet the captcha and the lock-out as 60 in a row would; the right password then waits', async () => {
    const server = await start();
    const script = new Device(server.app, '203.0.113.80', false);
    const answers = (await Promise.all(Array.from({ length: 60 }, (_, i) => script.signIn(demo.login, `guess-${i}`)))).map(answerOf);
    const { captchaAfter, lockAfter } = DEFAULT_THROTTLE.account;
    expect(count(answers, { status: 400, error_code: 1 })).toBe(captchaAfter);
    expect(count(answers, { status: 400, error_code: 111 })).toBe(lockAfter - captchaAfter);
    expect(count(answers, { status: 429, error_code: 7 })).toBe(60 - lockAfter);
    const right = await new Device(server.app, '198.51.100.20').signIn(demo.login, demo.password);
    expect([right.statusCode, right.json()]).toEqual([429, { error_code: 7, message: expect.stringMatching(/^Too many failed attempts/), retry_after: expect.any(Number) }]);
  });

  it('15 wrong secure-data passwords at once: at most the lock limit are checked', async () => {
    const server = await start();
    const thief = await signedIn(server, '203.0.113.81');
    const statuses = (await Promise.all(Array.from({ length: 15 }, (_, i) => thief.call('POST', '/web-api/secure-data/grant', { password: `guess-${i}` })))).map((res) => res.statusCode);
    const { lockAfter } = DEFAULT_THROTTLE.account;
    expect(statuses.filter((status) => status === 403)).toHaveLength(lockAfter);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - lockAfter);
    expect((await thief.call('POST', '/web-api/secure-data/grant', { password: demo.password })).statusCode).toBe(429);
  });

  it('20 right passwords at once from one address all sign in: parallel checks queue, they are not refused', async () => {
    const server = await start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => new Device(server.app, '198.51.100.21', false).signIn(demo.login, demo.password)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
  });
});

describe('sessions and contacts', () => {
  it('a password change ends the other devices (token and cookie); the device that changed it stays', async () => {
    const server = await start();
    const stolen = await signedIn(server, '203.0.113.73');
    const owner = await signedIn(server, '198.51.100.11');
    const changed = await owner.call('POST', '/web-api/account/password', { password: b64(demo.password), new_password: b64('a-new-secret-1') });
    expect(changed.json()).toEqual({ success: true });

    expect((await stolen.call('GET', '/web-api/user/config')).statusCode).toBe(401);
    const stolenToken = stolen.token;
    stolen.token = undefined;
    expect((await stolen.call('GET', '/web-api/user/gettoken')).statusCode).toBe(401);
    expect(stolen.token).toBeUndefined();
    expect(stolenToken).toBeDefined();

    expect((await owner.call('GET', '/web-api/user/config')).statusCode).toBe(200);
    expect((await owner.call('GET', '/web-api/user/gettoken')).statusCode).toBe(200);
  });

  it('an e-mail change without the password is refused, on both routes that change it', async () => {
    const server = await start();
    const thief = await signedIn(server, '203.0.113.74');
    const viaCode = await thief.call('POST', '/web-api/account/email/code', { email: 'thief@example.org' });
    expect(viaCode.statusCode).toBe(400);
    expect(viaCode.json()).toMatchObject({ field: 'password' });
    const wrongPassword = await thief.call('POST', '/web-api/account/email/code', { email: 'thief@example.org', password: b64('guess-1') });
    expect(wrongPassword.json()).toEqual({ message: 'The current password is wrong', field: 'password' });
    const viaLink = await thief.call('POST', '/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'thief@example.org' });
    expect(viaLink.statusCode).toBe(400);
    expect(viaLink.json()).toMatchObject({ field: 'password' });

    // Nothing was sent to the thief's address, and the account keeps its e-mail.
    expect(server.lines.filter((line) => line.includes('thief@example.org'))).toEqual([]);
    expect((await thief.call('POST', '/web-api/secure-data/grant', { password: demo.password })).statusCode).toBe(200);
    expect((await thief.call('GET', '/web-api/secure-data')).json()).toMatchObject({ email: 'demo@example.com' });
  });
});

describe('the holes a second pass closed', () => {
  it('a reset link for an unknown login, an account without an e-mail and a real one: the same answer; only the real one is sent', async () => {
    const server = await start();
    const guest = new Device(server.app, '198.51.100.20');
    const oneClick = (await new Device(server.app, '198.51.100.21').call('POST', '/web-api/user/registration', { type: 'one_click' })).json() as { data: { login: string } };
    const send = (login: string) => guest.call('POST', '/web-api/user-pages/password-reset/send', { login });

    const sentBefore = server.lines.length;
    const answers = [await send('no-such-player'), await send(oneClick.data.login), await send(demo.login)];
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual(Array(3).fill([200, { success: true, expires_in: 3600 }]));
    // One link went out: to the real player's e-mail; nothing names the address to the caller.
    expect(server.lines.slice(sentBefore)).toEqual([expect.stringMatching(/^\[auth-code\] link demo@example\.com: \S+ \(password-reset\)$/)]);
  });

  it('reset-link sends share the recovery window of the address: a flood is refused (429) whichever way it asks', async () => {
    const server = await start();
    const flooder = new Device(server.app, '203.0.113.80');
    const { max } = DEFAULT_THROTTLE.windows.recovery;
    for (let i = 0; i < max; i++) {
      const url = i % 2 === 0 ? '/web-api/user-pages/password-reset/send' : '/web-api/user/password-recovery/send';
      expect((await flooder.call('POST', url, { login: `someone-${i}@example.com` })).statusCode).toBe(200);
    }
    const refused = await flooder.call('POST', '/web-api/user-pages/password-reset/send', { login: demo.login });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests from your address: try again in \d+ s$/), retry_after: expect.any(Number) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(server.lines.some((line) => line.startsWith('[auth-code] link demo@example.com'))).toBe(false);
  });

  it('binding or changing the phone without the password is refused: a stolen session cannot take the account by SMS', async () => {
    const server = await start();
    const thief = await signedIn(server, '203.0.113.75');
    const thiefPhone = { phone_code: '7', phone_number: '9165550666' };
    const noPassword = await thief.call('POST', '/web-api/account/phone/code', thiefPhone);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ field: 'password' });
    const wrongPassword = await thief.call('POST', '/web-api/account/phone/code', { ...thiefPhone, password: b64('guess-1') });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: 'The current password is wrong', field: 'password' });

    // No SMS went to the thief's phone, nothing waits for a code, and recovery by that phone reaches nobody.
    expect(server.lines.filter((line) => line.includes('9165550666'))).toEqual([]);
    expect((await thief.call('GET', '/web-api/account/contact/pending')).json()).toEqual({ pending: null });
    const sentBefore = server.lines.length;
    await new Device(server.app, '203.0.113.76').call('POST', '/web-api/user/password-recovery/send', { login: '+7 916 555-06-66' });
    expect(server.lines.length).toBe(sentBefore);
    expect((await thief.call('POST', '/web-api/secure-data/grant', { password: demo.password })).statusCode).toBe(200);
    expect((await thief.call('GET', '/web-api/secure-data')).json()).toMatchObject({ phone: `+7${demo.phone}` });
  });

  it("recovery's channel tells a phone-only account from an unknown login no more", async () => {
    const server = await start();
    // The seeded demo without its e-mail: an account that recovers by SMS only.
    server.app.identity.players.byUserId(demo.id)!.email = null;
    const send = async (login: string) => {
      const answer = (await new Device(server.app, '198.51.100.22').call('POST', '/web-api/user/password-recovery/send', { login })).json() as Record<string, unknown>;
      return { ...answer, ticket: 'ticket' };
    };
    for (const [known, unknown] of [
      [demo.login, 'no-such-player'],
      [String(demo.id), '1999'],
      [demo.phone, '9169999999'],
      ['+7 916 000-00-01', '+7 916 999-99-99'],
    ] as const) {
      expect(await send(known), known).toEqual(await send(unknown));
    }
    // The player still gets the code: by SMS, the only way the account has.
    expect(server.code('recovery', `+7 ${demo.phone}`)).toMatch(/^\d{6}$/);
    expect(server.lines.filter((line) => line.startsWith('[auth-code] recovery')).every((line) => line.startsWith(`[auth-code] recovery +7 ${demo.phone}:`))).toBe(true);
  });
});

describe('a login flood', () => {
  it('hashing runs off the event loop: other work goes on while a password is hashed or checked', async () => {
    const order: string[] = [];
    const stored = await hashPassword('a-password-1');
    const hashing = Promise.all([hashPassword('a-password-2'), passwordMatches('a-password-1', stored)]).then(() => order.push('hashing done'));
    setImmediate(() => order.push('other work'));
    await hashing;
    // Synchronous scrypt finished before the call even returned, ahead of anything else queued.
    expect(order).toEqual(['other work', 'hashing done']);
  });

  it('a simple GET is answered while 20 logins are in flight', async () => {
    const server = await start();
    const finished: string[] = [];
    const logins = Array.from({ length: 20 }, (_, i) =>
      new Device(server.app, `198.51.100.${100 + i}`).signIn(demo.login, demo.password).then((res) => {
        expect(res.statusCode).toBe(200);
        finished.push('login');
      }),
    );
    const read = new Device(server.app, '198.51.100.99').call('GET', '/web-api/phone/countries').then((res) => {
      expect(res.statusCode).toBe(200);
      finished.push('read');
    });
    await Promise.all([...logins, read]);
    expect(finished.indexOf('read')).toBeLessThan(finished.length - 1);
  });
});

describe('contact details and sign-in links after the review', () => {
  it('the office menu and the welcome data carry no e-mail or phone in clear', async () => {
    const server = await start();
    const thief = await signedIn(server, '203.0.113.75');
    const menu = await thief.call('GET', '/web-api/office/menu');
    const welcome = await thief.call('GET', '/web-api/user-pages/welcome');
    for (const res of [menu, welcome]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('demo@example.com');
      expect(res.body).not.toContain(demo.phone);
    }
    expect((menu.json() as { menuUserData: unknown }).menuUserData).toMatchObject({ email: 'd***@example.com' });
    expect(welcome.json()).toMatchObject({ email: 'd***@example.com', phone: '+7 ********01' });
  });

  it('cricket app links and app sign-in tokens die with the session that made them (password change, sign-out everywhere)', async () => {
    const server = await start();
    const mint = async (device: Device) => ({
      cricket: ((await device.call('POST', '/web-api/cricket/app/links')).json() as { token: string }).token,
      app: (await device.call('POST', '/web-api/user-pages/app-token')).json() as { method_id: number; token: string; sign: string },
    });
    const expectRefused = async (links: Awaited<ReturnType<typeof mint>>) => {
      const attacker = new Device(server.app, '203.0.113.76');
      const cricket = await attacker.call('POST', '/web-api/cricket/app/redeem', { token: links.cricket });
      expect([cricket.statusCode, cricket.json()]).toEqual([404, { message: expect.stringMatching(/ended with the session that made it/) }]);
      const app = await attacker.call('POST', '/web-api/user-pages/auth-app', links.app);
      expect([app.statusCode, app.json()]).toEqual([410, { message: expect.stringMatching(/ended with the session that made it/), code: 'expired' }]);
      expect(attacker.token).toBeUndefined();
    };

    // A stolen session mints links; the owner changes the password on another device.
    const stolen = await signedIn(server, '203.0.113.77');
    const owner = await signedIn(server, '198.51.100.12');
    const beforeChange = await mint(stolen);
    expect((await owner.call('POST', '/web-api/account/password', { password: b64(demo.password), new_password: b64('a-new-secret-2') })).json()).toEqual({ success: true });
    await expectRefused(beforeChange);

    // The owner's own links work until "sign out everywhere".
    const laptop = new Device(server.app, '198.51.100.13');
    expect((await laptop.signIn(demo.login, 'a-new-secret-2')).statusCode).toBe(200);
    const beforeSignOut = await mint(laptop);
    expect((await owner.call('POST', '/web-api/user/logout', { all_devices: true })).json()).toEqual({ success: true });
    await expectRefused(beforeSignOut);
  });

  it('a QR sign-in approved by a stolen session is not claimed once the owner changes the password', async () => {
    const server = await start();
    const attacker = new Device(server.app, '203.0.113.78');
    const { id, code } = (await attacker.call('POST', '/web-api/user-pages/qr')).json() as { id: string; code: string };
    const stolen = await signedIn(server, '203.0.113.79');
    expect((await stolen.call('POST', '/web-api/user-pages/qr/approve', { code, approve: true })).statusCode).toBe(200);
    const owner = await signedIn(server, '198.51.100.14');
    expect((await owner.call('POST', '/web-api/account/password', { password: b64(demo.password), new_password: b64('a-new-secret-3') })).json()).toEqual({ success: true });

    const claim = await attacker.call('POST', `/web-api/user-pages/qr/${id}/claim`);
    expect([claim.statusCode, claim.json().message]).toEqual([410, expect.stringMatching(/approved this QR code has ended/)]);
    expect(attacker.token).toBeUndefined();
  });
});
