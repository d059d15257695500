/**
 * PWA pieces (the static resources /manifest.json and /pwa-sw.js): the web app manifest built from the selected site
 * config, a generated icon, and a service worker that only cleans up (all caches are cleared
 * at start-up). The worker has no fetch handler, so every request goes to the network.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { ServerContext } from '../context.ts';
import { escapeHtml } from '../html.ts';

/** Used when a config has no pwaManifest. */
export const DEFAULT_THEME_COLOR = '#1b2a41';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const ICON_PATH = '/icons/icon.svg';

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
    icons: [{ src: ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
function textColorOn(hex: string): string {
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

export const SERVICE_WORKER_SOURCE = `// Reference service worker: takes over at once and clears every cache.
// No fetch handler: the network answers every request.
self.addEventListener('install', () => {
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
`;

export function registerPwaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/manifest.json', async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webAppManifest(ctx.siteConfigs.select(request.hostname)))),
  );
  app.get(ICON_PATH, async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('image/svg+xml; charset=utf-8').send(iconSvg(ctx.siteConfigs.select(request.hostname))),
  );
  app.get('/pwa-sw.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(SERVICE_WORKER_SOURCE),
  );
}
