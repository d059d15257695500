/**
 * Access tokens: `base64url(header).base64url(payload).base64url(HMAC-SHA256)` with payload
 * `{ sub, op, sid, exp, iat }`. The signature only proves the server minted it; whether its session is
 * still alive (logout, logout on all devices) is the session store's question, and whether it is
 * this site's (`op`) the caller's, asked on every use.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** The user id. */
  sub: number;
  /** The operator (site config id) the player and session belong to: the token is nobody on another's site. */
  op: string;
  /** The public id of the session the token belongs to (never the session cookie's secret). */
  sid: string;
  /** Expiry, unix seconds. */
  exp: number;
  /**
   * When it was minted, unix seconds: a call that needs a freshly issued token (the self-exclusion
   * reasons, SPEC 7) asks for it. A token without one is never fresh.
   */
  iat?: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(input: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(claims: TokenClaims, secret: Buffer): string {
  const payload = { sub: claims.sub, op: claims.op, sid: claims.sid, exp: claims.exp, ...(claims.iat === undefined ? {} : { iat: claims.iat }) };
  const unsigned = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${sign(unsigned, secret).toString('base64url')}`;
}

export function verifyToken(token: string, secret: Buffer, nowSeconds: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  // Constant-time comparison: the time taken must not tell how much of a guessed signature is right.
  if (header !== HEADER || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  // Valid only while exp is in the future.
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, op, sid, exp, iat } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(sub) && typeof op === 'string' && op !== '' && typeof sid === 'string' && sid !== '' && Number.isSafeInteger(exp) && (iat === undefined || Number.isSafeInteger(iat))
  );
}
