import { describe, it, expect, vi } from 'vitest';
import { createSeoBotGuard, isCrawlerUserAgent } from './seo-bot.guard.ts';
import { contextFor, location, stateWith } from '../../tests/helpers/fixtures.ts';
import { navigationCommitted } from '../state/navigation.slice.ts';

const GOOGLEBOT = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const onPage = (url: string) =>
  stateWith(navigationCommitted({ location: location(url), lng: 'en', routeId: 'home', params: {}, status: 200, failedDictionaries: [] }));

describe('crawler user agents', () => {
  it('knows search engines and link previews, not browsers', () => {
    for (const ua of [GOOGLEBOT, 'Mozilla/5.0 (compatible; bingbot/2.0)', 'YandexBot/3.0', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; Yahoo! Slurp)']) {
      expect(isCrawlerUserAgent(ua)).toBe(true);
    }
    for (const ua of [PHONE, undefined, '', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36']) {
      expect(isCrawlerUserAgent(ua)).toBe(false);
    }
  });
});

describe('SEO bot guard', () => {
  it('turns a crawler’s in-app navigation into a document load of that address, which never commits here', () => {
    const loadDocument = vi.fn();
    const guard = createSeoBotGuard({ userAgent: () => GOOGLEBOT, loadDocument });
    const ctx = contextFor('/en/menu?tab=2', { state: onPage('/en/') });
    expect(guard.needsPreparation!(ctx)).toBe(true);
    const saga = guard.prepare!(ctx);
    const waiting = saga.next();
    expect(loadDocument).toHaveBeenCalledWith('/en/menu?tab=2');
    expect(waiting.done).toBe(false);
    expect(guard.decide(ctx)).toEqual({ kind: 'allow' });
  });

  it('leaves the first load (the server answered it) and every person’s navigation alone', () => {
    const bot = createSeoBotGuard({ userAgent: () => GOOGLEBOT, loadDocument: vi.fn() });
    expect(bot.needsPreparation!(contextFor('/en/menu'))).toBe(false);
    expect(bot.needsPreparation!(contextFor('/en/menu', { state: onPage('/en/menu') }))).toBe(false);
    const person = createSeoBotGuard({ userAgent: () => PHONE, loadDocument: vi.fn() });
    expect(person.needsPreparation!(contextFor('/en/menu', { state: onPage('/en/') }))).toBe(false);
  });
});
