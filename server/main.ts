/**
 * The server's command line:
 *   tsx server/main.ts         the shell and the reference back end in one process (`npm start`,
 *                              `npm run dev`, `npm run serve`), with the reference game origin;
 *   tsx server/main.ts api     the reference back end alone (`npm run serve:api`), with the game origin;
 *   tsx server/main.ts shell   the shell alone (`npm run serve:shell`), rendering from and forwarding
 *                              to API_ORIGIN.
 * Env: HOST (127.0.0.1), PORT (3000), SITE_CONFIG (a config id), BLOCK_REASON (blocks displayTypeId),
 * NODE_ENV=production, ROOT_DIR (project root), LOG=off, GAME_PORT (the reference game origin's port
 * on 127.0.0.1; default PORT + 100), REFERENCE_TEST_ROUTES=1 (the test-only routes, for the e2e
 * servers), and those server/env.ts lists (PUBLIC_PROTOCOL, PUBLIC_PORT, TRUST_PROXY, API_ORIGIN,
 * GAME_ORIGIN, SHUTDOWN_DELAY_MS).
 * Refuses to start (exit 1, one line per problem, the lines npm run validate prints) when the project
 * check finds any problem in the route manifests, site configs or plugin manifests, when a variable
 * is wrong, or when REFERENCE_TEST_ROUTES=1 comes with NODE_ENV=production.
 *
 * On SIGTERM (or SIGINT) the server stops being ready (/readyz answers 503), waits SHUTDOWN_DELAY_MS
 * for the load balancer to notice, then stops accepting, finishes the requests it has, and exits.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../src/composer/problems.ts';
import { problemLine } from '../project-check/index.ts';
import { buildServer, type ServerRole } from './app.ts';
import { readServerSettings } from './env.ts';
import { buildGameOrigin } from './game-origin/server.ts';
import { readGameOriginSettings } from './game-origin/settings.ts';
import { isStartupProblemsError } from './startup-error.ts';

function refuse(problems: readonly Problem[]): never {
  console.error('The server refuses to start:');
  for (const problem of problems) console.error(problemLine(problem));
  process.exit(1);
}

const ROLES: Readonly<Record<string, ServerRole>> = { api: 'api', shell: 'shell' };
const roleArgument = process.argv[2];
if (roleArgument !== undefined && !(roleArgument in ROLES)) {
  refuse([{ file: 'command line', pointer: '/0', message: `is "${roleArgument}"`, expected: 'nothing (shell and back end), "api" or "shell"' }]);
}
const role: ServerRole = roleArgument === undefined ? 'all' : ROLES[roleArgument]!;

const { settings, problems } = readServerSettings(process.env, join(dirname(fileURLToPath(import.meta.url)), '..'), role);
const servesBackEnd = role !== 'shell';
const game = readGameOriginSettings(process.env, settings.port);
if (problems.length + (servesBackEnd ? game.problems.length : 0) > 0) refuse([...problems, ...(servesBackEnd ? game.problems : [])]);

// The game provider's stand-in listens first, so its address (a free port when PORT is 0) is known to
// the configs' "{gameOrigin}"; it reaches the casino of the server built next only once a game is opened.
let app: Awaited<ReturnType<typeof buildServer>> | undefined;
const gameOrigin = servesBackEnd ? buildGameOrigin({ casino: () => app!.casinoDesk, logger: settings.build.logger }) : undefined;
const gameAddress = await gameOrigin?.listen({ host: game.settings.host, port: game.settings.port }).catch((error: { code?: string }) => {
  if (error.code !== 'EADDRINUSE') throw error;
  return refuse([{ file: 'environment', pointer: '/GAME_PORT', message: `port ${game.settings.port} of ${game.settings.host} is in use (another server's game origin?)`, expected: 'a free port: stop that server or set GAME_PORT' }]);
});
try {
  app = await buildServer({ ...settings.build, ...(gameAddress ? { gameOrigin: gameAddress } : {}) });
} catch (error) {
  if (isStartupProblemsError(error)) refuse(error.problems);
  throw error;
}

const server = app;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.readiness.drain();
    // A hung close must not keep the process alive.
    setTimeout(() => process.exit(1), settings.shutdownDelayMs + 10_000).unref();
    setTimeout(() => {
      // Stops accepting, answers what it has accepted, then leaves.
      Promise.all([server.close(), gameOrigin?.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    }, settings.shutdownDelayMs);
  });
}

const address = await server.listen({ host: settings.host, port: settings.port });
const what = { all: 'the shell and the reference back end', api: 'the reference back end', shell: `the shell of ${settings.build.apiOrigin}` }[role];
console.log(`Serving ${settings.build.production ? 'production' : 'development'} on ${address} (${what})`);
if (gameAddress) console.log(`Game origin on ${gameAddress}`);
