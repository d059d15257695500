/**
 * Light checks of the sports answers in the browser. The full schemas (schemas/sports-api.schema.ts) are
 * enforced by the server in development and by its tests; the client only makes sure an answer has
 * the shape it is about to store, so a broken answer becomes a failed refresh (backoff, the data on
 * screen stays) rather than a page that throws while rendering.
 */
import type { Game, GameAnswer, GamesAnswer, Market, MenuAnswer } from './model.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isSection(value: unknown): boolean {
  return value === 'live' || value === 'line';
}

function isMarket(value: unknown): value is Market {
  return (
    isRecord(value) &&
    isId(value.id) &&
    typeof value.coef === 'number' &&
    Number.isFinite(value.coef) &&
    value.coef > 1 &&
    typeof value.blocked === 'boolean' &&
    typeof value.group === 'string' &&
    typeof value.outcome === 'string'
  );
}

function isGame(value: unknown): value is Game {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isId(value.champId) &&
    typeof value.home === 'string' &&
    typeof value.away === 'string' &&
    typeof value.isLive === 'boolean' &&
    Array.isArray(value.markets) &&
    value.markets.every(isMarket)
  );
}

export function isGamesAnswer(value: unknown): value is GamesAnswer {
  return (
    isRecord(value) &&
    isSection(value.section) &&
    Array.isArray(value.champs) &&
    value.champs.every((c) => isRecord(c) && isId(c.id) && typeof c.name === 'string') &&
    Array.isArray(value.games) &&
    value.games.every(isGame)
  );
}

export function isGameAnswer(value: unknown): value is GameAnswer {
  return isRecord(value) && isGame(value.game);
}

export function isMenuAnswer(value: unknown): value is MenuAnswer {
  return (
    isRecord(value) &&
    isSection(value.section) &&
    Array.isArray(value.sports) &&
    value.sports.every((s) => isRecord(s) && typeof s.id === 'string' && typeof s.count === 'number' && Array.isArray(s.champs) && Array.isArray(s.disciplines))
  );
}

/** Thrown for an answer that is not what the endpoint promises. */
export class UnexpectedAnswerError extends Error {
  readonly code = 'SPORTS_UNEXPECTED_ANSWER';
  constructor(path: string) {
    super(`The answer of ${path} does not have the expected shape`);
    this.name = 'UnexpectedAnswerError';
  }
}
