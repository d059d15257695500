/**
 * The players of one server process, in memory. A fresh server is a fresh set of seeds (see
 * seed-players.ts), so tests never see each other's changes.
 */
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
  readonly id: number;
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

export class PlayerDirectory {
  private readonly byId = new Map<number, Player>();
  // Registered players get ids far from the seeds' 1001-1005, like a real site's.
  private nextId = 100_001;

  add(player: Player): Player {
    if (this.byId.has(player.id)) throw new Error(`Player ${player.id} exists already`);
    this.byId.set(player.id, player);
    return player;
  }

  register(input: NewPlayer): Player {
    const id = this.nextId++;
    if (!currencyByIso(input.currency)) throw new Error(`Unknown currency ${input.currency}`);
    const accountId = id * 100 + 1;
    return this.add({
      id,
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

  byUserId(id: number): Player | undefined {
    return this.byId.get(id);
  }

  /** What a player may sign in with: a login, an e-mail or the numeric id, case-insensitively. */
  findBySignInName(text: string): Player | undefined {
    const wanted = text.trim().toLowerCase();
    if (wanted === '') return undefined;
    if (/^\d{1,15}$/.test(wanted)) {
      const byNumber = this.byId.get(Number(wanted));
      if (byNumber) return byNumber;
    }
    for (const player of this.byId.values()) {
      if (player.login?.toLowerCase() === wanted || player.email?.toLowerCase() === wanted) return player;
    }
    return undefined;
  }

  findByEmail(email: string): Player | undefined {
    const wanted = email.trim().toLowerCase();
    for (const player of this.byId.values()) if (player.email?.toLowerCase() === wanted) return player;
    return undefined;
  }

  /** A phone as someone typed it in one field: with its country code ("79160000001") or without ("9160000001"). */
  findByPhoneDigits(digits: string): Player | undefined {
    if (digits === '') return undefined;
    for (const player of this.byId.values()) {
      if (player.phone && (player.phone.number === digits || `${player.phone.code}${player.phone.number}` === digits)) return player;
    }
    return undefined;
  }

  findByPhone(phone: Phone): Player | undefined {
    for (const player of this.byId.values()) if (player.phone && samePhone(player.phone, phone)) return player;
    return undefined;
  }
}
