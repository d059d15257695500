import { formatProblem, type Problem } from '../src/composer/problems.ts';

/** Thrown by buildServer when the project's JSON is not fit to serve; main.ts prints one line per problem. */
export class StartupProblemsError extends Error {
  readonly code = 'SERVER_STARTUP_PROBLEMS';
  constructor(readonly problems: readonly Problem[]) {
    super(`The server refuses to start:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'StartupProblemsError';
  }
}

export function isStartupProblemsError(error: unknown): error is StartupProblemsError {
  return error instanceof StartupProblemsError;
}
