/** `npm start` / `npm run serve` start the game origin beside the main server, and stop it with it. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '..', 'main.ts');
const ROOT = join(import.meta.dirname, '..', '..');

describe('server/main.ts with the game origin', () => {
  it('serves games on their own origin while the main server runs, and closes both on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, LOG: 'off', HOST: '127.0.0.1', PORT: '0', ROOT_DIR: ROOT, SITE_CONFIG: 'default' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const addresses = await new Promise<{ main: string; game: string }>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const main = /Serving \w+ on (http:\/\/\S+)/.exec(stdout)?.[1];
        const game = /Game origin on (http:\/\/\S+)/.exec(stdout)?.[1];
        if (main && game) resolve({ main, game });
      });
      child.on('exit', () => reject(new Error(`exited before listening: ${stderr}`)));
    });

    expect(new URL(addresses.game).port).not.toBe(new URL(addresses.main).port);
    // The site's config names the game origin that really runs, and a launch URL points there.
    const config = (await (await fetch(`${addresses.main}/web-api/site-config/all.json`)).json()) as { casino: { gameOrigins: string[] } };
    expect(config.casino.gameOrigins).toEqual([addresses.game]);
    const launch = (await (
      await fetch(`${addresses.main}/web-api/casino/launch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ gameId: 10002, mode: 'demo' }) })
    ).json()) as { url: string };
    const page = await fetch(launch.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-seat=');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    clearTimeout(killer);
    await expect(fetch(`${addresses.game}/game.js`)).rejects.toThrow();
  }, 30_000);
});
