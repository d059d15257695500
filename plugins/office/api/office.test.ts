/**
 * The office API through the real server: every call needs a signed-in player (401 for guests),
 * refuses input it does not understand (400 with the field and a message matching the error schema)
 * and answers what the schemas say (the server checks its own 2xx answers in development).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, loadValidators, startTestServer, type TestServer, type Validators } from '../../../server/test-kit/index.ts';
import { OPEN_DELAY_MS } from './wallets.ts';
import { validate as isCurrencyAnswer } from '../generated/validators/officeCurrencyAnswer.js';

/** The server's clock starts on a fixed day, so dates and periods read the same on every run. */
const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

let h: TestServer;
let demo: Browser;
let validators: Validators;

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeEach(async () => {
  h = await startTestServer({ clockStart: TEST_START });
  validators = await loadValidators();
  demo = h.browser();
  expect((await demo.signIn('demo', 'demo1234', false, { 'user-agent': ANDROID_CHROME })).statusCode).toBe(200);
}, 30_000);
afterEach(async () => {
  await h.app.close();
});

const json = <T = Record<string, unknown>>(res: { json: () => unknown }) => res.json() as T;

/** A 400 that names the field and says what is expected, in the error schema's shape. */
async function expectRefused(res: Promise<{ statusCode: number; json: () => unknown }>, field: string) {
  const answer = await res;
  expect(answer.statusCode).toBe(400);
  const body = answer.json() as { message: string; field?: string };
  expect(validators.errorAnswer(body) || isCurrencyAnswer(body)).toBe(true);
  expect(body.message.length).toBeGreaterThan(5);
  if ('field' in body) expect(body.field).toBe(field);
  return body;
}

describe('office API for guests', () => {
  it('answers 401 to every call without a signed-in player', async () => {
    const guest = h.browser();
    const gets = ['menu', 'messages', 'sessions', 'wallets', 'settings', 'disallow-sports', 'powerbet', 'powerbet/1'];
    const posts = ['messages/read', 'messages/delete', 'wallets/add', 'wallets/remove', 'settings', 'disallow-sports', 'history/mail', 'history/casino-mail', 'history/clear'];
    for (const path of gets) expect((await guest.get(`/web-api/office/${path}`)).statusCode, path).toBe(401);
    for (const path of posts) expect((await guest.post(`/web-api/office/${path}`, {})).statusCode, path).toBe(401);
  });
});

describe('menu and messages', () => {
  it('lists the office pages by tab and the player’s menu data', async () => {
    const menu = json<{ menuCategories: { id: string; routeIds: string[] }[]; menuUserData: Record<string, unknown>; user_msg_count: number }>(await demo.get('/web-api/office/menu'));
    expect(menu.menuCategories.map((c) => c.id)).toEqual(['profile', 'settings', 'promo']);
    expect(menu.menuCategories[0]!.routeIds).toContain('office-messages');
    expect(menu.menuUserData).toEqual({ bonus_balance: 50, country_code: 'RU', recharge_allow: true, email: 'd***@example.com', name: 'Demo Player' });
    expect(menu.user_msg_count).toBe(3);
  });

  it('reads and deletes messages; the unread count follows in the answers and the user config', async () => {
    const list = json<{ messages: { id: number; read: boolean; title: string }[]; user_msg_count: number }>(await demo.get('/web-api/office/messages'));
    expect(list.messages.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(list.user_msg_count).toBe(3);

    expect(json(await demo.post('/web-api/office/messages/read', { id: 3 }))).toEqual({ success: true, user_msg_count: 2 });
    expect(json<{ user_msg_count: number }>(await demo.get('/web-api/user/config')).user_msg_count).toBe(2);
    expect(json(await demo.post('/web-api/office/messages/delete', { id: 2 }))).toEqual({ success: true, user_msg_count: 1 });

    const after = json<{ messages: { id: number; read: boolean }[] }>(await demo.get('/web-api/office/messages'));
    expect(after.messages).toMatchObject([{ id: 3, read: true }, { id: 1, read: false }]);
    await expectRefused(demo.post('/web-api/office/messages/delete', { id: 2 }), 'id');
    await expectRefused(demo.post('/web-api/office/messages/read', { id: 'x' }), 'id');
  });

  it('speaks Russian when the client asks for it', async () => {
    const list = json<{ messages: { title: string }[] }>(await demo.get('/web-api/office/messages', { 'x-language': 'ru' }));
    expect(list.messages[2]!.title).toBe('Добро пожаловать в личный кабинет');
    const refused = await expectRefused(demo.post('/web-api/office/messages/read', { id: 99 }, { 'x-language': 'ru' }), 'id');
    expect(refused.message).toMatch(/сообщений/);
  });
});

describe('sessions', () => {
  it('lists each session with its device and address, marks this one, and shows a logged-out one as ended', async () => {
    const phone = h.browser();
    const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1' };
    await phone.signIn('demo', 'demo1234', true, iphone);
    // Any signed-in call counts, not only the office's.
    await phone.get('/web-api/user/config', iphone);
    h.advance(60_000);
    const sessions = json<{ sessions: { device: string; ip: string; current: boolean; active: boolean }[] }>(await demo.get('/web-api/office/sessions', { 'user-agent': ANDROID_CHROME })).sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ device: 'Chrome, Android', active: true });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device: 'Safari, iOS', active: true, ip: '127.0.0.1' });

    await phone.post('/web-api/user/logout', {});
    const after = json<{ sessions: { current: boolean; active: boolean }[] }>(await demo.get('/web-api/office/sessions')).sessions;
    expect(after.find((s) => !s.current)?.active).toBe(false);
  });
});

describe('settings', () => {
  it('say whether the player may hold currency accounts and how many they hold of how many (showWallets, walletAttributes)', async () => {
    expect(json(await demo.get('/web-api/office/settings'))).toMatchObject({ showWallets: true, walletAttributes: { currencyAccounts: 0, maxCurrencyAccounts: 5 } });
    expect((await demo.post('/web-api/office/wallets/add', { iso: 'EUR' })).statusCode).toBe(200);
    expect(json(await demo.get('/web-api/office/settings'))).toMatchObject({ walletAttributes: { currencyAccounts: 1, maxCurrencyAccounts: 5 } });
    // The German operator takes euros only: a player of theirs with a euro account has no other currency to hold.
    const de = h.browser();
    const host = { host: 'de.localhost' };
    expect((await de.post('/web-api/user/registration', { type: 'one_click', country_id: 1, currency: 'EUR' }, host)).statusCode).toBe(200);
    expect(json(await de.get('/web-api/office/settings', host))).toMatchObject({ showWallets: false, walletAttributes: { currencyAccounts: 0 } });
  });

  it('saves a setting and says where mailings go; the next read has it', async () => {
    const before = json<{ mailingSettings: { id: string; value: boolean }[] }>(await demo.get('/web-api/office/settings'));
    expect(before.mailingSettings.map((s) => s.id)).toEqual(['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news']);
    const saved = json(await demo.post('/web-api/office/settings', { settings: [{ id: 'enable_mail_news', value: true }, { id: 'hide_balance', value: true }] }));
    expect(saved).toEqual({ results: [{ id: 'enable_mail_news', status: 1, message: 'Mailings will go to d***@example.com.' }, { id: 'hide_balance', status: 1 }] });
    const after = json<{ mailingSettings: { id: string; value: boolean }[]; commonSettings: { id: string; value: boolean }[] }>(await demo.get('/web-api/office/settings'));
    expect(after.mailingSettings.find((s) => s.id === 'enable_mail_news')?.value).toBe(true);
    expect(after.commonSettings.find((s) => s.id === 'hide_balance')?.value).toBe(true);
  });

  it('refuses one setting with status 2 and its reason when the player cannot receive it, saving the others', async () => {
    h.app.identity.players.byUserId(1001)!.phone = null;
    const saved = json<{ results: { id: string; status: number; message?: string }[] }>(
      await demo.post('/web-api/office/settings', { settings: [{ id: 'enable_sms_news', value: true }, { id: 'compact_coupon', value: true }] }),
    );
    expect(saved.results).toEqual([
      { id: 'enable_sms_news', status: 2, message: 'Bind a phone number first: SMS news are sent to it.' },
      { id: 'compact_coupon', status: 1 },
    ]);
  });

  it('refuses a save it does not understand as a whole, changing nothing', async () => {
    await expectRefused(demo.post('/web-api/office/settings', { settings: [{ id: 'hide_balance', value: true }, { id: 'no_such', value: true }] }), 'settings');
    await expectRefused(demo.post('/web-api/office/settings', { settings: [{ id: 'hide_balance', value: 'yes' }] }), 'settings');
    await expectRefused(demo.post('/web-api/office/settings', { settings: [{ id: 'hide_balance', value: true }, { id: 'hide_balance', value: false }] }), 'settings');
    await expectRefused(demo.post('/web-api/office/settings', { settings: [] }), 'settings');
    const after = json<{ commonSettings: { id: string; value: boolean }[] }>(await demo.get('/web-api/office/settings'));
    expect(after.commonSettings.find((s) => s.id === 'hide_balance')?.value).toBe(false);
  });

  it('keeps hidden sports sorted and once each, and the user config reports them', async () => {
    const saved = json(await demo.post('/web-api/office/disallow-sports', { line: [3, 1, 3], live: [40] }));
    expect(saved).toMatchObject({ line: [1, 3], live: [40] });
    const config = json<{ disallow_line_sport: number[]; disallow_live_sport: number[] }>(await demo.get('/web-api/user/config'));
    expect([config.disallow_line_sport, config.disallow_live_sport]).toEqual([[1, 3], [40]]);
    await expectRefused(demo.post('/web-api/office/disallow-sports', { line: [999], live: [] }), 'line');
    await expectRefused(demo.post('/web-api/office/disallow-sports', { line: [1], live: 'all' }), 'live');
  });
});

describe('wallets', () => {
  it('opens a currency account a moment after it is asked for, then removes it', async () => {
    const added = await demo.post('/web-api/office/wallets/add', { iso: 'EUR' });
    expect(json(added)).toEqual({ success: true, data: { message: 'Your EUR account is being opened: it appears in a few seconds' } });
    const isos = async () => json<{ accounts: { iso: string; type: number; id: number }[] }>(await demo.get('/web-api/user/accounts')).accounts;
    expect((await isos()).map((a) => a.iso)).toEqual(['USD', 'USD']);
    expect(json<{ pendingCurrencies: string[] }>(await demo.get('/web-api/office/wallets')).pendingCurrencies).toEqual(['EUR']);

    h.advance(OPEN_DELAY_MS);
    const wallets = json<{ accounts: { iso: string; type: number; id: number }[]; availableCurrencies: string[] }>(await demo.get('/web-api/office/wallets'));
    const eur = wallets.accounts.find((a) => a.iso === 'EUR');
    expect(eur).toMatchObject({ type: 9 });
    expect(wallets.availableCurrencies).not.toContain('EUR');

    const again = await expectRefused(demo.post('/web-api/office/wallets/add', { iso: 'EUR' }), 'iso');
    expect(again).toMatchObject({ success: false, data: { message: 'You already have an account in EUR' } });
    expect(json(await demo.post('/web-api/office/wallets/remove', { accountId: eur!.id }))).toEqual({ success: true, data: { message: 'Your EUR account is removed' } });
    expect((await isos()).map((a) => a.iso)).toEqual(['USD', 'USD']);
  });

  it('refuses what cannot be opened or removed, with the reason', async () => {
    await expectRefused(demo.post('/web-api/office/wallets/add', { iso: 'eur' }), 'iso');
    expect(await expectRefused(demo.post('/web-api/office/wallets/add', { iso: 'XYZ' }), 'iso')).toMatchObject({ success: false });
    expect((await expectRefused(demo.post('/web-api/office/wallets/remove', { accountId: 100101 }), 'accountId')).message).toBe('Only a currency account can be removed');
    await expectRefused(demo.post('/web-api/office/wallets/remove', { accountId: 5 }), 'accountId');
    await expectRefused(demo.post('/web-api/office/wallets/remove', {}), 'accountId');
  });
});

describe('history', () => {
  it('sends the bet and casino history by e-mail for a known period', async () => {
    expect(json(await demo.post('/web-api/office/history/mail', { email: 'me@example.com', period: 30 }))).toEqual({
      success: true,
      message: 'Your bet history for the last 30 days is on its way to me@example.com',
    });
    expect(json<{ message: string }>(await demo.post('/web-api/office/history/casino-mail', { email: 'me@example.com', period: 7 })).message).toMatch(/casino history for the last 7 days/);
    await expectRefused(demo.post('/web-api/office/history/mail', { email: 'not-an-address', period: 30 }), 'email');
    // The form offers the player's own address as the menu shows it, masked.
    expect(json<{ message: string }>(await demo.post('/web-api/office/history/mail', { email: 'd***@example.com', period: 30 })).message).toMatch(/on its way to d\*\*\*@example\.com$/);
    await expectRefused(demo.post('/web-api/office/history/casino-mail', { email: 'me@example.com', period: 5 }), 'period');
  });

  it('clears the history of one of the player’s accounts only', async () => {
    expect(json<{ message: string }>(await demo.post('/web-api/office/history/clear', { accountId: 100101 })).message).toBe('The history of account 100101 (USD) is cleared');
    await expectRefused(demo.post('/web-api/office/history/clear', { accountId: 100201 }), 'accountId');
    await expectRefused(demo.post('/web-api/office/history/clear', { accountId: '1; drop' }), 'accountId');
  });

  it('numbers the player’s coupons and offers a powerbet on an opened one at today’s price', async () => {
    expect(json(await demo.get('/web-api/office/powerbet'))).toEqual({ coupons: [] });
    expect((await demo.get('/web-api/office/powerbet/1')).statusCode).toBe(404);
    await expectRefused(demo.get('/web-api/office/powerbet/0'), 'couponId');

    const placed = await demo.post('/web-api/coupon/place', { bets: [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }], typeId: 1, amount: 10, changeCoefAction: 2 });
    expect(json(placed)).toMatchObject({ success: true });
    const list = json<{ coupons: { number: number; legs: number }[] }>(await demo.get('/web-api/office/powerbet'));
    expect(list.coupons).toMatchObject([{ number: 1, legs: 2 }]);
    const powerbet = json(await demo.get('/web-api/office/powerbet/1'));
    expect(powerbet).toMatchObject({ coupon: { number: 1, amount: 10, typeId: 1 }, offer: { available: true, currentCoef: 3.885, maxAmount: 10 } });
  });
});
