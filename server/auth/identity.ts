/**
 * Everything the identity API remembers, for one server instance: players, sessions, codes, captcha
 * state and pending social sign-ins. Created by registerAuthRoutes and hung on the Fastify instance
 * (`app.identity`) so other routes can ask who the caller is (current-user.ts).
 */
import { CaptchaDesk } from './captcha-desk.ts';
import { CodeLog } from './code-log.ts';
import { CodeBook } from './one-time-codes.ts';
import type { AuthOptions } from './options.ts';
import { PlayerDirectory, type Player } from './players.ts';
import { seedPlayers } from './seed-players.ts';
import { SessionStore } from './sessions.ts';

/** A social registration between "go to the provider" and "the provider said yes". */
export interface SocialSignIn {
  provider: string;
  currency: string;
  countryId: number | null;
  language: string;
  approved: boolean;
  expiresAt: number;
}

export interface Identity {
  readonly options: AuthOptions;
  readonly players: PlayerDirectory;
  readonly sessions: SessionStore;
  readonly codes: CodeBook;
  readonly codeLog: CodeLog;
  readonly captcha: CaptchaDesk;
  readonly social: Map<string, SocialSignIn>;
  /**
   * Called once a player registered with an e-mail (other server modules send what such a player is
   * mailed, like the activation link); the identity API itself sends no mail.
   */
  readonly onEmailRegistration: ((player: Player) => void)[];
  /** Seconds since the epoch, from the injectable clock. */
  nowSeconds(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity API's state; set by registerAuthRoutes. */
    identity: Identity;
  }
}

export function createIdentity(options: AuthOptions): Identity {
  const players = new PlayerDirectory();
  seedPlayers(players);
  return {
    options,
    players,
    sessions: new SessionStore(options.now),
    codes: new CodeBook(options.now),
    codeLog: new CodeLog(options.logLine),
    captcha: new CaptchaDesk(options.now),
    social: new Map(),
    onEmailRegistration: [],
    nowSeconds: () => Math.floor(options.now() / 1000),
  };
}
