/** What the user-pages API remembers, per server instance (tests get fresh ones). */
import { BoundedMap } from '../bounded-store.ts';
import { LinkBook } from './links.ts';
import { QrDesk } from './qr-desk.ts';

export interface AppToken {
  readonly userId: number;
  /** The session that minted the token: a password change or "sign out everywhere" ends both. */
  readonly sessionId: string;
  readonly expiresAt: number;
  used: boolean;
}

export class UserPagesStore {
  readonly links: LinkBook;
  readonly qr: QrDesk;
  /**
   * App sign-in tokens by token. Any one-click player mints them at will: at most 10,000 kept, each
   * for an hour (long past its minute of life, so a late use still answers "expired").
   */
  readonly appTokens: BoundedMap<string, AppToken>;
  /** Players whose e-mail an activation link confirmed, with that e-mail. */
  readonly activatedEmails = new Map<number, string>();
  /** The new e-mail an account-verify link will confirm, by player id. */
  readonly pendingEmails = new Map<number, string>();

  constructor(readonly now: () => number) {
    this.links = new LinkBook(now);
    this.appTokens = new BoundedMap({ maxEntries: 10_000, maxAgeMs: 60 * 60_000 }, now);
    this.qr = new QrDesk(now);
  }
}
