/**
 * The server's page renderer: the first screen of a route rendered from the same components the
 * browser runs, for a guest whose session is not known yet (the browser upgrades it after
 * hydration). The result carries the store and texts it was rendered with; the browser starts from
 * exactly those, so hydration finds the same markup.
 *
 * Pages every visitor sees alike are rendered for a guest. A page only players see is rendered for
 * the player whose user token the request carries, when the web API knows the token and the
 * browser's own navigation would show them that page (renderForPlayer). Any other page that depends
 * on who the user is (guests only, banned, block pages, or a player page without a usable token)
 * gets its layout's frame around a skeleton (the browser draws the same until it knows who the
 * visitor is), and its site config and texts, so the browser asks for neither. A path that will
 * redirect gets no markup.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Slice } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { ROUTE_MANIFESTS } from '../generated/route-manifests.ts';
import { PLUGIN_MANIFESTS } from './plugin-registry.generated.ts';
import { PLUGIN_MODULES } from './plugin-modules.generated.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { createPluginLoader, type PluginSource } from '../composer/plugin-loader.ts';
import type { ComposerServices } from '../composer/services-context.tsx';
import { Shell } from '../composer/Shell.tsx';
import { firstScreenExtensions, waitingShellExtensions } from '../composer/first-screen.ts';
import { buildNavigationContext, navigate } from '../sagas/navigation.saga.ts';
import { signInForRender } from '../sagas/session.saga.ts';
import { navigationRequested } from '../state/navigation.slice.ts';
import type { AppServices, IdentityPort } from '../composer/services.ts';
import type { TokenStore } from '../api/token.ts';
import { readCookie } from './token-cookie.ts';
import { dictionariesFor } from '../guards/dictionary-loader.guard.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { rootReducer } from '../state/root-reducer.ts';
import { configInstalled } from '../state/site-config.slice.ts';
import { dictionaryLoaded } from '../state/dictionaries.slice.ts';
import { navigationCommitted } from '../state/navigation.slice.ts';
import { cookieConsentRead } from '../state/consent.slice.ts';
import { consentFromCookieHeader } from '../domain/consent.ts';
import { preferencesRestored } from '../state/preferences.slice.ts';
import { sessionCheckStarted } from '../state/user.slice.ts';
import { preferencesFromCookieHeader } from '../domain/preference-cookies.ts';
import { createAppStore } from './store.ts';
import { createCoreApi } from './core-api.ts';
import { createApiClient } from '../api/index.ts';
import { AppTree } from './app-tree.tsx';
import type { HydrationSnapshot } from './hydration.ts';
import { ERROR_PAGE_ROUTE_ID, firstLoadOf } from './first-load.ts';
import { readPreferredLanguage } from './preferred-language.ts';

/** Without a fetch the server renders no data: every call fails at once and the page shows its loading state. */
const unanswered: typeof globalThis.fetch = () => Promise.reject(new Error('no web API on this render'));

const { table } = compileRouteTable(ROUTE_MANIFESTS);
const UNSHARED_FLAGS = ['authNeeded', 'guestOnly', 'bannedOnly', 'blockPage', 'normalUsersOnly'] as const;
/** A crawler is a guest for good: only pages no guest sees stay unrendered. */
const CRAWLER_UNSHARED_FLAGS = ['authNeeded', 'bannedOnly', 'blockPage'] as const;

const sources: PluginSource[] = PLUGIN_MANIFESTS.map((manifest) => {
  const module = PLUGIN_MODULES[manifest.id];
  return {
    manifest,
    load: () => (module ? module.load() : Promise.reject(new Error(`no module for plugin "${manifest.id}"`))),
    loadLazyExtension: (name) => {
      const load = module?.lazy[name];
      return load ? load() : Promise.reject(new Error(`no lazy extension "${name}" in plugin "${manifest.id}"`));
    },
  };
});

// Plugin slices go into the one root reducer as plugins load, as in the browser.
const injectSlices = (slices: readonly Slice[] = []) => {
  for (const slice of slices) rootReducer.inject(slice);
};
const plugins = createPluginLoader(sources, {
  loaded: (_id, definition) => injectSlices(definition.slices),
  extensionLoaded: (_id, module) => injectSlices(module.slices),
});

export interface RenderRequest {
  pathname: string;
  search: string;
  config: SiteConfig;
  /** The page is a 404 (the server decides availability the same way for its status code). */
  notFound: boolean;
  /** A dictionary's entries in a language, or undefined when there is none. */
  readDictionary(lng: string, id: string): Promise<Record<string, unknown> | undefined>;
  /** Answers the web API for first-screen data (the server answers it in-process, as for a guest). */
  fetch?: typeof globalThis.fetch;
  /** The blocks answer's reason for this request (0: not blocked), so block pages and maintenance answer as they will show. */
  blockReason?: number;
  /** The request's Cookie header: the visitor's cookie consent is part of the first screen. */
  cookieHeader?: string;
  /** How long first-screen data may take before the page renders with what has arrived; default 800 ms. */
  dataTimeoutMs?: number;
  /** A crawler: pages shown to guests differently (sign-in, registration) are rendered as a guest sees them. */
  asCrawler?: boolean;
  /**
   * The visitor's user token (the user_token cookie). With it, a page only players see is rendered
   * for the player the web API says it belongs to, when the browser's own guards would show it to
   * them; else the page is the frame the browser completes. The answer is then theirs alone: the
   * server never caches a request that carries a session, and sends it `private`.
   */
  userToken?: string;
}

const DEFAULT_DATA_TIMEOUT_MS = 800;

/**
 * Runs the first-screen data sagas of the extensions on screen (a plugin's `firstScreenData`), with
 * the same web-API client the browser uses, and waits for them at most `timeoutMs`: a slow call
 * leaves the page in its loading state, which the browser then completes as usual.
 */
async function loadFirstScreenData(
  app: ReturnType<typeof createAppStore>,
  extensions: readonly string[],
  propsOf: (extensionId: string) => Readonly<Record<string, unknown>>,
  timeoutMs: number,
): Promise<void> {
  const tasks = extensions.flatMap((id) => {
    const name = id.slice(id.indexOf('/') + 1);
    const load = plugins.peek(id.slice(0, id.indexOf('/')))?.firstScreenData?.[name];
    return load ? [app.runSaga(load, propsOf(id))] : [];
  });
  if (tasks.length === 0) return;
  await settledWithin(Promise.allSettled(tasks.map((task) => task.toPromise())), timeoutMs, undefined);
  for (const task of tasks) if (task.isRunning()) task.cancel();
}

/** What `promise` settles to, or `fallback` once `timeoutMs` have passed without it. */
function settledWithin<T>(promise: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A store for one render, with what every first screen is drawn from: the site config, the visitor's
 * cookie consent and display preferences (times in the chosen zone and the chosen views from the
 * first paint on), and the texts already read.
 */
function renderStore(request: RenderRequest, lng: string, i18n: ReturnType<typeof createI18n>, texts: Readonly<Record<string, unknown>>, visitor: Pick<AppServices, 'navigate' | 'identity'> & { tokens?: TokenStore } = { navigate: () => {} }) {
  const client = createApiClient({ fetch: request.fetch ?? unanswered, getLanguage: () => lng, retry: { maxRetries: 0 }, ...(visitor.tokens ? { tokens: visitor.tokens } : {}) });
  const app = createAppStore({
    api: createCoreApi(client),
    i18n,
    table,
    plugins,
    navigate: visitor.navigate,
    log: { warn: () => {}, error: () => {} },
    ...(visitor.identity ? { identity: visitor.identity } : {}),
  });
  app.store.dispatch(configInstalled(request.config));
  app.store.dispatch(cookieConsentRead(consentFromCookieHeader(request.cookieHeader)));
  app.store.dispatch(preferencesRestored(preferencesFromCookieHeader(request.cookieHeader)));
  for (const id of Object.keys(texts)) app.store.dispatch(dictionaryLoaded({ lng, id }));
  return app;
}

export interface RenderedPage {
  /** The markup for <div id="root">, or null when only the data is given. */
  html: string | null;
  /**
   * The markup is the frame of a page that differs by visitor (sign-in needed, guests only, banned,
   * block pages) around a skeleton: the browser draws the page once it knows who the visitor is.
   */
  waiting?: boolean;
  lng: string;
  snapshot: HydrationSnapshot;
  /** The HTTP status of the page shown: 404 also when the page found its data does not exist. */
  status: 200 | 404 | 500;
}

/** The address sends every visitor on: the server answers with this redirect instead of a page. */
export interface RedirectedPage {
  redirect: { to: string; status: 301 | 302 };
}

/** The shell with what the store holds, as the browser's first render will draw it. */
function renderShell(store: ReturnType<typeof createAppStore>['store'], i18n: ReturnType<typeof createI18n>, request: RenderRequest): string {
  const services: ComposerServices = {
    plugins,
    table,
    navigate: () => {},
    reloadPage: () => {},
    storage: null,
    now: () => Date.now(),
  };
  return renderToString(
    <AppTree store={store} i18n={i18n} services={services}>
      <StaticRouter location={request.pathname + request.search}>
        <Shell />
      </StaticRouter>
    </AppTree>,
  );
}

/** Only `authNeeded`: block pages, banned-only, guest-only and normal-users-only pages stay the browser's. */
const isForAnyPlayer = (flags: Readonly<Record<string, unknown>> | undefined): boolean =>
  flags?.authNeeded === true && !UNSHARED_FLAGS.some((flag) => flag !== 'authNeeded' && flags[flag] === true);

/** The session sagas' view of a visitor known by a token only: nothing of the browser is there to use. */
function tokenOnlyIdentity(token: string, cookieHeader: string): IdentityPort {
  return {
    tokens: { get: () => token, set: () => {}, clear: () => {} },
    captcha: { settle: () => {} },
    clearUserCookies: () => {},
    reloadPage: () => {},
    storage: null,
    readCookie: (name) => readCookie({ cookie: cookieHeader }, name),
    isMediaPlaying: () => false,
    onActivity: () => () => {},
    now: () => Date.now(),
  };
}

/**
 * A page only players see, rendered for the player `userToken` belongs to: the session and profile
 * as the browser's start-up loads them, then the browser's own navigation judges the page for that
 * player (a ban, an identification or terms requirement, a redirect: any outcome but this page shown
 * leaves it to the browser), then the page's first-screen data. Null when any step says no or fails.
 */
async function renderForPlayer(
  request: RenderRequest & { userToken: string },
  texts: Readonly<Record<string, Record<string, unknown>>>,
  lng: string,
  routeId: string,
  extensions: readonly string[],
  propsOf: (extensionId: string) => Readonly<Record<string, unknown>>,
): Promise<RenderedPage | null> {
  const location = { pathname: request.pathname, search: request.search, hash: '' };
  let redirected = false;
  // The player's page needs more texts than the guest's (the signed-in widgets'): its own copy of both.
  const playerTexts = { ...texts };
  const i18n = createI18n(lng, playerTexts);
  const identity = tokenOnlyIdentity(request.userToken, request.cookieHeader ?? '');
  const app = renderStore(request, lng, i18n, texts, {
    navigate: () => {
      redirected = true;
    },
    identity,
    tokens: identity.tokens,
  });
  const { store } = app;
  // One time bound for the whole of it (who, whether, the data), as for a guest's first-screen data:
  // a slow web API costs the player the frame they had before, not a slow page.
  const deadline = Date.now() + (request.dataTimeoutMs ?? DEFAULT_DATA_TIMEOUT_MS);
  const left = () => Math.max(0, deadline - Date.now());
  const signIn = app.runSaga(signInForRender);
  const signedIn = await settledWithin(signIn.toPromise() as Promise<boolean>, left(), false);
  if (signIn.isRunning()) signIn.cancel();
  if (!signedIn) return null;
  // The player's texts are read as the guest's are, so the page renders with them and the browser
  // starts with them (a text the browser had to fetch would show as its key until it came).
  const playerCtx = buildNavigationContext(location, store.getState(), request.config, table, plugins);
  for (const id of dictionariesFor(playerCtx)) {
    if (playerTexts[id]) continue;
    const entries = await request.readDictionary(lng, id);
    if (!entries) return null;
    playerTexts[id] = entries;
    i18n.addResourceBundle(lng, id, entries, true, true);
    store.dispatch(dictionaryLoaded({ lng, id }));
  }
  const judged = app.runSaga(navigate, navigationRequested(location));
  await settledWithin(judged.toPromise(), left(), undefined);
  if (judged.isRunning()) judged.cancel();
  const committed = store.getState().navigation.committed;
  if (redirected || committed?.routeId !== routeId || committed.status !== 200) return null;
  await loadFirstScreenData(app, extensions, propsOf, left());
  const html = renderShell(store, i18n, request);
  return { html, lng, snapshot: { state: store.getState(), lng, texts: playerTexts, extensions: [...extensions], rendered: true }, status: 200 };
}

/** The first screen of this URL (or only its data), a redirect, or null when it must be left to the browser. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | RedirectedPage | null> {
  const { config } = request;
  const location = { pathname: request.pathname, search: request.search, hash: '' };
  const preferredLanguage = readPreferredLanguage(request.cookieHeader ?? '', []);
  const firstLoad = await firstLoadOf({ pathname: request.pathname, search: request.search, config, table, plugins, blockReason: request.blockReason, preferredLanguage });
  if (firstLoad.kind === 'redirect') return { redirect: { to: firstLoad.to, status: firstLoad.status } };
  const ctx = buildNavigationContext(location, rootReducer(undefined, configInstalled(config)), config, table, plugins);
  const notFound = request.notFound || firstLoad.status === 404;
  const pageStatus = notFound ? 404 : firstLoad.status;
  // A guard's error shows the server-error page; the error page's own route shows itself.
  const failed = firstLoad.status === 500 && ctx.url.match !== null && ctx.url.match.route.id !== ERROR_PAGE_ROUTE_ID;
  const match = notFound || failed ? null : ctx.url.match;
  if (!ctx.urlLanguageValid) return null;
  const record = match?.route.record;
  if (record?.redirect) return null;
  const rendered = !(request.asCrawler ? CRAWLER_UNSHARED_FLAGS : UNSHARED_FLAGS).some((flag) => record?.flags?.[flag] === true);
  // A 404 page needs the shell's texts only, not those of the route it is not.
  const pageCtx = match === null ? { ...ctx, url: { ...ctx.url, match: null } } : ctx;

  // A page that differs by visitor is drawn as its layout's frame around a skeleton (WaitingShell).
  const extensions = rendered ? firstScreenExtensions(config, match?.route ?? null) : waitingShellExtensions(config, match?.route ?? null);
  await Promise.all(extensions.map((id) => plugins.loadExtension(id)));

  const texts: Record<string, Record<string, unknown>> = {};
  for (const id of dictionariesFor(pageCtx)) {
    const entries = await request.readDictionary(ctx.lng, id);
    if (!entries) return null; // the browser shows the dictionary error with its retry
    texts[id] = entries;
  }
  const i18n = createI18n(ctx.lng, texts);
  const pageProps = { routeId: match?.route.id, params: match?.params ?? {}, query: request.search, lng: ctx.lng, pageType: record?.pageType };
  const propsOf = (id: string) => (id === record?.component ? pageProps : { lng: ctx.lng });

  const { userToken } = request;
  if (!rendered && userToken && !request.asCrawler && match && isForAnyPlayer(record?.flags)) {
    const playerExtensions = firstScreenExtensions(config, match.route);
    await Promise.all(playerExtensions.map((id) => plugins.loadExtension(id)));
    const page = await renderForPlayer({ ...request, userToken }, texts, ctx.lng, match.route.id, playerExtensions, propsOf);
    if (page) return page;
  }

  const app = renderStore(request, ctx.lng, i18n, texts);
  const { store } = app;
  // Who the visitor is stays unknown here: what differs between a guest and a player renders its
  // placeholder, which the browser fills in once its session check answers. A crawler is a guest.
  if (!request.asCrawler) store.dispatch(sessionCheckStarted());
  if (!rendered) {
    const html = renderShell(store, i18n, request);
    return { html, waiting: true, lng: ctx.lng, snapshot: { state: store.getState(), lng: ctx.lng, texts, extensions, rendered: true }, status: pageStatus };
  }
  store.dispatch(
    navigationCommitted({
      location,
      lng: ctx.lng,
      routeId: match?.route.id ?? null,
      params: match?.params ?? {},
      status: failed ? 500 : match ? 200 : 404,
      failedDictionaries: [],
    }),
  );
  await loadFirstScreenData(app, extensions, propsOf, request.dataTimeoutMs ?? DEFAULT_DATA_TIMEOUT_MS);
  const html = renderShell(store, i18n, request);
  const state = store.getState();
  // The page's first-screen data may have found that what the address names does not exist.
  const status = state.navigation.committed?.dataMissing ? 404 : pageStatus;
  return { html, lng: ctx.lng, snapshot: { state, lng: ctx.lng, texts, extensions, rendered }, status };
}
