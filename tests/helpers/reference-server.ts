/**
 * Component tests of plugin pages (information, support) talk to the reference server itself (in-process, through
 * app.inject), so a page meets the answers and refusals players really get. The API client stand-in
 * adds what the app's client adds: the /web-api prefix, the player's token, the language, and an
 * ApiError with the server's message for a 4xx or 5xx.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import { buildServer } from '../../server/app.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

const ROOT = join(import.meta.dirname, '..', '..');

export interface ReferenceServer {
  app: FastifyInstance;
  /** A guest's API, or a newly registered player's. */
  caller(who: 'guest' | 'player', lng?: string): Promise<Request>;
  close(): Promise<void>;
}

export async function startReferenceServer(siteConfigId = 'default'): Promise<ReferenceServer> {
  const app = await buildServer({ rootDir: ROOT, siteConfigId, auth: { logLine: () => undefined } });
  const caller = async (who: 'guest' | 'player', lng = 'en'): Promise<Request> => {
    let token: string | undefined;
    if (who === 'player') {
      const res = await app.inject({ method: 'POST', url: '/web-api/user/registration', payload: { type: 'one_click', currency: 'USD', country_id: 1 } });
      token = (res.json() as { data?: { token?: string } }).data?.token;
      if (res.statusCode !== 200 || !token) throw new Error(`could not register (${res.statusCode}): ${res.body}`);
    }
    return async (method, path, options = {}) => {
      const query = new URLSearchParams(Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]))).toString();
      const answer = await app.inject({
        method,
        url: `/web-api${path}${query ? `?${query}` : ''}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-language': lng },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      const body: unknown = answer.body ? answer.json() : null;
      if (answer.statusCode >= 400) throw new ApiError(String((body as { message?: unknown })?.message ?? answer.statusMessage), answer.statusCode);
      return body;
    };
  };
  return { app, caller, close: () => app.close() };
}
