/** The technical pages remote view through the real server over the repository's routes and site configs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildServer } from '../app.ts';
import { loadValidators } from '../validators.ts';
import type { RemoteViewAnswer } from '../../schemas/remote-view-api.schema.ts';
import { REMOTE_VIEW_HEADERS } from '../../schemas/remote-view-api.schema.ts';
import { existsRemoteView } from './index.ts';
import { checkProject } from '../../project-check/index.ts';
import { isNotFoundPath, routeTableFrom } from '../route-manifests.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let app: FastifyInstance;
// Building the whole server (the project check, every API's data) takes seconds on a busy machine.
beforeAll(async () => {
  app = await buildServer({ rootDir: ROOT, siteConfigId: 'default' });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const VIEW = '/web-api/remote-views/technical-pages?route=error-500&url=%2Fen%2F500';

async function view(url: string, headers: Record<string, string> = REMOTE_VIEW_HEADERS) {
  return app.inject({ url, headers });
}

function linksOf(body: string): string[] {
  return [...body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('GET /web-api/remote-views/:appName', () => {
  it('answers the error page view in English with links to pages the region serves, its script and the code it must not run', async () => {
    const res = await view(`${VIEW}&lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RemoteViewAnswer;
    const validators = await loadValidators();
    expect(validators.remoteViewAnswer(answer)).toBe(true);
    expect(answer.appName).toBe('technical-pages');
    expect(answer.title).toBe('Something went wrong on our side');
    expect(answer.body).toContain('Your account, balance and bets are safe');
    expect(linksOf(answer.body)).toEqual(expect.arrayContaining(['/en/', '/en/history']));
    for (const href of linksOf(answer.body)) expect(href).toMatch(/^\/en\//);
    expect(answer.scriptsToLoad).toEqual(['/remote-views/technical-pages/view.js']);
    expect(answer.codeToEval).toBeTypeOf('string');
    // Kept a little by shared caches, apart per language header (the query's lang is in the URL).
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toMatch(/x-language/i);
  });

  it('speaks Russian when asked by the query or the language header', async () => {
    for (const res of [await view(`${VIEW}&lang=ru`), await view(VIEW, { ...REMOTE_VIEW_HEADERS, 'X-Language': 'ru' })]) {
      expect(res.statusCode).toBe(200);
      const answer = res.json() as RemoteViewAnswer;
      expect(answer.title).toBe('У нас что-то сломалось');
      expect(linksOf(answer.body)).toContain('/ru/');
    }
  });

  it('links only to routes the region serves', async () => {
    const res = await view(`${VIEW}&lang=en`);
    const hrefs = linksOf((res.json() as RemoteViewAnswer).body);
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    const check = checkProject(ROOT, { validators: await loadValidators() });
    if (!check.ok) throw new Error('the project check failed');
    const table = routeTableFrom(check.project.routeManifests.map((m) => m.expanded));
    const config = check.project.siteConfigs.find((c) => c.config.id === 'default')!.config;
    for (const href of hrefs) expect(isNotFoundPath(table, config, href), href).toBe(false);
  });

  it('refuses any other render mode, and a request that is not the single-page app', async () => {
    const noMode = await view(VIEW, { 'X-Force-Spa': '1' });
    expect(noMode.statusCode).toBe(400);
    expect((noMode.json() as { message: string }).message).toContain('X-Render-Mode: json');
    const html = await view(VIEW, { 'X-Render-Mode': 'html', 'X-Force-Spa': '1' });
    expect(html.statusCode).toBe(400);
    const noSpa = await view(VIEW, { 'X-Render-Mode': 'json' });
    expect(noSpa.statusCode).toBe(400);
    expect((noSpa.json() as { message: string }).message).toContain('X-Force-Spa: 1');
  });

  it('says what is missing or unknown: the route, the url, the application, the view', async () => {
    const cases: [string, number, string][] = [
      ['/web-api/remote-views/technical-pages?url=%2Fen%2F500', 400, '"route"'],
      ['/web-api/remote-views/technical-pages?route=error-500&url=https%3A%2F%2Fevil.example%2F', 400, '"url"'],
      ['/web-api/remote-views/casino-app?route=error-500&url=%2Fen%2F500', 404, 'no remote application "casino-app"'],
      ['/web-api/remote-views/technical-pages?route=home&url=%2Fen%2F', 404, 'no view for the route "home"'],
    ];
    for (const [url, status, words] of cases) {
      const res = await view(url);
      expect(res.statusCode, url).toBe(status);
      expect((res.json() as { message: string }).message, url).toContain(words);
    }
  });

  it("serves the view's script as JavaScript", async () => {
    const res = await app.inject({ url: '/remote-views/technical-pages/view.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('data-technical-pages-now');
  });
});

describe('existsRemoteView', () => {
  it('knows the views the technical pages application renders', () => {
    expect(existsRemoteView('technical-pages', 'error-500')).toBe(true);
    expect(existsRemoteView('technical-pages', 'home')).toBe(false);
    expect(existsRemoteView('other-app', 'error-500')).toBe(false);
    expect(existsRemoteView('technical-pages', 'constructor')).toBe(false);
  });
});

describe('the page policy', () => {
  it('lets the page create the remote-view and sanitiser Trusted Types policies (besides the script-URL ones), each once', async () => {
    const res = await app.inject({ url: '/en/500', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )trusted-types remote-view dompurify( [a-z-]+)*(;|$)/);
    expect(csp).not.toMatch(/'allow-duplicates'|trusted-types[^;]* default\b/);
  });
});
