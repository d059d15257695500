import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthServer, setCookieHeaders, type AuthHarness, type Browser } from '../auth/test-kit.ts';
import { loadValidators, type Validators } from '../validators.ts';

let h: AuthHarness;
let validators: Validators;
beforeAll(async () => {
  [h, validators] = await Promise.all([buildAuthServer(), loadValidators()]);
}, 60_000);
afterAll(() => h.app.close());

const redirectLight = (url: unknown) => h.app.inject({ method: 'POST', url: '/web-api/redirect-light', payload: { url } });

describe('redirect-light', () => {
  it('answers a moved address with everything needed to apply it, keeping the query', async () => {
    const res = await redirectLight('/en/livecasino?btag=aff1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redirect: true,
      code: 301,
      url: '/en/live-casino?btag=aff1',
      reasons: ['renamed'],
      breadcrumbs: [
        { title: expect.any(String), url: '/en/' },
        { title: 'Live casino', url: '/en/live-casino' },
      ],
    });
    expect((await redirectLight('/ru/games/slots/')).json()).toMatchObject({ url: '/ru/slots', breadcrumbs: [{}, { title: 'Слоты' }] });
  });

  it('leaves current addresses, unknown languages and the root where they are', async () => {
    for (const url of ['/en/live-casino', '/xx/livecasino', '/', '/livecasino']) expect((await redirectLight(url)).json(), url).toEqual({ redirect: false });
  });

  it('refuses anything that is not a path of this site, with a message', async () => {
    for (const url of [undefined, 42, 'https://evil.example/en/', '//evil.example/en/', `/${'a'.repeat(2048)}`]) {
      const res = await redirectLight(url);
      expect(res.statusCode, String(url).slice(0, 40)).toBe(400);
      expect(validators.platformRefusalAnswer(res.json())).toBe(true);
      expect(res.json().message).toMatch(/"url" must be a path/);
    }
  });
});

describe('blocks v2', () => {
  const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
  const blocksV2 = (browser: Browser, body: unknown, headers: Record<string, string> = {}) => browser.call('POST', '/web-api/blocks/v2', body, headers);
  const comingSoon = { cookie: 'ref_block_reason=8' };

  it('refuses a body without auth and a same-site url, saying what it expects', async () => {
    const guest = h.browser();
    for (const body of [{}, { auth: true }, { url: '/en/' }, { auth: 'yes', url: '/en/' }, { auth: false, url: 'https://evil.example/' }, { auth: false, url: '//evil.example/' }, { auth: false, url: `/${'a'.repeat(2048)}` }]) {
      const res = await blocksV2(guest, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(validators.platformRefusalAnswer(res.json())).toBe(true);
      expect(res.json().message).toMatch(/^The blocks v2 body must be \{"auth": true or false, "url": a path of this site/);
    }
  });

  it('lifts "coming soon" for a signed-in player only, never on the client\'s word alone', async () => {
    const guest = h.browser();
    expect((await blocksV2(guest, { auth: false, url: '/en/line' }, comingSoon)).json()).toEqual({ displayTypeId: 8, templateTypeId: 0 });
    // A guest claiming to be signed in is still a guest.
    expect((await blocksV2(guest, { auth: true, url: '/en/line' }, comingSoon)).json()).toEqual({ displayTypeId: 8, templateTypeId: 0 });
    const demo = await h.signedIn('demo', 'demo1234');
    const player = await blocksV2(demo, { auth: true, url: '/en/line' }, comingSoon);
    expect([player.statusCode, player.json()]).toEqual([200, { displayTypeId: 0, templateTypeId: 0 }]);
    expect(validators.blocksAnswer(player.json())).toBe(true);
    // Signed out as far as the client knows: answered as a guest even with a token left over.
    expect((await blocksV2(demo, { auth: false, url: '/en/line' }, comingSoon)).json().displayTypeId).toBe(8);
    // Other reasons hold for players as well.
    expect((await blocksV2(demo, { auth: true, url: '/en/line' }, { cookie: 'ref_block_reason=16' })).json().displayTypeId).toBe(16);
  });

  it('answers 401 to a signed-in claim with a token that no longer holds, so the client renews it', async () => {
    const stale = h.browser();
    stale.token = 'not.a.token';
    expect((await blocksV2(stale, { auth: true, url: '/en/' })).statusCode).toBe(401);
  });

  it('sends Internet Explorer to its own page whatever else holds, on v1, v2 and the first load alike', async () => {
    const guest = h.browser();
    expect((await blocksV2(guest, { auth: false, url: '/en/' }, { 'user-agent': IE11 })).json().displayTypeId).toBe(17);
    expect((await blocksV2(guest, { auth: false, url: '/en/' }, { 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', ...comingSoon })).json().displayTypeId).toBe(17);
    expect((await guest.get('/web-api/blocks/light/v1', { 'user-agent': IE11 })).json().displayTypeId).toBe(17);
    expect((await blocksV2(guest, { auth: false, url: '/en/' }, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' })).json().displayTypeId).toBe(0);
  });
});

describe('list-available-partitions', () => {
  it("lists the third-party areas of the host's config", async () => {
    const res = await h.app.inject({ url: '/third-party/api/list-available-partitions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, listAvailablePartitions: expect.any(Array) });
  });
});

describe('secure data behind a 30-minute grant', () => {
  it('answers 401 to guests, on both calls', async () => {
    const guest = h.browser();
    expect((await guest.get('/web-api/secure-data')).statusCode).toBe(401);
    expect((await guest.post('/web-api/secure-data/grant', { password: 'demo1234' })).statusCode).toBe(401);
  });

  it('needs the password again: refused without a grant, a wrong or empty password refused, the right one grants 30 minutes', async () => {
    const demo = await h.signedIn('demo', 'demo1234');
    const before = await demo.get('/web-api/secure-data');
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: 'Confirm your password to see these details', grantRequired: true });

    expect((await demo.post('/web-api/secure-data/grant', {})).statusCode).toBe(400);
    const wrong = await demo.post('/web-api/secure-data/grant', { password: 'not-it' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, 'The password is not right']);
    expect(setCookieHeaders(wrong)).toEqual([]);

    const granted = await demo.post('/web-api/secure-data/grant', { password: 'demo1234' });
    expect(granted.json()).toEqual({ expiresInSeconds: 1800 });
    const cookie = setCookieHeaders(granted)[0]!;
    expect(cookie).toMatch(/^secure_data_grant=[A-Za-z0-9_-]+; Path=\/web-api\/secure-data; HttpOnly; SameSite=Strict; Max-Age=1800$/);

    const details = await demo.get('/web-api/secure-data');
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ phone: '+79160000001', grantExpiresInSeconds: 1800 });
    expect(validators.secureDataAnswer(details.json())).toBe(true);

    // Access tokens are short-lived: the client renews them (as it does every few minutes) without touching the grant.
    const renewToken = () => demo.get('/web-api/user/gettoken?force_refresh=true');
    h.advance(29 * 60 * 1000);
    await renewToken();
    const late = await demo.get('/web-api/secure-data');
    // The page is told how long it may still show them, so it hides them when the grant ends.
    expect([late.statusCode, late.json().grantExpiresInSeconds]).toEqual([200, 60]);
    h.advance(60 * 1000);
    await renewToken();
    expect((await demo.get('/web-api/secure-data')).statusCode).toBe(403);
  });

  it("a grant is its player's only: another player with the same cookie is refused", async () => {
    const demo = await h.signedIn('demo', 'demo1234');
    await demo.post('/web-api/secure-data/grant', { password: 'demo1234' });
    const stolen = demo.cookies.get('secure_data_grant')!;
    const other = h.browser();
    const registered = await other.post('/web-api/user/registration', { type: 'one_click', currency: 'USD', country_id: 1 });
    if (registered.statusCode !== 200 || !other.token) return expect.fail(`registration answered ${registered.statusCode}: ${registered.body}`);
    other.cookies.set('secure_data_grant', stolen);
    expect((await other.get('/web-api/secure-data')).statusCode).toBe(403);
  });
});
