/**
 * Everything the identity API remembers, for one server instance: players, sessions, codes, captcha
 * state and pending social sign-ins. Created by registerAuthRoutes and hung on the Fastify instance
 * (`app.identity`) so other routes can ask who the caller is (current-user.ts). Each operator (site
 * config) is a separate back end: its own players, and tokens and sessions that name it.
 */
import type { FastifyRequest } from 'fastify';
import { BoundedMap } from '../bounded-store.ts';
import type { Operators } from '../site-configs.ts';
import { CaptchaDesk } from './captcha-desk.ts';
import { CodeLog } from './code-log.ts';
import { CodeBook } from './one-time-codes.ts';
import type { AuthOptions } from './options.ts';
import { PlayerDirectory, type OperatorPlayers, type Player } from './players.ts';
import { seedPlayers } from './seed-players.ts';
import { SessionStore } from './sessions.ts';
import { Throttle } from './throttle.ts';

/** A social registration between "go to the provider" and "the provider said yes". */
export interface SocialSignIn {
  /** The operator (site config id) it started on: only that operator's site may finish it (its player is that operator's). */
  operatorId: string;
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
  /** Failures per account and address, and the call windows per address (throttle.ts). */
  readonly throttle: Throttle;
  /** Pending social sign-ins by state: any guest starts one, so at most 10,000, each forgotten after 15 minutes (its own life is 10). */
  readonly social: BoundedMap<string, SocialSignIn>;
  /**
   * Called once a player registered with an e-mail (other server modules send what such a player is
   * mailed, like the activation link); the identity API itself sends no mail.
   */
  readonly onEmailRegistration: ((player: Player) => void)[];
  /** Seconds since the epoch, from the injectable clock. */
  nowSeconds(): number;
  /** The operator (site config id) a request is made to, from its host. */
  operatorOf(request: FastifyRequest): string;
  /** The players of the request's operator: the only ones a sign-in, registration or lookup there may see. */
  playersOf(request: FastifyRequest): OperatorPlayers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity API's state; set by registerAuthRoutes. */
    identity: Identity;
  }
}

export function createIdentity(options: AuthOptions, operators: Operators): Identity {
  const players = new PlayerDirectory();
  seedPlayers(players, operators.ids, operators.home);
  return {
    options,
    players,
    sessions: new SessionStore(options.now),
    codes: new CodeBook(options.now),
    codeLog: new CodeLog(options.logLine),
    captcha: new CaptchaDesk(options.now),
    throttle: new Throttle(options.now, options.throttle),
    social: new BoundedMap({ maxEntries: 10_000, maxAgeMs: 15 * 60_000 }, options.now),
    onEmailRegistration: [],
    nowSeconds: () => Math.floor(options.now() / 1000),
    operatorOf: (request) => operators.of(request),
    playersOf: (request) => players.on(operators.of(request)),
  };
}
