/**
 * The notices API over the repository's site configs: the maintenance announcement only inside its
 * window, in Russian for az, kk, uk and ru pages and English otherwise; the first-deposit terms in
 * the site's currency, for guests too.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { isAnnounced, noticeLanguage } from './index.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('notices API', () => {
  it('announces maintenance in the language of the page, Russian for az, kk, uk and ru', async () => {
    app = await buildServer({ rootDir: ROOT, siteConfigId: 'se-regulated' });
    for (const [lng, language, title] of [
      ['kk', 'ru', 'Плановые технические работы'],
      ['az', 'ru', 'Плановые технические работы'],
      ['uk', 'ru', 'Плановые технические работы'],
      ['ru', 'ru', 'Плановые технические работы'],
      ['en', 'en', 'Planned maintenance'],
      ['de', 'en', 'Planned maintenance'],
    ] as const) {
      const res = await app.inject({ url: '/web-api/notices/maintenance', headers: { 'x-language': lng, host: 'se.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ language, title, startedAt: '2030-12-31T00:00:00Z', endedAt: '2030-12-31T04:00:00Z' });
    }
  });

  it('gives the first-deposit terms in the site currency to a guest', async () => {
    app = await buildServer({ rootDir: ROOT, siteConfigId: 'ru-operator' });
    const res = await app.inject({ url: '/web-api/notices/first-deposit-offer' });
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
    expect(['KK', 'kz', 'ua'].map(noticeLanguage)).toEqual(['ru', 'ru', 'ru']);
    expect(['de', 'sv', 'tr'].map(noticeLanguage)).toEqual(['en', 'en', 'en']);
    expect(noticeLanguage(undefined)).toBe('en');
  });
});
