/**
 * The two cookies the identity API owns. Both are httpOnly (page script has no business with
 * them) and SameSite=Lax; Secure in production, where the site is served over HTTPS (local
 * development is plain HTTP, where a Secure cookie would never come back).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../routes/web-api.ts';

/** The session secret; what gettoken trusts to mint a fresh token. */
export const SESSION_COOKIE = 'auth_session';
/** Which browser a captcha challenge and the failed sign-in count belong to. */
export const CAPTCHA_COOKIE = 'captcha_id';

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const value = readCookie(request.headers.cookie, name);
  return value === undefined || value === '' ? undefined : value;
}

/** maxAgeSeconds undefined = a browser-session cookie; 0 = delete it. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: { maxAgeSeconds?: number; secure: boolean }): void {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  // Fastify appends repeated set-cookie headers instead of replacing them.
  reply.header('set-cookie', parts.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string, secure: boolean): void {
  setCookie(reply, name, '', { maxAgeSeconds: 0, secure });
}
