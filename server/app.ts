/**
 * The reference server: the built shell plus the reference web API, or either alone (ServerRole). buildServer runs the project
 * check first (project-check/: route manifests, site configs, plugin manifests, every cross-file
 * rule, the same check as the build and npm run validate) and throws StartupProblemsError (one
 * Problem per mistake) rather than serve a project with any problem. It returns the instance
 * without listening, so tests use app.inject().
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { join, resolve } from 'node:path';
import { checkProject } from '../project-check/index.ts';
import { AnswerSchemaError, registerAnswerCheck } from './answer-check.ts';
import { registerAuthRoutes, type AuthOverrides } from './auth/index.ts';
import { registerCompression } from './compression.ts';
import type { ServerContext } from './context.ts';
import { createAssetMapSource } from './html.ts';
import { createPageRendererSource } from './page-renderer.ts';
import { routeTableFrom } from './route-manifests.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';
import { dictionaryFoldersOf } from './dictionaries.ts';
import { loadFeatureApis } from './feature-apis.ts';
import { DEFAULT_GAME_ORIGIN, withGameOrigin } from './game-origin/site-configs.ts';
import { registerLimitRoutes } from './limits/index.ts';
import { registerUserPageRoutes } from './user-pages/index.ts';
import { registerRemoteViewRoutes } from './remote-views/index.ts';
import { registerPlatformRoutes } from './platform/index.ts';
import { registerAnalyticsRoutes } from './analytics/index.ts';
import { registerSeoRoutes } from './seo/index.ts';
import { builtPluginIds, servedRouteManifests } from './development-areas.ts';
import { registerAssetRoutes } from './routes/assets.ts';
import { registerPwaRoutes } from './routes/pwa.ts';
import { registerSeoFileRoutes } from './routes/seo-files.ts';
import { registerShellFallback } from './routes/shell.ts';
import { registerWebApiRoutes } from './routes/web-api.ts';
import { registerSecurityHeaders } from './security.ts';
import { siteConfigStore } from './site-configs.ts';
import { siteOrigins, type PublicProtocol } from './site-origins.ts';
import { StartupProblemsError } from './startup-error.ts';
import { fastifyTimeoutOptions, SERVER_TIMEOUTS, type ServerTimeouts } from './timeouts.ts';
import { loadValidators } from './validators.ts';
import { Ledger } from './ledger/ledger.ts';
import { registerBetBook } from './bet-book/index.ts';
import { registerHealthRoutes, type ReadinessCheck } from './operations/health.ts';
import { registerMetrics } from './operations/metrics.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './operations/request-id.ts';
import { remoteApi } from './backend/remote-api.ts';
import { registerApiProxy } from './backend/api-proxy.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { isApiPath, sendApiNotFound } from './routes/api-not-found.ts';

/**
 * What one process serves:
 *   'all'   the shell and the reference back end together (`npm start`, the embedded default);
 *   'api'   the reference back end alone: web API, limit service, identity (`npm run serve:api`);
 *   'shell' the shell alone (HTML with the first screen, assets, PWA, SEO files), rendering from and
 *           forwarding the API paths to the back end at `apiOrigin` (`npm run serve:shell`).
 */
export type ServerRole = 'all' | 'api' | 'shell';

export interface BuildServerOptions {
  /** The project root: site-configs/, route-manifests/ and plugins/ are read and checked from here. */
  rootDir: string;
  /** Serve this config for every host (SITE_CONFIG); otherwise chosen by Host, then 'default'. */
  siteConfigId?: string;
  /** Production skips the answer checks, hides internal error messages and ignores test cookies. */
  production?: boolean;
  /** The build output (asset-map.json, public/assets/); default <rootDir>/dist. */
  distDir?: string;
  /** Server-owned data (dictionaries/, config-groups.json); default <rootDir>/server/data. The check's dictionary ids are its dictionaries/. */
  dataDir?: string;
  logger?: boolean;
  /** displayTypeId of the blocks answers (BLOCK_REASON); default 0, not blocked. */
  blockReason?: number;
  /** Identity API settings (tests: clock, token lifetime, code log); default from AUTH_SECRET, TOKEN_TTL_SECONDS, FORCE_CAPTCHA. */
  auth?: AuthOverrides;
  /** Where the reference game origin listens (server/game-origin); it stands for "{gameOrigin}" in the configs. Default http://127.0.0.1:3100. */
  gameOrigin?: string;
  /**
   * The test-only routes (/web-api/__test/...: codes sent to any address, the limit clock, the odds):
   * registered only when true (REFERENCE_TEST_ROUTES=1: the e2e servers, unit tests that move them);
   * otherwise their paths are unknown API paths (JSON 404). A production server refuses to start with it.
   */
  testRoutes?: boolean;
  /**
   * How players reach this server, for the links and headers it writes (server/site-origins.ts):
   * PUBLIC_PROTOCOL / PUBLIC_PORT. Default http on the port the server listens on.
   */
  publicAddress?: { protocol?: PublicProtocol; port?: number };
  /** How long a client may take (server/timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Which proxy in front may name the client by X-Forwarded-For, for request.ip and so for every
   * throttle (TRUST_PROXY, server/env.ts): 'one-hop' trusts whatever connects (the proxy's own
   * entry, the header's last, is the client); a list of addresses and CIDRs trusts those hops.
   * Default none: the socket's address, so a client cannot pick its address by a header.
   */
  trustProxy?: 'one-hop' | string[];
  /** Tests: a variant of each checked site config (a region's setting) without writing a file. */
  configure?: (config: SiteConfig) => SiteConfig;
  /** Options for features' reference APIs by feature id, read by each feature (featureOptionsOf). */
  features?: Readonly<Record<string, unknown>>;
  /**
   * How long a guest's first screen is shared with other guests (FIRST_SCREEN_CACHE_MS): default
   * 1000 ms in production, 0 (never) otherwise, where tests move prices and expect to see them.
   */
  firstScreenCacheMs?: number;
  /** What this process serves (see ServerRole); default 'all'. */
  role?: ServerRole;
  /** The back end a shell renders from and forwards to (API_ORIGIN); required for the 'shell' role. */
  apiOrigin?: string;
}

const TEST_ROUTES_IN_PRODUCTION = {
  file: 'environment',
  pointer: '/REFERENCE_TEST_ROUTES',
  message: 'turns the test routes on in production (they hand out any player\'s codes and move every limit clock)',
  expected: 'REFERENCE_TEST_ROUTES unset in production: only the e2e and development servers set it',
};

/**
 * Fastify's trustProxy for ours. One hop is a function trusting only the connecting peer (hop 0):
 * Fastify's `true` would trust every hop, so the first X-Forwarded-For entry, which the client
 * writes itself; and a hop count is trusted by none in Fastify 5.
 */
function fastifyTrustProxy(trust: BuildServerOptions['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined) return false;
  if (trust === 'one-hop') return (_address, hop) => hop === 0;
  return trust;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const rootDir = resolve(options.rootDir);
  const production = options.production ?? false;
  const testRoutes = options.testRoutes ?? false;
  if (production && testRoutes) throw new StartupProblemsError([TEST_ROUTES_IN_PRODUCTION]);
  const validators = await loadValidators();
  const dataDir = resolve(options.dataDir ?? join(rootDir, 'server', 'data'));

  const check = checkProject(rootDir, { validators, dictionariesDir: join(dataDir, 'dictionaries') });
  const featureApis = await loadFeatureApis(rootDir);
  if (!check.ok) throw new StartupProblemsError(check.problems);
  const gameOrigin = options.gameOrigin ?? DEFAULT_GAME_ORIGIN;
  const configure = options.configure ?? ((config: SiteConfig) => config);
  const checkedConfigs = check.project.siteConfigs.map(({ file, config }) => ({ file, config: configure(config) }));
  const configs = siteConfigStore(withGameOrigin(checkedConfigs, gameOrigin), options.siteConfigId);
  if (!configs.ok) throw new StartupProblemsError(configs.problems);

  const distDir = resolve(options.distDir ?? join(rootDir, 'dist'));
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const role = options.role ?? 'all';
  if (role === 'shell' && !options.apiOrigin) throw new Error('a shell needs the back end it renders from: apiOrigin (API_ORIGIN)');
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    genReqId: requestIdOf,
    ...fastifyTimeoutOptions(timeouts),
  });
  // Every answer names its request, as the logs here and at the back end do.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const metrics = registerMetrics(app);
  const remote = role === 'shell' ? remoteApi(options.apiOrigin!, metrics) : undefined;
  if (remote) app.addHook('onClose', () => remote.close());
  const listeningPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address !== null ? address.port : null;
  };
  const ctx: ServerContext = {
    production,
    testRoutes,
    dataDir,
    dictionaries: dictionaryFoldersOf(rootDir, dataDir),
    distDir,
    gameOrigin,
    featureOptions: options.features ?? {},
    validators,
    siteConfigs: configs.store,
    siteOrigins: siteOrigins(() => ({ protocol: options.publicAddress?.protocol ?? 'http', port: options.publicAddress?.port ?? listeningPort() })),
    // A development-only area (the debugger) only when this build has it: otherwise its URLs answer 404.
    routeTable: routeTableFrom(servedRouteManifests(check.project.routeManifests, builtPluginIds(distDir)).map((m) => m.expanded)),
    blockReason: options.blockReason ?? 0,
    assetMap: createAssetMapSource(distDir, production),
    pageRenderer: createPageRendererSource(distDir, production),
    firstScreenCacheMs: options.firstScreenCacheMs ?? (production ? 1_000 : 0),
    firstScreenFetch: (request) => (remote ? remote.fetchFor(request) : inProcessFetch(app, request)),
  };

  const readinessChecks: Record<string, ReadinessCheck> = {
    // The configs are checked and loaded before the server is built at all.
    config: async () => true,
  };
  if (role !== 'api') readinessChecks.build = async () => (await ctx.assetMap()) !== undefined;
  if (remote) readinessChecks.backend = () => remote.ping();
  registerHealthRoutes(app, readinessChecks);

  // Games and toto are framed only from the origins the caller's site config lists (each feature names its own).
  registerSecurityHeaders(app, (request) => {
    const config = ctx.siteConfigs.select(request.hostname);
    return [...new Set(featureApis.flatMap(({ api }) => api.frameSources?.(config) ?? []))];
  });
  if (!production && role !== 'shell') registerAnswerCheck(app, validators);

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    // In production a 500 says nothing about the inside; in development it says exactly what broke.
    const message = status >= 500 && production && !(error instanceof AnswerSchemaError) ? 'Internal server error' : String(error.message ?? 'Error');
    return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ message });
  });

  await registerCompression(app); // before every route and the static files: it hooks each one as it is added
  if (role === 'shell') {
    await registerApiProxy(app, options.apiOrigin!);
  } else {
    await registerReferenceBackEnd(app, ctx, options, featureApis);
  }
  if (role === 'api') {
    // No pages here: an API path unknown to the back end answers JSON 404, anything else plain 404.
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (isApiPath(pathname)) return sendApiNotFound(request, reply, pathname);
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    });
    return app;
  }
  registerPwaRoutes(app, ctx);
  await registerAssetRoutes(app, ctx);
  registerSeoFileRoutes(app, ctx);
  registerShellFallback(app, ctx);
  return app;
}

/** The reference back end: the shared services, then every feature's API, then the shell's own API answers. */
async function registerReferenceBackEnd(
  app: FastifyInstance,
  ctx: ServerContext,
  options: BuildServerOptions,
  featureApis: Awaited<ReturnType<typeof loadFeatureApis>>,
): Promise<void> {
  // Before every route that moves money: each of them posts through this one ledger. Its entries are
  // dated on the identity clock (which tests move), read lazily: identity is created further down.
  app.decorate('ledger', new Ledger(() => app.identity.options.now()));
  // The bet book, a shared service on the ledger: the coupon API places through it, the bet history reads it.
  registerBetBook(app);
  registerAuthRoutes(app, ctx, options.auth);
  // The limit service first: the coupon, payment and office routes ask it (restrictionsOf) at request time.
  registerLimitRoutes(app, ctx);
  registerUserPageRoutes(app, ctx);
  registerRemoteViewRoutes(app, ctx);
  registerPlatformRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerSeoRoutes(app, ctx);
  // The features' own APIs (plugins/<id>/api), after the shared services they may use.
  for (const { api } of featureApis) await api.register(app, ctx);
  registerWebApiRoutes(app, ctx);
}
