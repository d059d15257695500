/**
 * The shell forwards every path of the back end the browser calls (BACK_END_PREFIXES: the API
 * prefixes of server/routes/api-not-found.ts and the back end's scripts) to the back end, so a browser talks to one origin and never needs CORS. A kept proxy
 * (@fastify/http-proxy on undici) streams bodies both ways and keeps status codes, cookies and
 * headers; the request keeps its Host (the back end chooses the operator by it), gains the request
 * id and X-Forwarded-For. A back end that cannot be reached answers 502 as JSON, as API errors are.
 */
import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';
import { API_PREFIXES } from '../routes/api-not-found.ts';
import { REQUEST_ID_HEADER } from '../operations/request-id.ts';
import { forwardedFor } from './forwarded.ts';

/**
 * Every path the back end serves: its API prefixes, and two script paths of the back end's own (the
 * remote views' app, the chat provider's stand-in) that pages load. api-proxy.test.ts checks the
 * list against the routes a back end registers.
 */
export const BACK_END_PREFIXES: readonly string[] = [...API_PREFIXES, '/remote-views', '/chat-standin'];

/** Matches server/timeouts.ts: the longest an API call may take (a slow payment provider). */
const PROXY_TIMEOUT_MS = 30_000;

export async function registerApiProxy(app: FastifyInstance, origin: string): Promise<void> {
  await app.register(async (scope) => {
    // The proxied calls' latency as the shell sees it (the back end's time and the way there and back).
    scope.addHook('onResponse', async (request, reply) => {
      app.metrics.backend.observe({ kind: 'proxy', outcome: reply.statusCode >= 502 ? 'error' : 'ok' }, reply.elapsedTime / 1000);
    });
    for (const prefix of BACK_END_PREFIXES) {
      await scope.register(proxy, {
        upstream: origin,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          timeout: PROXY_TIMEOUT_MS,
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            host: request.headers.host ?? headers.host,
            [REQUEST_ID_HEADER]: request.id,
            'x-forwarded-for': forwardedFor(request),
          }),
          onError: (reply, { error }) => {
            reply.request.log.warn({ err: error }, 'back end unreachable');
            void reply
              .code(502)
              .header('cache-control', 'no-store')
              .type('application/json; charset=utf-8')
              .send({ error: 'bad_gateway', message: 'The back end did not answer. Try again in a moment.' });
          },
        },
      });
    }
  });
}
