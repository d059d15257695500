/**
 * The reference remote views: technical pages served as remote-view data (appName, title, head, body,
 * style, scriptsToLoad, cssToLoad), per language, in the json render mode a single-page app asks for.
 *
 *   GET /web-api/remote-views/:appName?route=<route id>&url=<path>&lang=<en|ru>
 *     headers X-Render-Mode: json and X-Force-Spa: 1 (anything else is refused: this server renders
 *     no HTML pages for remote applications)
 *   GET /remote-views/technical-pages/view.js   the view's own script
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { RemoteViewAnswer } from '../../schemas/remote-view-api.schema.ts';
import { isRouteAvailable } from '../../src/composer/route-availability.ts';
import {
  REFUSED_CODE_TO_EVAL,
  TECHNICAL_PAGES_APP,
  TECHNICAL_PAGES_SCRIPT,
  TECHNICAL_PAGES_SCRIPT_PATH,
  TECHNICAL_PAGES_STYLE,
  TECHNICAL_VIEWS,
  technicalViewBody,
  type ViewLanguage,
} from './technical-pages.ts';

class RemoteViewRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteViewRefusal';
  }
}

/** Whether a remote application renders a view for this route (the first-load status check may ask). */
export function existsRemoteView(appName: string, routeId: string): boolean {
  return appName === TECHNICAL_PAGES_APP && Object.prototype.hasOwnProperty.call(TECHNICAL_VIEWS, routeId);
}

function languageOf(request: FastifyRequest<{ Querystring: { lang?: string } }>): ViewLanguage {
  const asked = request.query.lang ?? request.headers['x-language'];
  return asked === 'ru' ? 'ru' : 'en';
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface ViewQuery {
  route?: string;
  url?: string;
  lang?: string;
}

export function registerRemoteViewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { appName: string }; Querystring: ViewQuery }>(
    '/web-api/remote-views/:appName',
    { config: { answerSchema: 'remoteViewAnswer' } },
    async (request, reply): Promise<RemoteViewAnswer> => {
      if (header(request, 'x-render-mode') !== 'json') {
        throw new RemoteViewRefusal(400, 'Remote views are served in the json render mode only: send the header X-Render-Mode: json');
      }
      if (header(request, 'x-force-spa') !== '1') {
        throw new RemoteViewRefusal(400, 'Remote views are served to the single-page app only: send the header X-Force-Spa: 1');
      }
      const { appName } = request.params;
      const { route, url } = request.query;
      if (typeof route !== 'string' || route === '') throw new RemoteViewRefusal(400, 'The query parameter "route" (the route id the view is for) is required');
      if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) {
        throw new RemoteViewRefusal(400, 'The query parameter "url" must be the page path on this site, starting with "/"');
      }
      if (appName !== TECHNICAL_PAGES_APP) throw new RemoteViewRefusal(404, `There is no remote application "${appName}"`);
      const view = TECHNICAL_VIEWS[route];
      if (!existsRemoteView(appName, route) || !view) throw new RemoteViewRefusal(404, `The application "${appName}" has no view for the route "${route}"`);

      const lang = languageOf(request);
      const config = ctx.siteConfigs.select(request.hostname);
      const region = { enabledRouteIds: new Set(config.routes.enabled), blockedFragments: config.routes.blockedFragments ?? [] };
      const hrefOf = (routeId: string): string | null => {
        const target = ctx.routeTable.routes.get(routeId);
        if (!target) return null;
        try {
          const href = ctx.routeTable.href(routeId, lang);
          return isRouteAvailable(target, href.slice(lang.length + 1) || '/', region) ? href : null;
        } catch {
          return null; // a route with required params is no plain link
        }
      };
      // The same answer for everyone in a language and region (the host): shared caches may keep it a little.
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'x-language');
      return {
        appName,
        title: view.title[lang],
        codeToEval: REFUSED_CODE_TO_EVAL,
        scriptsToLoad: [TECHNICAL_PAGES_SCRIPT_PATH],
        head: '',
        body: technicalViewBody(view, lang, hrefOf),
        style: TECHNICAL_PAGES_STYLE,
        cssToLoad: [],
      };
    },
  );

  app.get(TECHNICAL_PAGES_SCRIPT_PATH, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(TECHNICAL_PAGES_SCRIPT);
  });
}
