/**
 * The reference SEO API and the page head it shares with the HTML shell:
 *
 *   GET /web-api/seo/page-data?path=/en/live   the page data of the page at that address, for the
 *                                               site config of the request's host
 *   GET /web-api/seo/content?path=/en/live      the page's SEO text (the layout's SEO block), or null
 *   GET /web-api/seo/visual?path=/en/live       the pictures that go with it
 *   GET /web-api/seo/images/<name>.svg          one of those pictures
 *   GET /web-api/seo/iso-codes?lng=ru           the site's languages with their ISO codes, named in lng
 *   GET /web-api/seo/sports-map?lng=ru&nameEng=football
 *                                               the sports' names in lng by their English address name
 *
 * The shell writes the same data into every page's <head> (seoHead) and the SEO text into the
 * page's SEO block (seoBlockHtml), so a crawler sees both without running anything. Everything
 * comes from reference data read once (reference-data.ts): no answer waits for the disk.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { ServerContext } from '../context.ts';
import { createDictionaryReader, type DictionaryFolders } from '../dictionaries.ts';
import { isNotFoundPath } from '../route-manifests.ts';
import { guestLanguages as guestLanguagesOf } from '../routes/seo-files.ts';
import { seoHeadTags } from './head.ts';
import { seoPageData, type SeoPageData } from './page-data.ts';
import { createSeoTextsSource, type SeoTexts } from './page-texts.ts';
import { seoBlockInnerHtml } from './block.ts';
import { seoReferenceData, type SeoReferenceData } from './reference-data.ts';
import { isoCodesOf, seoContentOf, seoImagesOf, seoPageOf, sportsMapOf, type SeoPage } from './reference.ts';

export { crawlerRenderOptions, isCrawlerRequest } from './crawler.ts';
export { fillSeoBlock } from './block.ts';

const DESCRIPTION_KEY = 'main_meta_description';
/** A page path: segments of URL-safe characters, nothing that could be a scheme or another host. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-]+\/?)*$/;
const MAX_PATH_LENGTH = 512;
const NAME_ENG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Reference data: the same for every visitor of a host until a deploy. */
const SHARED_FOR_5_MINUTES = 'public, max-age=300';

const textSources = new Map<string, () => Promise<SeoTexts>>();
function textsOf(dataDir: string): Promise<SeoTexts> {
  let source = textSources.get(dataDir);
  if (!source) textSources.set(dataDir, (source = createSeoTextsSource(dataDir)));
  return source();
}

async function siteDescription(dictionaries: DictionaryFolders, lng: string): Promise<string | undefined> {
  try {
    const found = await createDictionaryReader(dictionaries)('main', lng);
    const text = (found?.entries as Record<string, unknown> | undefined)?.[DESCRIPTION_KEY];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined; // a broken dictionary must not take the page down
  }
}

/** The page data of `pathname` answering with `status`, for the request's host. */
export async function pageDataFor(ctx: ServerContext, request: FastifyRequest, pathname: string, status: number): Promise<SeoPageData> {
  const config = ctx.siteConfigs.select(request.hostname);
  const [texts, reference] = await Promise.all([
    textsOf(ctx.dataDir),
    // Without the maps a page still gets its head, only without the sport's name and the regional locale.
    seoReferenceData(ctx.dataDir).catch((error: unknown) => {
      request.log.error(error, 'SEO reference data unreadable');
      return undefined;
    }),
  ]);
  const draft = seoPageData({ table: ctx.routeTable, config, texts, reference, pathname, origin: ctx.siteOrigins.canonical(config), status });
  if (draft.description !== '') return draft;
  const fallbackDescription = await siteDescription(ctx.dictionaries, draft.language);
  return fallbackDescription ? { ...draft, description: fallbackDescription, metas: draft.metas.map((m) => (m.property === 'og:description' ? { ...m, content: fallbackDescription } : m)) } : draft;
}

/** What the shell puts in a page's <head>: its title and the tags after it (the description first). */
export async function seoHead(ctx: ServerContext, request: FastifyRequest, pathname: string, status: number): Promise<{ title: string; tags: string }> {
  const data = await pageDataFor(ctx, request, pathname, status);
  return { title: data.title, tags: seoHeadTags(data) };
}

/** The inner markup of the page's SEO block (its text and pictures); empty where the page has none. */
export async function seoBlockHtml(ctx: ServerContext, request: FastifyRequest, pathname: string): Promise<string> {
  try {
    const config = ctx.siteConfigs.select(request.hostname);
    const data = await seoReferenceData(ctx.dataDir);
    const page = seoPageOf(ctx.routeTable, config, pathname);
    return seoBlockInnerHtml(seoContentOf(data, page, config.companyName), seoImagesOf(data, page));
  } catch (error) {
    // The SEO text is an extra for crawlers: a broken data file must not take the page down.
    request.log.error(error, 'SEO block left empty');
    return '';
  }
}

function refuse(reply: FastifyReply, message: string, status: 400 | 404 = 400) {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

const PATH_EXPECTED = 'path must be a page path starting with / (for example /en/live), without query or host';

/** The `path` query of a page call, or undefined when it is not a page path of this site. */
function pagePathOf(query: unknown): string | undefined {
  const { path } = (query ?? {}) as Record<string, unknown>;
  return typeof path === 'string' && path.length <= MAX_PATH_LENGTH && PAGE_PATH.test(path) && !path.startsWith('//') ? path : undefined;
}

/** The `lng` query: one of the site's languages, the site's default when absent; undefined when it is neither. */
function languageOf(query: unknown, config: SiteConfig): string | undefined {
  const { lng } = (query ?? {}) as Record<string, unknown>;
  if (lng === undefined) return config.languages.default;
  return typeof lng === 'string' && guestLanguagesOf(config).includes(lng) ? lng : undefined;
}

function registerReferenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const pageCall = (answer: (data: SeoReferenceData, page: SeoPage, config: SiteConfig) => unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pagePathOf(request.query);
    if (path === undefined) return refuse(reply, PATH_EXPECTED);
    const config = ctx.siteConfigs.select(request.hostname);
    const page = seoPageOf(ctx.routeTable, config, path);
    reply.header('cache-control', SHARED_FOR_5_MINUTES);
    return { routeId: page.routeId, language: page.language, ...(answer(await seoReferenceData(ctx.dataDir), page, config) as object) };
  };
  app.get('/web-api/seo/content', { config: { answerSchema: 'seoContentAnswer' } }, pageCall((data, page, config) => ({ content: seoContentOf(data, page, config.companyName) })));
  app.get('/web-api/seo/visual', { config: { answerSchema: 'seoVisualAnswer' } }, pageCall((data, page) => ({ images: seoImagesOf(data, page) })));

  app.get<{ Params: { file: string } }>('/web-api/seo/images/:file', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    const svg = name === undefined ? undefined : (await seoReferenceData(ctx.dataDir)).images.get(name);
    if (svg === undefined) return refuse(reply, 'There is no such SEO picture', 404);
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
  });

  app.get('/web-api/seo/iso-codes', { config: { answerSchema: 'seoIsoCodesAnswer' } }, async (request, reply) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const lng = languageOf(request.query, config);
    if (lng === undefined) return refuse(reply, `lng must be one of this site's languages: ${guestLanguagesOf(config).join(', ')}`);
    reply.header('cache-control', SHARED_FOR_5_MINUTES);
    return isoCodesOf(await seoReferenceData(ctx.dataDir), config, lng);
  });

  app.get('/web-api/seo/sports-map', { config: { answerSchema: 'seoSportsMapAnswer' } }, async (request, reply) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const lng = languageOf(request.query, config);
    if (lng === undefined) return refuse(reply, `lng must be one of this site's languages: ${guestLanguagesOf(config).join(', ')}`);
    const { nameEng } = request.query as Record<string, unknown>;
    if (nameEng !== undefined && (typeof nameEng !== 'string' || nameEng.length > 40 || !NAME_ENG.test(nameEng))) {
      return refuse(reply, 'nameEng must be a sport’s English address name: lower case letters, digits and hyphens (for example ice-hockey)');
    }
    const answer = sportsMapOf(await seoReferenceData(ctx.dataDir), lng, nameEng);
    if (nameEng !== undefined && answer.sports.length === 0) return refuse(reply, `There is no sport "${nameEng}"`, 404);
    reply.header('cache-control', SHARED_FOR_5_MINUTES);
    return answer;
  });
}

export function registerSeoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerReferenceRoutes(app, ctx);
  app.get('/web-api/seo/page-data', { config: { answerSchema: 'seoPageDataAnswer' } }, async (request, reply): Promise<SeoPageData | FastifyReply> => {
    const path = pagePathOf(request.query);
    if (path === undefined) return refuse(reply, PATH_EXPECTED);
    const config = ctx.siteConfigs.select(request.hostname);
    const status = isNotFoundPath(ctx.routeTable, config, path) ? 404 : 200;
    // The same for every visitor of a host; it changes with a deploy or a config change.
    reply.header('cache-control', SHARED_FOR_5_MINUTES);
    return pageDataFor(ctx, request, path, status);
  });
}
