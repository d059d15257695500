/**
 * The casino's side of a game session: what a launch opened (game, mode, player, the site that frames
 * it and what its regulator asks) and the wallet the game origin settles each round with. Real money
 * moves on the player's active account, and only after the limit service agrees; fun money lives in
 * the session and never touches an account.
 */
import { randomBytes } from 'node:crypto';
import type { Player, PlayerDirectory } from '../auth/players.ts';
import type { PlayRestrictions } from '../limits/restrictions.ts';
import { roundMoney } from '../../src/domain/money.ts';
import { LAUNCH_TOKEN_TTL_MS, signLaunchToken } from './launch-token.ts';
import type { Localized } from './http.ts';

/** What a fun-money session starts with. */
export const DEMO_BALANCE = 1000;
/** A session nobody has played for this long is forgotten (the server keeps everything in memory). */
export const SESSION_IDLE_MS = 12 * 3_600_000;

export interface GameSession {
  readonly id: string;
  readonly gameId: number;
  readonly gameName: string;
  readonly mode: 'real' | 'demo';
  /** Null for a guest's fun-money session. */
  readonly playerId: number | null;
  readonly currency: string;
  /** The site that frames the game: the only origin it may post to, and the only one that may frame it. */
  readonly parentOrigin: string;
  readonly minGameCycleMs: number;
  readonly sessionStats: boolean;
  readonly language: 'en' | 'ru';
  readonly startedAt: number;
  lastActiveAt: number;
  /** Wins minus stakes so far. */
  net: number;
  demoBalance: number;
}

export type Settlement =
  | { ok: true; balance: number; net: number }
  | { ok: false; status: 400 | 403 | 404; message: Localized };

/** What the game origin may ask of the casino: nothing else crosses between the two servers. */
export interface GameWallet {
  session(id: string): GameSession | undefined;
  /** The balance the session plays with now (the account's money, or the fun money). */
  balanceOf(session: GameSession): number;
  /** One round: takes the stake, pays the win; refused as a whole, never half done. */
  settle(sessionId: string, stake: number, win: number): Settlement;
}

export interface GameDeskOptions {
  players: () => PlayerDirectory;
  restrictions: () => PlayRestrictions;
  now: () => number;
}

export class GameDesk implements GameWallet {
  private readonly sessions = new Map<string, GameSession>();
  /** Shared with the game origin, which verifies the launch tokens itself. */
  readonly secret = randomBytes(32);

  constructor(private readonly options: GameDeskOptions) {}

  open(fields: Omit<GameSession, 'id' | 'startedAt' | 'lastActiveAt' | 'net' | 'demoBalance'>): { session: GameSession; token: string } {
    const now = this.options.now();
    for (const [id, old] of this.sessions) if (now - old.lastActiveAt > SESSION_IDLE_MS) this.sessions.delete(id);
    const session: GameSession = { ...fields, id: randomBytes(12).toString('base64url'), startedAt: now, lastActiveAt: now, net: 0, demoBalance: DEMO_BALANCE };
    this.sessions.set(session.id, session);
    const token = signLaunchToken({ sid: session.id, exp: this.options.now() + LAUNCH_TOKEN_TTL_MS }, this.secret);
    return { session, token };
  }

  session(id: string): GameSession | undefined {
    return this.sessions.get(id);
  }

  private accountOf(session: GameSession) {
    if (session.playerId === null) return undefined;
    const player: Player | undefined = this.options.players().byUserId(session.playerId);
    return player?.accounts.find((a) => a.id === player.activeAccountId);
  }

  balanceOf(session: GameSession): number {
    if (session.mode === 'demo') return session.demoBalance;
    return this.accountOf(session)?.money ?? 0;
  }

  settle(sessionId: string, stake: number, win: number): Settlement {
    const session = this.sessions.get(sessionId);
    if (!session) return { ok: false, status: 404, message: { en: 'This game session has ended', ru: 'Эта игровая сессия завершена' } };
    session.lastActiveAt = this.options.now();
    if (!(stake > 0) || !(win >= 0)) return { ok: false, status: 400, message: { en: 'The stake must be above zero', ru: 'Ставка должна быть больше нуля' } };
    if (session.mode === 'demo') {
      if (stake > session.demoBalance) return { ok: false, status: 400, message: { en: 'Not enough fun money for this stake', ru: 'Недостаточно игровых денег для этой ставки' } };
      session.demoBalance = roundMoney(session.demoBalance - stake + win, session.currency);
      session.net = roundMoney(session.net - stake + win, session.currency);
      return { ok: true, balance: session.demoBalance, net: session.net };
    }
    const account = this.accountOf(session);
    if (!account || session.playerId === null) return { ok: false, status: 404, message: { en: 'This game session has ended', ru: 'Эта игровая сессия завершена' } };
    // Asked on every round, so a time-out or a limit set while the game is open stops it at once.
    const refusal = this.options.restrictions().refuseBet(session.playerId, { amount: stake, currencyIso: account.iso });
    if (refusal !== null) return { ok: false, status: 403, message: { en: refusal, ru: refusal } };
    if (stake > account.money) return { ok: false, status: 400, message: { en: 'Not enough money for this stake', ru: 'Недостаточно денег для этой ставки' } };
    account.money = roundMoney(account.money - stake + win, account.iso);
    session.net = roundMoney(session.net - stake + win, account.iso);
    this.options.restrictions().recordStake?.(session.playerId, stake, account.iso);
    return { ok: true, balance: account.money, net: session.net };
  }
}
