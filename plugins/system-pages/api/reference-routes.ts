/**
 * Reference data of the other pages:
 *   GET /web-api/user-pages/supported-browsers             → the browsers the site supports (the oldbrowser page)
 *   GET /web-api/user-pages/external-apps?kind=mobile|desktop  → the operator's apps
 *   GET /web-api/user-pages/statistics/game/:gameId        → a game's statistics (404 for a game the feed does not publish)
 *   GET /web-api/user-pages/internal-vpn                   → how this server sees the caller's connection (staff only:
 *       the page tells whether the device reaches the site through the internal network)
 */
import type { FastifyInstance } from 'fastify';
import { feedNow, Refusal, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas, type ExternalApp } from '../schemas.ts';
import { gameStatistics } from './statistics.ts';

export const SUPPORTED_BROWSERS = [
  { id: 'chrome', name: 'Google Chrome', min_version: 109, url: 'https://www.google.com/chrome/' },
  { id: 'safari', name: 'Safari', min_version: 15, url: 'https://support.apple.com/downloads/safari' },
  { id: 'firefox', name: 'Mozilla Firefox', min_version: 115, url: 'https://www.mozilla.org/firefox/new/' },
  { id: 'edge', name: 'Microsoft Edge', min_version: 109, url: 'https://www.microsoft.com/edge' },
  { id: 'samsung', name: 'Samsung Internet', min_version: 21, url: 'https://www.samsung.com/us/support/owners/app/samsung-internet' },
] as const;

const RELEASED = Date.UTC(2026, 9, 14);

export const EXTERNAL_APPS: Readonly<Record<'mobile' | 'desktop', readonly ExternalApp[]>> = {
  mobile: [
    { platform: 'android', name: 'Sportsbook for Android', version: '4.12.0', size_mb: 38.5, min_os: 'Android 8.0', url: 'https://play.google.com/store/apps/details?id=com.sportsbook.mobile', released_at: RELEASED },
    { platform: 'ios', name: 'Sportsbook for iPhone', version: '4.12.1', size_mb: 72.1, min_os: 'iOS 15', url: 'https://apps.apple.com/app/id6443210123', released_at: RELEASED + 2 * 86_400_000 },
  ],
  desktop: [
    { platform: 'windows', name: 'Sportsbook for Windows', version: '2.7.3', size_mb: 96.4, min_os: 'Windows 10', url: 'https://apps.microsoft.com/detail/9nsportsbook0', released_at: RELEASED - 20 * 86_400_000 },
    { platform: 'macos', name: 'Sportsbook for Mac', version: '2.7.3', size_mb: 104.8, min_os: 'macOS 12', url: 'https://apps.apple.com/app/id6443210456', released_at: RELEASED - 20 * 86_400_000 },
  ],
};

/** The kind of network an address belongs to: staff reach the site from loopback or private ranges through the VPN. */
export function networkOf(address: string): 'loopback' | 'private' | 'public' {
  const ip = address.replace(/^::ffff:/, '');
  if (ip === '::1' || /^127\./.test(ip)) return 'loopback';
  if (/^10\./.test(ip) || /^192\.168\./.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip) || /^f[cd][0-9a-f]{2}:/i.test(ip)) return 'private';
  return 'public';
}

export function registerReferenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/web-api/user-pages/supported-browsers', { config: { answerSchema: answerSchemas.supportedBrowsersAnswer } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { browsers: SUPPORTED_BROWSERS };
  });

  app.get<{ Querystring: { kind?: string } }>('/web-api/user-pages/external-apps', { config: { answerSchema: answerSchemas.externalAppsAnswer } }, async (request, reply) => {
    const kind = request.query.kind;
    if (kind !== 'mobile' && kind !== 'desktop') throw new Refusal(400, '"kind" must be mobile or desktop', { field: 'kind' });
    reply.header('cache-control', 'public, max-age=600');
    return { kind, apps: EXTERNAL_APPS[kind] };
  });

  app.get<{ Params: { gameId: string } }>('/web-api/user-pages/statistics/game/:gameId', { config: { answerSchema: answerSchemas.gameStatisticsAnswer } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { gameId } = request.params;
    if (!/^\d{1,12}$/.test(gameId)) throw new Refusal(400, `The game id must be a positive whole number, got "${gameId}"`, { field: 'gameId' });
    const answer = gameStatistics(Number(gameId), feedNow());
    if (!answer) throw new Refusal(404, `Unknown game ${gameId}`);
    return answer;
  });

  app.get('/web-api/user-pages/internal-vpn', { config: { answerSchema: answerSchemas.internalVpnAnswer } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const network = networkOf(request.ip);
    return { address: request.ip, network, internal: network !== 'public', site_config: ctx.siteConfigs.select(request.hostname).id, server_time: Date.now() };
  });
}
