import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { BOOTSTRAP_SCRIPT, LOAD_FAILED_ID } from './bootstrap.ts';
import { escapeHtml, jsonForScript, parseAssetMap, renderShell } from './html.ts';
import { buildFixtureServer, nonceFromCsp, VALID_ROOT } from './test-helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFixtureServer();
});
afterAll(() => app.close());

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('HTML shell (SPA fallback)', () => {
  it('serves the shell for a known route with status 200, revalidated (never no-store: the back/forward cache keeps it)', async () => {
    const res = await app.inject({ url: '/en/line/football?x=1', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">');
    expect(res.body).toContain('<title>Default Bet</title>');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.json">');
    // The first screen's CSS is inlined under the response's nonce, so nothing blocks the first paint.
    const nonce = nonceFromCsp(String(res.headers['content-security-policy']));
    expect(res.body).toContain(`<style nonce="${nonce}" data-plugin-css="/assets/app-abc123.css">`);
    expect(String(res.headers['content-security-policy'])).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(res.body).not.toContain('unsafe-inline');
    expect(res.body).toMatch(/<script nonce="[^"]+" data-preload="\/assets\/app-abc123\.js[^"]*">/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<noscript>Turn JavaScript on</noscript>');
  });

  it('embeds the asset map as JSON the client can read', async () => {
    const res = await app.inject({ url: '/en/', headers: HTML });
    const json = /<script type="application\/json" id="asset-map">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!)).toEqual({
      entry: { js: '/assets/app-abc123.js', css: '/assets/app-abc123.css' },
      plugins: { sports: { js: '/assets/plugins/sports-def456.js', css: null } },
    });
  });

  it('loads the entry through the nonce\'d inline bootstrap, preloaded, with no module script tag', async () => {
    const res = await app.inject({ url: '/en/', headers: HTML });
    const nonce = nonceFromCsp(String(res.headers['content-security-policy']));
    expect(nonce).toBeTruthy();
    // No module is fetched before the first paint: the bootstrap asks for them after it.
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).not.toContain('<script type="module"');
    // Every executable script carries this response's nonce; the only other one is the JSON data block.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    const preload = '/assets/app-abc123.js /assets/plugins/sports-def456.js';
    expect(scripts).toEqual([' type="application/json" id="asset-map"', ` nonce="${nonce}" data-preload="${preload}"`]);
    expect(res.body).toContain(`<script nonce="${nonce}" data-preload="${preload}">${BOOTSTRAP_SCRIPT}</script></body></html>`);
    // The CSP forbids inline handlers: the bootstrap attaches the button's listener itself.
    expect(res.body).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  });

  it('carries the hidden load-failure fallback in English above #root, outside it', async () => {
    const res = await app.inject({ url: '/en/', headers: HTML });
    expect(res.body).toContain(
      `<body><div id="${LOAD_FAILED_ID}" hidden><p role="alert">The page could not be loaded. Check your connection and try again.</p>` +
        '<button type="button">Refresh page</button></div><div id="root"></div>',
    );
  });

  it('localises the load-failure fallback for ru', async () => {
    const res = await app.inject({ url: '/ru/', headers: HTML });
    expect(res.body).toContain(
      '<p role="alert">Не удалось загрузить страницу. Проверьте подключение к интернету и попробуйте ещё раз.</p><button type="button">Обновить страницу</button>',
    );
  });

  it('uses the load-failure texts it is given, escaped', () => {
    const html = renderShell({
      lang: 'en',
      title: 'T',
      themeColor: '#000',
      nonce: 'abc',
      assetMap: { entry: { js: '/assets/app.js', css: null }, plugins: {} },
      noscriptText: 'JS',
      loadFailedTexts: { message: 'Oops <b>', refresh: 'Again' },
    });
    expect(html).toContain('<p role="alert">Oops &lt;b&gt;</p><button type="button">Again</button>');
  });

  it('answers 404 for a path under a language that matches no route, and still serves the shell', async () => {
    const res = await app.inject({ url: '/en/no/such/page', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers 404 for a route the config does not enable or a blocked fragment', async () => {
    expect((await app.inject({ url: '/en/casino/slots', headers: HTML })).statusCode).toBe(404);
    expect((await app.inject({ url: '/en/promo/summer', headers: HTML })).statusCode).toBe(404);
    // The other config enables availability id 7 and blocks nothing.
    expect((await app.inject({ url: '/ru/casino/slots', headers: { ...HTML, host: 'other.example' } })).statusCode).toBe(200);
  });

  it('answers 404 for a number param that is not a number', async () => {
    expect((await app.inject({ url: '/en/game/123', headers: HTML })).statusCode).toBe(200);
    expect((await app.inject({ url: '/en/game/abc', headers: HTML })).statusCode).toBe(404);
  });

  it('answers 200 without a language segment (the client redirects) and uses the default language', async () => {
    const res = await app.inject({ url: '/some/where', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
  });

  it('takes lang from the first segment and localises the noscript text', async () => {
    const res = await app.inject({ url: '/ru/', headers: HTML });
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain('<noscript>Включите JavaScript</noscript>');
  });

  it('uses the selected config for title and theme colour, escaped', async () => {
    const res = await app.inject({ url: '/ru/', headers: { ...HTML, host: 'other.example:8080' } });
    expect(res.body).toContain('<title>Other &lt;Bet&gt;</title>');
    expect(res.body).toContain('<meta name="theme-color" content="#0a7f3f">');
  });

  it('does not serve HTML to requests that do not accept it', async () => {
    const res = await app.inject({ url: '/en/', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 503 with a hint when the project is not built', async () => {
    const unbuilt = await buildFixtureServer({ distDir: join(VALID_ROOT, 'no-such-build') });
    const res = await unbuilt.inject({ url: '/en/', headers: HTML });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('Not built yet: run npm run build');
    await unbuilt.close();
  });
});

describe('static assets', () => {
  it('serves /assets/* from the build output, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a plain 404, never the HTML shell', async () => {
    const res = await app.inject({ url: '/assets/app-missing.js', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('does not leave the assets folder', async () => {
    const res = await app.inject({ url: '/assets/..%2F..%2Fasset-map.json' });
    expect(res.statusCode).toBe(404);
  });
});

describe('html helpers', () => {
  it('escapes "<" in embedded JSON so a value cannot close the script element', () => {
    expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).toBe('{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
    expect(escapeHtml(`"<&>'`)).toBe('&quot;&lt;&amp;&gt;&#39;');
  });

  it('rejects an asset map of the wrong shape with a message naming the field', () => {
    expect(() => parseAssetMap({ entry: { js: 'app.js', css: null }, plugins: {} })).toThrow(/entry\.js is not a path under \/assets\//);
    expect(() => parseAssetMap({ entry: { js: '/assets/a.js', css: null } })).toThrow(/plugins is not an object/);
  });
});
