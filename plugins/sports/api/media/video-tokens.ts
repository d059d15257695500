/**
 * Video tokens: what a signed-in player's browser opens the match stream with. Signed, not stored:
 * `<playerId>.<expiresAt>.<signature>`, with a secret made when the server starts (a restart asks
 * every player for a new token, which the client's 10-minute renewal does anyway). A token lives
 * 15 minutes, so the renewal always comes before the end.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const VIDEO_TOKEN_TTL_MS = 15 * 60_000;

export interface VideoTokens {
  issue(playerId: number): { token: string; expiresAt: number };
  /** The player a live token was issued to, or null (unknown, forged, expired, garbled). */
  playerOf(token: unknown): number | null;
}

export function createVideoTokens(now: () => number, secret: Buffer = randomBytes(32)): VideoTokens {
  const sign = (payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(playerId) {
      const expiresAt = now() + VIDEO_TOKEN_TTL_MS;
      const payload = `${playerId}.${expiresAt}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt };
    },
    playerOf(token) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const match = /^([1-9]\d{0,15})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, playerId, expiresAt, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${playerId}.${expiresAt}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return Number(expiresAt) > now() ? Number(playerId) : null;
    },
  };
}
