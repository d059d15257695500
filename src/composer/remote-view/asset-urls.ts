/**
 * Which scripts and stylesheets a remote view may bring: a path on this site, or a URL on an origin
 * the site config allows (its `remoteViews.assetOrigins` and `remoteOrigins`). Everything else is
 * refused, so a remote application that is compromised cannot point the page at code of its choice.
 */
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';

/** The origins the active site config allows remote-view assets from, besides this site. */
export function remoteViewAssetOrigins(config: Pick<SiteConfig, 'remoteViews' | 'remoteOrigins'> | null): string[] {
  if (!config) return [];
  return [...new Set([...(config.remoteViews?.assetOrigins ?? []), ...(config.remoteOrigins ?? [])])];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * The absolute URL of an asset the view may load, or null when it must be refused: a same-site path
 * ("/x", never "//x"), or an https URL (plain http only on this machine) whose origin is listed.
 */
export function allowedAssetUrl(raw: string, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    const url = new URL(raw, pageOrigin);
    return url.origin === pageOrigin ? url.href : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!secure) return null;
  return url.origin === pageOrigin || allowedOrigins.includes(url.origin) ? url.href : null;
}
