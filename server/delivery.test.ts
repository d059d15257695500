// Compression and caching as a browser gets them, through the real server over the
// repository's configs and a small fake build output in a temp folder (no npm run build needed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { buildServer } from './app.ts';
import { COMPRESSION_THRESHOLD, isCompressibleType, negotiateEncoding } from './compression.ts';
import { IMMUTABLE } from './routes/assets.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

const APP_JS = `const odds=[${Array.from({ length: 400 }, (_, i) => (1 + i / 100).toFixed(2)).join(',')}];export function price(i){return odds[i]}\n`;
const APP_CSS = `${Array.from({ length: 80 }, (_, i) => `.row-${i}{display:flex;gap:4px;color:#0f1923}`).join('')}\n`;
const MAP = `{"version":3,"sources":["src/app/entry.tsx"],"mappings":"${'AAAA,'.repeat(400)}"}`;
/** Marks the precompressed files, to tell them from anything compressed on the fly. */
const BR_FILE = brotliCompressSync(APP_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const GZ_FILE = gzipSync(APP_JS, { level: 9 });

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'delivery-'));
  const assets = join(dist, 'public', 'assets');
  await mkdir(join(assets, 'plugins'), { recursive: true });
  await writeFile(join(assets, 'app-TEST1234.js'), APP_JS);
  await writeFile(join(assets, 'app-TEST1234.js.br'), BR_FILE);
  await writeFile(join(assets, 'app-TEST1234.js.gz'), GZ_FILE);
  await writeFile(join(assets, 'app-TEST1234.js.map'), MAP);
  await writeFile(join(assets, 'app-TEST1234.css'), APP_CSS);
  await writeFile(join(assets, 'app-TEST1234.css.br'), brotliCompressSync(APP_CSS));
  await writeFile(join(assets, 'app-TEST1234.css.gz'), gzipSync(APP_CSS));
  // A real build has a dozen plugins; their entries are what make the shell worth compressing.
  const plugins = Object.fromEntries(
    ['auth', 'bet-history', 'coupon', 'home', 'info', 'navigation', 'sports', 'system-pages', 'footer', 'header'].map((id) => [
      id,
      { js: `/assets/plugins/${id}-ABCD1234.js`, css: `/assets/plugins/${id}-EFGH5678.css` },
    ]),
  );
  await writeFile(join(dist, 'asset-map.json'), JSON.stringify({ entry: { js: '/assets/app-TEST1234.js', css: '/assets/app-TEST1234.css' }, plugins }));
  app = await buildServer({ rootDir: ROOT, distDir: dist, siteConfigId: 'default' });
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** The body as the page will read it after the browser undoes the Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('the HTML shell', () => {
  it('is big enough to compress (else the tests below say nothing)', async () => {
    const res = await get('/en/line', { accept: HTML });
    expect(res.statusCode).toBe(200);
    expect(Buffer.byteLength(res.body)).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
  });

  it('answers brotli to a browser that accepts br and gzip, with Vary: Accept-Encoding', async () => {
    const res = await get('/en/line', { accept: HTML, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const html = decoded(res);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);
  });

  it('answers gzip when only gzip is accepted, and when br is refused with q=0', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/en/line', { accept: HTML, 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(decoded(res).startsWith('<!doctype html>')).toBe(true);
    }
  });

  it('answers identity without Accept-Encoding, or with one it cannot serve', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of cases) {
      const res = await get('/en/line', { accept: HTML, ...headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.startsWith('<!doctype html>')).toBe(true);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('is compressed on a 404 page too (the status stays)', async () => {
    const res = await get('/en/no/such/page', { accept: HTML, 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('<div id="root">');
  });

  it('leaves a short plain-text answer alone', async () => {
    const res = await get('/nothing-here.png', { accept: 'image/*', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('Not found');
  });
});

describe('JSON from the web API', () => {
  it('is compressed when big enough, and its cache-control is kept', async () => {
    const plain = await get('/web-api/site-config/all.json');
    expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
    const res = await get('/web-api/site-config/all.json', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body));
  });

  it('is sent as it is when smaller than the threshold', async () => {
    const res = await get('/web-api/session', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('ok');
  });
});

describe('hashed assets', () => {
  it('sends the prebuilt .br file as it is, as JavaScript, immutable for a year, Vary: Accept-Encoding', async () => {
    const res = await get('/assets/app-TEST1234.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript(?:;|$)/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Exactly the file the build wrote: not compressed a second time on the way out.
    expect(res.rawPayload.equals(BR_FILE)).toBe(true);
    expect(decoded(res)).toBe(APP_JS);
  });

  it('sends the prebuilt .gz file to a gzip-only browser', async () => {
    const res = await get('/assets/app-TEST1234.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(GZ_FILE)).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the original file without Accept-Encoding, still saying it varies', async () => {
    const res = await get('/assets/app-TEST1234.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps the CSS content type for the compressed stylesheet', async () => {
    const res = await get('/assets/app-TEST1234.css', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/css(?:;|$)/);
    expect(decoded(res)).toBe(APP_CSS);
  });

  it('compresses a file that has no prebuilt variant (a source map) on the fly, once', async () => {
    const res = await get('/assets/app-TEST1234.js.map', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(MAP);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('robots.txt', () => {
  it('is text/plain, not the app', async () => {
    const res = await get('/robots.txt', { accept: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });
});

describe('negotiateEncoding', () => {
  it('takes the highest q among br and gzip, br on a tie, * for what is not named', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('deflate, zstd')).toBeUndefined();
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('br;q=oops, gzip')).toBe('gzip');
  });

  it('compresses text types and never an event stream', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'application/manifest+json', 'image/svg+xml', 'application/xml; charset=utf-8', 'application/javascript; charset=utf-8']) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ['text/event-stream', 'image/png', 'font/woff2', 'application/octet-stream', '']) expect(isCompressibleType(type), type).toBe(false);
  });
});
