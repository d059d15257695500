/**
 * The e2e servers, started together (playwright.config.ts runs this as its one web server): per operator a shell in
 * production mode (`npm run serve:shell`) in front of its reference back end (`npm run serve:api`), from the build
 * `npm test` has just made (built first only when dist/ is missing or older than the sources). Prints
 * "e2e servers ready" once all four answer; on SIGTERM or SIGINT stops them and waits for them; when one of them
 * exits early, stops the others and exits 1.
 *
 * Why one process: Playwright starts the servers of an array one after the other, each only once the one before
 * answers, and polls a starting server once a second. The first test started about 10 s after the run; now about 5.
 *
 * The back ends run in development mode with the test-only routes (/web-api/__test/...: codes sent, the limit clock,
 * the odds; their answers checked against their schemas) and the e2e block test's cookie; the shell forwards those
 * calls like any other. A back end names its shell's port in the links and origins it writes (PUBLIC_PORT), as players
 * reach it through the shell. The shells share no first screens between guests (FIRST_SCREEN_CACHE_MS=0): tests move
 * prices and expect the next page to show them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildIfStale } from '../tools/current-build.ts';
import { DEFAULT_API_PORT, DEFAULT_PORT, HOST, RU_OPERATOR_API_PORT, RU_OPERATOR_PORT } from './servers.ts';

export const READY_LINE = 'e2e servers ready';
const START_TIMEOUT_MS = 120_000;
const quiet = { HOST, LOG: 'off', ROOT_DIR: '' };

interface Server {
  name: string;
  role: 'api' | 'shell';
  /** Answers 200 once the server serves. */
  url: string;
  env: Record<string, string>;
}

function operator(name: string, port: number, apiPort: number, siteConfig: string): Server[] {
  return [
    {
      name: `${name} back end`,
      role: 'api',
      url: `http://${HOST}:${apiPort}/web-api/session`,
      env: { ...quiet, PORT: String(apiPort), PUBLIC_PORT: String(port), GAME_PORT: String(port + 100), SITE_CONFIG: siteConfig, NODE_ENV: 'test', REFERENCE_TEST_ROUTES: '1', BLOCK_REASON: '0', TRUST_PROXY: '127.0.0.1' },
    },
    {
      name: `${name} shell`,
      role: 'shell',
      url: `http://${HOST}:${port}/readyz`,
      env: { ...quiet, PORT: String(port), SITE_CONFIG: siteConfig, NODE_ENV: 'production', API_ORIGIN: `http://${HOST}:${apiPort}`, GAME_ORIGIN: `http://${HOST}:${port + 100}`, FIRST_SCREEN_CACHE_MS: '0' },
    },
  ];
}

const SERVERS: readonly Server[] = [...operator('default', DEFAULT_PORT, DEFAULT_API_PORT, ''), ...operator('ru-operator', RU_OPERATOR_PORT, RU_OPERATOR_API_PORT, 'ru-operator')];

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false; // not listening yet
  }
}

async function untilAnswers(server: Server, deadline: number): Promise<void> {
  while (!(await answers(server.url))) {
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer ${server.url} within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

const children: ChildProcess[] = [];
let stopping = false;

/** Stops every server (SIGTERM: each finishes its requests) and exits with `code` once all have ended. */
async function stopAll(code: number): Promise<never> {
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));

await buildIfStale('e2e');
for (const server of SERVERS) {
  // Node with tsx directly: through npm, each start cost npm's own start-up too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', server.role], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${server.name} exited early (${signal ?? `exit code ${code}`}); stopping the other e2e servers`);
    void stopAll(1);
  });
  children.push(child);
}
const deadline = Date.now() + START_TIMEOUT_MS;
try {
  await Promise.all(SERVERS.map((server) => untilAnswers(server, deadline)));
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1);
}
console.log(READY_LINE);
