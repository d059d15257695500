/**
 * The shell's back end when it runs alone (`npm run serve:shell` with API_ORIGIN): one keep-alive
 * connection pool to the operator's API, used for the first screen's data (the calls the browser
 * would make, on the visitor's behalf) and to see whether the back end answers (/readyz).
 *
 * undici directly rather than fetch: a call must carry the page's Host (the back end chooses the
 * operator by it), which fetch may not set, and a pool keeps connections open between pages.
 */
import type { FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import type { ServerMetrics } from '../operations/metrics.ts';
import { REQUEST_ID_HEADER } from '../operations/request-id.ts';
import { forwardedFor } from './forwarded.ts';
import { firstScreenRequest } from '../in-process-fetch.ts';

/** A first screen waits at most this long for one call; the renderer gives up sooner (800 ms) anyway. */
const RENDER_CALL_TIMEOUT_MS = 2_000;
/** The readiness probe's limit: a back end slower than this is not ready. */
const PING_TIMEOUT_MS = 1_000;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface RemoteApi {
  readonly origin: string;
  /** A fetch for one page's first-screen data: GET only, with the visitor's cookies, language and request id. */
  fetchFor(page: FastifyRequest): typeof globalThis.fetch;
  /** Whether the back end answers its liveness call within a second. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** API_ORIGIN: an http(s) origin without path, query or credentials, else a message saying what is wrong. */
export function apiOriginProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is "${value}", not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `is "${value}": only http and https back ends are served`;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return `is "${value}": give the origin only (scheme, host, port)`;
  return undefined;
}

export function remoteApi(origin: string, metrics: ServerMetrics): RemoteApi {
  const pool = new Pool(origin, { connections: 64, keepAliveTimeout: 10_000 });
  return {
    origin,
    fetchFor(page) {
      return async (input, init) => {
        const { path, headers } = firstScreenRequest(input, init);
        headers.host = page.headers.host ?? 'localhost';
        if (page.headers.cookie) headers.cookie = page.headers.cookie;
        if (page.headers['accept-language']) headers['accept-language'] = String(page.headers['accept-language']);
        if (page.headers['user-agent']) headers['user-agent'] = String(page.headers['user-agent']);
        headers[REQUEST_ID_HEADER] = page.id;
        headers['x-forwarded-for'] = forwardedFor(page);
        const started = performance.now();
        const signals = [AbortSignal.timeout(RENDER_CALL_TIMEOUT_MS), ...(init?.signal ? [init.signal] : [])];
        try {
          const answer = await pool.request({ method: 'GET', path, headers, signal: AbortSignal.any(signals) });
          const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(await answer.body.arrayBuffer());
          if (body === null) await answer.body.dump();
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            if (typeof value === 'string') responseHeaders.set(name, value);
            else if (Array.isArray(value)) for (const one of value) responseHeaders.append(name, one);
          }
          metrics.backend.observe({ kind: 'render', outcome: answer.statusCode >= 500 ? 'error' : 'ok' }, (performance.now() - started) / 1000);
          return new Response(body, { status: answer.statusCode, headers: responseHeaders });
        } catch (error) {
          metrics.backend.observe({ kind: 'render', outcome: 'error' }, (performance.now() - started) / 1000);
          throw error;
        }
      };
    },
    async ping() {
      try {
        const answer = await pool.request({ method: 'GET', path: '/web-api/session', signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
        await answer.body.dump();
        return answer.statusCode === 200;
      } catch {
        return false;
      }
    },
    close: () => pool.close(),
  };
}
