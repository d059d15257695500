/**
 * Cache-Control of the HTML shell: it revalidates on every load and is never
 * `no-store`, because `no-store` keeps a page out of the back/forward cache. Each answer carries its
 * own CSP nonce, so a stored copy is never reused without asking the server first; a signed-in
 * player's page is additionally kept out of shared caches (`private`).
 */
import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../src/app/token-cookie.ts';
import { SESSION_COOKIE } from './auth/cookies.ts';
import { readCookie } from './routes/web-api.ts';

/** Store, but ask the server before every reuse. */
export const HTML_CACHE_CONTROL = 'no-cache';
/** The same for a signed-in player: only the browser's own cache may keep it. */
export const PRIVATE_HTML_CACHE_CONTROL = 'private, no-cache';

/**
 * Whether the request comes from a signed-in browser: it carries the user token (`user_token`,
 * written by the client) or the identity API's httpOnly session (`auth_session`), which mints a new
 * token when the short-lived one has expired.
 */
export function carriesSession(request: Pick<FastifyRequest, 'headers'>): boolean {
  const has = (name: string) => (readCookie(request.headers.cookie, name) ?? '') !== '';
  return has(TOKEN_COOKIE) || has(SESSION_COOKIE);
}

/** The HTML shell's Cache-Control for this request: `private, no-cache` when signed in, else `no-cache`. */
export function privateOrRevalidate(request: Pick<FastifyRequest, 'headers'>): string {
  return carriesSession(request) ? PRIVATE_HTML_CACHE_CONTROL : HTML_CACHE_CONTROL;
}
