/**
 * The build's asset map (content-hashed file names), which the server inlines into the HTML as a
 * JSON data block: data, not script, so the CSP has nothing to say about it.
 */
export interface AssetRef {
  js: string;
  css: string | null;
}

export interface AssetMap {
  entry: AssetRef;
  /** Each plugin's index chunk, and its lazily loaded extensions (`extensions/<name>.tsx`) by name. */
  plugins: Record<string, AssetRef & { lazy?: Record<string, AssetRef> }>;
  /** Each route area's details (src/generated/route-areas/<area>.ts), by area. */
  routeAreas?: Record<string, string>;
}

export function readAssetMap(doc: Document): AssetMap {
  const text = doc.getElementById('asset-map')?.textContent;
  if (!text) return { entry: { js: '', css: null }, plugins: {} };
  return JSON.parse(text) as AssetMap;
}

/** A retry gets its own URL: browsers keep a failed module fetch in their module map for good. */
export function moduleUrl(url: string, attempt: number): string {
  return attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/** Loads a plugin's stylesheet once; resolves even if it fails (unstyled beats absent). */
export function ensureStylesheet(doc: Document, href: string | null): Promise<void> {
  // The server puts the first screen's stylesheets in the HTML with the same mark.
  if (!href || doc.querySelector(`[data-plugin-css="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.pluginCss = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    doc.head.appendChild(link);
  });
}
