/**
 * The content API over the repository's own content and site configs: every page in both languages,
 * children and the way back, news newest first, pages a region does not offer, the payment page for
 * signed-in players only where a config says so, and content that is text only, linking to routes
 * that exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import type { CmsPageAnswer } from '../schemas.ts';
import type { ContentNode } from './content.ts';
import { existsCmsPage } from './index.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DATA = join(ROOT, 'server', 'data');
const PAGES = readdirSync(join(DATA, 'cms', 'en')).map((file) => file.replace(/\.json$/, ''));

let running: TestServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function server(siteConfigId = 'default') {
  running = await startTestServer({ siteConfigId, clockStart: Date.UTC(2026, 10, 25, 12) });
  return running.browser();
}

function readNode(lng: string, page: string): ContentNode {
  return JSON.parse(readFileSync(join(DATA, 'cms', lng, `${page}.json`), 'utf8')) as ContentNode;
}

function shape(node: ContentNode): unknown {
  return Object.fromEntries(Object.entries(node.children ?? {}).map(([slug, child]) => [slug, shape(child)]));
}

function* allNodes(node: ContentNode, path: string[] = []): Generator<[string[], ContentNode]> {
  yield [path, node];
  for (const [slug, child] of Object.entries(node.children ?? {})) yield* allNodes(child, [...path, slug]);
}

describe('content API', () => {
  it('serves every page and every child in English and Russian, the same tree in both', async () => {
    const browser = await server();
    expect(PAGES.length).toBeGreaterThanOrEqual(27);
    for (const page of PAGES) {
      expect(shape(readNode('ru', page)), page).toEqual(shape(readNode('en', page)));
      for (const [path] of allNodes(readNode('en', page))) {
        for (const lng of ['en', 'ru']) {
          const res = await browser.get(`/web-api/cms/pages/${[page, ...path].join('/')}`, { 'x-language': lng });
          // 200 means the answer also passed its schema (the server checks its answers in development).
          expect(res.statusCode, `${lng} ${page}/${path.join('/')}: ${res.body}`).toBe(200);
          expect(res.json<CmsPageAnswer>().path).toEqual(path);
        }
      }
    }
  }, 60_000);

  it('answers in the language asked, English for a language without content', async () => {
    const browser = await server();
    expect((await browser.get('/web-api/cms/pages/about', { 'x-language': 'ru' })).json<CmsPageAnswer>().title).toBe('О нас');
    expect((await browser.get('/web-api/cms/pages/about', { 'x-language': 'de' })).json<CmsPageAnswer>().title).toBe('About us');
  }, 60_000);

  it('gives a rule chapter with the way back and a rule group with its chapters', async () => {
    const browser = await server();
    const chapter = (await browser.get('/web-api/cms/pages/rules/sports/2')).json<CmsPageAnswer>();
    expect(chapter).toMatchObject({ page: 'rules', path: ['sports', '2'], title: 'Postponed events', children: [] });
    expect(chapter.trail).toEqual([
      { path: [], title: 'Betting rules' },
      { path: ['sports'], title: 'Sports betting' },
    ]);
    const group = (await browser.get('/web-api/cms/pages/rules/live')).json<CmsPageAnswer>();
    expect(group.children.map((c) => c.slug)).toEqual(['1', '2', '3']);
  }, 60_000);

  it('lists the news newest first with their dates and summaries', async () => {
    const browser = await server();
    const news = (await browser.get('/web-api/cms/pages/news')).json<CmsPageAnswer>();
    const dates = news.children.map((c) => c.date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(news.children.every((c) => typeof c.summary === 'string')).toBe(true);
  }, 60_000);

  it('answers 404 for content that does not exist', async () => {
    const browser = await server();
    for (const url of ['/web-api/cms/pages/no-such-page', '/web-api/cms/pages/rules/sports/9', '/web-api/cms/pages/news/no-such-article', '/web-api/cms/pages/about/x', '/web-api/cms/pages/..%2Fpackage']) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'There is no such page' });
    }
  }, 60_000);

  it('does not serve the rules where their route is not available', async () => {
    const browser = await server('uk-regulated');
    expect((await browser.get('/web-api/cms/pages/rules')).statusCode).toBe(404);
    expect((await browser.get('/web-api/cms/pages/about')).statusCode).toBe(200);
  }, 60_000);

  it('serves the payment page to everyone, to signed-in players only, or not at all, as the config says', async () => {
    expect((await (await server('default')).get('/web-api/cms/pages/payment')).statusCode).toBe(200);
    await running!.close();

    const guest = await server('ru-operator');
    const refused = await guest.get('/web-api/cms/pages/payment', { 'x-language': 'ru' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Войдите, чтобы увидеть эту страницу' });
    const player = await running!.signIn('demo', 'demo1234');
    const shown = await player.get('/web-api/cms/pages/payment');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    await running!.close();

    expect((await (await server('de-regulated')).get('/web-api/cms/pages/payment')).statusCode).toBe(404);
  }, 60_000);

  it('tells the first load which pages exist', () => {
    const config = (id: string) => JSON.parse(readFileSync(join(ROOT, 'site-configs', `${id}.json`), 'utf8')) as SiteConfig;
    expect(existsCmsPage(DATA, config('default'), 'news', ['winter-football'])).toBe(true);
    expect(existsCmsPage(DATA, config('default'), 'news', ['nothing'])).toBe(false);
    expect(existsCmsPage(DATA, config('default'), 'rules', ['casino', '3'])).toBe(true);
    expect(existsCmsPage(DATA, config('uk-regulated'), 'rules')).toBe(false);
    expect(existsCmsPage(DATA, config('ru-operator'), 'payment')).toBe(true);
    expect(existsCmsPage(DATA, config('de-regulated'), 'payment')).toBe(false);
  });

  it('holds text only, and links only to route ids the manifests declare', () => {
    const routeIds = new Set<string>();
    for (const file of readdirSync(join(ROOT, 'route-manifests'))) {
      const manifest = JSON.parse(readFileSync(join(ROOT, 'route-manifests', file), 'utf8')) as { routes: { id: string }[] };
      for (const route of manifest.routes) routeIds.add(route.id);
    }
    for (const lng of ['en', 'ru']) {
      for (const page of PAGES) {
        const text = readFileSync(join(DATA, 'cms', lng, `${page}.json`), 'utf8');
        expect(text, `${lng}/${page}`).not.toMatch(/<[a-z!/]/i);
        for (const [, node] of allNodes(readNode(lng, page))) {
          for (const block of node.blocks) {
            if (block.type !== 'links') continue;
            for (const item of block.items) expect(routeIds, `${lng}/${page} links to ${item.routeId}`).toContain(item.routeId);
          }
        }
      }
    }
  });
});
