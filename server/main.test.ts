import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerSettings } from './env.ts';
import { INVALID_ROOT, VALID_ROOT } from './test-helpers.ts';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs server/main.ts like `npm run serve`; `whenListening` gets the URL once it is printed. */
function runMain(env: Record<string, string>, whenListening?: (url: string, stop: () => void) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, LOG: 'off', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url && whenListening) {
        const callback = whenListening;
        whenListening = undefined;
        callback(url, () => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('server/main.ts', () => {
  it('refuses to start with an invalid site config: exit 1, one line per problem', async () => {
    const run = await runMain({ ROOT_DIR: INVALID_ROOT });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site-configs/broken.json /languages/default: default language "de" is not available; expected one of languages.available (en, ru)');
    expect(run.stderr).toContain('site-configs/schema-broken.json /shell: is missing');
  });

  it('refuses to start when SITE_CONFIG names no config', async () => {
    const run = await runMain({ ROOT_DIR: VALID_ROOT, SITE_CONFIG: 'missing' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site-configs/missing.json /: does not exist');
  });

  it('listens, logs its URL, serves, and stops cleanly on SIGTERM', async () => {
    let status = 0;
    const run = await runMain({ ROOT_DIR: VALID_ROOT }, (url, stop) => {
      fetch(`${url}/web-api/session`)
        .then((res) => (status = res.status))
        .finally(stop);
    });
    expect(run.stdout).toMatch(/Serving development on http:\/\/127\.0\.0\.1:\d+/);
    expect(status).toBe(200);
    expect(run.code).toBe(0);
  });
});

describe('environment', () => {
  it('defaults to 127.0.0.1:3000 in development', () => {
    const { settings, problems } = readServerSettings({}, '/root');
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ host: '127.0.0.1', port: 3000, build: { rootDir: '/root', production: false, blockReason: 0 } });
    expect(settings.build.siteConfigId).toBeUndefined();
  });

  it('reports a malformed PORT or BLOCK_REASON as a problem', () => {
    const { problems } = readServerSettings({ PORT: 'http', BLOCK_REASON: '-3' }, '/root');
    expect(problems.map((p) => p.pointer)).toEqual(['/PORT', '/BLOCK_REASON']);
  });
});
