/**
 * The links e-mails carry (activate an account, reset a password, stop the newsletter, confirm a
 * new e-mail): a random token per link, filed under its purpose and player, with a lifetime.
 *
 * A used or expired link is remembered for a while, so following it again says "used" or
 * "expired" (and the page can offer the right next step) instead of "invalid". A newer link of
 * the same purpose for the same player replaces the older one, which then answers "invalid".
 * Newsletter links may be followed again and again: stopping twice is not an error.
 */
import { randomBytes } from 'node:crypto';
import type { LinkPurpose, LinkRefusal } from '../../schemas/user-pages-api.schema.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const LINK_LIFETIME_MS: Readonly<Record<LinkPurpose, number>> = {
  activate: DAY,
  'password-reset': HOUR,
  newsletter: 30 * DAY,
  'account-verify': DAY,
};

/** Links that may be followed more than once. */
const REUSABLE: ReadonlySet<LinkPurpose> = new Set(['newsletter']);
const FORGET_AFTER_MS = 7 * DAY;

export interface Link {
  readonly token: string;
  readonly purpose: LinkPurpose;
  readonly userId: number;
  /** Where the e-mail went: the player's address, or the new one an e-mail change confirms. */
  readonly email: string;
  readonly expiresAt: number;
  usedAt: number | null;
}

export type LinkUse = { ok: true; link: Link } | { ok: false; refusal: LinkRefusal };

export const LINK_REFUSAL_MESSAGES: Readonly<Record<LinkRefusal, string>> = {
  invalid: 'This link is not valid: it may be incomplete, or a newer link replaced it',
  expired: 'This link has expired',
  used: 'This link has been used already',
};

export class LinkBook {
  private readonly byToken = new Map<string, Link>();

  constructor(private readonly now: () => number) {}

  issue(purpose: LinkPurpose, userId: number, email: string): Link {
    this.forgetOld();
    for (const [token, link] of this.byToken) if (link.purpose === purpose && link.userId === userId) this.byToken.delete(token);
    const link: Link = { token: randomBytes(24).toString('base64url'), purpose, userId, email, expiresAt: this.now() + LINK_LIFETIME_MS[purpose], usedAt: null };
    this.byToken.set(link.token, link);
    return link;
  }

  /** Whether the link can be used now, without using it. */
  check(token: string, purpose: LinkPurpose): LinkUse {
    const link = this.byToken.get(token);
    if (!link || link.purpose !== purpose) return { ok: false, refusal: 'invalid' };
    if (link.usedAt !== null && !REUSABLE.has(purpose)) return { ok: false, refusal: 'used' };
    if (link.expiresAt <= this.now()) return { ok: false, refusal: 'expired' };
    return { ok: true, link };
  }

  /** Uses the link: a second use answers "used" (except for reusable links). */
  use(token: string, purpose: LinkPurpose): LinkUse {
    const checked = this.check(token, purpose);
    if (checked.ok && checked.link.usedAt === null) checked.link.usedAt = this.now();
    return checked;
  }

  private forgetOld(): void {
    const cutoff = this.now() - FORGET_AFTER_MS;
    for (const [token, link] of this.byToken) if (link.expiresAt < cutoff) this.byToken.delete(token);
  }
}
