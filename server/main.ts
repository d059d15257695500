/**
 * `npm start` / `npm run serve`. Env: HOST (127.0.0.1), PORT (3000), SITE_CONFIG (a config id),
 * BLOCK_REASON (blocks displayTypeId), NODE_ENV=production, ROOT_DIR (project root), LOG=off,
 * GAME_PORT (the reference game origin's port on 127.0.0.1; default PORT + 100), REFERENCE_TEST_ROUTES=1
 * (the test-only routes, for the e2e servers), PUBLIC_PROTOCOL / PUBLIC_PORT (server/env.ts). The game
 * origin starts and stops with the main server.
 * Refuses to start (exit 1, one line per problem, the lines npm run validate prints) when the project
 * check finds any problem in the route manifests, site configs or plugin manifests, or when
 * REFERENCE_TEST_ROUTES=1 comes with NODE_ENV=production.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../src/composer/problems.ts';
import { problemLine } from '../project-check/index.ts';
import { buildServer } from './app.ts';
import { readServerSettings } from './env.ts';
import { buildGameOrigin } from './game-origin/server.ts';
import { readGameOriginSettings } from './game-origin/settings.ts';
import { isStartupProblemsError } from './startup-error.ts';

function refuse(problems: readonly Problem[]): never {
  console.error('The server refuses to start:');
  for (const problem of problems) console.error(problemLine(problem));
  process.exit(1);
}

const { settings, problems } = readServerSettings(process.env, join(dirname(fileURLToPath(import.meta.url)), '..'));
const game = readGameOriginSettings(process.env, settings.port);
if (problems.length + game.problems.length > 0) refuse([...problems, ...game.problems]);

// The game provider's stand-in listens first, so its address (a free port when PORT is 0) is known to
// the configs' "{gameOrigin}"; it reaches the casino of the server built next only once a game is opened.
let app: Awaited<ReturnType<typeof buildServer>> | undefined;
const gameOrigin = buildGameOrigin({ casino: () => app!.casinoDesk, logger: settings.build.logger });
const gameAddress = await gameOrigin.listen({ host: game.settings.host, port: game.settings.port }).catch((error: { code?: string }) => {
  if (error.code !== 'EADDRINUSE') throw error;
  return refuse([{ file: 'environment', pointer: '/GAME_PORT', message: `port ${game.settings.port} of ${game.settings.host} is in use (another server's game origin?)`, expected: 'a free port: stop that server or set GAME_PORT' }]);
});
try {
  app = await buildServer({ ...settings.build, gameOrigin: gameAddress });
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
    // Finish in-flight requests, then leave; a hung close must not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    Promise.all([server.close(), gameOrigin.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

const address = await server.listen({ host: settings.host, port: settings.port });
console.log(`Serving ${settings.build.production ? 'production' : 'development'} on ${address}`);
console.log(`Game origin on ${gameAddress}`);
