/**
 * The sports answers as the browser checks them: with the validators generated from the feed's
 * answer schemas (../schemas.ts answerSchemas → generated/validators/), the same code the server's
 * development check runs. A broken answer becomes a failed refresh (backoff, the data on screen
 * stays) rather than a page that throws while rendering.
 */
export { validate as isGameAnswer } from './generated/validators/sportsGameAnswer.js';
export { validate as isGamesAnswer } from './generated/validators/sportsGamesAnswer.js';
export { validate as isMenuAnswer } from './generated/validators/sportsMenuAnswer.js';
export { validate as isTopGamesAnswer } from './generated/validators/sportsTopGamesAnswer.js';

/** Thrown for an answer that is not what the endpoint promises. */
export class UnexpectedAnswerError extends Error {
  readonly code = 'SPORTS_UNEXPECTED_ANSWER';
  constructor(path: string) {
    super(`The answer of ${path} does not have the expected shape`);
    this.name = 'UnexpectedAnswerError';
  }
}
