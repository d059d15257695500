/**
 * Environment variables of `npm start` / `npm run serve`, parsed in one place so a mistake is a
 * problem line at start-up rather than a surprise later. Besides those server/main.ts lists:
 *   REFERENCE_TEST_ROUTES=1   serve the test-only routes /web-api/__test/... (the e2e servers set it);
 *                             refused together with NODE_ENV=production
 *   PUBLIC_PROTOCOL, PUBLIC_PORT   how players reach the server, for the links and headers it writes:
 *                             default http on PORT; PUBLIC_PROTOCOL alone (a proxy in front) means
 *                             that scheme's own port (https: 443)
 *   TRUST_PROXY               who may name the client by X-Forwarded-For (request.ip, so the address
 *                             every throttle counts): unset or 0, nobody (the socket's address);
 *                             1 or true, the proxy that connects (one hop: the header's last entry
 *                             is the client); or a comma list of the proxies' addresses and CIDRs
 *                             (also loopback, linklocal, uniquelocal). Set it only behind a proxy
 *                             that appends the client's address: otherwise clients pick theirs
 *   API_ORIGIN                the back end a shell renders from and forwards to (serve:shell only),
 *                             an origin such as http://10.0.0.5:3000
 *   GAME_ORIGIN               a shell's: the game provider's origin its back end names for games
 *                             (the frames the CSP allows); default http://127.0.0.1:3100
 *   FIRST_SCREEN_CACHE_MS     how long a guest's first screen is shared with other guests (0: never;
 *                             default 1000 in production, 0 otherwise)
 *   SHUTDOWN_DELAY_MS         after SIGTERM, how long the server stays up answering /readyz 503
 *                             before it stops accepting (for the load balancer to notice); default 0
 */
import { isIP } from 'node:net';
import type { Problem } from '../src/composer/problems.ts';
import type { BuildServerOptions, ServerRole } from './app.ts';
import { apiOriginProblem } from './backend/remote-api.ts';

export interface ServerSettings {
  host: string;
  port: number;
  /** After SIGTERM: time spent not ready before the server stops accepting. */
  shutdownDelayMs: number;
  build: BuildServerOptions;
}

const FILE = 'environment';

export function readServerSettings(env: NodeJS.ProcessEnv, defaultRootDir: string, role: ServerRole = 'all'): { settings: ServerSettings; problems: Problem[] } {
  const problems: Problem[] = [];
  const integer = (name: string, fallback: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value <= max) return value;
    problems.push({ file: FILE, pointer: `/${name}`, message: `is "${raw}"`, expected: `an integer from 0 to ${max}` });
    return fallback;
  };
  const publicProtocol = env.PUBLIC_PROTOCOL || undefined;
  if (publicProtocol !== undefined && publicProtocol !== 'http' && publicProtocol !== 'https') {
    problems.push({ file: FILE, pointer: '/PUBLIC_PROTOCOL', message: `is "${publicProtocol}"`, expected: '"http" or "https"' });
  }
  const testRoutes = env.REFERENCE_TEST_ROUTES ?? '';
  if (!['', '0', '1'].includes(testRoutes)) {
    problems.push({ file: FILE, pointer: '/REFERENCE_TEST_ROUTES', message: `is "${testRoutes}"`, expected: '"1" (test routes on) or unset' });
  }
  const publicPort = integer('PUBLIC_PORT', 0, 65535);
  const trustProxy = trustProxyOf(env.TRUST_PROXY ?? '', problems);
  const apiOrigin = env.API_ORIGIN ?? '';
  if (role === 'shell') {
    const problem = apiOrigin === '' ? 'is not set' : apiOriginProblem(apiOrigin);
    if (problem) problems.push({ file: FILE, pointer: '/API_ORIGIN', message: problem, expected: 'the back end\'s origin, such as http://127.0.0.1:3000 (where npm run serve:api listens)' });
  }
  const gameOrigin = env.GAME_ORIGIN ?? '';
  if (gameOrigin !== '' && apiOriginProblem(gameOrigin)) {
    problems.push({ file: FILE, pointer: '/GAME_ORIGIN', message: `is "${gameOrigin}"`, expected: 'the game origin, such as http://127.0.0.1:3100' });
  }
  const settings: ServerSettings = {
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', 3000, 65535),
    shutdownDelayMs: integer('SHUTDOWN_DELAY_MS', 0, 60_000),
    build: {
      role,
      ...(env.FIRST_SCREEN_CACHE_MS ? { firstScreenCacheMs: integer('FIRST_SCREEN_CACHE_MS', 0, 10_000) } : {}),
      ...(role === 'shell' ? { apiOrigin: apiOrigin.replace(/\/$/, '') } : {}),
      ...(role === 'shell' && gameOrigin !== '' ? { gameOrigin: gameOrigin.replace(/\/$/, '') } : {}),
      rootDir: env.ROOT_DIR || defaultRootDir,
      siteConfigId: env.SITE_CONFIG || undefined,
      production: env.NODE_ENV === 'production',
      blockReason: integer('BLOCK_REASON', 0, 999999),
      logger: env.LOG !== 'off',
      testRoutes: testRoutes === '1',
      ...(trustProxy ? { trustProxy } : {}),
      publicAddress:
        publicProtocol === 'https' || publicProtocol === 'http'
          ? { protocol: publicProtocol, port: publicPort > 0 ? publicPort : publicProtocol === 'https' ? 443 : 80 }
          : publicPort > 0
            ? { port: publicPort }
            : {},
    },
  };
  return { settings, problems };
}

/** proxy-addr's names for ranges, which Fastify's trustProxy list takes besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

function trustProxyOf(raw: string, problems: Problem[]): BuildServerOptions['trustProxy'] {
  const value = raw.trim();
  if (value === '' || value === '0' || value === 'false') return undefined;
  if (value === '1' || value === 'true') return 'one-hop';
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  problems.push({
    file: FILE,
    pointer: '/TRUST_PROXY',
    message: `is "${raw}": ${wrong.map((entry) => `"${entry}"`).join(', ')} ${wrong.length === 1 ? 'is' : 'are'} no address or CIDR`,
    expected: 'unset or 0 (no proxy), 1 or true (the proxy that connects), or a comma list of proxy addresses and CIDRs such as 10.0.0.0/8,127.0.0.1',
  });
  return undefined;
}
