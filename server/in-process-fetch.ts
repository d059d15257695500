/**
 * A fetch answered by this server in-process (Fastify's inject), for the page renderer's
 * first-screen data: the same routes, checks and answers a browser gets, without a socket. Only
 * reads: a first screen never changes anything. The caller's Host is kept, so the site config is
 * the one the page is rendered for; no cookie is passed on (the first screen is a guest's).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * What a first screen's fetch asks for: the path with its query and the client's headers. Only reads:
 * a first screen never changes anything (shared with server/backend/remote-api.ts).
 */
export function firstScreenRequest(input: Parameters<typeof globalThis.fetch>[0], init: RequestInit | undefined): { path: string; headers: Record<string, string> } {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET') throw new TypeError(`first-screen data may only read: ${method} refused`);
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://first-screen');
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return { path: url.pathname + url.search, headers };
}

export function inProcessFetch(app: FastifyInstance, page: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    const { path, headers } = firstScreenRequest(input, init);
    const answer = await app.inject({ method: 'GET', url: path, headers: { ...headers, host: page.headers.host ?? 'localhost' } });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
      else if (typeof value === 'number') responseHeaders.set(name, String(value));
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
