/**
 * The reference content API: information pages as structured content per page id and language.
 *
 *   GET /web-api/cms/pages/:page                 the page: title, blocks, children by slug
 *   GET /web-api/cms/pages/:page/:slug           a child (a rule group, a news article, a partner section)
 *   GET /web-api/cms/pages/:page/:slug/:slug2    a grandchild (a rule chapter)
 *
 * 404 {message} for content that does not exist, and for a page this site config does not offer
 * (the rules without their route availability, the payment page when it is off); 401 for the payment
 * page when the config shows it to signed-in players only. The language is the X-Language header.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { defineReferenceApi, identifyCaller, languageOf, sendRefusal, sendUnauthorized, type Identity, type Language, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import { contentStore, type ContentStore } from './content.ts';

/** Availability id of the betting rules (the manifest's availableRouteId of the rules routes). */
export const RULES_AVAILABLE_ROUTE_ID = 47;

let sharedStore: { dataDir: string; store: ContentStore } | undefined;

function storeFor(dataDir: string): ContentStore {
  if (sharedStore?.dataDir !== dataDir) sharedStore = { dataDir, store: contentStore(dataDir) };
  return sharedStore.store;
}

export type PageAccess = 'open' | 'absent' | 'signed-in';

/** Whether this site offers a page at all, and to whom. */
export function pageAccess(config: SiteConfig, page: string): PageAccess {
  if (page === 'rules') return config.routes.enabled.includes(RULES_AVAILABLE_ROUTE_ID) ? 'open' : 'absent';
  if (page === 'payment') {
    const mode = config.support?.paymentPage ?? 'off';
    return mode === 'off' ? 'absent' : mode === 'signed-in' ? 'signed-in' : 'open';
  }
  return 'open';
}

/**
 * Whether content exists at page/path for this config (a cheap check for the first load's status):
 * false answers 404. A signed-in-only page exists (its first load shows the sign-in).
 */
export function existsCmsPage(dataDir: string, config: SiteConfig, page: string, path: readonly string[] = [], lng: Language = 'en'): boolean {
  return pageAccess(config, page) !== 'absent' && storeFor(dataDir).node(lng, page, path) !== undefined;
}

function registerCmsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = storeFor(ctx.dataDir);

  const answer = (request: FastifyRequest, reply: FastifyReply, page: string, path: string[]) => {
    const config = ctx.siteConfigs.select(request.hostname);
    const lng = languageOf(request);
    const access = pageAccess(config, page);
    const found = access === 'absent' ? undefined : store.answer(lng, page, path);
    if (!found) {
      return sendRefusal(reply, 404, lng === 'ru' ? 'Такой страницы нет' : 'There is no such page');
    }
    if (access === 'signed-in') {
      const identity = (app as { identity?: Identity }).identity;
      const caller = identity ? identifyCaller(identity, request) : { kind: 'guest' as const };
      if (caller.kind !== 'user') return sendUnauthorized(reply, lng === 'ru' ? 'Войдите, чтобы увидеть эту страницу' : 'Sign in to see this page');
      reply.header('cache-control', 'private, no-store');
      return found;
    }
    // Content changes rarely and is the same for everyone in a language.
    reply.header('cache-control', 'public, max-age=300').header('vary', 'x-language');
    return found;
  };

  const schema = { config: { answerSchema: answerSchemas.cmsPageAnswer } };
  app.get<{ Params: { page: string } }>('/web-api/cms/pages/:page', schema, (request, reply) => answer(request, reply, request.params.page, []));
  app.get<{ Params: { page: string; slug: string } }>('/web-api/cms/pages/:page/:slug', schema, (request, reply) =>
    answer(request, reply, request.params.page, [request.params.slug]),
  );
  app.get<{ Params: { page: string; slug: string; slug2: string } }>('/web-api/cms/pages/:page/:slug/:slug2', schema, (request, reply) =>
    answer(request, reply, request.params.page, [request.params.slug, request.params.slug2]),
  );
}

export default defineReferenceApi({ register: registerCmsRoutes });
