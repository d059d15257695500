/**
 * The composition root: builds the services, the store and the router, connects them, and
 * renders. Nothing here knows any particular plugin: they come from the generated registry.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PLUGIN_MANIFESTS } from './plugin-registry.generated.ts';
import { ROUTE_MANIFESTS } from '../generated/route-manifests.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { createPluginLoader, type PluginSource } from '../composer/plugin-loader.ts';
import { ComposerServicesContext, type ComposerServices } from '../composer/services-context.tsx';
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
import { ensureStylesheet, moduleUrl, readAssetMap } from './asset-map.ts';
import { readPreferredLanguage, writeLanguageCookie } from './preferred-language.ts';
import '../styles/app.css';

const log: Logger = {
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

const assets = readAssetMap(document);
const sources: PluginSource[] = PLUGIN_MANIFESTS.map((manifest) => ({
  manifest,
  async load(attempt) {
    const files = assets.plugins[manifest.id];
    if (!files) throw new Error(`The build has no chunk for plugin "${manifest.id}"`);
    const [module] = await Promise.all([
      import(/* a runtime URL: esbuild leaves it alone */ moduleUrl(files.js, attempt)),
      ensureStylesheet(document, files.css),
    ]);
    return module;
  },
}));

const preferred = readPreferredLanguage(document.cookie, navigator.languages ?? [navigator.language]);
const i18n = createI18n(preferred ?? 'en');
const { table } = compileRouteTable(ROUTE_MANIFESTS);
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
  isTermsFeatureOn: () => store.getState().siteConfig.config?.features?.confirmTermsEnabled === true,
  onTermsConfirmationRequired: () => dispatchToStore(termsConfirmationRequired()),
  onLogoutRequired: () => dispatchToStore(logoutRequested({ allDevices: false })),
  defaultHeaders: () => (forceCaptcha ? FORCE_CAPTCHA_HEADERS : undefined),
});

// The loader reports to the store, which needs the loader in its services: bind late.
let dispatchLoadEvent: (action: Parameters<ReturnType<typeof createAppStore>['store']['dispatch']>[0]) => void = () => {};
let installPlugin: ReturnType<typeof createAppStore>['installPlugin'] = () => {};
const plugins = createPluginLoader(sources, {
  started: (appId) => dispatchLoadEvent(remoteAppLoadStarted({ appId })),
  loaded: (appId, definition) => {
    installPlugin(appId, definition.slices, definition.sagas);
    dispatchLoadEvent(remoteAppLoaded({ appId }));
  },
  failed: (appId, error) => dispatchLoadEvent(remoteAppFailed({ appId, error: String(error) })),
});

const services: AppServices = {
  api: createCoreApi(client),
  i18n,
  table,
  plugins,
  navigate: (to, { replace }) => navigation.navigate(to, { replace }),
  log,
  identity,
};
const app = createAppStore(services);
const { store } = app;
dispatchLoadEvent = store.dispatch;
dispatchToStore = store.dispatch;
installPlugin = app.installPlugin;

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

store.dispatch(preferredLanguageDetected(preferred));
app.runRootSaga(preferred);

let lastLanguage: string | null = null;
store.subscribe(() => {
  const lng = store.getState().navigation.committed?.lng ?? null;
  if (lng && lng !== lastLanguage) {
    lastLanguage = lng;
    writeLanguageCookie(document, lng);
  }
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ComposerServicesContext.Provider value={composerServices}>
          <BrowserRouter>
            <NavigationBridge target={navigation} onLocation={(location) => store.dispatch(navigationRequested(location))} />
            <Shell />
          </BrowserRouter>
        </ComposerServicesContext.Provider>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
