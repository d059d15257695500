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
function runMain(env: Record<string, string>, whenListening?: (url: string, stop: () => void) => void, args: string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
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

  it('on SIGTERM stops being ready at once, keeps answering for SHUTDOWN_DELAY_MS, then exits', async () => {
    const seen: unknown[] = [];
    const readiness = async (url: string) => ((await (await fetch(`${url}/readyz`)).json()) as { status: string }).status;
    const run = await runMain({ ROOT_DIR: VALID_ROOT, SHUTDOWN_DELAY_MS: '1500' }, (url, stop) => {
      void (async () => {
        // The fixture project is not built: not ready for that reason until told to stop.
        seen.push(await readiness(url));
        stop();
        await new Promise((resolve) => setTimeout(resolve, 300));
        seen.push(await readiness(url), (await fetch(`${url}/healthz`)).status);
      })();
    });
    expect(seen).toEqual(['not ready', 'stopping', 200]);
    expect(run.code).toBe(0);
  });

  it('refuses an unknown role, and a shell without the back end it renders from', async () => {
    const unknown = await runMain({ ROOT_DIR: VALID_ROOT }, undefined, ['backend']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('"backend"');
    const shell = await runMain({ ROOT_DIR: VALID_ROOT, API_ORIGIN: '' }, undefined, ['shell']);
    expect(shell.code).toBe(1);
    expect(shell.stderr).toContain('/API_ORIGIN');
  });
});

describe('environment', () => {
  it('defaults to 127.0.0.1:3000 in development', () => {
    const { settings, problems } = readServerSettings({}, '/root');
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ host: '127.0.0.1', port: 3000, build: { rootDir: '/root', production: false, blockReason: 0 } });
    expect(settings.build.siteConfigId).toBeUndefined();
  });

  it('reads a shell\'s back end and game origin, and refuses what is no origin', () => {
    const shell = readServerSettings({ API_ORIGIN: 'http://10.0.0.5:3000/', GAME_ORIGIN: 'https://games.example.com' }, '/root', 'shell');
    expect(shell.problems).toEqual([]);
    expect(shell.settings.build).toMatchObject({ role: 'shell', apiOrigin: 'http://10.0.0.5:3000', gameOrigin: 'https://games.example.com' });
    for (const wrong of ['', 'ftp://x', 'http://user:pw@x', 'http://x/api', 'not a url']) {
      expect(readServerSettings({ API_ORIGIN: wrong }, '/root', 'shell').problems.map((p) => p.pointer), wrong).toEqual(['/API_ORIGIN']);
    }
    // The back end alone needs none.
    expect(readServerSettings({}, '/root', 'api').problems).toEqual([]);
  });

  it('reports a malformed PORT or BLOCK_REASON as a problem', () => {
    const { problems } = readServerSettings({ PORT: 'http', BLOCK_REASON: '-3' }, '/root');
    expect(problems.map((p) => p.pointer)).toEqual(['/PORT', '/BLOCK_REASON']);
  });
});
