// The SEO API through the real server, over the repository's route manifests, site configs and SEO texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../app.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { crawlerRenderOptions, CRAWLER_DATA_TIMEOUT_MS } from './crawler.ts';
import { loadValidators, type Validators } from '../validators.ts';
import { seoReferenceData } from './reference-data.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let app: FastifyInstance;
let emptyDist: string;
let validators: Validators;
beforeAll(async () => {
  emptyDist = await mkdtemp(join(tmpdir(), 'seo-api-'));
  [app, validators] = await Promise.all([buildServer({ rootDir: ROOT, distDir: emptyDist, publicAddress: { port: 3000 } }), loadValidators()]);
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(emptyDist, { recursive: true, force: true });
});

const pageData = (path: string, host = 'localhost:3000') => app.inject({ url: `/web-api/seo/page-data?path=${encodeURIComponent(path)}`, headers: { host } });

describe('GET /web-api/seo/page-data', () => {
  it('answers the page’s head in the language of its address, cacheable by every visitor', async () => {
    const res = await pageData('/ru/live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const data = res.json();
    expect(data).toMatchObject({ routeId: 'live', language: 'ru', metaRobots: 'index, follow', canonical: 'http://localhost:3000/ru/live' });
    expect(data.title).toMatch(/^Ставки в лайве/);
    expect(data.title).toContain('BetHub');
    // en and ru are offered, de is hidden from guests.
    expect(data.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['en', 'ru', 'x-default']);
  });

  it('keeps players’ pages and unknown addresses out of the index', async () => {
    expect((await pageData('/en/account')).json()).toMatchObject({ routeId: 'account', metaRobots: 'noindex, follow' });
    const missing = (await pageData('/en/no-such-page')).json();
    expect(missing).toMatchObject({ routeId: null, metaRobots: 'noindex, follow', alternates: [] });
    expect(missing.description.length).toBeGreaterThan(0);
  });

  it('titles every page as its own: a game by its teams, info, lotto and coupon pages by what they are', async () => {
    const titles = async (path: string) => {
      const data = (await pageData(path)).json();
      return [data.title, data.metas.find((m: { property: string }) => m.property === 'og:title')?.content];
    };
    // Game 101001000 is Tottenham against Newcastle in the reference feed (server/sports/feed.ts).
    expect(await titles('/en/line/football/101/101001000')).toEqual(Array(2).fill('Tottenham – Newcastle: odds and bets | BetHub'));
    expect((await titles('/ru/ufc/701001000'))[0]).toBe('D. du Plessis – I. Topuria: коэффициенты на бой | BetHub');
    expect((await titles('/en/cyber/real/cs2/501/line/501000001'))[0]).toBe('MOUZ – Team Spirit: esports odds | BetHub');
    expect((await titles('/en/information/contacts'))[0]).toBe('Contacts | BetHub');
    expect((await titles('/ru/information/cookies'))[0]).toBe('Политика cookie | BetHub');
    expect((await titles('/en/lotto/fast'))[0]).toBe('Lotteries and draws | BetHub');
    expect((await titles('/en/coupon'))[0]).toBe('Bet slip | BetHub');
    // A game that does not exist is a 404: no sentence with a hole in it.
    expect((await titles('/en/line/football/101/999999999'))[0]).toBe('BetHub');
  });

  it('follows the host’s config: English only on the UK site', async () => {
    const data = (await pageData('/en/', 'uk.localhost')).json();
    expect(data.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['en', 'x-default']);
    expect(data.canonical).toBe('http://uk.localhost:3000/en/');
  });

  it('refuses anything but a page path, saying what it wants', async () => {
    for (const path of ['', 'en/live', '//evil.example/en/', 'https://evil.example/', '/en/<script>', `/${'a'.repeat(600)}`]) {
      const res = await pageData(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toMatch(/^path must be a page path/);
    }
    expect((await app.inject({ url: '/web-api/seo/page-data' })).statusCode).toBe(400);
  });
});

describe('the page data of sport pages and languages', () => {
  it('names the sport of a sport page from the sports map, in the page’s language', async () => {
    expect((await pageData('/en/line/ice-hockey')).json().title).toMatch(/^Ice hockey betting: matches and odds \| /);
    expect((await pageData('/ru/live/football')).json()).toMatchObject({ title: expect.stringMatching(/^Футбол в лайве/), description: expect.stringMatching(/^Футбол: игры/) });
  });

  it('gives og:locale from the ISO code map, with the other languages as alternates', async () => {
    const metas = (await pageData('/ru/live')).json().metas as { property: string; content: string }[];
    expect(metas.filter((m) => m.property.startsWith('og:locale'))).toEqual([
      { property: 'og:locale', content: 'ru_RU' },
      { property: 'og:locale:alternate', content: 'en_GB' },
    ]);
  });
});

const get = (url: string, host = 'localhost:3000') => app.inject({ url, headers: { host } });

describe('GET /web-api/seo/content and /visual', () => {
  it('answers a page’s SEO text in its language with the operator’s name and the sport filled in, shared for 5 minutes', async () => {
    const res = await get('/web-api/seo/content?path=/ru/line/tennis');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const answer = res.json();
    expect(validators.seoContentAnswer(answer)).toBe(true);
    expect(answer).toMatchObject({ routeId: 'sports-sport', language: 'ru', content: { title: 'Ставки на Теннис в BetHub' } });
    expect(answer.content.paragraphs[0]).toMatch(/^Теннис: все чемпионаты BetHub/);
  });

  it('has no text for private pages, unknown addresses and unknown sports', async () => {
    for (const path of ['/en/account', '/en/no-such-page', '/en/line/curling', '/en/office/account']) {
      const answer = (await get(`/web-api/seo/content?path=${path}`)).json();
      expect(answer.content, path).toBeNull();
      expect(validators.seoContentAnswer(answer)).toBe(true);
    }
  });

  it('answers the pictures with their alt text in the page’s language, and serves them', async () => {
    const answer = (await get('/web-api/seo/visual?path=/ru/slots')).json();
    expect(validators.seoVisualAnswer(answer)).toBe(true);
    expect(answer.images).toEqual([{ src: '/web-api/seo/images/reels.svg', alt: 'Три барабана слота с вишнями и семёрками', width: 640, height: 240 }]);
    const image = await get(answer.images[0].src);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(image.body).toMatch(/^<svg /);
    expect((await get('/web-api/seo/images/nothing.svg')).statusCode).toBe(404);
    expect((await get('/web-api/seo/visual?path=/en/account')).json().images).toEqual([]);
  });

  it('refuses anything but a page path', async () => {
    for (const url of ['/web-api/seo/content', '/web-api/seo/content?path=//evil.example/', '/web-api/seo/visual?path=https://evil.example/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(validators.seoRefusalAnswer(res.json())).toBe(true);
      expect(res.json().message).toMatch(/^path must be a page path/);
    }
  });
});

describe('GET /web-api/seo/iso-codes and /sports-map', () => {
  it('maps the site’s guest languages to their ISO codes, named in lng', async () => {
    const answer = (await get('/web-api/seo/iso-codes?lng=ru')).json();
    expect(validators.seoIsoCodesAnswer(answer)).toBe(true);
    // de is hidden from guests on this site, so it is not offered.
    expect(answer).toEqual({
      language: 'ru',
      codes: [
        { code: 'en', iso: 'en-GB', locale: 'en_GB', name: 'Английский', nameEng: 'english' },
        { code: 'ru', iso: 'ru-RU', locale: 'ru_RU', name: 'Русский', nameEng: 'russian' },
      ],
    });
    expect((await get('/web-api/seo/iso-codes', 'uk.localhost')).json()).toMatchObject({ language: 'en', codes: [{ code: 'en', name: 'English' }] });
  });

  it('names every sport in lng by its English address name, or one sport with nameEng', async () => {
    const all = (await get('/web-api/seo/sports-map?lng=ru')).json();
    expect(validators.seoSportsMapAnswer(all)).toBe(true);
    expect(all.sports).toContainEqual({ sportId: 2, nameEng: 'ice-hockey', name: 'Хоккей' });
    const one = await get('/web-api/seo/sports-map?lng=en&nameEng=ice-hockey');
    expect(one.json()).toEqual({ language: 'en', sports: [{ sportId: 2, nameEng: 'ice-hockey', name: 'Ice hockey' }] });
    expect(one.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses a language the site does not offer and a malformed or unknown sport, saying why', async () => {
    const cases: [string, number, RegExp][] = [
      ['/web-api/seo/sports-map?lng=xx', 400, /^lng must be one of this site's languages: en, ru$/],
      ['/web-api/seo/iso-codes?lng=de', 400, /^lng must be one of/],
      ['/web-api/seo/sports-map?nameEng=Ice%20Hockey', 400, /^nameEng must be/],
      ['/web-api/seo/sports-map?nameEng=curling', 404, /^There is no sport "curling"$/],
    ];
    for (const [url, status, message] of cases) {
      const res = await get(url);
      expect([res.statusCode, res.json().message], url).toEqual([status, expect.stringMatching(message)]);
      expect(validators.seoRefusalAnswer(res.json())).toBe(true);
    }
  });

  it('reads the reference data once and keeps it: a page’s first byte never waits for the disk', async () => {
    expect(seoReferenceData(join(ROOT, 'server', 'data'))).toBe(seoReferenceData(join(ROOT, 'server', 'data')));
  });
});

describe('crawler render options', () => {
  const requestWith = (userAgent: string) => ({ headers: { 'user-agent': userAgent } }) as unknown as FastifyRequest;

  it('renders a crawler’s page as a guest’s and waits longer for its data; nothing changes for people', () => {
    const googlebot = requestWith('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(crawlerRenderOptions(googlebot, makeSiteConfig())).toEqual({ asCrawler: true, dataTimeoutMs: CRAWLER_DATA_TIMEOUT_MS });
    expect(crawlerRenderOptions(googlebot, makeSiteConfig((c) => (c.seo = { crawlerRenderTimeoutMs: 1500 })))).toEqual({ asCrawler: true, dataTimeoutMs: 1500 });
    expect(crawlerRenderOptions(requestWith('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'), makeSiteConfig())).toEqual({});
  });
});
