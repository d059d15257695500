/**
 * What crosses between the casino API and the game origin (server.ts), the two halves of a game: the
 * game sessions a launch opens and the wallet the game origin settles each round with. The casino
 * (plugins/casino/api) keeps the sessions and decorates the main server with its side
 * (`casinoDesk`); the game origin asks it on each request, so either may start first.
 */
import type { Bounds } from '../bounded-store.ts';
import type { Localized } from '../kit/language.ts';

/** A session nobody has played for this long is forgotten (the server keeps everything in memory). */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** Guests' fun-money sessions kept at most: anyone can open one, so past this the oldest is forgotten. */
export const GUEST_SESSIONS_KEPT: Bounds = { maxEntries: 10_000, maxAgeMs: SESSION_IDLE_MS };
/** Signed-in players' sessions kept at most: far more than one server's players play at once. */
export const PLAYER_SESSIONS_KEPT: Bounds = { maxEntries: 100_000, maxAgeMs: SESSION_IDLE_MS };

export interface GameSession {
  readonly id: string;
  readonly gameId: number;
  readonly gameName: string;
  readonly mode: 'real' | 'demo';
  /** Null for a guest's fun-money session. */
  readonly playerId: number | null;
  /** The sign-in session (Session.id) the game was launched from: its rounds need it alive. Null for a guest. */
  readonly authSessionId: string | null;
  /** The account real money moves on: the one active at launch. Null for fun money. */
  readonly accountId: number | null;
  /** The currency the session plays in (the account's at launch, or the region's for fun money). */
  readonly currency: string;
  /** The site that frames the game: the only origin it may post to, and the only one that may frame it. */
  readonly parentOrigin: string;
  readonly minGameCycleMs: number;
  readonly sessionStats: boolean;
  readonly language: 'en' | 'ru';
  readonly startedAt: number;
  /** Whether the launch token has opened its seat: it opens one, once. */
  claimed: boolean;
  /** Rounds played, for the ledger's references. */
  rounds: number;
  /** Wins minus stakes so far. */
  net: number;
  demoBalance: number;
}

/** Why a launch token cannot open a seat: its session is gone (or its sign-in ended), or it opened one already. */
export type Claim = { ok: true; session: GameSession } | { ok: false; reason: 'ended' | 'used' };

export type Settlement =
  | { ok: true; balance: number; net: number }
  | { ok: false; status: 400 | 401 | 403; message: Localized }
  | { ok: false; status: 429; message: Localized; retryAfterSeconds: number };

/** What the game origin may ask of the casino: nothing else crosses between the two servers. */
export interface GameWallet {
  session(id: string): GameSession | undefined;
  /** Opens the seat of a launch token's session: once, and only while the player's sign-in lives. */
  claim(id: string): Claim;
  /** The balance the session plays with now (its account's money, or the fun money). */
  balanceOf(session: GameSession): number;
  /** One round: takes the stake, pays the win; refused as a whole, never half done. */
  settle(sessionId: string, stake: number, win: number): Settlement;
}

/** The casino as the game origin sees it: its wallet and the secret it signs launch tokens with. */
export type CasinoSide = GameWallet & { readonly secret: Buffer };

declare module 'fastify' {
  interface FastifyInstance {
    /** The casino's game sessions and wallet, for the game origin; set by the casino's reference API. */
    casinoDesk: CasinoSide;
  }
}
