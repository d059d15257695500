/**
 * How long a client may hold the server. Without these a request whose body never completes, or a
 * connection that says nothing, holds a socket (and its buffers) for as long as the client likes:
 * a few hundred of them and nobody else gets served.
 */
import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** A whole request, headers and body, must have arrived within this time (408 and the connection closed). */
  requestMs: number;
  /** A connection silent this long is closed, whatever it was doing. */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, idleMs: 60_000, keepAliveMs: 5_000 };

/**
 * The largest body the server reads. The largest legitimate one is a verification document's chunk:
 * 256 KiB in base64 (about 350 KB) in a small JSON envelope.
 */
export const BODY_LIMIT_BYTES = 512 * 1024;

export function fastifyTimeoutOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    bodyLimit: BODY_LIMIT_BYTES,
    http: {
      // Node enforces the request timeout only when the headers' own timeout is not longer.
      headersTimeout: timeouts.requestMs,
      // Node checks both on this beat (30 s by default): a short timeout needs a short beat.
      connectionsCheckingInterval: Math.min(timeouts.requestMs / 2, 15_000),
    },
  };
}
