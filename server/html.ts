/**
 * The HTML shell: the same document for every page URL. The client app reads the asset map from
 * the page (no extra request to find plugin chunks) and renders everything else, 404 text included.
 */
import { join } from 'node:path';
import { BOOTSTRAP_SCRIPT, defaultLoadFailedTexts, renderLoadFailed, type LoadFailedTexts } from './bootstrap.ts';
import { readJsonIfExists } from './json-files.ts';
import type { AssetMap as BrowserAssetMap, AssetRef } from '../src/app/asset-map.ts';

export type { AssetRef };

/**
 * Written by the build to <distDir>/asset-map.json; every path is under /assets/ and content-hashed.
 * The browser's map (src/app/asset-map.ts) plus what only the server uses.
 */
export interface AssetMap extends BrowserAssetMap {
  /** What each JavaScript file imports statically (server-side only: not sent to the browser). */
  imports?: Record<string, string[]>;
}

export const ASSET_MAP_FILE = 'asset-map.json';

function assetRefProblem(value: unknown, where: string): string | null {
  if (typeof value !== 'object' || value === null) return `${where} is not an object`;
  const { js, css } = value as Record<string, unknown>;
  if (typeof js !== 'string' || !js.startsWith('/assets/')) return `${where}.js is not a path under /assets/`;
  if (css !== null && css !== undefined && (typeof css !== 'string' || !css.startsWith('/assets/'))) return `${where}.css is neither null nor a path under /assets/`;
  return null;
}

/** Checks the build's output shape; a broken map would give players a blank page, so it is an error. */
export function parseAssetMap(value: unknown, file = ASSET_MAP_FILE): AssetMap {
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}; expected {"entry": {"js": "/assets/...", "css": "/assets/..." | null}, "plugins": {"<id>": {...}}} (run npm run build)`);
  };
  if (typeof value !== 'object' || value === null) fail('is not an object');
  const { entry, plugins } = value as Record<string, unknown>;
  const entryProblem = assetRefProblem(entry, 'entry');
  if (entryProblem) fail(entryProblem);
  if (typeof plugins !== 'object' || plugins === null || Array.isArray(plugins)) fail('plugins is not an object');
  for (const [id, ref] of Object.entries(plugins as Record<string, unknown>)) {
    const problem = assetRefProblem(ref, `plugins.${id}`);
    if (problem) fail(problem);
  }
  return value as AssetMap;
}

/**
 * Reads <distDir>/asset-map.json; undefined until the project is built. In production the first
 * good read is kept (the files do not change under a running server); in development every page
 * load reads it again so a rebuild shows without a restart.
 */
export function createAssetMapSource(distDir: string, production: boolean): () => Promise<AssetMap | undefined> {
  let cached: AssetMap | undefined;
  return async () => {
    if (cached) return cached;
    const raw = await readJsonIfExists(join(distDir, ASSET_MAP_FILE));
    if (raw === undefined) return undefined;
    const map = parseAssetMap(raw, join(distDir, ASSET_MAP_FILE));
    if (production) cached = map;
    return map;
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON inside <script type="application/json">: "<" escaped so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface ShellOptions {
  lang: string;
  /** Attributes of <html> beside lang (the visitor's theme and text size, so the first paint has them). */
  documentAttributes?: Readonly<Record<string, string>>;
  title: string;
  themeColor: string;
  nonce: string;
  assetMap: AssetMap;
  noscriptText: string;
  /**
   * The message and button of the fallback shown when the app cannot load (server/bootstrap.ts);
   * when absent, taken from the project's main dictionary of `lang`.
   */
  loadFailedTexts?: LoadFailedTexts;
  /** The page's meta description. */
  description?: string;
  /** Robots, canonical, hreflang and media alternates, Open Graph (server/seo/head.ts): already markup. */
  headTags?: string;
  /** The home-screen icon <link>s (server/routes/pwa-icons.ts: their type depends on the iOS version). */
  appleTouchIcons?: string;
  /** Server-rendered markup of the first screen, placed in <div id="root">. */
  rootHtml?: string;
  /** What the markup was rendered with (src/app/hydration.ts), for the browser to hydrate from. */
  hydration?: unknown;
  /** Every module the first screen needs, the entry's static graph included: fetched at once after the first paint. */
  modulePreloads?: readonly string[];
  /** The first screen's stylesheets inlined (with the nonce), so nothing blocks the first paint. */
  inlineStyles?: readonly { href: string; text: string }[];
}

/** The map as the browser needs it: the import graph stays on the server. */
function browserAssetMap(map: AssetMap): BrowserAssetMap {
  const { imports: _serverOnly, ...rest } = map;
  return rest;
}

function styleTags(o: ShellOptions): string {
  const inlined = new Set((o.inlineStyles ?? []).map((s) => s.href));
  const inline = (o.inlineStyles ?? [])
    // data-plugin-css: the app's stylesheet loader sees the plugin's CSS is already here.
    .map((s) => `<style nonce="${escapeHtml(o.nonce)}" data-plugin-css="${escapeHtml(s.href)}">${s.text.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  const entryCss = o.assetMap.entry.css && !inlined.has(o.assetMap.entry.css) ? `<link rel="stylesheet" href="${escapeHtml(o.assetMap.entry.css)}">` : '';
  return entryCss + inline;
}

function documentAttributeText(attributes: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(attributes ?? {})
    .filter(([name]) => /^data-[a-z-]+$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

export function renderShell(o: ShellOptions): string {
  const nonce = escapeHtml(o.nonce);
  // Fetched by the bootstrap after the first paint (the markup and its CSS are in this HTML), so nothing
  // the page shows shares the network with them; URLs have no spaces (hashed asset paths).
  const preloads = [...new Set([o.assetMap.entry.js, ...(o.modulePreloads ?? [])])].join(' ');
  return (
    `<!doctype html><html lang="${escapeHtml(o.lang)}"${documentAttributeText(o.documentAttributes)}><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<meta name="theme-color" content="${escapeHtml(o.themeColor)}">` +
    `<title>${escapeHtml(o.title)}</title>` +
    (o.description ? `<meta name="description" content="${escapeHtml(o.description)}">` : '') +
    (o.headTags ?? '') +
    '<link rel="manifest" href="/manifest.json">' +
    (o.appleTouchIcons ?? '') +
    styleTags(o) +
    `<script type="application/json" id="asset-map">${jsonForScript(browserAssetMap(o.assetMap))}</script>` +
    (o.hydration === undefined ? '' : `<script type="application/json" id="hydration">${jsonForScript(o.hydration)}</script>`) +
    '</head><body>' +
    renderLoadFailed(o.loadFailedTexts ?? defaultLoadFailedTexts(o.lang)) +
    `<div id="root">${o.rootHtml ?? ''}</div>` +
    `<noscript>${escapeHtml(o.noscriptText)}</noscript>` +
    // Loads the entry, retries, reloads once a minute at most, else shows the fallback above.
    `<script nonce="${nonce}" data-preload="${escapeHtml(preloads)}">${BOOTSTRAP_SCRIPT}</script>` +
    '</body></html>'
  );
}
