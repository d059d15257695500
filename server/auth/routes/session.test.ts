/** Tokens and sessions through the server: gettoken, session/check, logout, cookies. */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../index.ts';
import { buildAuthServer, setCookieHeaders, type AuthHarness } from '../test-kit.ts';

let harness: AuthHarness;
afterEach(async () => {
  await harness.app.close();
});

async function withServer(options: Parameters<typeof buildAuthServer>[0] = {}) {
  harness = await buildAuthServer(options);
  return harness;
}

const sessionCookieOf = (headers: string[]) => headers.find((h) => h.startsWith('auth_session='));

describe('the session cookie', () => {
  it('lives 30 days with remember-me and only as long as the browser without it', async () => {
    const { browser } = await withServer();
    const remembered = sessionCookieOf(setCookieHeaders(await browser().signIn('demo', 'demo1234', true)));
    expect(remembered).toMatch(/^auth_session=[A-Za-z0-9_-]{20,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const forgotten = sessionCookieOf(setCookieHeaders(await browser().signIn('demo', 'demo1234', false)));
    expect(forgotten).toMatch(/^auth_session=[A-Za-z0-9_-]{20,}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('is Secure in production', async () => {
    const { browser } = await withServer({ production: true });
    expect(sessionCookieOf(setCookieHeaders(await browser().signIn('demo', 'demo1234')))).toMatch(/; Secure$/);
  });
});

describe('GET /web-api/user/gettoken', () => {
  it('mints a token for a live session cookie and 401s without one', async () => {
    const { browser } = await withServer();
    const guest = browser();
    const refused = await guest.get('/web-api/user/gettoken?force_refresh=true');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 401, message: 'No live session: sign in again' }, message: 'No live session: sign in again' });

    const player = browser();
    await player.signIn('demo', 'demo1234');
    player.token = undefined;
    const res = await player.get('/web-api/user/gettoken?force_refresh=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(player.token).toEqual(expect.any(String));
    expect((await player.get('/web-api/session/check')).json()).toEqual({ user_id: 1001 });
  });

  it('drops an unknown session cookie', async () => {
    const { app } = await withServer();
    const res = await app.inject({ url: '/web-api/user/gettoken', headers: { cookie: 'auth_session=made-up' } });
    expect(res.statusCode).toBe(401);
    expect(setCookieHeaders(res)).toContain('auth_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});

describe('GET /web-api/session/check', () => {
  it('answers the token user, else the session cookie user, else null', async () => {
    const { browser } = await withServer();
    const player = browser();
    expect((await player.get('/web-api/session/check')).json()).toEqual({ user_id: null });
    await player.signIn('terms', 'terms1234');
    expect((await player.get('/web-api/session/check')).json()).toEqual({ user_id: 1004 });
    player.token = undefined; // a reload before the client asked for a token
    expect((await player.get('/web-api/session/check')).json()).toEqual({ user_id: 1004 });
  });

  it('answers 401 for an expired token, and works again with a token from gettoken', async () => {
    const { browser, advance } = await withServer({ auth: { tokenTtlSeconds: 60 } });
    const player = browser();
    await player.signIn('demo', 'demo1234');
    advance(59_000);
    expect((await player.get('/web-api/session/check')).statusCode).toBe(200);
    advance(1_000);
    const expired = await player.get('/web-api/session/check');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toEqual({ code: 401, message: 'The access token has expired' });
    expect((await player.get('/web-api/user/config')).statusCode).toBe(401);

    expect((await player.get('/web-api/user/gettoken?force_refresh=true')).statusCode).toBe(200);
    expect((await player.get('/web-api/session/check')).json()).toEqual({ user_id: 1001 });
    expect((await player.get('/web-api/user/config')).statusCode).toBe(200);
  });

  it('answers 401 for a forged token and for a header that is not Bearer', async () => {
    const { browser, app } = await withServer();
    const player = browser();
    await player.signIn('demo', 'demo1234');
    const [header, payload] = player.token!.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 1002 })).toString('base64url');
    player.token = `${header}.${other}.${player.token!.split('.')[2]}`;
    expect((await player.get('/web-api/session/check')).json().error.message).toBe('The access token is not signed by this server');
    const basic = await app.inject({ url: '/web-api/session/check', headers: { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' } });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a token of another server process (another secret)', async () => {
    const first = await withServer({ auth: { secret: Buffer.from('first secret') } });
    const player = first.browser();
    await player.signIn('demo', 'demo1234');
    const token = player.token!;
    await first.app.close();
    const second = await withServer({ auth: { secret: Buffer.from('second secret') } });
    const res = await second.app.inject({ url: '/web-api/session/check', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /web-api/user/logout', () => {
  it('ends this device only: its token and cookie stop working, the other device stays signed in', async () => {
    const { browser } = await withServer();
    const phone = browser();
    const laptop = browser();
    await phone.signIn('demo', 'demo1234', true);
    await laptop.signIn('demo', 'demo1234', true);
    const oldToken = phone.token;
    const res = await phone.post('/web-api/user/logout', { all_devices: false });
    expect(res.json()).toEqual({ success: true });
    expect(phone.cookies.has('auth_session')).toBe(false);
    phone.token = oldToken;
    expect((await phone.get('/web-api/session/check')).statusCode).toBe(401);
    expect((await laptop.get('/web-api/session/check')).json()).toEqual({ user_id: 1001 });
  });

  it('with all_devices ends every session of the user, so other devices cannot even refresh', async () => {
    const { browser } = await withServer();
    const phone = browser();
    const laptop = browser();
    const otherPlayer = browser();
    await phone.signIn('demo', 'demo1234', true);
    await laptop.signIn('demo', 'demo1234', true);
    await otherPlayer.signIn('terms', 'terms1234', true);
    expect((await phone.post('/web-api/user/logout', { all_devices: true })).json()).toEqual({ success: true });
    expect((await laptop.get('/web-api/session/check')).statusCode).toBe(401);
    expect((await laptop.get('/web-api/user/gettoken?force_refresh=true')).statusCode).toBe(401);
    expect((await otherPlayer.get('/web-api/session/check')).json()).toEqual({ user_id: 1004 });
  });

  it('answers 401 to an expired token (the client refreshes and logs out for real), success to a guest', async () => {
    const { browser, advance } = await withServer({ auth: { tokenTtlSeconds: 60 } });
    const player = browser();
    await player.signIn('demo', 'demo1234');
    advance(61_000);
    expect((await player.post('/web-api/user/logout', { all_devices: false })).statusCode).toBe(401);
    await player.get('/web-api/user/gettoken?force_refresh=true');
    expect((await player.post('/web-api/user/logout', { all_devices: false })).statusCode).toBe(200);
    expect((await player.get('/web-api/user/gettoken')).statusCode).toBe(401);
    expect((await browser().post('/web-api/user/logout', {})).json()).toEqual({ success: true });
  });
});

describe('currentUserId (for other server routes)', () => {
  it('is the Bearer token user, null for guests and bad tokens, and never the cookie alone', async () => {
    const { app, browser } = await withServer();
    const seen: (number | null)[] = [];
    const probe = async (headers: Record<string, string>) => {
      // A route of another module, asking who the caller is.
      const request = { headers, hostname: 'localhost', server: app } as unknown as Parameters<typeof currentUserId>[0];
      seen.push(currentUserId(request));
    };
    const player = browser();
    await player.signIn('demo', 'demo1234');
    await probe({ authorization: `Bearer ${player.token}` });
    await probe({});
    await probe({ authorization: 'Bearer x.y.z' });
    await probe({ cookie: `auth_session=${player.cookies.get('auth_session')}` });
    expect(seen).toEqual([1001, null, null, null]);
  });

  it('is null on a server instance without the identity API', () => {
    const request = { headers: { authorization: 'Bearer a.b.c' }, server: {} as FastifyInstance } as unknown as Parameters<typeof currentUserId>[0];
    expect(currentUserId(request)).toBeNull();
  });
});
