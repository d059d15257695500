import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, type BuildServerOptions } from './app.ts';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures');
export const VALID_ROOT = join(FIXTURES, 'valid');
export const INVALID_ROOT = join(FIXTURES, 'invalid');

/** A server over the valid fixture root (its fake build output and data), development mode. */
export function buildFixtureServer(options: Partial<BuildServerOptions> = {}) {
  return buildServer({
    rootDir: VALID_ROOT,
    distDir: join(VALID_ROOT, 'build-output'),
    dataDir: join(VALID_ROOT, 'data'),
    ...options,
  });
}

/** The nonce of the CSP header's script-src ('nonce-...'), or null. */
export function nonceFromCsp(csp: string): string | null {
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
}
