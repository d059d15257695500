/**
 * The SPA fallback: every other GET that wants HTML gets the shell. Its status only informs
 * crawlers (the client renders the 404 text itself): 404 for a language path that no enabled
 * route matches, 200 otherwise.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { readDictionary } from '../dictionaries.ts';
import { renderShell } from '../html.ts';
import { isNotFoundPath } from '../route-manifests.ts';
import { cspNonce } from '../security.ts';
import { pwaLook } from './pwa.ts';

export const NOT_BUILT_MESSAGE = 'Not built yet: run npm run build';
const NOSCRIPT_KEY = 'main_javascript_required';
const NOSCRIPT_FALLBACK = 'This site needs JavaScript. Please turn it on and reload the page.';

/** Browser navigations send text/html; crawlers and simple clients often send * / * or nothing. */
export function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

async function noscriptText(ctx: ServerContext, lang: string): Promise<string> {
  try {
    const dictionary = await readDictionary(ctx.dataDir, 'main', lang);
    const text = (dictionary?.entries as Record<string, unknown> | undefined)?.[NOSCRIPT_KEY];
    return typeof text === 'string' ? text : NOSCRIPT_FALLBACK;
  } catch {
    return NOSCRIPT_FALLBACK; // a broken dictionary must not take the shell down
  }
}

export function registerShellFallback(app: FastifyInstance, ctx: ServerContext): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/') && acceptsHtml(request);
    if (!isPage) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

    reply.header('cache-control', 'no-store');
    const assetMap = await ctx.assetMap();
    if (!assetMap) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);

    const config = ctx.siteConfigs.select(request.hostname);
    const { lngSegment } = ctx.routeTable.match(pathname);
    const lang = lngSegment ?? config.languages.default;
    const html = renderShell({
      lang,
      title: config.companyName,
      themeColor: pwaLook(config).themeColor,
      nonce: cspNonce(request),
      assetMap,
      noscriptText: await noscriptText(ctx, lang),
    });
    return reply
      .code(isNotFoundPath(ctx.routeTable, config, pathname) ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
