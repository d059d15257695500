/**
 * Codes sent to the player (SMS, two-step, recovery): six digits, a lifetime, five tries. An SMS
 * code is filed under its operator, purpose and phone (the SMS sign-in sends no ticket); two-step and
 * recovery codes under a random ticket. A newer code for the same key replaces the older one.
 *
 * Expired codes are kept for a while so that a late try answers "expired" (time_up), not
 * "unknown": a code is wrong_code while unexpired and time_up afterwards.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { BoundedMap } from '../bounded-store.ts';

export const CODE_TTL_SECONDS = 300;
export const MAX_CODE_ATTEMPTS = 5;
const FORGET_EXPIRED_AFTER_MS = 60 * 60 * 1000;

export interface IssuedCode {
  readonly key: string;
  readonly code: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly userId: number | null;
  attempts: number;
  /** Recovery: the code was checked, so the new password may be saved with it. */
  approved: boolean;
}

export type CodeCheck = 'ok' | 'unknown' | 'wrong' | 'expired' | 'exhausted';

export function newTicket(): string {
  return randomBytes(18).toString('base64url');
}

export class CodeBook {
  /** Guests have codes sent to any phone: at most 100,000 kept, none past a day, the oldest evicted first. */
  private readonly codes: BoundedMap<string, IssuedCode>;

  constructor(private readonly now: () => number) {
    this.codes = new BoundedMap({ maxEntries: 100_000, maxAgeMs: 24 * 60 * 60_000 }, now);
  }

  issue(key: string, userId: number | null, ttlSeconds = CODE_TTL_SECONDS): IssuedCode {
    this.forgetOld();
    const issued: IssuedCode = {
      key,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      issuedAt: this.now(),
      expiresAt: this.now() + ttlSeconds * 1000,
      userId,
      attempts: 0,
      approved: false,
    };
    this.codes.set(key, issued);
    return issued;
  }

  find(key: string): IssuedCode | undefined {
    return this.codes.get(key);
  }

  /** Checks a typed code; a wrong one uses up a try. The code stays until consume(). */
  check(key: string, typed: string): { result: CodeCheck; issued?: IssuedCode } {
    const issued = this.codes.get(key);
    if (!issued) return { result: 'unknown' };
    if (issued.expiresAt <= this.now()) return { result: 'expired', issued };
    if (issued.attempts >= MAX_CODE_ATTEMPTS) return { result: 'exhausted', issued };
    if (typed.trim() !== issued.code) {
      issued.attempts += 1;
      return { result: 'wrong', issued };
    }
    return { result: 'ok', issued };
  }

  consume(key: string): void {
    this.codes.delete(key);
  }

  private forgetOld(): void {
    const cutoff = this.now() - FORGET_EXPIRED_AFTER_MS;
    for (const [key, issued] of this.codes) if (issued.expiresAt < cutoff) this.codes.delete(key);
  }
}
