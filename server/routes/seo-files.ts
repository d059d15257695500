/**
 * /robots.txt and /sitemap.xml for the site config of the requested host (chosen as the shell
 * chooses it), their links on the config's canonical origin (its first host: server/site-origins.ts),
 * never on the request's Host, so a cached copy holds no address a client made up. Both come from the
 * route manifests, so a route added, enabled or blocked shows here without a second list:
 *  - robots.txt keeps crawlers out of the pages that need a signed-in player, in every language the
 *    config has, and out of the web API, and names the sitemaps;
 *  - sitemap.xml lists every public page a guest can open in every language a guest is offered,
 *    each with its hreflang alternates (and x-default, the default language's version);
 *  - sitemaps/<language>.xml lists the same for one language's pages.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { indexConfig, isOfferedLanguage } from '../../src/composer/config-index.ts';
import type { CompiledRoute, RouteTable } from '../../src/composer/route-table.ts';
import type { ServerContext } from '../context.ts';
import { isNotFoundPath } from '../route-manifests.ts';

/** Both files change only with a deploy or a config change; an hour is fresh enough. */
export const SEO_FILES_CACHE_CONTROL = 'public, max-age=3600';
const WEB_API_PREFIX = '/web-api/';
/** A route whose path is an HTTP status (the "500" error page) is an error page, not content. */
const STATUS_PAGE_PATH = /^\d{3}$/;

/** Pages only a signed-in player can open (banned players are signed in too). */
export function isPrivateRoute(route: CompiledRoute): boolean {
  const flags = route.record.flags ?? {};
  return flags.authNeeded === true || flags.bannedOnly === true;
}

function hasOnlyOptionalParams(path: string): boolean {
  return path.split('/').every((segment) => segment !== '*' && (!segment.startsWith(':') || segment.endsWith('?')));
}

/**
 * A page a crawler (a guest) can open at a fixed URL: no required path parameter, no redirect, no
 * access flag (signed-in, guest-only, banned, block page, normal users only), not an error page.
 * Whether the config enables it is a separate question (isNotFoundPath).
 */
export function isSitemapCandidate(route: CompiledRoute): boolean {
  const { record } = route;
  const flags = record.flags ?? {};
  if (record.redirect !== undefined) return false;
  if (flags.authNeeded || flags.guestOnly || flags.bannedOnly || flags.blockPage || flags.normalUsersOnly) return false;
  if (STATUS_PAGE_PATH.test(record.path)) return false;
  return hasOnlyOptionalParams(record.path);
}

/** The languages a guest is offered: available and not hidden; the default first. */
export function guestLanguages(config: SiteConfig): string[] {
  const index = indexConfig(config);
  const offered = config.languages.available.filter((lng) => isOfferedLanguage(index, lng, false));
  return [...offered.filter((lng) => lng === config.languages.default), ...offered.filter((lng) => lng !== config.languages.default)];
}

/** Every language version of every public page the config serves, by route, in manifest order. */
export function sitemapPages(table: RouteTable, config: SiteConfig): { routeId: string; hrefs: { lng: string; href: string }[] }[] {
  const languages = guestLanguages(config);
  const pages: { routeId: string; hrefs: { lng: string; href: string }[] }[] = [];
  for (const route of table.routes.values()) {
    if (!isSitemapCandidate(route)) continue;
    const hrefs = languages
      .map((lng) => ({ lng, href: table.href(route.id, lng) }))
      // The same decision as the shell's 404 and the client's route-availability guard; and the
      // URL must open this very route, not one that shadows it.
      .filter(({ href }) => !isNotFoundPath(table, config, href) && table.match(href).match?.route.id === route.id);
    if (hrefs.length > 0) pages.push({ routeId: route.id, hrefs });
  }
  return pages;
}

/** The path prefix of a route up to its first parameter: `/en/opened-bets` for `opened-bets/:couponId/powerbet`. */
function staticPrefix(lng: string, path: string): string {
  const segments: string[] = [];
  for (const segment of path === '' ? [] : path.split('/')) {
    if (segment.startsWith(':') || segment === '*') break;
    segments.push(segment);
  }
  return `/${[lng, ...segments].join('/')}`;
}

/** Where one language's sitemap is served. */
export function languageSitemapPath(lng: string): string {
  return `/sitemaps/${lng}.xml`;
}

export function robotsTxt(table: RouteTable, config: SiteConfig, origin: string): string {
  const disallow = new Set<string>();
  for (const lng of config.languages.available) {
    for (const route of table.routes.values()) if (isPrivateRoute(route)) disallow.add(staticPrefix(lng, route.path));
  }
  disallow.add(WEB_API_PREFIX);
  const sitemaps = [`${origin}/sitemap.xml`, ...guestLanguages(config).map((lng) => `${origin}${languageSitemapPath(lng)}`)];
  const lines = ['User-agent: *', 'Allow: /', ...[...disallow].map((path) => `Disallow: ${path}`), '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''];
  return lines.join('\n');
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemap of the whole site, or of one language's pages only (each still with all its alternates). */
export function sitemapXml(table: RouteTable, config: SiteConfig, origin: string, onlyLanguage?: string): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { hrefs } of sitemapPages(table, config)) {
    const alternates = hrefs.map(({ lng, href }) => `    <xhtml:link rel="alternate" hreflang="${xml(lng)}" href="${xml(origin + href)}"/>`);
    const fallback = hrefs.find(({ lng }) => lng === config.languages.default);
    if (fallback) alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + fallback.href)}"/>`);
    for (const { lng, href } of hrefs) {
      if (onlyLanguage === undefined || lng === onlyLanguage) out.push('  <url>', `    <loc>${xml(origin + href)}</loc>`, ...alternates, '  </url>');
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

export function registerSeoFileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/robots.txt', async (request, reply) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const origin = ctx.siteOrigins.canonical(config);
    return reply.header('cache-control', SEO_FILES_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(ctx.routeTable, config, origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const origin = ctx.siteOrigins.canonical(config);
    return reply.header('cache-control', SEO_FILES_CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemapXml(ctx.routeTable, config, origin));
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const origin = ctx.siteOrigins.canonical(config);
    const lng = /^([a-z]{2})\.xml$/.exec((request.params as { file: string }).file)?.[1];
    // Only the languages a guest is offered have pages to list.
    if (lng === undefined || !guestLanguages(config).includes(lng)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', SEO_FILES_CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemapXml(ctx.routeTable, config, origin, lng));
  });
}
