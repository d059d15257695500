/**
 * The HTML shell: the same document for every page URL. The client app reads the asset map from
 * the page (no extra request to find plugin chunks) and renders everything else, 404 text included.
 */
import { join } from 'node:path';
import { readJsonIfExists } from './json-files.ts';

export interface AssetRef {
  js: string;
  css: string | null;
}

/** Written by the build to <distDir>/asset-map.json; every path is under /assets/ and content-hashed. */
export interface AssetMap {
  entry: AssetRef;
  plugins: Record<string, AssetRef>;
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
  title: string;
  themeColor: string;
  nonce: string;
  assetMap: AssetMap;
  noscriptText: string;
}

export function renderShell(o: ShellOptions): string {
  const css = o.assetMap.entry.css ? `<link rel="stylesheet" href="${escapeHtml(o.assetMap.entry.css)}">` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(o.lang)}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<meta name="theme-color" content="${escapeHtml(o.themeColor)}">` +
    `<title>${escapeHtml(o.title)}</title>` +
    '<link rel="manifest" href="/manifest.json">' +
    css +
    `<script type="application/json" id="asset-map">${jsonForScript(o.assetMap)}</script>` +
    `<script type="module" nonce="${escapeHtml(o.nonce)}" src="${escapeHtml(o.assetMap.entry.js)}"></script>` +
    '</head><body><div id="root"></div>' +
    `<noscript>${escapeHtml(o.noscriptText)}</noscript>` +
    '</body></html>'
  );
}
