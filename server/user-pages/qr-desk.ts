/**
 * QR sign-in: a browser that wants to sign in opens a request and shows its code (as a QR code or
 * as text); a device where the player is signed in reads the code and approves or declines; the
 * waiting browser then claims its sign-in once. The request's id is the waiting browser's secret
 * (only it may see the state and claim); the code is what travels to the other device, and it says
 * nothing without a signed-in player's approval.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { QrStatus } from '../../schemas/user-pages-api.schema.ts';
import { BoundedMap } from '../bounded-store.ts';

export const QR_LIFETIME_MS = 3 * 60 * 1000;
/** Requests kept: an hour past their lifetime (forgetOld's horizon), at most 10,000. */
const QR_KEPT = { maxEntries: 10_000, maxAgeMs: QR_LIFETIME_MS + 60 * 60 * 1000 };
// No 0/O or 1/I: the code is also read aloud and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface QrRequest {
  readonly id: string;
  readonly code: string;
  readonly device: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  approvedBy: number | null;
  /** The sign-in session that approved: the approval holds only while it lives (a password change or a sign-out everywhere ends it). */
  approvedInSession: string | null;
  declined: boolean;
  claimed: boolean;
}

export class QrDesk {
  // Any guest opens requests: at most QR_KEPT of them, evicted oldest first from both maps alike.
  private readonly byId: BoundedMap<string, QrRequest>;
  private readonly byCode: BoundedMap<string, QrRequest>;

  constructor(private readonly now: () => number) {
    this.byId = new BoundedMap(QR_KEPT, now);
    this.byCode = new BoundedMap(QR_KEPT, now);
  }

  open(device: string): QrRequest {
    this.forgetOld();
    let code: string;
    do code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    while (this.byCode.has(code));
    const request: QrRequest = {
      id: randomBytes(18).toString('base64url'),
      code,
      device,
      createdAt: this.now(),
      expiresAt: this.now() + QR_LIFETIME_MS,
      approvedBy: null,
      approvedInSession: null,
      declined: false,
      claimed: false,
    };
    this.byId.set(request.id, request);
    this.byCode.set(code, request);
    return request;
  }

  byRequestId(id: string): QrRequest | undefined {
    return this.byId.get(id);
  }

  /** Codes are typed too: any case, spaces and dashes ignored. */
  byTypedCode(code: string): QrRequest | undefined {
    return this.byCode.get(code.toUpperCase().replace(/[\s-]/g, ''));
  }

  statusOf(request: QrRequest): QrStatus {
    if (request.claimed) return 'used';
    if (request.declined) return 'declined';
    if (request.expiresAt <= this.now()) return 'expired';
    return request.approvedBy !== null ? 'approved' : 'waiting';
  }

  private forgetOld(): void {
    const cutoff = this.now() - 60 * 60 * 1000;
    for (const [id, request] of this.byId) {
      if (request.expiresAt >= cutoff) continue;
      this.byId.delete(id);
      this.byCode.delete(request.code);
    }
  }
}
