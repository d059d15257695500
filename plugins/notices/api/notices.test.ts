/**
 * The notices API over the repository's site configs: the maintenance announcement only inside its
 * window, in Russian for az, kk, uk and ru pages and English otherwise; the first-deposit terms in
 * the site's currency, for guests too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import { isAnnounced } from './index.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('notices API', () => {
  it('announces maintenance in the language of the page, Russian for az, kk, uk and ru', async () => {
    server = await startTestServer({ siteConfigId: 'se-regulated' });
    const RU = 'Плановые технические работы';
    const EN = 'Planned maintenance';
    for (const [lng, language, title] of [
      ['kk', 'ru', RU],
      ['KK', 'ru', RU],
      ['kz', 'ru', RU],
      ['az', 'ru', RU],
      ['uk', 'ru', RU],
      ['ua', 'ru', RU],
      ['ru', 'ru', RU],
      ['en', 'en', EN],
      ['de', 'en', EN],
      ['sv', 'en', EN],
      ['tr', 'en', EN],
    ] as const) {
      const res = await server.app.inject({ url: '/web-api/notices/maintenance', headers: { 'x-language': lng, host: 'se.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ language, title, startedAt: '2030-12-31T00:00:00Z', endedAt: '2030-12-31T04:00:00Z' });
    }
    // Without the header the page's language comes as a query; without either, English.
    expect((await server.app.inject({ url: '/web-api/notices/maintenance?lng=kk' })).json()).toMatchObject({ language: 'ru' });
    expect((await server.app.inject({ url: '/web-api/notices/maintenance' })).json()).toMatchObject({ language: 'en' });
  });

  it('gives the first-deposit terms in the site currency to a guest', async () => {
    server = await startTestServer({ siteConfigId: 'ru-operator' });
    const res = await server.app.inject({ url: '/web-api/notices/first-deposit-offer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ percent: 100, iso: 'RUB', maxAmount: 10_000, minDeposit: 1_000 });
  });

  it('announces only between notify start and end, and only where the notice is on', () => {
    const config = {
      notices: { plugin: 'notices', maintenance: true },
      maintenance: { isActive: false, notify_started_at: '2026-03-01T10:00:00Z', notify_ended_at: '2026-03-01T12:00:00Z' },
    } as SiteConfig;
    expect(isAnnounced(config, Date.parse('2026-03-01T09:59:59Z'))).toBe(false);
    expect(isAnnounced(config, Date.parse('2026-03-01T10:00:00Z'))).toBe(true);
    expect(isAnnounced(config, Date.parse('2026-03-01T12:00:00Z'))).toBe(false);
    expect(isAnnounced({ ...config, notices: { plugin: 'notices' } }, Date.parse('2026-03-01T11:00:00Z'))).toBe(false);
  });
});
