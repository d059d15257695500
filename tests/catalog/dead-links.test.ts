/**
 * No dead links: for every site config and every language a guest may use, each page of the
 * catalog that the config serves is rendered as a first load, and every link in it (the shell's
 * header, navigation and footer included) is followed as a first load too. A link that answers 404
 * (a route the config disables, a path no route matches, or data that does not exist) fails, named
 * with the config, the page it is on and where it leads.
 *
 * Pages a guest sees only as a sign-in (signed-in pages) carry no markup on a first load, so their
 * links are not in reach here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { catalogServer, HTML_HEADERS, hostOf, ROOT } from './server.ts';
import { SPEC_PATHS, urlOf, type LiveIds } from './spec-paths.ts';
import { liveIdsFrom } from './live-ids.ts';
import type * as PageRendererModule from '../../server/page-renderer.ts';

vi.mock('../../server/page-renderer.ts', async (original) => ({
  ...(await original<typeof PageRendererModule>()),
  // See first-load-status.test.ts: the renderer's source, with time for data while modules compile.
  createPageRendererSource: () => async () => {
    const { renderPage } = await import('../../src/app/server-render.tsx');
    return { renderPage: (request: Parameters<typeof renderPage>[0]) => renderPage({ ...request, dataTimeoutMs: 10_000 }) };
  },
}));

const CONFIGS: readonly SiteConfig[] = readdirSync(join(ROOT, 'site-configs'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(ROOT, 'site-configs', name), 'utf8')) as SiteConfig);

/** The languages a guest may open: the hidden ones send a guest to another language. */
function guestLanguages(config: SiteConfig): string[] {
  const hidden = new Set(config.languages.hidden ?? []);
  return config.languages.available.filter((lng) => !hidden.has(lng));
}

const ANCHOR_HREF = /<a\s[^>]*?href="([^"]*)"/g;

/** The site's own links in a page's markup (other sites, mail and phone links are not ours to check). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(ANCHOR_HREF)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/web-api/') && !href.startsWith('/assets/'))
    .map((href) => href.split('#', 1)[0]!);
}

let app: FastifyInstance;
let ids: LiveIds;
beforeAll(async () => {
  app = await catalogServer();
  ids = await liveIdsFrom(app);
}, 120_000);
afterAll(() => app.close());

async function firstLoad(url: string, host: string) {
  return app.inject({ url, headers: { ...HTML_HEADERS, host } });
}

describe('no dead links, for every site config and language', () => {
  it('finds internal links on the pages', () => {
    expect(internalLinks('<a class="x" href="/en/line?x=1&amp;y=2#top">a</a><a href="https://example.com">b</a><a href="mailto:a@b.c">c</a>')).toEqual(['/en/line?x=1&y=2']);
  });

  for (const config of CONFIGS) {
    for (const lng of guestLanguages(config)) {
      it(`${config.id} (${lng}): every link on every page leads to a page`, { timeout: 240_000 }, async () => {
        const host = hostOf(config);
        const pages = SPEC_PATHS.filter((entry) => entry.status === 200).map((entry) => urlOf(entry, ids).replace(/^\/en\//, `/${lng}/`));
        const statusOf = new Map<string, number>();
        const foundOn = new Map<string, string>();
        for (const url of new Set(pages)) {
          const res = await firstLoad(url, host);
          statusOf.set(url, res.statusCode);
          if (res.statusCode !== 200) continue; // not a page this config serves
          for (const link of internalLinks(res.body)) if (!foundOn.has(link)) foundOn.set(link, url);
        }
        const dead: string[] = [];
        for (const [link, page] of foundOn) {
          const status = statusOf.get(link) ?? (await firstLoad(link, host)).statusCode;
          if (status === 404) dead.push(`${page} links to ${link} (404)`);
        }
        expect([...statusOf.values()].filter((status) => status === 200).length).toBeGreaterThan(20);
        expect(foundOn.size).toBeGreaterThan(20);
        expect(dead).toEqual([]);
      });
    }
  }
});
