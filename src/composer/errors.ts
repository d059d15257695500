/**
 * The small set of error classes the core raises. Each carries a `code` so callers branch on
 * data, not on message text, and a type guard so `catch (e)` stays typed.
 */
export type ComposerErrorCode = 'CONFIG_INVALID' | 'MANIFEST_INVALID' | 'EXTENSION_UNKNOWN' | 'EXTENSION_LOAD' | 'INVARIANT';

export class ComposerError extends Error {
  readonly code: ComposerErrorCode;
  constructor(code: ComposerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ComposerError';
    this.code = code;
  }
}

export function isComposerError(value: unknown, code?: ComposerErrorCode): value is ComposerError {
  return value instanceof ComposerError && (code === undefined || value.code === code);
}

/** Programmer errors: a broken invariant is a bug, never a user mistake. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ComposerError('INVARIANT', `Invariant failed: ${message}`);
}
