/** A failed call as the player is told about it: the server's title or message when it sent one. */
import { isApiError } from '@plugin-api';
import type { Failure } from './slice.ts';

/** The status a refusal without a body is taken for: the service said no without saying why. */
export const FORBIDDEN = 403;

export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { message: '', status: 500 };
  const body = error.body;
  if (body === undefined || body === null || body === '') return { message: '', status: FORBIDDEN };
  if (typeof body === 'object') {
    const { title, message } = body as { title?: unknown; message?: unknown };
    if (typeof title === 'string' && title !== '') return { message: title, status: error.status };
    if (typeof message === 'string' && message !== '') return { message, status: error.status };
  }
  return { message: error.message, status: error.status };
}
