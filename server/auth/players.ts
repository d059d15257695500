/**
 * The players of one server process, in memory. A fresh server is a fresh set of seeds (see
 * seed-players.ts), so tests never see each other's changes. Every player belongs to one operator
 * (the site config where they registered): the same login on two operators is two players, and a
 * lookup by login, e-mail, phone or id sees only one operator's players (`on(operatorId)`).
 */
import { randomInt } from 'node:crypto';
import { currencyByIso } from './currencies.ts';
import type { PasswordHash } from './passwords.ts';
import { samePhone, type Phone } from './phone-countries.ts';

/** Account types: 0 main, 4 bonus, 9 currency account. */
export type AccountType = 0 | 4 | 9;

export interface Account {
  id: number;
  type: AccountType;
  iso: string;
  money: number;
  points: number;
  label: string;
}

export interface Player {
  /** Unique across operators (a token's `sub` names one player). */
  readonly id: number;
  /** The operator (site config id) the player registered with: whose rules, limits and caps are theirs. */
  readonly operatorId: string;
  login: string | null;
  email: string | null;
  phone: Phone | null;
  password: PasswordHash;
  /** A one-click registration's generated password, kept (for the credentials e-mail) until the password changes. */
  generatedPassword: string | null;
  countryId: number | null;
  name: string | null;
  surname: string | null;
  dateBirthday: string | null;
  passport: string | null;
  banLevel: number;
  banVersion: number;
  userStatusId: number;
  internalVerificationStatus: number;
  verificationStatusGroupCode: string | null;
  hasDeposit: boolean;
  isNeedIdentification: boolean;
  twoStep: boolean;
  passwordChanged: boolean;
  /** The terms changed since this player last confirmed them. */
  termsChanged: boolean;
  cookiesAgreeTime: number | null;
  /** The registration bonus choice: 0 declined, 1 sport, 2 casino; null until chosen. */
  registrationBonus: 0 | 1 | 2 | null;
  accounts: Account[];
  activeAccountId: number;
  /** Set by the account and security pages (server/account-security); absent until the player sets them. */
  registrationAddress?: string | null;
  passportDate?: string | null;
  /** The security question the player chose and the answer's hash (never the answer itself). */
  securityQuestion?: { questionId: number; answer: PasswordHash } | null;
  /** Sign-ins are confirmed with a code sent to the player's e-mail. */
  emailAuth?: boolean;
}

/** What a new player starts with; everything else has the defaults of a fresh, unverified player. */
export interface NewPlayer {
  login?: string | null;
  email?: string | null;
  phone?: Phone | null;
  password: PasswordHash;
  generatedPassword?: string | null;
  currency: string;
  countryId?: number | null;
  name?: string | null;
  surname?: string | null;
}

export function mainAccountLabel(iso: string): string {
  return `Main account ${iso}`;
}

/** The account the player has made active: what a new bet, ticket or game round is paid from. */
export function activeAccountOf(player: Player): Account | undefined {
  return player.accounts.find((a) => a.id === player.activeAccountId);
}

/**
 * Registered players' ids: random in this range (never next to another player's, so an id tells
 * nothing about the others), far above the seeds' (seed-players.ts).
 */
export const REGISTERED_ID_RANGE = { min: 10_000_000, max: 99_999_999 } as const;

export class PlayerDirectory {
  private readonly byId = new Map<number, Player>();
  private readonly byOperator = new Map<string, Map<number, Player>>();
  private readonly views = new Map<string, OperatorPlayers>();

  add(player: Player): Player {
    if (this.byId.has(player.id)) throw new Error(`Player ${player.id} exists already`);
    this.byId.set(player.id, player);
    this.playersOf(player.operatorId).set(player.id, player);
    return player;
  }

  /** A player of any operator, by id: for a token's subject, whose operator its caller checks. */
  byUserId(id: number): Player | undefined {
    return this.byId.get(id);
  }

  /** The players of one operator: every lookup by login, e-mail, phone or id, and registration. */
  on(operatorId: string): OperatorPlayers {
    let view = this.views.get(operatorId);
    if (!view) {
      view = new OperatorPlayers(operatorId, this.playersOf(operatorId), (input) => this.register(operatorId, input));
      this.views.set(operatorId, view);
    }
    return view;
  }

  private playersOf(operatorId: string): Map<number, Player> {
    let players = this.byOperator.get(operatorId);
    if (!players) {
      players = new Map();
      this.byOperator.set(operatorId, players);
    }
    return players;
  }

  private register(operatorId: string, input: NewPlayer): Player {
    if (!currencyByIso(input.currency)) throw new Error(`Unknown currency ${input.currency}`);
    const id = this.unusedRandomId();
    const accountId = id * 100 + 1;
    return this.add({
      id,
      operatorId,
      login: input.login ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      password: input.password,
      generatedPassword: input.generatedPassword ?? null,
      countryId: input.countryId ?? null,
      name: input.name ?? null,
      surname: input.surname ?? null,
      dateBirthday: null,
      passport: null,
      banLevel: 0,
      banVersion: 0,
      userStatusId: 0,
      internalVerificationStatus: 0,
      verificationStatusGroupCode: null,
      hasDeposit: false,
      // A new player has not identified yet; whether that matters is the site config's decision.
      isNeedIdentification: true,
      twoStep: false,
      passwordChanged: false,
      termsChanged: false,
      cookiesAgreeTime: null,
      registrationBonus: null,
      accounts: [{ id: accountId, type: 0, iso: input.currency, money: 0, points: 0, label: mainAccountLabel(input.currency) }],
      activeAccountId: accountId,
    });
  }

  private unusedRandomId(): number {
    for (;;) {
      const id = randomInt(REGISTERED_ID_RANGE.min, REGISTERED_ID_RANGE.max + 1);
      if (!this.byId.has(id)) return id;
    }
  }
}

/** One operator's players; made by PlayerDirectory.on. */
export class OperatorPlayers {
  constructor(
    readonly operatorId: string,
    /** This operator's players by id, kept by the directory. */
    private readonly players: ReadonlyMap<number, Player>,
    private readonly registerHere: (input: NewPlayer) => Player,
  ) {}

  /** A new player of this operator, with a random unused id. */
  register(input: NewPlayer): Player {
    return this.registerHere(input);
  }

  byId(id: number): Player | undefined {
    return this.players.get(id);
  }

  /** What a player may sign in with: a login, an e-mail or the numeric id, case-insensitively. */
  findBySignInName(text: string): Player | undefined {
    const wanted = text.trim().toLowerCase();
    if (wanted === '') return undefined;
    if (/^\d{1,15}$/.test(wanted)) {
      const byNumber = this.players.get(Number(wanted));
      if (byNumber) return byNumber;
    }
    for (const player of this.players.values()) {
      if (player.login?.toLowerCase() === wanted || player.email?.toLowerCase() === wanted) return player;
    }
    return undefined;
  }

  findByEmail(email: string): Player | undefined {
    const wanted = email.trim().toLowerCase();
    for (const player of this.players.values()) if (player.email?.toLowerCase() === wanted) return player;
    return undefined;
  }

  /** A phone as someone typed it in one field: with its country code ("79160000001") or without ("9160000001"). */
  findByPhoneDigits(digits: string): Player | undefined {
    if (digits === '') return undefined;
    for (const player of this.players.values()) {
      if (player.phone && (player.phone.number === digits || `${player.phone.code}${player.phone.number}` === digits)) return player;
    }
    return undefined;
  }

  findByPhone(phone: Phone): Player | undefined {
    for (const player of this.players.values()) if (player.phone && samePhone(player.phone, phone)) return player;
    return undefined;
  }
}
