/**
 * Environment variables of `npm start` / `npm run serve`, parsed in one place so a mistake is a
 * problem line at start-up rather than a surprise later.
 */
import type { Problem } from '../src/composer/problems.ts';
import type { BuildServerOptions } from './app.ts';

export interface ServerSettings {
  host: string;
  port: number;
  build: BuildServerOptions;
}

const FILE = 'environment';

export function readServerSettings(env: NodeJS.ProcessEnv, defaultRootDir: string): { settings: ServerSettings; problems: Problem[] } {
  const problems: Problem[] = [];
  const integer = (name: string, fallback: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value <= max) return value;
    problems.push({ file: FILE, pointer: `/${name}`, message: `is "${raw}"`, expected: `an integer from 0 to ${max}` });
    return fallback;
  };
  const settings: ServerSettings = {
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', 3000, 65535),
    build: {
      rootDir: env.ROOT_DIR || defaultRootDir,
      siteConfigId: env.SITE_CONFIG || undefined,
      production: env.NODE_ENV === 'production',
      blockReason: integer('BLOCK_REASON', 0, 999999),
      logger: env.LOG !== 'off',
    },
  };
  return { settings, problems };
}
