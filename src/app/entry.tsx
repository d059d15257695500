/**
 * The composition root: builds the services, the store and the router, connects them, and
 * renders. Nothing here knows any particular plugin: they come from the generated registry.
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Slice } from '@reduxjs/toolkit';
import { PLUGIN_MANIFESTS } from './plugin-registry.generated.ts';
import { ROUTE_INDEX } from '../generated/route-index.ts';
import { compileRouteIndex } from '../composer/route-table.ts';
import { createRouteAreaLoader } from '../composer/route-area-loader.ts';
import type { ExpandedRouteManifest } from '../composer/manifest-defaults.ts';
import { createPluginLoader, type PluginSource } from '../composer/plugin-loader.ts';
import type { ComposerServices } from '../composer/services-context.tsx';
import type { AppServices, Logger } from '../composer/services.ts';
import { Shell } from '../composer/Shell.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { createApiClient } from '../api/index.ts';
import { navigationRequested } from '../state/navigation.slice.ts';
import { NavigationBridge, createNavigationTarget } from '../composer/NavigationBridge.tsx';
import { remoteAppFailed, remoteAppLoadStarted, remoteAppLoaded } from '../state/remote-apps.slice.ts';
import { preferredLanguageDetected } from '../state/user.slice.ts';
import { createCoreApi } from './core-api.ts';
import { createCaptchaBridge } from './captcha-bridge.ts';
import { createBrowserIdentityPort } from './identity-port.ts';
import { FORCE_CAPTCHA_HEADERS, rememberForceCaptcha } from './force-captcha.ts';
import { logoutRequested, termsConfirmationRequired } from '../state/identity.events.ts';
import { createAppStore } from './store.ts';
import { createPlatformKit } from './platform-kit.ts';
import { ensureStylesheet, moduleUrl, readAssetMap } from './asset-map.ts';
import { readHydrationSnapshot } from './hydration.ts';
import { AppTree } from './app-tree.tsx';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { readPreferredLanguage, writeLanguageCookie } from './preferred-language.ts';
import '../styles/app.css';
import { scriptUrlPolicy } from '../composer/trusted-types.ts';
import { yieldToBrowser } from './yield-to-browser.ts';
import { warmDateFormats } from '../domain/time-format.ts';

// The modules above are evaluated in one task (the libraries, the state, the route catalog); what
// follows builds the services and reads the page in the next, so neither is a long task on a phone.
await yieldToBrowser();

const log: Logger = {
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

const assets = readAssetMap(document);
// The server rendered this page's first screen: start from exactly what it rendered with.
const snapshot = readHydrationSnapshot(document);

const importModule = <T,>(url: string, css: string | null, attempt: number): Promise<T> =>
  Promise.all([import(/* a runtime URL: esbuild leaves it alone */ moduleUrl(url, attempt)) as Promise<T>, ensureStylesheet(document, css)]).then(([module]) => module);

const sources: PluginSource[] = PLUGIN_MANIFESTS.map((manifest) => ({
  manifest,
  load(attempt) {
    const files = assets.plugins[manifest.id];
    if (!files) return Promise.reject(new Error(`The build has no chunk for plugin "${manifest.id}"`));
    return importModule(files.js, files.css, attempt);
  },
  loadLazyExtension(name, attempt) {
    const files = assets.plugins[manifest.id]?.lazy?.[name];
    if (!files) return Promise.reject(new Error(`The build has no chunk for extension "${manifest.id}/${name}"`));
    return importModule(files.js, files.css, attempt);
  },
}));

const preferred = readPreferredLanguage(document.cookie, navigator.languages ?? [navigator.language]);
const i18n = snapshot ? createI18n(snapshot.lng, snapshot.texts) : createI18n(preferred ?? 'en');
// The texts and the route catalog each take a few milliseconds: a task each.
await yieldToBrowser();
const { table } = compileRouteIndex(ROUTE_INDEX);
const loadRouteAreas = createRouteAreaLoader(table, (area, attempt) => {
  const url = assets.routeAreas?.[area];
  if (!url) return Promise.reject(new Error(`The build has no chunk for route area "${area}"`));
  return importModule<{ default: ExpandedRouteManifest }>(url, null, attempt);
});
const navigation = createNavigationTarget();
// The client and the store need each other (captcha, terms and logout hooks dispatch): bind late.
let dispatchToStore: (action: { type: string }) => void = () => {};
const captcha = createCaptchaBridge((action) => dispatchToStore(action));
const identity = createBrowserIdentityPort(window, captcha);
const forceCaptcha = rememberForceCaptcha(window);
const client = createApiClient({
  getLanguage: () => i18n.language,
  tokens: identity.tokens,
  solveCaptcha: (challenge) => captcha.solve(challenge),
  isTermsFeatureOn: () => (getState()?.siteConfig.config?.features?.confirmTermsEnabled ?? false) === true,
  onTermsConfirmationRequired: () => dispatchToStore(termsConfirmationRequired()),
  onLogoutRequired: () => dispatchToStore(logoutRequested({ allDevices: false })),
  defaultHeaders: () => (forceCaptcha ? FORCE_CAPTCHA_HEADERS : undefined),
});

// Plugins may load before the store exists (the first screen's, before hydration): their slices go
// into the root reducer at once, their sagas and load events wait for the app to start.
type AppParts = ReturnType<typeof createAppStore>;
let app: AppParts | null = null;
let getState: () => RootState | null = () => null;
const early: (() => void)[] = [];
const whenStarted = (work: () => void) => (app ? work() : early.push(work));
const install = (appId: string, slices?: readonly Slice[], sagas?: Parameters<AppParts['installPlugin']>[2]) => {
  for (const slice of slices ?? []) rootReducer.inject(slice);
  whenStarted(() => app!.installPlugin(appId, slices, sagas));
};
const plugins = createPluginLoader(sources, {
  started: (appId) => whenStarted(() => app!.store.dispatch(remoteAppLoadStarted({ appId }))),
  loaded: (appId, definition) => {
    install(appId, definition.slices, definition.sagas);
    whenStarted(() => app!.store.dispatch(remoteAppLoaded({ appId })));
  },
  failed: (appId, error) => whenStarted(() => app!.store.dispatch(remoteAppFailed({ appId, error: String(error) }))),
  extensionLoaded: (appId, module) => install(appId, module.slices, module.sagas),
});

const services: AppServices = {
  api: createCoreApi(client),
  i18n,
  table,
  loadRouteAreas,
  plugins,
  navigate: (to, { replace }) => navigation.navigate(to, { replace }),
  log,
  identity,
};

const composerServices: ComposerServices = {
  plugins,
  table,
  navigate: (to, options) => navigation.navigate(to, { replace: options?.replace ?? false }),
  reloadPage: () => window.location.reload(),
  storage: (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })(),
  now: () => Date.now(),
};

/** Runs once React has committed its first render (for a hydrated page: once it took the server's HTML over). */
function AfterFirstCommit({ onCommit }: { onCommit(): void }): ReactNode {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Work no first screen needs: started a few seconds after the page has loaded, from chunks of its own. */
const SETTLED_MS = 3000;
function afterSettled(work: () => Promise<unknown>): void {
  const start = () => setTimeout(() => void work().catch((error: unknown) => log.warn('deferred start-up work failed', error)), SETTLED_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

let lastLanguage: string | null = null;
/**
 * Starts the sagas once React has committed its first render, in a task after the one that runs
 * the commit's effects, so the two are not one long task before the page answers a tap. What
 * those effects dispatch (the first location, the data the components ask for) waits for the
 * sagas: the store holds it from the first commit until every saga listens.
 */
async function startApp(parts: AppParts, configInstalled: boolean): Promise<void> {
  const { store } = parts;
  dispatchToStore = store.dispatch;
  store.dispatch(preferredLanguageDetected(preferred));
  parts.holdActions();
  await yieldToBrowser();
  parts.runRootSaga(preferred, { configInstalled });
  await yieldToBrowser();
  // The plugins loaded meanwhile start their sagas before the held actions arrive. Work queued
  // from here on runs at once (app is set), after this in one go, so the order holds.
  app = parts;
  for (const work of early.splice(0)) work();
  await yieldToBrowser();
  parts.releaseActions();
  afterSettled(() => import('./deferred-modules.ts').then((m) => m.serviceWorker).then((m) => m.startServiceWorker(store, log, m.browserPorts(scriptUrlPolicy))));
  afterSettled(() => import('./deferred-modules.ts').then((m) => m.platform).then((m) => parts.runSaga(m.platformSaga, createPlatformKit())));
  // React has taken the server's markup over: a button tapped or a list choice made before that is
  // made again now (the inline bootstrap kept them).
  (window as Window & { __replayEarlyInput?: () => void }).__replayEarlyInput?.();
  // Said on the page for whoever must know that the app, not only the server's markup, is there
  // (synthetic monitoring; the e2e tests' appReady).
  document.documentElement.dataset.app = 'ready';
  store.subscribe(() => {
    const lng = store.getState().navigation.committed?.lng ?? null;
    if (lng && lng !== lastLanguage) {
      lastLanguage = lng;
      writeLanguageCookie(document, lng);
    }
  });
}

async function mount(): Promise<void> {
  // Evaluated in a task of its own while the first screen's code arrives (see react-dom-client.ts).
  const reactDom = import('./react-dom-client.ts');
  // The first screen's code must be here before hydrating (it is preloaded with the HTML); if any
  // of it fails, the page is rendered afresh and each slot retries on its own.
  // So is its route's area (the shell reads the committed route's layout and slots while hydrating).
  const firstAreas = table.missingAreas(table.match(location.pathname).match, new URLSearchParams(location.search));
  const hydrate =
    snapshot?.rendered === true &&
    (await Promise.all([loadRouteAreas(firstAreas), ...snapshot.extensions.map((id) => plugins.loadExtension(id))]).then(
      () => true,
      () => false,
    ));
  // Without markup to hydrate, the server's state still saves the requests for the config and texts.
  const fromServer = snapshot !== null && (hydrate || !snapshot.rendered);
  await yieldToBrowser();
  // The language's date data is read once, when the first formatter is made: here, not in the
  // middle of hydrating the first screen's times.
  warmDateFormats(i18n.language);
  await yieldToBrowser();
  const parts = createAppStore(services, fromServer ? (snapshot!.state as Partial<RootState>) : undefined, { notifyOncePerTask: true });
  getState = () => parts.store.getState();
  let started = false;
  const onCommit = () => {
    if (started) return;
    started = true;
    void startApp(parts, fromServer);
  };
  const tree = (
    <AppTree store={parts.store} i18n={i18n} services={composerServices}>
      <BrowserRouter>
        {/* First: effects run in tree order, and the store must hold actions for the sagas before the first location arrives. */}
        <AfterFirstCommit onCommit={onCommit} />
        <NavigationBridge target={navigation} onLocation={(location) => parts.store.dispatch(navigationRequested(location))} />
        <Shell />
      </BrowserRouter>
    </AppTree>
  );
  const container = document.getElementById('root')!;
  const { createRoot, hydrateRoot } = await reactDom;
  await yieldToBrowser();
  if (hydrate) {
    // As a transition: React hydrates in slices of a few milliseconds and lets the browser answer in
    // between (at its default priority the whole first screen was one task), and a tap on the server's
    // markup meanwhile hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, tree, {
        // A mismatch is a bug to fix, not a broken page: React renders that part afresh.
        onRecoverableError: (error) => log.warn('hydration mismatch', error),
      });
    });
  } else {
    createRoot(container).render(tree);
  }
}

void mount();
