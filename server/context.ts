import type { RouteTable } from '../src/composer/route-table.ts';
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
  readonly distDir: string;
  readonly validators: Validators;
  readonly siteConfigs: SiteConfigStore;
  /** The origins links and headers name: the config's hosts, never the request's Host. */
  readonly siteOrigins: SiteOrigins;
  readonly routeTable: RouteTable;
  /** displayTypeId of the blocks answers (BLOCK_REASON); 0 means not blocked. */
  readonly blockReason: number;
  readonly assetMap: () => Promise<AssetMap | undefined>;
  /** The build's server-side page renderer; undefined until the project is built. */
  readonly pageRenderer: () => Promise<PageRenderer | undefined>;
}
