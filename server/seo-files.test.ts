// robots.txt and sitemap.xml through the real server over the repository's route manifests and site configs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

let app: FastifyInstance;
let emptyDist: string;
beforeAll(async () => {
  // Neither file needs the build; an empty dist keeps the test independent of npm run build.
  emptyDist = await mkdtemp(join(tmpdir(), 'seo-files-'));
  // Links name the config's hosts with the port players reach the server on (never the Host header).
  app = await buildServer({ rootDir: ROOT, distDir: emptyDist, publicAddress: { port: 3000 } });
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(emptyDist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:3000') => app.inject({ url, headers: { host } });

/** <url> entries of a sitemap: loc and the hreflang → href alternates. */
function entries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lng, href]) => [lng!, href!])),
  }));
}

describe('/robots.txt', () => {
  it('is plain text for an hour, allows the site, names the sitemap on the requested origin', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).not.toContain('<html');
  });

  it('disallows the signed-in pages in every available language (hidden ones too) and the web API', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    for (const lng of ['en', 'ru', 'de']) {
      for (const page of ['account', 'history', 'opened-bets', 'confirm-terms', 'identification', 'ban']) expect(lines).toContain(`Disallow: /${lng}/${page}`);
    }
    expect(lines).toContain('Disallow: /web-api/');
    // Public pages stay open; a language the config lacks is not listed.
    expect(lines.filter((l) => l.startsWith('Disallow:')).some((l) => /\/(line|live|information|coupon)\b/.test(l))).toBe(false);
    expect(lines.some((l) => l.startsWith('Disallow: /uk/'))).toBe(false);
  });

  it('follows the config of the host: uk-regulated has English only', async () => {
    const lines = (await get('/robots.txt', 'uk.localhost')).body.split('\n');
    expect(lines).toContain('Disallow: /en/account');
    expect(lines.some((l) => l.startsWith('Disallow: /ru/'))).toBe(false);
    expect(lines).toContain('Sitemap: http://uk.localhost:3000/sitemap.xml');
  });

  it('names the config\'s host, never the Host header: an unknown or malformed Host gets the default config\'s', async () => {
    for (const host of ['evil.example', 'evil.example/x"><a', 'localhost:6666']) {
      const res = await get('/robots.txt', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil');
      expect(res.body).not.toContain('6666');
      expect(res.body.split('\n')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    }
  });
});

describe('/sitemap.xml', () => {
  it('is XML for an hour and a valid urlset with the xhtml namespace', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists the public pages of the default config in its visible languages, never a hidden one', async () => {
    const locs = entries((await get('/sitemap.xml')).body).map((e) => e.loc);
    const origin = 'http://localhost:3000';
    for (const lng of ['en', 'ru']) {
      for (const path of ['/', '/line', '/live', '/cyber/real', '/cricket', '/coupon', '/information/about', '/information/contacts', '/information/rules', '/information/responsiblegaming']) {
        expect(locs).toContain(`${origin}/${lng}${path === '/' ? '/' : path}`);
      }
    }
    expect(locs.some((l) => l.startsWith(`${origin}/de/`))).toBe(false); // de is hidden in default
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out private, guest-only, banned, block, redirect, error and parameterised routes', async () => {
    const body = (await get('/sitemap.xml')).body;
    for (const path of ['account', 'history', 'opened-bets', 'user/login', 'registration', 'forgotpassword', 'ban', 'block', 'maintenance', 'suspension', '500']) {
      expect(body).not.toContain(`/en/${path}<`);
      expect(body).not.toContain(`/en/${path}"`);
    }
    expect(body).not.toContain('/en/information<'); // redirects to about
    // No pattern (:param, *) leaks into a URL.
    expect(entries(body).every((e) => !/\/:|\*/.test(e.loc))).toBe(true);
  });

  it('gives every entry its hreflang alternates, itself included, and x-default on the default language', async () => {
    const list = entries((await get('/sitemap.xml')).body);
    expect(list.length).toBeGreaterThan(0);
    for (const { loc, alternates } of list) {
      expect(Object.keys(alternates).sort()).toEqual(['en', 'ru', 'x-default']);
      expect(Object.values(alternates)).toContain(loc);
      expect(alternates['x-default']).toBe(alternates['en']);
    }
    const line = list.find((e) => e.loc === 'http://localhost:3000/ru/line')!;
    expect(line.alternates).toEqual({ en: 'http://localhost:3000/en/line', ru: 'http://localhost:3000/ru/line', 'x-default': 'http://localhost:3000/en/line' });
  });

  it('has the rules page only where route 47 is enabled, and honours blocked fragments', async () => {
    const uk = (await get('/sitemap.xml', 'uk.localhost')).body;
    expect(uk).toContain('<loc>http://uk.localhost:3000/en/line</loc>');
    expect(uk).not.toContain('/information/rules');
    expect(uk).not.toContain('/ru/');
    expect(entries(uk).every((e) => Object.keys(e.alternates).sort().join() === 'en,x-default')).toBe(true);

    const ru = (await get('/sitemap.xml', 'ru.localhost')).body;
    expect(ru).toContain('<loc>http://ru.localhost:3000/ru/information/rules</loc>');
    // ru-operator's default language is ru: x-default points there.
    expect(entries(ru).find((e) => e.loc === 'http://ru.localhost:3000/en/line')?.alternates['x-default']).toBe('http://ru.localhost:3000/ru/line');
  });

  it('is compressed like any other text answer once it is big enough', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost', 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('/sitemaps/<language>.xml', () => {
  it('lists one language’s pages, each with every language’s alternate, and is named in robots.txt', async () => {
    const res = await get('/sitemaps/ru.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = entries(res.body);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.every(({ loc }) => loc.startsWith('http://localhost:3000/ru/'))).toBe(true);
    expect(urls.find(({ loc }) => loc === 'http://localhost:3000/ru/live')?.alternates).toEqual({
      en: 'http://localhost:3000/en/live',
      ru: 'http://localhost:3000/ru/live',
      'x-default': 'http://localhost:3000/en/live',
    });
    // Together the language sitemaps hold exactly what the whole-site one does.
    const all = entries((await get('/sitemap.xml')).body).map(({ loc }) => loc);
    const en = entries((await get('/sitemaps/en.xml')).body).map(({ loc }) => loc);
    expect([...en, ...urls.map(({ loc }) => loc)].sort()).toEqual([...all].sort());
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemaps/en.xml');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemaps/ru.xml');
    expect(robots).not.toContain('Sitemap: http://localhost:3000/sitemaps/de.xml');
  });

  it('is not found for a language guests are not offered or a name that is not a language', async () => {
    for (const file of ['de.xml', 'uk.xml', 'en.txt', 'english.xml', '..%2Fsitemap.xml']) expect((await get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    expect((await get('/sitemaps/ru.xml', 'uk.localhost')).statusCode).toBe(404);
  });
});
