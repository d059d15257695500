import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import { expectGuestsRefused, userConfigOf } from '../test-kit.ts';

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

const profile = {
  name: 'Anna',
  surname: 'Smith',
  date_birthday: '1990-05-17',
  passport: '4510 123456',
  passport_date: '2010-06-01',
  registration_address: '1 Main Street, Springfield',
};

it('answers 401 to guests', async () => {
  await expectGuestsRefused(h, [
    ['POST', '/web-api/account/profile'],
    ['GET', '/web-api/account/convert'],
    ['POST', '/web-api/account/convert'],
  ]);
});

describe('POST /web-api/account/profile', () => {
  it('keeps the six required fields; the user config shows the names and that the rest is set', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/profile', profile)).json()).toEqual({ success: true });
    // The documents, birth date and address are secure data: their values only behind the password grant.
    const secret = { date_birthday: '***', passport: '***', passport_date: '***', registration_address: '***' };
    expect((await userConfigOf(browser)).user_data).toMatchObject({ name: profile.name, surname: profile.surname, ...secret });
  });

  it('refuses a missing field or a minor, naming the field, and keeps what was stored', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    const { registration_address: _omitted, ...withoutAddress } = profile;
    expect((await browser.post('/web-api/account/profile', withoutAddress)).json()).toMatchObject({ field: 'registration_address' });
    expect((await browser.post('/web-api/account/profile', { ...profile, date_birthday: '2015-01-01' })).json()).toMatchObject({ field: 'date_birthday' });
    expect((await userConfigOf(browser)).user_data).toMatchObject({ name: null, date_birthday: null });
  });

  it('locks what the documents proved once verified (403), but the address may change', async () => {
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    const stored = { name: 'Demo', surname: 'Player', date_birthday: '1990-05-17', passport: '4510 001001' };
    expect((await demo.post('/web-api/account/profile', { ...profile, ...stored, passport_date: '2012-01-01' })).json()).toEqual({ success: true });
    const renamed = await demo.post('/web-api/account/profile', { ...profile, ...stored, passport_date: '2012-01-01', name: 'Other' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ field: 'name' });
    expect((await demo.post('/web-api/account/profile', { ...profile, ...stored, passport_date: '2012-01-01', registration_address: '2 New Road, Shelbyville' })).json()).toEqual({ success: true });
  });
});

describe('account conversion', () => {
  it('changes an empty account to a currency the player holds none in', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    const options = (await browser.get('/web-api/account/convert')).json();
    expect(options.accounts).toEqual([expect.objectContaining({ iso: 'USD', money: 0, convertible: true })]);
    expect(options.currencies).toContain('EUR');
    expect(options.currencies).not.toContain('USD');
    const converted = (await browser.post('/web-api/account/convert', { account_id: options.accounts[0].id, iso: 'EUR' })).json();
    expect(converted.accounts[0]).toMatchObject({ iso: 'EUR' });
    // An account never changes currency on the ledger: a new, still active account takes the old one's place.
    expect(converted.accounts[0].id).not.toBe(options.accounts[0].id);
    expect((await browser.get('/web-api/user/accounts')).json().accounts[0]).toMatchObject({ id: converted.accounts[0].id, iso: 'EUR', label: 'Main account EUR', isActive: true });
  });

  it('refuses an account with money (403), a bonus account, a foreign account and an unknown currency', async () => {
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    const { accounts } = (await demo.get('/web-api/account/convert')).json();
    expect(accounts).toEqual([expect.objectContaining({ type: 0, convertible: false, reason: 'has_money' }), expect.objectContaining({ type: 4, convertible: false, reason: 'bonus' })]);
    expect((await demo.post('/web-api/account/convert', { account_id: accounts[0].id, iso: 'EUR' })).statusCode).toBe(403);
    expect((await demo.post('/web-api/account/convert', { account_id: accounts[1].id, iso: 'EUR' })).statusCode).toBe(403);
    const { browser } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/convert', { account_id: accounts[0].id, iso: 'EUR' })).json()).toMatchObject({ field: 'account_id' });
    const own = (await browser.get('/web-api/account/convert')).json().accounts[0].id;
    expect((await browser.post('/web-api/account/convert', { account_id: own, iso: 'XXX' })).json()).toMatchObject({ field: 'iso' });
    expect((await browser.post('/web-api/account/convert', { account_id: own, iso: 'USD' })).json()).toMatchObject({ field: 'iso' });
  });

  it('shows an empty account whose money is on its way (a pending withdrawal) as not convertible, as the POST answers (409)', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/payments/deposit', { methodId: 'card', amount: 40 })).statusCode).toBe(200);
    expect((await browser.post('/web-api/payments/withdrawal', { methodId: 'card', amount: 40 })).statusCode).toBe(200);
    const { accounts } = (await browser.get('/web-api/account/convert')).json();
    expect(accounts).toEqual([expect.objectContaining({ money: 0, convertible: false, reason: 'pending_money' })]);
    const refused = await browser.post('/web-api/account/convert', { account_id: accounts[0].id, iso: 'EUR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'account_id', message: expect.stringMatching(/withdrawal from this account is still pending/) });
  });
});
