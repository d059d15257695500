/**
 * The token a launch URL carries: which game session it opens and until when, signed with a secret
 * the casino API and the game origin share (HMAC-SHA256). Anyone can read it; nobody without the
 * secret can make one, change its session or stretch its life.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to load the frame on a slow phone, short enough that a leaked URL is soon useless. */
export const LAUNCH_TOKEN_TTL_MS = 120_000;

export interface LaunchClaims {
  /** The game session's id. */
  sid: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export type TokenCheck = { ok: true; claims: LaunchClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

function signature(payload: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signLaunchToken(claims: LaunchClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

export function verifyLaunchToken(token: unknown, secret: Buffer, now: number): TokenCheck {
  if (typeof token !== 'string' || token.length > 1000) return { ok: false, reason: 'malformed' };
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, payload, given] = match as unknown as [string, string, string];
  const expected = signature(payload, secret);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'forged' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { sid, exp } = (claims ?? {}) as Partial<LaunchClaims>;
  if (typeof sid !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'malformed' };
  if (exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sid, exp } };
}
