/**
 * The SPA fallback: every other GET that wants HTML gets the shell, with the first screen of its
 * route already rendered where the page is the same for every visitor (server/page-renderer.ts),
 * every module and stylesheet that screen needs named in the head, and the status of the page the
 * player will see: a redirect (301 or 302, in one hop) where every visitor is sent on, 404 for a path
 * no enabled route matches, a route a guard refuses or a page whose data does not exist, 500 for the
 * error page, 200 otherwise (src/app/first-load.ts decides; a page reports missing data through
 * the plugin API's pageNotFound). Before the project is built only the 404 of unknown paths is known.
 * A path under an API prefix is never a page: it answers JSON 404 (./api-not-found.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { createDictionaryReader, type DictionaryReader } from '../dictionaries.ts';
import { renderShell } from '../html.ts';
import { readLoadFailedTexts } from '../bootstrap.ts';
import { carriesSession, privateOrRevalidate } from '../caching.ts';
import { firstScreenCache, NONCE_SLOT, nonceParts, withNonce, type CachedPage } from '../first-screen-cache.ts';
import type { AssetMap } from '../html.ts';
import { createStylesheetReader, firstScreenAssets } from '../first-screen-assets.ts';
import type { RedirectedPage, RenderedPage } from '../page-renderer.ts';
import { firstScreenExtensions } from '../../src/composer/first-screen.ts';
import { preferencesFromCookieHeader } from '../../src/domain/preference-cookies.ts';
import { documentAttributes } from '../../src/domain/preference-output.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { isNotFoundPath } from '../route-manifests.ts';
import { cspNonce } from '../security.ts';
import { pwaLook } from './pwa.ts';
import { appleTouchIconLinks } from './pwa-icons.ts';
import { blockReasonOf, readCookie } from './web-api.ts';
import { TOKEN_COOKIE } from '../../src/app/token-cookie.ts';
import { withMaintenanceFlag } from '../../src/domain/maintenance-flag.ts';
import { isApiPath, sendApiNotFound } from './api-not-found.ts';
import { crawlerRenderOptions, fillSeoBlock, isCrawlerRequest, seoBlockHtml, seoHead } from '../seo/index.ts';

export const NOT_BUILT_MESSAGE = 'Not built yet: run npm run build';
const NOSCRIPT_KEY = 'main_javascript_required';
const NOSCRIPT_FALLBACK = 'This site needs JavaScript. Please turn it on and reload the page.';

/** Browser navigations send text/html; crawlers and simple clients often send * / * or nothing. */
export function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

async function mainText(read: DictionaryReader, lang: string, key: string): Promise<string | undefined> {
  try {
    const dictionary = await read('main', lang);
    const text = (dictionary?.entries as Record<string, unknown> | undefined)?.[key];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined; // a broken dictionary must not take the shell down
  }
}

async function readEntries(read: DictionaryReader, lng: string, id: string): Promise<Record<string, unknown> | undefined> {
  const found = await read(id, lng);
  // Only the language asked for: English texts in a Russian page would be a wrong first screen.
  if (!found || found.lang !== lng || typeof found.entries !== 'object' || found.entries === null) return undefined;
  return found.entries as Record<string, unknown>;
}

/** The first screen as HTML (or only its data, for a page that differs by user), a redirect, or null (not built, a render failure). */
async function renderFirstScreen(
  ctx: ServerContext,
  request: FastifyRequest,
  read: DictionaryReader,
  config: SiteConfig,
  notFound: boolean,
): Promise<RenderedPage | RedirectedPage | null> {
  const renderer = await ctx.pageRenderer();
  if (!renderer) return null;
  const [pathname = '/', query] = request.url.split('?', 2);
  try {
    return await renderer.renderPage({
      pathname,
      search: query === undefined ? '' : `?${query}`,
      config,
      notFound,
      readDictionary: (lng, id) => readEntries(read, lng, id),
      fetch: ctx.firstScreenFetch(request),
      blockReason: blockReasonOf(ctx, request),
      cookieHeader: request.headers.cookie,
      userToken: readCookie(request.headers.cookie, TOKEN_COOKIE) || undefined,
      ...crawlerRenderOptions(request, config),
    });
  } catch (error) {
    // The browser renders the page itself, as it did before server rendering existed.
    request.log.error(error, 'server render failed');
    return null;
  }
}

export function registerShellFallback(app: FastifyInstance, ctx: ServerContext): void {
  const readStylesheet = createStylesheetReader(ctx.distDir, ctx.production);
  const cache = ctx.firstScreenCacheMs > 0 ? firstScreenCache(ctx.firstScreenCacheMs) : undefined;

  /** The page for this request (its HTML with the status, or a redirect), its nonce written as `nonce` (the cache's slot or the answer's own). */
  async function pageAnswer(request: FastifyRequest, assetMap: AssetMap, nonce: string): Promise<CachedPage> {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // A browser flagged for maintenance gets the maintenance page from its first load on.
    const config = withMaintenanceFlag(ctx.siteConfigs.select(request.hostname), request.headers.cookie);
    const url = ctx.routeTable.match(pathname);
    const notFound = isNotFoundPath(ctx.routeTable, config, pathname);
    const read = createDictionaryReader(ctx.dictionaries);
    const started = performance.now();
    const answer = await renderFirstScreen(ctx, request, read, config, notFound);
    app.metrics.render.observe({ outcome: answer ? 'rendered' : 'left-to-browser' }, (performance.now() - started) / 1000);
    if (answer && 'redirect' in answer) return { status: answer.redirect.status, html: answer.redirect.to, location: answer.redirect.to };
    const rendered = answer;
    const lang = rendered?.lng ?? url.lngSegment ?? config.languages.default;
    // Without a server render of the page (none, or the frame of a page that waits for who the
    // visitor is) the browser still gets the shell pieces' and the page's code at once.
    const extensions = rendered?.html && !rendered.waiting ? rendered.snapshot.extensions : firstScreenExtensions(config, notFound ? null : (url.match?.route ?? null));
    const assets = firstScreenAssets(assetMap, extensions, url.match ? [url.match.route.area] : []);
    const inlineStyles = (await Promise.all(assets.styles.map(async (href) => ({ href, text: await readStylesheet(href) })))).filter(
      (s): s is { href: string; text: string } => s.text !== undefined,
    );
    const status = rendered?.status ?? (notFound ? 404 : 200);
    // The layout's SEO block is written here, into the page the renderer left it empty in.
    const [seo, seoBlock] = await Promise.all([seoHead(ctx, request, pathname, status), rendered?.html && !rendered.waiting && status === 200 ? seoBlockHtml(ctx, request, pathname) : '']);
    const html = renderShell({
      lang,
      documentAttributes: documentAttributes(preferencesFromCookieHeader(request.headers.cookie)),
      title: seo.title,
      headTags: seo.tags,
      themeColor: pwaLook(config).themeColor,
      appleTouchIcons: appleTouchIconLinks(request.headers['user-agent']),
      nonce,
      assetMap,
      noscriptText: (await mainText(read, lang, NOSCRIPT_KEY)) ?? NOSCRIPT_FALLBACK,
      loadFailedTexts: await readLoadFailedTexts(read, lang),
      rootHtml: rendered?.html ? fillSeoBlock(rendered.html, seoBlock) : undefined,
      hydration: rendered?.snapshot,
      modulePreloads: assets.modules,
      inlineStyles,
    });
    return { status, html };
  }

  /**
   * Everything a guest's page is made from besides the build: the operator (Host), the address, the
   * cookies (consent, preferences, the maintenance flag), and what is read from the user agent.
   */
  function guestPageKey(request: FastifyRequest): string {
    const userAgent = request.headers['user-agent'];
    return JSON.stringify([
      request.hostname,
      request.url,
      request.headers.cookie ?? '',
      appleTouchIconLinks(userAgent),
      blockReasonOf(ctx, request),
      isCrawlerRequest(request),
    ]);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(pathname)) return sendApiNotFound(request, reply, pathname);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/') && acceptsHtml(request);
    if (!isPage) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

    const assetMap = await ctx.assetMap();
    if (!assetMap) return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);

    let answer: { status: number; location?: string; body: string | Buffer };
    const started = performance.now();
    let rendered = true;
    if (cache && !carriesSession(request)) {
      const { page, hit } = await cache.pageOf(guestPageKey(request), async () => {
        const made = await pageAnswer(request, assetMap, NONCE_SLOT);
        return { ...made, parts: nonceParts(made.html) };
      });
      rendered = !hit;
      app.metrics.firstScreenCache.inc({ result: hit ? 'hit' : 'miss' });
      // Every answer its own nonce, written where the stored page keeps its slots.
      answer = { ...page!, body: page!.location ? page!.html : withNonce(page!.parts!, cspNonce(request)) };
    } else {
      if (cache) app.metrics.firstScreenCache.inc({ result: 'bypass' });
      const made = await pageAnswer(request, assetMap, cspNonce(request));
      answer = { ...made, body: made.html };
    }
    // The page's own time on this server (data, render, shell): for the bench and the browser's devtools.
    reply.header('server-timing', rendered ? `render;dur=${(performance.now() - started).toFixed(1)}` : 'cache;desc=hit');
    // Revalidated, never no-store: the back/forward cache keeps the page. A signed-in player's is private.
    reply.code(answer.status).header('cache-control', privateOrRevalidate(request)).type('text/plain; charset=utf-8');
    if (answer.location) return reply.header('location', answer.location).send(answer.body);
    return reply.type('text/html; charset=utf-8').send(answer.body);
  });
}
