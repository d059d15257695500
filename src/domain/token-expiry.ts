/**
 * The expiry of an access token (a token is valid only if it exists and its expiry is in the
 * future). Tokens are JWT-shaped: `header.payload.signature`, base64url, payload `{ exp }` in
 * unix seconds. The client never verifies the signature (the server does); it only needs the
 * expiry to size the cookie and to skip sending a token it knows is dead.
 */

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4);
  try {
    return atob(base64);
  } catch {
    return null;
  }
}

/** The token's `exp` in milliseconds since the epoch, or null when the token carries none. */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = decodeBase64Url(parts[1]!);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const exp = (payload as { exp?: unknown }).exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
}

/** Present, and its expiry in the future. */
export function isTokenValid(token: string | null | undefined, now: number): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
