/**
 * Sign-in sessions. The browser holds the session's secret in the httpOnly cookie `auth_session`;
 * tokens carry only the public `sid`, so script that reads a token (the client keeps it in a
 * readable cookie) still cannot forge the session cookie.
 */
import { randomBytes } from 'node:crypto';

export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** A browser-session cookie dies with the browser; the server forgets it after a day at the latest. */
export const UNREMEMBERED_SESSION_SECONDS = 24 * 60 * 60;

export interface Session {
  readonly id: string;
  readonly secret: string;
  readonly userId: number;
  /** The player's operator: the session is good only on that operator's sites. */
  readonly operatorId: string;
  readonly remember: boolean;
  readonly expiresAt: number;
}

export class SessionStore {
  private readonly bySecret = new Map<string, Session>();
  private readonly byId = new Map<string, Session>();

  constructor(private readonly now: () => number) {}

  open(player: { readonly id: number; readonly operatorId: string }, remember: boolean): Session {
    const lifetime = remember ? REMEMBERED_SESSION_SECONDS : UNREMEMBERED_SESSION_SECONDS;
    const session: Session = {
      id: randomBytes(12).toString('base64url'),
      secret: randomBytes(32).toString('base64url'),
      userId: player.id,
      operatorId: player.operatorId,
      remember,
      expiresAt: this.now() + lifetime * 1000,
    };
    this.bySecret.set(session.secret, session);
    this.byId.set(session.id, session);
    return session;
  }

  /** The live session whose cookie this is; undefined when unknown, revoked or expired. */
  byCookie(secret: string | undefined): Session | undefined {
    return this.alive(secret === undefined ? undefined : this.bySecret.get(secret));
  }

  byPublicId(id: string): Session | undefined {
    return this.alive(this.byId.get(id));
  }

  revoke(session: Session): void {
    this.bySecret.delete(session.secret);
    this.byId.delete(session.id);
  }

  /** Logout on all devices, or a password change: every session of the user ends. */
  revokeAllOf(userId: number): void {
    for (const session of [...this.byId.values()]) if (session.userId === userId) this.revoke(session);
  }

  /** A password changed while signed in: every other session of the user ends, the one that changed it stays. */
  revokeAllBut(kept: Session): void {
    for (const session of [...this.byId.values()]) if (session.userId === kept.userId && session.id !== kept.id) this.revoke(session);
  }

  private alive(session: Session | undefined): Session | undefined {
    if (!session) return undefined;
    if (session.expiresAt > this.now()) return session;
    this.revoke(session);
    return undefined;
  }
}
