import type { Problem } from '../src/composer/problems.ts';
import { problemLine } from '../project-check/index.ts';

/** Thrown by buildServer when the project check finds problems (or the environment names no usable config); main.ts prints one line per problem. */
export class StartupProblemsError extends Error {
  readonly code = 'SERVER_STARTUP_PROBLEMS';
  constructor(readonly problems: readonly Problem[]) {
    super(`The server refuses to start:\n${problems.map(problemLine).join('\n')}`);
    this.name = 'StartupProblemsError';
  }
}

export function isStartupProblemsError(error: unknown): error is StartupProblemsError {
  return error instanceof StartupProblemsError;
}
