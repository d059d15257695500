/**
 * The real store (createAppStore, the real root saga and guard pipeline) wired to fake services:
 * an in-memory API, the real i18n, a plugin loader over in-memory sources, and a navigate spy
 * that, like the router, turns a redirect into the next navigationRequested.
 */
import { vi, type Mock } from 'vitest';
import type { i18n as I18n } from 'i18next';
import type { BlocksAnswer, DictionaryAnswer } from '../../schemas/api.schema.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createAppStore } from '../../src/app/store.ts';
import type { AppServices, CoreApi, IdentityPort } from '../../src/composer/services.ts';
import type { ComposerServices } from '../../src/composer/services-context.tsx';
import { createPluginLoader, type PluginLoader, type PluginSource } from '../../src/composer/plugin-loader.ts';
import { compileRouteTable, type RouteTable } from '../../src/composer/route-table.ts';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { navigationRequested, type CommittedPage } from '../../src/state/navigation.slice.ts';
import { remoteAppFailed, remoteAppLoadStarted, remoteAppLoaded } from '../../src/state/remote-apps.slice.ts';
import { authStatusChanged, preferredLanguageDetected } from '../../src/state/user.slice.ts';
import type { RootState } from '../../src/state/root-reducer.ts';
import { TEST_MANIFESTS, defaultSources, location, makeSiteConfig } from './fixtures.ts';
// Warm the validator chunk the config saga imports lazily, so a test's config installs in a few ticks.
import '../../src/generated/validators/siteConfig.js';
import { expandRouteManifest } from '../../src/composer/manifest-defaults.ts';

export interface TestAppOptions {
  /** What the site-config call answers (need not be valid); default makeSiteConfig(). */
  config?: unknown;
  siteConfig?: CoreApi['siteConfig'];
  blocks?: CoreApi['blocks'];
  /** Default: a valid answer with one entry `<id>_title`. */
  dictionary?: CoreApi['dictionary'];
  manifests?: readonly RouteManifest[];
  sources?: readonly PluginSource[];
  preferredLanguage?: string | null;
  isAuthenticated?: boolean;
  /** Start the root saga (config load, navigation and notification watchers); default true. */
  run?: boolean;
  /** The navigate spy dispatches navigationRequested for its target, as the router would; default true. */
  followRedirects?: boolean;
  /** Any other web-API call (callApi, the session sagas); default: every call fails with 404. */
  request?: CoreApi['request'];
  /** The player's token on demand (CoreApi.token). */
  token?: CoreApi['token'];
  /** Turns the session sagas on (see tests/helpers/identity.ts). */
  identity?: IdentityPort;
}

export function dictionaryAnswer(lng: string, id: string, entries: Record<string, string> = { [`${id}_title`]: `${id} title` }): DictionaryAnswer {
  return { id, lang: lng, entries };
}

export interface TestApp {
  store: ReturnType<typeof createAppStore>['store'];
  services: AppServices;
  composerServices: ComposerServices & { reloadPage: Mock<() => void>; navigate: Mock<(to: string, options?: { replace?: boolean }) => void> };
  api: { siteConfig: Mock<CoreApi['siteConfig']>; blocks: Mock<CoreApi['blocks']>; dictionary: Mock<CoreApi['dictionary']> };
  navigate: Mock<(to: string, options: { replace: boolean }) => void>;
  log: { warn: Mock<(message: string, detail?: unknown) => void>; error: Mock<(message: string, detail?: unknown) => void> };
  i18n: I18n;
  table: RouteTable;
  plugins: PluginLoader;
  /** Dispatches navigationRequested for a URL. */
  go(url: string): void;
  state(): RootState;
  committed(): CommittedPage | null;
  /** Every navigationCommitted payload, in order. */
  commits: CommittedPage[];
}

export function createTestApp(options: TestAppOptions = {}): TestApp {
  const config = options.config ?? makeSiteConfig();
  const i18n = createI18n(options.preferredLanguage ?? 'en');
  // Manifests as written (with area defaults) are expanded as the build expands them.
  const { table } = compileRouteTable((options.manifests ?? TEST_MANIFESTS).map(expandRouteManifest));
  let dispatch: (action: { type: string }) => void = () => {};
  const plugins = createPluginLoader(options.sources ?? defaultSources(), {
    started: (appId) => dispatch(remoteAppLoadStarted({ appId })),
    loaded: (appId) => dispatch(remoteAppLoaded({ appId })),
    failed: (appId, error) => dispatch(remoteAppFailed({ appId, error: String(error) })),
  });
  const api = {
    siteConfig: vi.fn(options.siteConfig ?? (async () => structuredClone(config))),
    blocks: vi.fn(options.blocks ?? (async (): Promise<BlocksAnswer> => ({ displayTypeId: 0, templateTypeId: 0 }))),
    dictionary: vi.fn(options.dictionary ?? (async (lng: string, id: string) => dictionaryAnswer(lng, id))),
  };
  const log = { warn: vi.fn(), error: vi.fn() };
  const followRedirects = options.followRedirects ?? true;
  const navigate = vi.fn((to: string, _options: { replace: boolean }) => {
    // The router reports the new location after the current saga step, as history does.
    if (followRedirects) queueMicrotask(() => dispatch(navigationRequested(location(to))));
  });
  const services: AppServices = { api: { ...api, ...(options.request ? { request: options.request } : {}), ...(options.token ? { token: options.token } : {}) }, i18n, table, plugins, navigate, log };
  if (options.identity) services.identity = options.identity;
  const app = createAppStore(services);
  const { store } = app;
  dispatch = store.dispatch;
  const commits: CommittedPage[] = [];
  store.subscribe(() => {
    const committed = store.getState().navigation.committed;
    if (committed && committed !== commits[commits.length - 1]) commits.push(committed);
  });
  if (options.preferredLanguage !== undefined) store.dispatch(preferredLanguageDetected(options.preferredLanguage));
  if (options.isAuthenticated) store.dispatch(authStatusChanged({ isAuthenticated: true }));
  if (options.run ?? true) app.runRootSaga(options.preferredLanguage ?? null);

  const composerServices = {
    plugins,
    table,
    navigate: vi.fn((to: string, opts?: { replace?: boolean }) => navigate(to, { replace: opts?.replace ?? false })),
    reloadPage: vi.fn(),
    storage: memoryStorage(),
    now: () => Date.now(),
  };

  return {
    store,
    services,
    composerServices,
    api,
    navigate,
    log,
    i18n,
    table,
    plugins,
    go: (url) => store.dispatch(navigationRequested(location(url))),
    state: () => store.getState(),
    committed: () => store.getState().navigation.committed,
    commits,
  };
}

/** A Storage stand-in (jsdom's localStorage is shared between tests of a file). */
export function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** Waits (real timers) until `check` stops throwing; fails after 2 s with check's last error. */
export function until<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 2000, interval: 2 });
}

/** Lets pending promises and saga steps run (real timers). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

