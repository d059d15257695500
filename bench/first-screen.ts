/**
 * First screens at scale, in production mode (issue 25): guest HTML per second per core for /en/,
 * /en/live and /en/line, side by side in one run with a static file of the same size served by the
 * same server (the ratio is the figure), with and without the guest first-screen cache
 * (FIRST_SCREEN_CACHE_MS), and the render time of one uncached first screen as the server times it
 * (its Server-Timing header: data, render and shell, queueing aside), p50 and p99.
 *
 * The server runs in a process of its own (`npm start`'s server/main.ts, NODE_ENV=production), so it
 * has one core to itself while this process makes the load: CONNECTIONS keep-alive connections for
 * SECONDS per measurement, without compression on either side (compression would cost the same for
 * both, and more for a page made per request than for a file compressed once).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const ROOT = join(import.meta.dirname, '..');
const PAGES = ['/en/', '/en/live', '/en/line'];
const CONNECTIONS = 10;
const SECONDS = Number(process.env.FIRST_SCREEN_BENCH_SECONDS ?? 5);
const STATIC_DIR = join(ROOT, 'dist', 'public', 'assets', 'bench');
const HTML = { accept: 'text/html', 'accept-encoding': 'identity' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(cacheMs: number): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...process.execArgv, join(ROOT, 'server', 'main.ts')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), GAME_PORT: '0', LOG: 'off', FIRST_SCREEN_CACHE_MS: String(cacheMs), REFERENCE_TEST_ROUTES: '' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (tries > 200) throw new Error('the server did not become ready');
    await sleep(100);
  }
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** The render time of one first screen at a time (no other request waiting), as the server times it. */
async function renderTimes(origin: string, path: string, count = 60): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await fetch(`${origin}${path}`, { headers: HTML });
    await answer.arrayBuffer();
    times.push(Number(/render;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '')?.[1]));
  }
  return times;
}

/** Answers per second over SECONDS with CONNECTIONS at once, and the Server-Timing render times seen. */
async function rate(origin: string, path: string): Promise<{ perSecond: number; renders: number[] }> {
  const pool = new Pool(origin, { connections: CONNECTIONS });
  const renders: number[] = [];
  let answered = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const answer = await pool.request({ method: 'GET', path, headers: HTML });
        await answer.body.dump();
        if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
        const timing = /render;dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''));
        if (timing) renders.push(Number(timing[1]));
        answered++;
      }
    }),
  );
  await pool.close();
  return { perSecond: answered / SECONDS, renders };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export default async function bench(): Promise<string[]> {
  const lines: string[] = [`production mode, ${CONNECTIONS} connections, ${SECONDS} s each, no compression; the server on a core of its own`];
  mkdirSync(STATIC_DIR, { recursive: true });
  try {
    for (const cacheMs of [0, 1_000]) {
      const server = await startServer(cacheMs);
      try {
        lines.push(cacheMs === 0 ? 'without the guest first-screen cache (every answer rendered):' : `with the guest first-screen cache (FIRST_SCREEN_CACHE_MS=${cacheMs}):`);
        for (const path of PAGES) {
          const page = await fetch(`${server.origin}${path}`, { headers: HTML });
          const size = (await page.text()).length;
          const file = `page-${path.replace(/\W+/g, '-')}.html`;
          writeFileSync(join(STATIC_DIR, file), 'x'.repeat(size));
          await rate(server.origin, path); // warm: the renderer's code compiled, the feed's answers made once
          const alone = cacheMs === 0 ? await renderTimes(server.origin, path) : [];
          const html = await rate(server.origin, path);
          const file_ = await rate(server.origin, `/assets/bench/${file}`);
          const render =
            alone.length > 0
              ? `; one render at a time p50 ${percentile(alone, 0.5).toFixed(1)} ms, p99 ${percentile(alone, 0.99).toFixed(1)} ms (under load p50 ${percentile(html.renders, 0.5).toFixed(0)} ms)`
              : '';
          lines.push(
            `  ${path.padEnd(9)} ${(size / 1024).toFixed(0)} KB: ${html.perSecond.toFixed(0)} pages/s vs ${file_.perSecond.toFixed(0)} static files/s = ${((100 * html.perSecond) / file_.perSecond).toFixed(1)} %${render}`,
          );
        }
      } finally {
        server.stop();
      }
    }
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] === import.meta.filename) for (const line of await bench()) console.log(line);
