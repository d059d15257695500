/**
 * What a feature's reference API module (`plugins/<id>/api/index.ts`) exports by default: the routes
 * it adds to the stand-in back end. The server finds these modules (server/feature-apis.ts) and
 * registers them after its shared services (identity, the limit service, the ledger), so a feature
 * may use those at registration and at request time.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { ServerContext } from '../context.ts';

export interface ReferenceApi {
  /** Adds the feature's routes (and any hooks of its own) to the server. */
  register(app: FastifyInstance, ctx: ServerContext): void | Promise<void>;
  /**
   * Origins this feature's pages frame for a site (a game provider, a toto widget): joined into the
   * page's `frame-src`. Only origins the site config names, never a request's.
   */
  frameSources?(config: SiteConfig): readonly string[];
}

/** Types a feature's reference API; the default export of `plugins/<id>/api/index.ts`. */
export function defineReferenceApi(api: ReferenceApi): ReferenceApi {
  return api;
}

/**
 * What a test or the start-up gave buildServer for one feature (`features: { lotto: {...} }`),
 * checked by the feature itself: the core does not know any feature's options.
 */
export function featureOptionsOf(ctx: ServerContext, featureId: string): Readonly<Record<string, unknown>> {
  const options = ctx.featureOptions[featureId];
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
}
