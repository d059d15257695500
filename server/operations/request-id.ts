/**
 * Request ids: each request is known by one id in the logs of every service it passes through. A
 * caller (the load balancer, the shell) may name it in X-Request-Id; a value that is not a plain
 * token is replaced, so a client cannot write into the logs. The id goes back in the answer's
 * X-Request-Id and on to the back end with every call made for the request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's id when it is a plain token, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}
