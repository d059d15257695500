/**
 * PWA pieces, each for the site config of the request's host: the web app manifest, the icons (an
 * SVG and the PNG home-screen icons), and /pwa-sw.js. A config with isPwa gets the built worker
 * (src/service-worker/) with its precache list and offline pages; any other gets a worker that
 * clears every cache and unregisters itself, so a browser that still holds an old worker is freed
 * at its next update check even before the page's own clean-up runs.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { ServerContext } from '../context.ts';
import { readDictionary, type DictionaryFolders } from '../dictionaries.ts';
import { escapeHtml, type AssetMap } from '../html.ts';
import { APPLE_TOUCH_ICON_SIZES, isIconSize, ringIconPng } from './pwa-icons.ts';

/** Used when a config has no pwaManifest. */
export const DEFAULT_THEME_COLOR = '#1b2a41';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const ICON_PATH = '/icons/icon.svg';
export const WORKER_PATH = '/pwa-sw.js';
export const PRECACHE_PATH = '/pwa/precache.json';
const OFFLINE_DICTIONARY = 'pwa';

export function pngIconPath(size: number): string {
  return `/icons/icon-${size}x${size}.png`;
}

export function offlinePagePath(lng: string): string {
  return `/pwa/offline/${lng}`;
}

export interface PwaLook {
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
}

export function pwaLook(config: SiteConfig): PwaLook {
  return {
    name: config.pwaManifest?.name ?? config.companyName,
    shortName: config.pwaManifest?.shortName ?? config.companyName,
    themeColor: config.pwaManifest?.themeColor ?? DEFAULT_THEME_COLOR,
    backgroundColor: config.pwaManifest?.backgroundColor ?? DEFAULT_BACKGROUND_COLOR,
  };
}

export function webAppManifest(config: SiteConfig) {
  const look = pwaLook(config);
  return {
    name: look.name,
    short_name: look.shortName,
    lang: config.languages.default,
    start_url: `/${config.languages.default}/`,
    scope: '/',
    display: 'standalone',
    theme_color: look.themeColor,
    background_color: look.backgroundColor,
    icons: [
      { src: ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      // Installable Chromium apps want a 192 and a 512 PNG.
      ...[192, 512].map((size) => ({ src: pngIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
    ],
  };
}

/** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function textColorOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** A square icon: the first letter of the short name on the theme colour. */
export function iconSvg(config: SiteConfig): string {
  const look = pwaLook(config);
  const letter = escapeHtml(Array.from(look.shortName.trim())[0]?.toUpperCase() ?? '?');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
    `<rect width="512" height="512" rx="96" fill="${look.themeColor}"/>` +
    `<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="300" font-weight="700" fill="${textColorOn(look.themeColor)}">${letter}</text>` +
    '</svg>'
  );
}

/** For sites that are not a PWA: clears every cache, then removes itself. No fetch handler. */
export const CLEANUP_WORKER_SOURCE = `// Not an installable site: clear every cache and unregister.
self.addEventListener('install', () => {
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;

/** The entry's files and every module it imports statically: what the shell needs to start. */
export function shellAssets(map: AssetMap): string[] {
  const found = new Set<string>();
  const visit = (url: string) => {
    if (found.has(url)) return;
    found.add(url);
    for (const next of map.imports?.[url] ?? []) visit(next);
  };
  visit(map.entry.js);
  if (map.entry.css) found.add(map.entry.css);
  return [...found];
}

/** Changes whenever the build does (the entry's name carries its content hash). */
export function buildVersion(map: AssetMap): string {
  return createHash('sha256').update(JSON.stringify(shellAssets(map))).digest('hex').slice(0, 16);
}

/** Languages with the default first (the worker's fallback for an address without one). */
function offeredLanguages(config: SiteConfig): string[] {
  return [config.languages.default, ...config.languages.available.filter((l) => l !== config.languages.default)];
}

export function precacheList(config: SiteConfig, map: AssetMap) {
  return {
    version: buildVersion(map),
    assets: shellAssets(map),
    offline: Object.fromEntries(offeredLanguages(config).map((lng) => [lng, offlinePagePath(lng)])),
  };
}

interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

export function offlinePageHtml(lng: string, texts: OfflineTexts, stylesheet: string | null, startUrl: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lng)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<title>${escapeHtml(texts.title)}</title>` +
    (stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '') +
    `</head><body><main class="app-main"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>` +
    // A link, not a script: the page works with the network gone and under the strict CSP.
    `<p><a class="button" href="${escapeHtml(startUrl)}">${escapeHtml(texts.retry)}</a></p></main></body></html>`
  );
}

async function offlineTexts(dictionaries: DictionaryFolders, lng: string): Promise<OfflineTexts | null> {
  const found = await readDictionary(dictionaries, OFFLINE_DICTIONARY, lng);
  const entries = (found?.lang === lng ? found.entries : null) as Record<string, unknown> | null;
  const [title, text, retry] = ['pwa_offline_title', 'pwa_offline_text', 'pwa_offline_retry'].map((key) => entries?.[key]);
  return typeof title === 'string' && typeof text === 'string' && typeof retry === 'string' ? { title, text, retry } : null;
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ message });
}

export function registerPwaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const configOf = (hostname: string) => ctx.siteConfigs.select(hostname);
  let builtWorker: string | null = null;
  const readWorker = async (): Promise<string | null> => {
    if (builtWorker !== null) return builtWorker;
    const source = await readFile(join(ctx.distDir, 'pwa-sw.js'), 'utf8').catch(() => null);
    if (ctx.production && source !== null) builtWorker = source;
    return source;
  };

  app.get('/manifest.json', async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webAppManifest(configOf(request.hostname)))),
  );
  app.get(ICON_PATH, async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('image/svg+xml; charset=utf-8').send(iconSvg(configOf(request.hostname))),
  );
  const pngIcons = new Map<string, Buffer>();
  const sendPng = (reply: FastifyReply, config: SiteConfig, sizeText: string) => {
    const size = Number(sizeText);
    if (!/^\d{2,3}$/.test(sizeText) || !isIconSize(size)) return notFound(reply, `No icon of that size; sizes: ${APPLE_TOUCH_ICON_SIZES.join(', ')}`);
    const { themeColor } = pwaLook(config);
    const key = `${themeColor}/${size}`;
    let png = pngIcons.get(key);
    if (!png) pngIcons.set(key, (png = ringIconPng(size, themeColor, textColorOn(themeColor))));
    return reply.header('cache-control', 'no-cache').type('image/png').send(png);
  };
  // /icons/icon-192x192.png, /icons/apple-touch-icon-152x152.png and its -precomposed twin.
  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const match = /^(?:icon|apple-touch-icon)-(\d+)x\1(?:-precomposed)?\.png$/.exec(request.params.file);
    if (!match) return notFound(reply, 'Unknown icon');
    return sendPng(reply, configOf(request.hostname), match[1]!);
  });

  app.get(WORKER_PATH, async (request, reply) => {
    const config = configOf(request.hostname);
    const [worker, map] = config.isPwa === true ? await Promise.all([readWorker(), ctx.assetMap()]) : [null, undefined];
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8');
    // The build's version in the text: a new build changes the worker's bytes, which is what makes browsers update it.
    if (worker !== null && map) return reply.send(`// build ${buildVersion(map)}\n${worker}`);
    return reply.send(CLEANUP_WORKER_SOURCE);
  });
  app.get(PRECACHE_PATH, async (request, reply) => {
    const config = configOf(request.hostname);
    if (config.isPwa !== true) return notFound(reply, 'This site is not an installable app');
    const map = await ctx.assetMap();
    if (!map) return reply.code(503).header('cache-control', 'no-store').send({ message: 'Not built yet: run npm run build' });
    return reply.header('cache-control', 'no-cache').send(precacheList(config, map));
  });
  app.get<{ Params: { lng: string } }>('/pwa/offline/:lng', async (request, reply) => {
    const config = configOf(request.hostname);
    const { lng } = request.params;
    if (config.isPwa !== true || !config.languages.available.includes(lng)) return notFound(reply, 'No offline page here');
    const texts = await offlineTexts(ctx.dictionaries, lng);
    if (!texts) return notFound(reply, `No offline texts for "${lng}"`);
    const map = await ctx.assetMap();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(offlinePageHtml(lng, texts, map?.entry.css ?? null, `/${lng}/`));
  });
}
