import type { FastifyRequest } from 'fastify';
import type { RouteTable } from '../src/composer/route-table.ts';
import type { DictionaryFolders } from './dictionaries.ts';
import type { AssetMap } from './html.ts';
import type { PageRenderer } from './page-renderer.ts';
import type { SiteConfigStore } from './site-configs.ts';
import type { SiteOrigins } from './site-origins.ts';
import type { Validators } from './validators.ts';

/** What the route modules share; built once by buildServer. */
export interface ServerContext {
  readonly production: boolean;
  /**
   * Whether the test-only routes (/web-api/__test/...: the codes sent to any address, the limit
   * clock, the odds) are registered: only with REFERENCE_TEST_ROUTES=1, never in production.
   */
  readonly testRoutes: boolean;
  /** Server-owned data: dictionaries/<id>/<lang>.json and config-groups.json. */
  readonly dataDir: string;
  /** Every dictionary's folder by id: the shell's under dataDir, the features' texts/ (dictionaries.ts). */
  readonly dictionaries: DictionaryFolders;
  readonly distDir: string;
  readonly validators: Validators;
  readonly siteConfigs: SiteConfigStore;
  /** The origins links and headers name: the config's hosts, never the request's Host. */
  readonly siteOrigins: SiteOrigins;
  readonly routeTable: RouteTable;
  /** Where the reference game origin listens; it stands for "{gameOrigin}" in the configs. */
  readonly gameOrigin: string;
  /** What buildServer was given for each feature by id (server/kit/reference-api.ts featureOptionsOf). */
  readonly featureOptions: Readonly<Record<string, unknown>>;
  /** displayTypeId of the blocks answers (BLOCK_REASON); 0 means not blocked. */
  readonly blockReason: number;
  readonly assetMap: () => Promise<AssetMap | undefined>;
  /** The build's server-side page renderer; undefined until the project is built. */
  readonly pageRenderer: () => Promise<PageRenderer | undefined>;
  /**
   * The fetch a page's first-screen data is read with: this process's own API in-process, or a
   * shell's back end over HTTP with the visitor's cookies and the request id (server/backend).
   */
  readonly firstScreenFetch: (page: FastifyRequest) => typeof globalThis.fetch;
  /** How long a guest's first screen is kept for other guests (server/first-screen-cache.ts); 0: never. */
  readonly firstScreenCacheMs: number;
}
