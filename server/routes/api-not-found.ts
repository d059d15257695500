/**
 * Unknown API calls answer JSON 404, never the app's HTML: a client that asks an API for something
 * that does not exist (a typo, a method the path does not take, a call this region does not serve)
 * must get an error it can read, not a 200 page it would try to parse as data. Every prefix the
 * client or the spec calls an API under is listed; only other paths are pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const API_PREFIXES: readonly string[] = ['/web-api', '/social-api', '/limit-service-api', '/third-party/api'];

export interface ApiNotFoundAnswer {
  error: 'not_found';
  message: string;
}

/** True for the prefix itself and anything below it (`/web-api`, `/web-api/x`), not for `/web-apis`. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

// The path is echoed so a developer sees which call missed; a long one is cut (it is only a hint).
const SHOWN_PATH_LENGTH = 200;

export function apiNotFoundAnswer(method: string, pathname: string): ApiNotFoundAnswer {
  const shown = pathname.length > SHOWN_PATH_LENGTH ? `${pathname.slice(0, SHOWN_PATH_LENGTH)}…` : pathname;
  return { error: 'not_found', message: `Unknown endpoint: ${method} ${shown}` };
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply, pathname: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(apiNotFoundAnswer(request.method, pathname));
}
