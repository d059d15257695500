/**
 * What the limit service remembers per player, in memory for the server's life like the players
 * themselves: their limits, what those limits count (deposits, stakes, time played: counted from the
 * stakes themselves and the client's pings), open questionnaires and the last reality-check answer.
 * The clock is the identity API's plus an offset that only the test route moves (POST
 * /web-api/__test/limits-clock, which exists only with REFERENCE_TEST_ROUTES=1), so e2e can let a
 * cooling-off pass without waiting.
 */
import { emptyActivity, recordPlay, settle, type Limit, type PlayActivity } from '../../src/domain/limits/index.ts';

export interface PendingQuestionnaire {
  playerId: number;
  changes: readonly { limitType: number; limitValue: number }[];
  expiresAt: number;
}

export interface RealityCheckRecord {
  action: 'continue' | 'log_out' | 'nothing';
  doNotShowAgain: boolean;
  popupShowAt: number;
  at: number;
}

interface PlayerLimits {
  limits: Limit[];
  activity: PlayActivity;
  /** When the player last showed they were playing (a round, a bet, a ticket, a session ping). */
  lastPlayAt: number | null;
  realityCheck: RealityCheckRecord | null;
}

/**
 * How much of the gap since the player's previous sign of play counts as play, at most: pings come
 * 30 s apart and rounds a few seconds apart, so a longer gap (a closed tab, a sleeping phone, a long
 * think over a coupon) counts as this much and no more.
 */
const MAX_PLAY_PER_GAP = 60;

export class LimitStore {
  private readonly players = new Map<number, PlayerLimits>();
  readonly questionnaires = new Map<string, PendingQuestionnaire>();
  private offsetSeconds = 0;

  constructor(private readonly baseNow: () => number) {}

  now(): number {
    return this.baseNow() + this.offsetSeconds;
  }

  /** Development only: moves the service's clock forward. */
  advance(seconds: number): { now: number; offsetSeconds: number } {
    this.offsetSeconds += seconds;
    return { now: this.now(), offsetSeconds: this.offsetSeconds };
  }

  private entry(playerId: number): PlayerLimits {
    let entry = this.players.get(playerId);
    if (!entry) {
      entry = { limits: [], activity: emptyActivity(), lastPlayAt: null, realityCheck: null };
      this.players.set(playerId, entry);
    }
    return entry;
  }

  /** The player's limits as they stand now (due raises applied, finished exclusions gone). */
  limitsOf(playerId: number): Limit[] {
    const entry = this.entry(playerId);
    entry.limits = settle(entry.limits, this.now());
    return entry.limits;
  }

  setLimits(playerId: number, limits: Limit[]): void {
    this.entry(playerId).limits = limits;
  }

  activityOf(playerId: number): PlayActivity {
    return this.entry(playerId).activity;
  }

  recordDeposit(playerId: number, amount: number, currency: string): void {
    const entry = this.entry(playerId);
    entry.activity = { ...entry.activity, deposits: [...entry.activity.deposits, { amount, currency, at: this.now() }] };
  }

  /** A stake placed (a bet, a casino round, a lotto ticket): counted against the money limits, and as play. */
  recordStake(playerId: number, amount: number, currency: string): void {
    const entry = this.entry(playerId);
    entry.activity = { ...entry.activity, stakes: [...entry.activity.stakes, { amount, currency, at: this.now() }] };
    this.notePlay(playerId);
  }

  /**
   * A sign that the player is playing: the time since the previous sign counts towards the session
   * limit (bounded). The server's own record of play (every stake) is a sign, so the session limit
   * holds for a client that never pings; the client's session ping is one more.
   */
  notePlay(playerId: number): void {
    const entry = this.entry(playerId);
    const now = this.now();
    const played = entry.lastPlayAt === null ? 0 : Math.min(MAX_PLAY_PER_GAP, Math.max(0, now - entry.lastPlayAt));
    entry.activity = recordPlay(entry.activity, played, now);
    entry.lastPlayAt = now;
  }

  recordRealityCheck(playerId: number, record: RealityCheckRecord): void {
    this.entry(playerId).realityCheck = record;
  }

  realityCheckOf(playerId: number): RealityCheckRecord | null {
    return this.entry(playerId).realityCheck;
  }
}
