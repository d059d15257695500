import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import type { SiteConfig } from '../schemas/site-config.schema.ts';
import { dictionaryFoldersOf } from './dictionaries.ts';
import type { ServerContext } from './context.ts';
import type { AssetMap } from './html.ts';
import { registerPwaRoutes } from './routes/pwa.ts';
import { appleTouchIconLinks, iosVersionOf } from './routes/pwa-icons.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configOf = (id: string) => JSON.parse(readFileSync(join(root, 'site-configs', `${id}.json`), 'utf8')) as SiteConfig;
// The real configs: BetHub (not a PWA) for any host, PocketBet (isPwa) on pwa.localhost.
const DEFAULT = configOf('default');
const PWA = configOf('pwa-operator');
const HOST = { host: 'pwa.localhost' };
const ASSET_MAP: AssetMap = {
  entry: { js: '/assets/app-AAA.js', css: '/assets/app-AAA.css' },
  plugins: {},
  routeAreas: {},
  imports: { '/assets/app-AAA.js': ['/assets/chunks/react-BBB.js'], '/assets/chunks/react-BBB.js': ['/assets/chunks/shared-CCC.js'] },
};

let app: FastifyInstance;
const distDir = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
beforeAll(async () => {
  writeFileSync(join(distDir, 'pwa-sw.js'), "self.addEventListener('fetch',()=>{});");
  const ctx = {
    production: false,
    dataDir: join(root, 'server', 'data'),
    dictionaries: dictionaryFoldersOf(root, join(root, 'server', 'data')),
    distDir,
    siteConfigs: { select: (hostname: string) => (hostname === 'pwa.localhost' ? PWA : DEFAULT) },
    assetMap: async () => ASSET_MAP,
  } as unknown as ServerContext;
  app = Fastify();
  registerPwaRoutes(app, ctx);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('PWA resources', () => {
  it('builds manifest.json from the selected config', async () => {
    const res = await app.inject({ url: '/manifest.json', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.json()).toMatchObject({
      name: 'PocketBet sports and casino',
      short_name: 'PocketBet',
      theme_color: '#14532d',
      background_color: '#0b1f14',
      start_url: '/en/',
      display: 'standalone',
      icons: [
        { src: '/icons/icon.svg', type: 'image/svg+xml' },
        { src: '/icons/icon-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512x512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    expect((await app.inject({ url: '/manifest.json' })).json()).toMatchObject({ short_name: 'BetHub', theme_color: '#0f1923' });
  });

  it('serves the generated icon as SVG', async () => {
    const res = await app.inject({ url: '/icons/icon.svg', headers: HOST });
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('fill="#14532d"');
    expect(res.body).toContain('>P</text>');
  });

  it('serves every apple-touch size as a PNG of that size in the theme colour, plain and precomposed', async () => {
    for (const size of [72, 96, 128, 144, 152, 192, 384, 512]) {
      for (const file of [`apple-touch-icon-${size}x${size}.png`, `apple-touch-icon-${size}x${size}-precomposed.png`]) {
        const res = await app.inject({ url: `/icons/${file}`, headers: HOST });
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        const png = res.rawPayload;
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
        // The corner pixel (row 0 after its filter byte) is the theme colour #14532d.
        const idatLength = png.readUInt32BE(33);
        const pixels = inflateSync(png.subarray(41, 41 + idatLength));
        expect([...pixels.subarray(1, 4)]).toEqual([0x14, 0x53, 0x2d]);
      }
    }
    expect((await app.inject({ url: '/icons/apple-touch-icon-100x100.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/icons/apple-touch-icon-72x96.png' })).statusCode).toBe(404);
  });

  it('a site that is not a PWA gets the worker that clears every cache and unregisters, and no precache list', async () => {
    const res = await app.inject({ url: '/pwa-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('caches.delete(');
    expect(res.body).toContain('registration.unregister()');
    expect(res.body).not.toContain("'fetch'");
    expect((await app.inject({ url: '/pwa/precache.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/pwa/offline/en' })).statusCode).toBe(404);
  });
});

describe('apple-touch icon links', () => {
  const IOS_14 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1';
  const IOS_15 = 'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

  it('reads the iOS version from iPhone and iPad user agents only', () => {
    expect([iosVersionOf(IOS_14), iosVersionOf(IOS_15), iosVersionOf(ANDROID), iosVersionOf(undefined)]).toEqual([14, 15, null, null]);
  });

  it('names the precomposed icons for iOS 14 and older, the plain ones otherwise, in all eight sizes', () => {
    const old = appleTouchIconLinks(IOS_14);
    expect(old.match(/rel="apple-touch-icon-precomposed"/g)).toHaveLength(8);
    expect(old).toContain('sizes="152x152" href="/icons/apple-touch-icon-152x152-precomposed.png"');
    for (const ua of [IOS_15, ANDROID]) {
      const links = appleTouchIconLinks(ua);
      expect(links.match(/rel="apple-touch-icon"/g)).toHaveLength(8);
      expect(links).not.toContain('precomposed');
    }
  });

  it('names the tab icon too, so no browser asks for a favicon.ico the site does not have', () => {
    for (const ua of [IOS_14, ANDROID, undefined]) {
      expect(appleTouchIconLinks(ua)).toContain('<link rel="icon" type="image/png" sizes="192x192" href="/icons/apple-touch-icon-192x192.png">');
    }
  });
});

describe('an installable site (isPwa)', () => {
  it('gets the built worker, marked with the build it belongs to', async () => {
    const res = await app.inject({ url: '/pwa-sw.js', headers: HOST });
    expect(res.body).toMatch(/^\/\/ build [0-9a-f]{16}\n/);
    expect(res.body).toContain("self.addEventListener('fetch'");
    // The other configs on the same server still get the clean-up worker.
    expect((await app.inject({ url: '/pwa-sw.js' })).body).toContain('registration.unregister()');
  });

  it('lists the shell files (the entry and its whole static graph) and an offline page per language, the default first', async () => {
    const list = (await app.inject({ url: '/pwa/precache.json', headers: HOST })).json();
    const worker = (await app.inject({ url: '/pwa-sw.js', headers: HOST })).body;
    expect(worker.startsWith(`// build ${list.version}\n`)).toBe(true);
    expect(list.assets).toEqual(['/assets/app-AAA.js', '/assets/chunks/react-BBB.js', '/assets/chunks/shared-CCC.js', '/assets/app-AAA.css']);
    expect(list.offline).toEqual({ en: '/pwa/offline/en', ru: '/pwa/offline/ru' });
  });

  it('serves the offline page in each language with the shell stylesheet and a way back', async () => {
    const en = await app.inject({ url: '/pwa/offline/en', headers: HOST });
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<h1>You are offline</h1>');
    expect(en.body).toContain('href="/assets/app-AAA.css"');
    expect(en.body).toContain('href="/en/"');
    const ru = await app.inject({ url: '/pwa/offline/ru', headers: HOST });
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('Нет подключения к интернету');
    expect((await app.inject({ url: '/pwa/offline/de', headers: HOST })).statusCode).toBe(404);
  });

  it('uses its own theme colour in the manifest and the icons', async () => {
    expect((await app.inject({ url: '/manifest.json', headers: HOST })).json()).toMatchObject({ name: 'PocketBet sports and casino', theme_color: '#14532d' });
  });
});
