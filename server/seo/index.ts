/**
 * The reference SEO API and the page head it shares with the HTML shell:
 *
 *   GET /web-api/seo/page-data?path=/en/live   the page data of the page at that address, for the
 *                                               site config of the request's host
 *
 * The shell writes the same data into every page's <head> (seoHead), so a crawler sees it without
 * running anything.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { ServerContext } from '../context.ts';
import { createDictionaryReader } from '../dictionaries.ts';
import { isNotFoundPath } from '../route-manifests.ts';
import { requestOrigin } from '../routes/seo-files.ts';
import { seoHeadTags } from './head.ts';
import { seoPageData, type SeoPageData } from './page-data.ts';
import { createSeoTextsSource, type SeoTexts } from './page-texts.ts';

export { crawlerRenderOptions, isCrawlerRequest } from './crawler.ts';

const DESCRIPTION_KEY = 'main_meta_description';
/** A page path: segments of URL-safe characters, nothing that could be a scheme or another host. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-]+\/?)*$/;
const MAX_PATH_LENGTH = 512;

const textSources = new Map<string, () => Promise<SeoTexts>>();
function textsOf(dataDir: string): Promise<SeoTexts> {
  let source = textSources.get(dataDir);
  if (!source) textSources.set(dataDir, (source = createSeoTextsSource(dataDir)));
  return source();
}

/** The request's origin, or the config's first host when the Host header is not a plain host. */
function originOf(request: FastifyRequest, config: SiteConfig): string {
  return requestOrigin(request) ?? `https://${config.hosts?.[0] ?? 'localhost'}`;
}

async function siteDescription(dataDir: string, lng: string): Promise<string | undefined> {
  try {
    const found = await createDictionaryReader(dataDir)('main', lng);
    const text = (found?.entries as Record<string, unknown> | undefined)?.[DESCRIPTION_KEY];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined; // a broken dictionary must not take the page down
  }
}

/** The page data of `pathname` answering with `status`, for the request's host. */
export async function pageDataFor(ctx: ServerContext, request: FastifyRequest, pathname: string, status: number): Promise<SeoPageData> {
  const config = ctx.siteConfigs.select(request.hostname);
  const texts = await textsOf(ctx.dataDir);
  const draft = seoPageData({ table: ctx.routeTable, config, texts, pathname, origin: originOf(request, config), status });
  if (draft.description !== '') return draft;
  const fallbackDescription = await siteDescription(ctx.dataDir, draft.language);
  return fallbackDescription ? { ...draft, description: fallbackDescription, metas: draft.metas.map((m) => (m.property === 'og:description' ? { ...m, content: fallbackDescription } : m)) } : draft;
}

/** What the shell puts in a page's <head>: its title, description and the SEO tags after them. */
export async function seoHead(ctx: ServerContext, request: FastifyRequest, pathname: string, status: number): Promise<{ title: string; description: string; tags: string }> {
  const data = await pageDataFor(ctx, request, pathname, status);
  return { title: data.title, description: data.description, tags: seoHeadTags(data) };
}

function refuse(reply: FastifyReply, message: string) {
  return reply.code(400).header('cache-control', 'no-store').send({ message });
}

export function registerSeoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/web-api/seo/page-data', { config: { answerSchema: 'seoPageDataAnswer' } }, async (request, reply): Promise<SeoPageData | FastifyReply> => {
    const { path } = request.query as Record<string, unknown>;
    if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH || !PAGE_PATH.test(path) || path.startsWith('//')) {
      return refuse(reply, 'path must be a page path starting with / (for example /en/live), without query or host');
    }
    const config = ctx.siteConfigs.select(request.hostname);
    const status = isNotFoundPath(ctx.routeTable, config, path) ? 404 : 200;
    // The same for every visitor of a host; it changes with a deploy or a config change.
    reply.header('cache-control', 'public, max-age=300');
    return pageDataFor(ctx, request, path, status);
  });
}
