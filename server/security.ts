/**
 * Security headers on every response. Scripts run only when they carry this response's nonce
 * (or are loaded by one that does: 'strict-dynamic' covers the lazy plugin chunks), so an injected
 * <script> never runs; there is no 'unsafe-inline' and no 'unsafe-eval' (the validators are
 * standalone code, nothing compiles at run time).
 *
 * Scripts are same-origin only for now: the site config's remoteOrigins are NOT added to
 * script-src. With 'strict-dynamic' a host list is ignored by modern browsers anyway; remote code
 * will have to be loaded by the nonce-carrying entry (which 'strict-dynamic' allows), and
 * connect-src will need those origins once remote views are fetched from them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_VIEW_TRUSTED_TYPES_POLICY, SANITIZER_TRUSTED_TYPES_POLICY } from '../schemas/remote-view-api.schema.ts';
import { SCRIPT_URL_POLICIES } from '../src/composer/trusted-types.ts';
import { SEO_BLOCK_TRUSTED_TYPES_POLICY } from '../src/composer/seo-block.ts';

/** The only Trusted Types policies a page may create (the sanitiser's own among them). */
export const TRUSTED_TYPES_POLICIES: readonly string[] = [REMOTE_VIEW_TRUSTED_TYPES_POLICY, SANITIZER_TRUSTED_TYPES_POLICY, ...SCRIPT_URL_POLICIES, SEO_BLOCK_TRUSTED_TYPES_POLICY];

/** The origins this request's page may frame (the site config's game origins); none: nothing may be framed. */
export type FrameSources = (request: FastifyRequest) => readonly string[];

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh random nonce for this response's scripts; empty until the first call of cspNonce(). */
    cspNonceValue: string;
    /** Third-party origins this request's page may load scripts from, frame and connect to (the live chat's); set by the support routes. */
    chatOrigins: readonly string[] | null;
  }
}

/** The nonce of this request's response, made on first use (most responses are not HTML). */
export function cspNonce(request: FastifyRequest): string {
  if (request.cspNonceValue === '') request.cspNonceValue = randomBytes(16).toString('base64');
  return request.cspNonceValue;
}

/**
 * The policy; with a nonce for HTML, with script-src 'self' for everything else (the service worker).
 * frame-src is exactly `frameSources` and the chat origins ('none' when empty; our own origin only when listed), so a frame
 * from any other origin is blocked by the browser as well as refused by the client.
 */
export function contentSecurityPolicy(nonce?: string, frameSources: readonly string[] = [], chatOrigins: readonly string[] = []): string {
  // Chat origins join script-src for browsers without 'strict-dynamic' (newer ones ignore host lists
  // there and trust the chat script because our nonce-carrying code inserts it), and connect-src and
  // frame-src because a chat widget talks to its origin and frames its window from there.
  const chat = chatOrigins.length > 0 ? ` ${chatOrigins.join(' ')}` : '';
  const scriptSrc = (nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'self'") + chat;
  const frames = [...new Set([...frameSources, ...chatOrigins])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // The first screen's CSS is inlined in the HTML with the same nonce (no 'unsafe-inline').
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    // Match videos stream from our own web API (the sports feature's, plugins/sports/api/media), never from elsewhere.
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${chat}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Every HTML and script-URL sink takes only a value a named policy made: HTML from an API
    // reaches the page through DOMPurify (the remote-view policy), and each place that loads a script
    // has a policy of its own that accepts only the addresses it may load. No 'default' policy and
    // no duplicates, so no other script can mint one of these values.
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function registerSecurityHeaders(app: FastifyInstance, frameSources: FrameSources = () => []): void {
  app.decorateRequest('cspNonceValue', '');
  app.decorateRequest('chatOrigins', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // Only an HTML document uses the nonce, and it must be the one its <script> carries.
    const nonce = type.startsWith('text/html') && request.cspNonceValue !== '' ? request.cspNonceValue : undefined;
    reply.header('content-security-policy', contentSecurityPolicy(nonce, frameSources(request), request.chatOrigins ?? []));
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });
}
