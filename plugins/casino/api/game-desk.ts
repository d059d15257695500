/**
 * The casino's side of a game session: what a launch opened (game, mode, player, the sign-in session
 * and the account it was opened from, the site that frames it and what its regulator asks) and the
 * wallet the game origin settles each round with (what the two share: server/game-origin/wallet.ts).
 *
 * A launch token opens its seat once (`claim`): a second use of the URL is refused, so a leaked link
 * is worth nothing once the player's frame has opened it. A session launched by a signed-in player
 * lives as long as that sign-in: after a sign-out (this device or every device) or a password change
 * its rounds are refused. Real money moves through the ledger on the account the seat was opened on,
 * whatever account the player picks afterwards, and only after the one stake rule agrees. The
 * region's minimum round time holds per player across all their seats (per session for a guest's fun
 * money). Fun money lives in the session and never touches an account.
 *
 * Guests can open fun-money sessions without signing in, so the sessions are kept in two bounded
 * stores (server/bounded-store.ts): a flood of guest launches evicts only other guests' fun money,
 * never a player's seat.
 */
import { randomBytes } from 'node:crypto';
import {
  BoundedMap,
  GUEST_SESSIONS_KEPT,
  isLedgerRefusal,
  LAUNCH_TOKEN_TTL_MS,
  PLAYER_SESSIONS_KEPT,
  signLaunchToken,
  type CasinoSide,
  type Claim,
  type GameSession,
  type Ledger,
  type Leg,
  type Localized,
  type Player,
  type PlayerDirectory,
  type Settlement,
  type Stake,
  type StakeRefusal,
} from '../../../server/kit/index.ts';
import { roundMoney } from '../../../src/domain/money.ts';

/** What a fun-money session starts with. */
export const DEMO_BALANCE = 1000;
/** The longest minimum round time a config may set (schemas/casino-config.schema.ts): older round times no longer matter. */
const LONGEST_GAME_CYCLE_MS = 60_000;

export type LaunchFields = Omit<GameSession, 'id' | 'startedAt' | 'claimed' | 'rounds' | 'net' | 'demoBalance'>;

export interface GameDeskOptions {
  players: () => PlayerDirectory;
  /** Whether this sign-in session is still alive and the player's (identity.sessions.byPublicId). */
  signInAlive: (authSessionId: string, playerId: number) => boolean;
  /** The one stake rule (server/limits/stake-rule.ts), asked before every real-money round. */
  stakeRefusal: (player: Player, stake: Stake) => StakeRefusal | null;
  /** Counts a round's stake with the limit service (its wagering, loss and session-time limits). */
  recordStake: (playerId: number, amount: number, currencyIso: string) => void;
  ledger: () => Ledger;
  now: () => number;
}

const ENDED: Localized = { en: 'This game session has ended', ru: 'Эта игровая сессия завершена' };

const same = (message: string): Localized => ({ en: message, ru: message });

export class GameDesk implements CasinoSide {
  private readonly guestSessions: BoundedMap<string, GameSession>;
  private readonly playerSessions: BoundedMap<string, GameSession>;
  /** When each player (or a guest's session) last played a round, across all their seats. */
  private readonly lastRoundAt = new Map<string, number>();
  /** Shared with the game origin, which verifies the launch tokens itself. */
  readonly secret = randomBytes(32);

  constructor(private readonly options: GameDeskOptions) {
    this.guestSessions = new BoundedMap(GUEST_SESSIONS_KEPT, options.now);
    this.playerSessions = new BoundedMap(PLAYER_SESSIONS_KEPT, options.now);
  }

  /** Sessions kept now: guests' fun money and players' (tests check the bounds). */
  heldSessions(): { guests: number; players: number } {
    return { guests: this.guestSessions.size, players: this.playerSessions.size };
  }

  open(fields: LaunchFields): { session: GameSession; token: string } {
    const now = this.options.now();
    this.forgetOldRoundTimes(now);
    const session: GameSession = { ...fields, id: randomBytes(12).toString('base64url'), startedAt: now, claimed: false, rounds: 0, net: 0, demoBalance: DEMO_BALANCE };
    this.storeOf(session).set(session.id, session);
    const token = signLaunchToken({ sid: session.id, exp: now + LAUNCH_TOKEN_TTL_MS }, this.secret);
    return { session, token };
  }

  session(id: string): GameSession | undefined {
    return this.guestSessions.get(id) ?? this.playerSessions.get(id);
  }

  claim(id: string): Claim {
    const session = this.liveSession(id);
    if (!session) return { ok: false, reason: 'ended' };
    if (session.claimed) return { ok: false, reason: 'used' };
    session.claimed = true;
    return { ok: true, session };
  }

  balanceOf(session: GameSession): number {
    if (session.mode === 'demo') return session.demoBalance;
    return this.seatOf(session)?.account.money ?? 0;
  }

  settle(sessionId: string, stake: number, win: number): Settlement {
    const session = this.liveSession(sessionId);
    if (!session || !session.claimed) return { ok: false, status: 403, message: ENDED };
    const now = this.options.now();
    // Set again: a store forgets an entry SESSION_IDLE_MS after its last set, so a played session stays.
    this.storeOf(session).set(session.id, session);
    if (!(stake > 0) || !(win >= 0)) return { ok: false, status: 400, message: { en: 'The stake must be above zero', ru: 'Ставка должна быть больше нуля' } };
    const waitMs = this.cycleWaitMs(session, now);
    if (waitMs > 0) {
      const seconds = String(session.minGameCycleMs / 1000);
      return {
        ok: false,
        status: 429,
        message: { en: `Each round takes at least ${seconds} s, counted across all your games`, ru: `Каждый раунд длится не меньше ${seconds} с во всех ваших играх вместе` },
        retryAfterSeconds: Math.ceil(waitMs / 100) / 10,
      };
    }
    const settled = session.mode === 'demo' ? this.settleFunMoney(session, stake, win) : this.settleRealMoney(session, stake, win);
    if (settled.ok) this.lastRoundAt.set(cycleKey(session), now);
    return settled;
  }

  private settleFunMoney(session: GameSession, stake: number, win: number): Settlement {
    if (stake > session.demoBalance) return { ok: false, status: 400, message: { en: 'Not enough fun money for this stake', ru: 'Недостаточно игровых денег для этой ставки' } };
    session.demoBalance = roundMoney(session.demoBalance - stake + win, session.currency);
    session.net = roundMoney(session.net - stake + win, session.currency);
    return { ok: true, balance: session.demoBalance, net: session.net };
  }

  private settleRealMoney(session: GameSession, stake: number, win: number): Settlement {
    const seat = this.seatOf(session);
    if (!seat) return { ok: false, status: 403, message: ENDED };
    const { player, account } = seat;
    // Asked on every round, so a ban, a time-out or a limit set while the game is open stops it at once.
    const refusal = this.options.stakeRefusal(player, { amount: stake, currencyIso: account.iso });
    if (refusal !== null) return { ok: false, status: refusal.status, message: same(refusal.message) };
    // The stake must be there before the round: a win must not pay for the stake it came from.
    if (stake > account.money) return { ok: false, status: 400, message: { en: 'Not enough money for this stake', ru: 'Недостаточно денег для этой ставки' } };
    const legs: Leg[] = [{ accountId: account.id, amount: -stake, kind: 'casino-stake' }];
    if (win > 0) legs.push({ accountId: account.id, amount: win, kind: 'casino-win' });
    try {
      this.options.ledger().postAll(player, legs, 'casino-stake', `casino:${session.id}:${session.rounds + 1}`);
    } catch (error) {
      if (isLedgerRefusal(error)) return { ok: false, status: 400, message: same(error.message) };
      throw error;
    }
    session.rounds += 1;
    session.net = roundMoney(session.net - stake + win, account.iso);
    this.options.recordStake(player.id, stake, account.iso);
    return { ok: true, balance: account.money, net: session.net };
  }

  /** The session, unless it is gone or the sign-in it was launched from has ended (then it ends too). */
  private liveSession(id: string): GameSession | undefined {
    const session = this.session(id);
    if (!session) return undefined;
    if (session.authSessionId !== null && session.playerId !== null && !this.options.signInAlive(session.authSessionId, session.playerId)) {
      this.storeOf(session).delete(id);
      return undefined;
    }
    return session;
  }

  /** The player and the account a real-money session was opened on, while that account still holds its currency. */
  private seatOf(session: GameSession) {
    if (session.playerId === null || session.accountId === null) return undefined;
    const player = this.options.players().byUserId(session.playerId);
    const account = player?.accounts.find((a) => a.id === session.accountId);
    return player && account && account.iso === session.currency ? { player, account } : undefined;
  }

  private cycleWaitMs(session: GameSession, now: number): number {
    const last = this.lastRoundAt.get(cycleKey(session));
    return last === undefined ? 0 : session.minGameCycleMs - (now - last);
  }

  private storeOf(session: GameSession): BoundedMap<string, GameSession> {
    return session.playerId === null ? this.guestSessions : this.playerSessions;
  }

  private forgetOldRoundTimes(now: number): void {
    for (const [key, at] of this.lastRoundAt) if (now - at > LONGEST_GAME_CYCLE_MS) this.lastRoundAt.delete(key);
  }
}

/** Whose rounds the minimum round time spaces out: a player's, across their seats; a guest's session's. */
function cycleKey(session: GameSession): string {
  return session.playerId === null ? `session:${session.id}` : `player:${session.playerId}`;
}
