/**
 * The session history: each sign-in session the office has seen, with the device (from the
 * browser's user agent), the address and when it started and was last seen. A session that was
 * logged out or expired stays listed as ended.
 */
import type { FastifyRequest } from 'fastify';
import { type OfficeRecord, REMEMBERED_SESSION_SECONDS, type Session, UNREMEMBERED_SESSION_SECONDS } from '../../../server/kit/index.ts';

/** Sessions kept per player: the oldest are forgotten first. */
export const MAX_SESSIONS_KEPT = 20;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/YaBrowser/, 'Yandex Browser'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome, Android" from a user agent; what is not recognised is left out, and nothing at all is "Unknown device". */
export function deviceOf(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return [browser, system].filter(Boolean).join(', ') || 'Unknown device';
}

export function noteSession(record: OfficeRecord, session: Session, request: FastifyRequest, now: number): void {
  const seen = record.sessions.get(session.id);
  if (seen) {
    seen.lastSeenAt = now;
    return;
  }
  const lifetime = (session.remember ? REMEMBERED_SESSION_SECONDS : UNREMEMBERED_SESSION_SECONDS) * 1000;
  record.sessions.set(session.id, {
    id: session.id,
    device: deviceOf(request.headers['user-agent']),
    ip: request.ip,
    startedAt: session.expiresAt - lifetime,
    lastSeenAt: now,
  });
  if (record.sessions.size > MAX_SESSIONS_KEPT) {
    const oldest = [...record.sessions.values()].sort((a, b) => a.startedAt - b.startedAt)[0]!;
    record.sessions.delete(oldest.id);
  }
}
