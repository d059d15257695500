/** A site that switches parts of the bonus area off: its settings say so and those calls answer 403. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import type * as Sections from './sections.ts';

/** The server's clock starts on a fixed day, so dates and periods read the same on every run. */
const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

// The fixture server's site is "default": here it is the operator that switches parts off.
vi.mock('./sections.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Sections>();
  return { ...original, SECTIONS_OFF_BY_OPERATOR: { default: ['cashback-slots', 'club', 'promo-code-check'] } };
});

let h: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeEach(async () => {
  h = await startTestServer({ clockStart: TEST_START });
}, 30_000);
afterEach(async () => {
  await h.app.close();
});

describe('a site without slots cashback, the loyalty club and promo codes', () => {
  it('says so in the settings and refuses those calls with 403, in the caller’s language', async () => {
    const player = h.browser();
    expect((await player.signIn('demo', 'demo1234')).statusCode).toBe(200);
    const settings = (await player.get('/web-api/bonuses/settings')).json();
    expect(settings).toMatchObject({ cashbackSetting: { sport: { enabled: true }, slots: { enabled: false } }, showClubPoints: false, showPromoCodeCheck: false, bonusSetting: { enabled: true } });

    for (const [method, url] of [
      ['GET', '/web-api/bonuses/cashback/slots'],
      ['POST', '/web-api/bonuses/cashback/slots/claim'],
      ['GET', '/web-api/bonuses/rewards'],
      ['POST', '/web-api/bonuses/rewards/bonus-small/exchange'],
      ['GET', '/web-api/bonuses/promo-codes/check?code=WELCOME10'],
      ['POST', '/web-api/bonuses/promo-codes/activate'],
    ] as const) {
      const res = await player.call(method, url, method === 'POST' ? { code: 'WELCOME10' } : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toMatch(/^This site does not offer /);
    }
    const ru = await player.get('/web-api/bonuses/rewards', { 'x-language': 'ru' });
    expect(ru.json().message).toBe('Этот сайт не предлагает клуб лояльности');
    expect((await player.get('/web-api/bonuses/rewards')).json().message).toBe('This site does not offer a loyalty club');
    // What stays on still works, and nothing was paid by the refused calls.
    expect((await player.get('/web-api/bonuses/cashback/sport')).statusCode).toBe(200);
    expect((await player.get('/web-api/bonuses/promo-codes/history')).json().items.map((i: { code: string }) => i.code)).not.toContain('WELCOME10');
  });
});
