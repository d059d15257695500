import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { BACK_END_PREFIXES } from './api-proxy.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The operational routes every service answers itself. */
const OWN = new Set(['/healthz', '/readyz', '/metrics']);

describe('what a shell forwards', () => {
  it('covers every path the back end serves, so no page of a shell misses a call it makes', async () => {
    const api = await buildServer({ rootDir: ROOT, role: 'api' });
    try {
      await api.ready();
      const paths = api
        .printRoutes({ commonPrefix: false })
        .split('\n')
        .flatMap((line) => /^[├└]── (\/\S*)/.exec(line)?.[1] ?? [])
        .filter((path) => !OWN.has(path));
      expect(paths.length).toBeGreaterThan(100);
      const forwarded = (path: string) => BACK_END_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
      expect(paths.filter((path) => !forwarded(path))).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
