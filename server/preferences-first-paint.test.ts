/** The first paint has the visitor's look: the shell's <html> carries what their preference cookies say, and nothing else. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { renderShell } from './html.ts';
import { buildFixtureServer } from './test-helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFixtureServer();
});
afterAll(() => app.close());

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('preference cookies on the first paint', () => {
  it('puts the chosen theme, text size and compact view on <html>', async () => {
    const res = await app.inject({ url: '/en/', headers: { ...HTML, cookie: 'appTheme=2; appFontSize=19; isAppCompactView=1; tzo=3' } });
    expect(htmlTag(res.body)).toBe('<html lang="en" data-theme="system" data-font-size="19" data-compact="true">');
  });

  it('adds nothing without cookies or for garbage', async () => {
    expect(htmlTag((await app.inject({ url: '/en/', headers: HTML })).body)).toBe('<html lang="en">');
    const garbage = await app.inject({ url: '/en/', headers: { ...HTML, cookie: 'appTheme="><script>; appFontSize=16; isAppCompactView=yes; appTheme=9' } });
    expect(htmlTag(garbage.body)).toBe('<html lang="en">');
  });

  it('writes only data- attributes, escaped', () => {
    const html = renderShell({
      lang: 'en',
      documentAttributes: { 'data-theme': '"><x', onload: 'alert(1)' },
      title: 't',
      themeColor: '#000000',
      nonce: 'n',
      assetMap: { entry: { js: '/assets/app.js', css: null }, plugins: {} },
      noscriptText: 'x',
      loadFailedTexts: { message: 'm', refresh: 'r' },
    });
    expect(htmlTag(html)).toBe('<html lang="en" data-theme="&quot;&gt;&lt;x">');
  });
});
