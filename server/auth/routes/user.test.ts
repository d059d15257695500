/** The signed-in user's calls: config, accounts, cookie agreement, terms, identification. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAuthServer, type AuthHarness, type Browser } from '../test-kit.ts';

let h: AuthHarness;
beforeEach(async () => {
  h = await buildAuthServer();
});
afterEach(async () => {
  await h.app.close();
});

const signedIn = (login: string, password: string): Promise<Browser> => h.signedIn(login, password);

describe('calls that need a user', () => {
  it('answer 401 to a guest', async () => {
    const guest = h.browser();
    for (const [method, url] of [
      ['GET', '/web-api/user/config'],
      ['GET', '/web-api/user/accounts'],
      ['POST', '/web-api/user/accounts/active'],
      ['POST', '/web-api/user/cookie-agreement'],
      ['GET', '/web-api/api-v3/v2/user/agreement-rules/status'],
      ['POST', '/web-api/api-v3/v2/user/agreement-rules/confirm'],
      ['POST', '/web-api/user/identification'],
    ] as const) {
      const res = await guest.call(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code, url).toBe(401);
    }
  });
});

describe('GET /web-api/user/config', () => {
  it('describes each seeded player as the contract says, the contacts masked', async () => {
    expect((await (await signedIn('demo', 'demo1234')).get('/web-api/user/config')).json()).toMatchObject({
      user_id: 1001,
      user_name: 'demo',
      user_email: 'd***@example.com',
      phone_code: '7',
      phone_number: '********01',
      activation_type: 2,
      ban_level: 0,
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      requested_additional_document: false,
      has_deposit: true,
      is_need_identification: false,
    });
    expect((await (await signedIn('banned', 'banned1234')).get('/web-api/user/config')).json()).toMatchObject({ ban_level: 45, ban_version: 2 });
    expect((await (await signedIn('unverified', 'unverified1234')).get('/web-api/user/config')).json()).toMatchObject({
      internal_verification_status: 0,
      verification_status_group_code: null,
      has_deposit: false,
      is_need_identification: true,
    });
  });
});

describe('accounts', () => {
  it('lists demo main USD 1000 and its bonus account; another account can be made active', async () => {
    const demo = await signedIn('demo', 'demo1234');
    const { accounts } = (await demo.get('/web-api/user/accounts')).json();
    expect(accounts).toEqual([
      { id: 100101, type: 0, iso: 'USD', symbol: '$', currencyId: 840, money: 1000, points: 0, label: 'Main account USD', isActive: true, isPointsTypeBalance: false },
      { id: 100102, type: 4, iso: 'USD', symbol: '$', currencyId: 840, money: 50, points: 0, label: 'Sport bonus', isActive: false, isPointsTypeBalance: false },
    ]);
    expect((await demo.post('/web-api/user/accounts/active', { id: 100102 })).json()).toEqual({ success: true });
    expect((await demo.get('/web-api/user/accounts')).json().accounts.map((a: { isActive: boolean }) => a.isActive)).toEqual([false, true]);
  });

  it('refuses an account of another player', async () => {
    const terms = await signedIn('terms', 'terms1234');
    expect((await terms.get('/web-api/user/accounts')).json().accounts).toEqual([expect.objectContaining({ money: 100, iso: 'USD' })]);
    expect((await terms.post('/web-api/user/accounts/active', { id: 100101 })).json()).toMatchObject({ error_code: 5, field: 'id' });
  });
});

describe('POST /web-api/user/cookie-agreement', () => {
  it('takes the unix time of the agreement, not a future or non-numeric one', async () => {
    const demo = await signedIn('demo', 'demo1234');
    const now = Date.UTC(2026, 0, 15, 12) / 1000;
    expect((await demo.post('/web-api/user/cookie-agreement', { cookiesAgreeTime: now })).json()).toEqual({ success: true });
    expect((await demo.post('/web-api/user/cookie-agreement', { cookiesAgreeTime: now + 3600 })).json()).toMatchObject({ error_code: 5, field: 'cookiesAgreeTime' });
    expect((await demo.post('/web-api/user/cookie-agreement', { cookiesAgreeTime: 'today' })).json()).toMatchObject({ error_code: 5 });
  });
});

describe('agreement rules', () => {
  it('says the terms changed for `terms` until confirmed, and not for demo', async () => {
    const terms = await signedIn('terms', 'terms1234');
    const status = () => terms.get('/web-api/api-v3/v2/user/agreement-rules/status');
    expect((await status()).json()).toEqual({ result: true, updatedAt: '2025-06-01T00:00:00.000Z' });
    expect((await terms.post('/web-api/api-v3/v2/user/agreement-rules/confirm')).json()).toEqual({ success: true });
    expect((await status()).json()).toEqual({ result: false, updatedAt: '2025-06-01T00:00:00.000Z' });
    const demo = await signedIn('demo', 'demo1234');
    expect((await demo.get('/web-api/api-v3/v2/user/agreement-rules/status')).json().result).toBe(false);
  });
});

describe('POST /web-api/user/identification', () => {
  const valid = { name: 'Ivan', surname: 'Petrov-Vodkin', date_birthday: '1990-02-28', passport: '4510 123456' };

  it('verifies the unverified player', async () => {
    const player = await signedIn('unverified', 'unverified1234');
    expect((await player.post('/web-api/user/identification', valid)).json()).toEqual({ success: true });
    expect((await player.get('/web-api/user/config')).json()).toMatchObject({
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      is_need_identification: false,
      // The documents are only "set" here; their values come from /web-api/secure-data, behind the password.
      user_data: expect.objectContaining({ name: 'Ivan', surname: 'Petrov-Vodkin', date_birthday: '***', passport: '***' }),
    });
  });

  it('names the field that is wrong (error_code 5)', async () => {
    const player = await signedIn('unverified', 'unverified1234');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: 'Iv4n' }, 'name'],
      [{ ...valid, surname: undefined }, 'surname'],
      [{ ...valid, date_birthday: '28.02.1990' }, 'date_birthday'],
      [{ ...valid, date_birthday: '1990-02-30' }, 'date_birthday'],
      // 18 tomorrow (the server's clock says 2026-01-15).
      [{ ...valid, date_birthday: '2008-01-16' }, 'date_birthday'],
      [{ ...valid, passport: '12' }, 'passport'],
      [{ ...valid, passport: '<script>' }, 'passport'],
    ];
    for (const [body, field] of cases) {
      expect((await player.post('/web-api/user/identification', body)).json(), JSON.stringify(body)).toMatchObject({ error_code: 5, field });
    }
    expect((await player.post('/web-api/user/identification', { ...valid, date_birthday: '2008-01-15' })).json()).toEqual({ success: true });
  });

  it('names every wrong field of one call at once (field: the first, fields: all)', async () => {
    const player = await signedIn('unverified', 'unverified1234');
    const answer = await player.post('/web-api/user/identification', { ...valid, name: '', date_birthday: '1990-02-30', passport: '12' });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body).toMatchObject({ error_code: 5, field: 'name', fields: ['name', 'date_birthday', 'passport'] });
    expect(body.message).toMatch(/"name" is required; .*YYYY-MM-DD; .*passport number/);
    // One bad field keeps the single-field answer.
    expect((await player.post('/web-api/user/identification', { ...valid, surname: 'X1' })).json()).not.toHaveProperty('fields');
  });
});

describe('phone countries and masks', () => {
  it('lists real countries with their dialling codes and masks, names in the asked language', async () => {
    const countries = (await h.app.inject({ url: '/web-api/phone/countries' })).json();
    expect(countries.length).toBeGreaterThanOrEqual(12);
    expect(countries).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Russia', phoneCode: '7', code: 'RU' },
        { id: 3, name: 'Ukraine', phoneCode: '380', code: 'UA' },
        { id: 7, name: 'United States', phoneCode: '1', code: 'US' },
      ]),
    );
    const ru = (await h.app.inject({ url: '/web-api/phone/countries', headers: { 'x-language': 'ru' } })).json();
    expect(ru[0]).toEqual({ id: 1, name: 'Россия', phoneCode: '7', code: 'RU' });
    const masks = (await h.app.inject({ url: '/web-api/phone/masks' })).json();
    expect(masks).toContainEqual({ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 });
    for (const mask of masks) expect(mask.Mask.split('#').length - 1, JSON.stringify(mask)).toBe(mask.Max);
  });
});
