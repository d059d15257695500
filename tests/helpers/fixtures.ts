/**
 * Test fixtures for the core: a valid site config, route manifests that exercise every guard,
 * a fake plugin registry (in-memory sources whose loads a test can fail, delay or count) and a
 * navigation context built the way the navigation saga builds it.
 */
import { createElement, type ComponentType } from 'react';
import { vi, type Mock } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { PluginManifest } from '../../schemas/plugin-manifest.schema.ts';
import { compileRouteTable, type RouteTable } from '../../src/composer/route-table.ts';
import { createPluginLoader, type PluginLoadEvents, type PluginLoader, type PluginSource } from '../../src/composer/plugin-loader.ts';
import { definePlugin, type Extension, type PluginDefinition } from '../../src/plugin-api/define-plugin.ts';
import { rootReducer, type RootState } from '../../src/state/root-reducer.ts';
import { buildNavigationContext } from '../../src/sagas/navigation.saga.ts';
import type { NavigationContext } from '../../src/guards/types.ts';
import type { LocationSnapshot } from '../../src/state/navigation.slice.ts';

// ---------------------------------------------------------------------------------------------
// Site config

/** A site config that passes the generated validator: en, ru, fr offered, de hidden for guests. */
export function makeSiteConfig(patch?: (config: SiteConfig) => void): SiteConfig {
  const config: SiteConfig = {
    id: 'test-operator',
    companyName: 'TestBet',
    languages: { available: ['en', 'ru', 'de', 'fr'], hidden: ['de'], default: 'en' },
    currencies: { available: ['USD', 'EUR'], default: 'USD' },
    routes: { enabled: [47], blockedFragments: ['/casino'] },
    shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav', footer: 'chrome/footer' },
    platformTypes: ['android', 'ios'],
    maintenance: { isActive: false },
  };
  patch?.(config);
  return config;
}

// ---------------------------------------------------------------------------------------------
// Route manifests

export const TEST_MANIFESTS: RouteManifest[] = [
  {
    area: 'sports',
    routes: [
      { id: 'home', path: '', layout: 'default', component: 'pages/home' },
      { id: 'game', path: 'game/:gameId', layout: 'default', component: 'pages/game', paramTypes: { gameId: 'number' } },
      { id: 'slow', path: 'slow', layout: 'default', component: 'pages/generic', dictionaryIds: ['slow'] },
      { id: 'fast', path: 'fast', layout: 'default', component: 'pages/generic' },
    ],
    modals: [
      { query: 'transfer-user', component: 'pages/modal', dictionaryIds: ['transfer'] },
      { query: 'coupon-settings-modal', component: 'pages/modal' },
    ],
  },
  {
    area: 'info',
    routes: [
      { id: 'rules', path: 'information/rules/:ruleGroup?/:chapter?', layout: 'default', component: 'pages/generic', availableRouteId: 47 },
      { id: 'vip', path: 'vip', layout: 'default', component: 'pages/generic', availableRouteId: 99 },
      { id: 'office', path: 'office', redirect: { to: 'menu' } },
      { id: 'menu', path: 'menu', layout: 'default', component: 'pages/generic' },
      { id: 'old-promo', path: 'old-promo/:promoId', redirect: { to: 'promo', permanent: true } },
      { id: 'promo', path: 'promo/:promoId?', layout: 'default', component: 'pages/generic' },
      { id: 'loop-a', path: 'loop-a', redirect: { to: 'loop-b' } },
      { id: 'loop-b', path: 'loop-b', redirect: { to: 'loop-a' } },
      { id: 'ghost', path: 'ghost', layout: 'default', component: 'ghost/page' },
      { id: 'no-such-extension', path: 'no-such-extension', layout: 'default', component: 'pages/nope' },
    ],
  },
  {
    area: 'casino',
    routes: [
      { id: 'casino', path: 'casino', layout: 'thirdParty', component: 'pages/generic' },
      { id: 'casinos', path: 'casinos', layout: 'thirdParty', component: 'pages/generic' },
    ],
  },
  {
    area: 'system',
    routes: ['block', 'block-ua', 'block-ie', 'suspension', 'site-updates', 'coming-soon', 'maintenance'].map((id) => ({
      id,
      path: id,
      layout: id === 'maintenance' ? 'maintenance' : 'blocked',
      component: 'pages/generic',
      flags: { blockPage: true },
    })),
  },
];

export function makeTable(manifests: readonly RouteManifest[] = TEST_MANIFESTS): RouteTable {
  return compileRouteTable(manifests).table;
}

// ---------------------------------------------------------------------------------------------
// Plugins

const text =
  (make: (props: Record<string, unknown>) => string, tag = 'p'): ComponentType<Record<string, unknown>> =>
  (props) =>
    createElement(tag, null, make(props));

export const PAGES_MANIFEST: PluginManifest = {
  id: 'pages',
  version: '1.0.0',
  extensions: [
    { name: 'home', kind: 'page' },
    { name: 'game', kind: 'page' },
    { name: 'generic', kind: 'page' },
    { name: 'modal', kind: 'modal' },
  ],
  dictionaries: ['pages'],
};

export const PAGES_PLUGIN: PluginDefinition = definePlugin({
  id: 'pages',
  extensions: {
    home: text(() => 'Home page', 'h1'),
    game: text((p) => `Game ${String((p.params as Record<string, unknown>).gameId)}`, 'h1'),
    generic: text((p) => `Page ${String(p.routeId)}`, 'h1'),
    modal: text(() => 'Modal body', 'h2'),
  },
});

export const CHROME_MANIFEST: PluginManifest = {
  id: 'chrome',
  version: '1.0.0',
  extensions: [
    { name: 'header', kind: 'shell' },
    { name: 'bottom-nav', kind: 'shell' },
    { name: 'footer', kind: 'shell' },
  ],
  dictionaries: ['chrome'],
};

export const CHROME_PLUGIN: PluginDefinition = definePlugin({
  id: 'chrome',
  extensions: {
    header: text(() => 'Site header'),
    'bottom-nav': text(() => 'Bottom navigation'),
    footer: text(() => 'Site footer'),
  },
});

export interface FakeSource extends PluginSource {
  load: Mock<(attempt: number) => Promise<{ default: PluginDefinition }>>;
}

/**
 * An in-memory plugin source. `failTimes` loads reject first (a chunk error), then the module
 * resolves; `gate`, when given, is awaited before each answer (a test holds the network).
 */
export function fakeSource(
  manifest: PluginManifest,
  definition: PluginDefinition,
  options: { failTimes?: number; gate?: () => Promise<void> } = {},
): FakeSource {
  const load = vi.fn(async (attempt: number) => {
    await options.gate?.();
    if (attempt < (options.failTimes ?? 0)) throw new Error(`chunk of ${manifest.id} failed (attempt ${attempt})`);
    return { default: definition };
  });
  return { manifest, load };
}

/** A one-extension plugin: `<id>/<name>` rendering `component`. */
export function singleExtensionPlugin(
  id: string,
  name: string,
  component: Extension,
  options: { failTimes?: number; kind?: PluginManifest['extensions'][number]['kind'] } = {},
): FakeSource {
  return fakeSource(
    { id, version: '1.0.0', extensions: [{ name, kind: options.kind ?? 'widget' }] },
    definePlugin({ id, extensions: { [name]: component } }),
    options,
  );
}

export function defaultSources(): FakeSource[] {
  return [fakeSource(PAGES_MANIFEST, PAGES_PLUGIN), fakeSource(CHROME_MANIFEST, CHROME_PLUGIN)];
}

export function makePlugins(sources: readonly PluginSource[] = defaultSources(), events?: Partial<PluginLoadEvents>): PluginLoader {
  return createPluginLoader(sources, events);
}

// ---------------------------------------------------------------------------------------------
// State and navigation context

export function stateWith(...actions: Action[]): RootState {
  return actions.reduce<RootState>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@test/init' }));
}

export function location(url: string): LocationSnapshot {
  const parsed = new URL(url, 'https://bet.example');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

export interface ContextOptions {
  state?: RootState;
  config?: SiteConfig;
  table?: RouteTable;
  plugins?: PluginLoader;
}

/** The context the navigation saga would build for `url`. */
export function contextFor(url: string, options: ContextOptions = {}): NavigationContext {
  return buildNavigationContext(
    location(url),
    options.state ?? stateWith(),
    options.config ?? makeSiteConfig(),
    options.table ?? makeTable(),
    options.plugins ?? makePlugins(),
  );
}

/** A promise whose settling the test controls. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
