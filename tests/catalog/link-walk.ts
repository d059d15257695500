/**
 * The dead-links walk (tests/catalog/dead-links.test.ts runs it): for every site config and every
 * language a guest may use, each page of the catalog that the config serves is rendered as a first
 * load, and every link in it is followed as a first load too.
 *
 * Run as its own Node process (`tsx tests/catalog/link-walk.ts`, printing one JSON line of
 * `LinkWalk`s), not inside the test runner: about 3,000 first loads through the test runner's module
 * graph took 100 s, and 40 s here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { nonceFromCsp } from '../../server/test-helpers.ts';
import { catalogServer, HTML_HEADERS, hostOf, ROOT } from './server.ts';
import { SPEC_PATHS, urlOf } from './spec-paths.ts';
import { liveIdsFrom } from './live-ids.ts';

export interface LinkWalk {
  config: string;
  lng: string;
  /** Pages of the catalog the config serves (answering 200) in that language. */
  pages: number;
  /** Distinct internal links found on them. */
  links: number;
  /** "<page> links to <link> (404)" for every link that leads nowhere. */
  dead: string[];
  /** "<page>: <what>" for everything in a page's markup that its own Content-Security-Policy blocks (see policyBreaks). */
  policyBreaks: string[];
}

export const CONFIGS: readonly SiteConfig[] = readdirSync(join(ROOT, 'site-configs'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(ROOT, 'site-configs', name), 'utf8')) as SiteConfig);

/** The languages a guest may open: the hidden ones send a guest to another language. */
export function guestLanguages(config: SiteConfig): string[] {
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

/**
 * What in a first load's markup the page's own Content-Security-Policy would block, so the browser would report it: a
 * script that runs without the policy's nonce (JSON data blocks do not run), a <style> without it, a style attribute
 * (style-src has no 'unsafe-inline'), an inline event handler and a javascript: address. The browser walk
 * (e2e/catalog.spec.ts) opens most pages by a link, which never parses the server's markup: this is where a first
 * load's markup is held to the policy, on every page of every config.
 */
export function policyBreaks(html: string, policy: string): string[] {
  const breaks: string[] = [];
  // One nonce per response, for its scripts and its styles alike (server/security.ts).
  const nonce = nonceFromCsp(policy);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\btype="application\/(?:ld\+)?json"/.test(tag)) continue;
    if (nonce === null || !tag.includes(`nonce="${nonce}"`)) breaks.push(`a script without the policy's nonce: ${tag.slice(0, 80)}`);
  }
  for (const [tag] of html.matchAll(/<style\b[^>]*>/g)) {
    if (nonce === null || !tag.includes(`nonce="${nonce}"`)) breaks.push(`a <style> without the policy's nonce: ${tag.slice(0, 80)}`);
  }
  for (const [attribute] of html.matchAll(/<[a-z][^>]*?\s(style|on[a-z]+)="[^"]*"/g)) breaks.push(`an inline ${/\sstyle="/.test(attribute) ? 'style attribute' : 'event handler'}: ${attribute.slice(-80)}`);
  for (const [href] of html.matchAll(/\b(?:href|src|action)="\s*javascript:[^"]*"/gi)) breaks.push(`a javascript: address: ${href.slice(0, 80)}`);
  return breaks;
}

/** A link with its ids (path segments of digits only) made one placeholder: /en/line/football/1/123 is /en/line/football/#/#. */
export function shapeOf(link: string): string {
  return link.replace(/\/\d+(?=\/|\?|$)/g, '/#');
}

export async function walkEveryConfig(): Promise<LinkWalk[]> {
  const app = await catalogServer();
  try {
    const ids = await liveIdsFrom(app);
    const walks: LinkWalk[] = [];
    for (const config of CONFIGS) {
      const host = hostOf(config);
      // A page is the same whichever language's walk meets it (the language switcher links every
      // page to its other languages): loaded once per config.
      const loaded = new Map<string, { status: number; links: string[]; policyBreaks: string[] }>();
      const firstLoad = async (url: string) => {
        let page = loaded.get(url);
        if (!page) {
          const res = await app.inject({ url, headers: { ...HTML_HEADERS, host } });
          page =
            res.statusCode === 200
              ? { status: 200, links: internalLinks(res.body), policyBreaks: policyBreaks(res.body, String(res.headers['content-security-policy'] ?? '')) }
              : { status: res.statusCode, links: [], policyBreaks: [] };
          loaded.set(url, page);
        }
        return page;
      };
      for (const lng of guestLanguages(config)) {
        const pages = new Set(SPEC_PATHS.filter((entry) => entry.status === 200).map((entry) => urlOf(entry, ids).replace(/^\/en\//, `/${lng}/`)));
        const foundOn = new Map<string, string>();
        const breaks: string[] = [];
        let served = 0;
        for (const url of pages) {
          const page = await firstLoad(url);
          if (page.status !== 200) continue; // not a page this config serves
          served++;
          breaks.push(...page.policyBreaks.map((what) => `${url}: ${what}`));
          for (const link of page.links) if (!foundOn.has(link)) foundOn.set(link, url);
        }
        const dead: string[] = [];
        const shapes = new Set<string>();
        for (const [link, page] of foundOn) {
          // One link of each shape: two links that differ only in ids (two games of one
          // championship) come from the same route and code, and a list's games exist on their own
          // pages (plugins/sports/api/feed/sports-api.test.ts checks every one over the API).
          // Following each of the ~1,900 game links was a third of this walk.
          const shape = shapeOf(link);
          if (shapes.has(shape)) continue;
          shapes.add(shape);
          if ((await firstLoad(link)).status === 404) dead.push(`${page} links to ${link} (404)`);
        }
        walks.push({ config: config.id, lng, pages: served, links: foundOn.size, dead, policyBreaks: breaks });
      }
    }
    return walks;
  } finally {
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await walkEveryConfig())}\n`);
}
