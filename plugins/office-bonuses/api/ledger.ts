/**
 * What the bonus area remembers per player, in memory for the server's life. A player's record is
 * made on their first bonus call, from their id, so every page shows the same data on every visit:
 * the seeded players (server/auth/seed-players.ts, a copy on every operator) come with a history,
 * a registered player (a random id, REGISTERED_ID_RANGE) with none. Money goes to the player's bonus account (type 4, opened on the first credit) as an entry on
 * the server's one ledger; loyalty points live here.
 */
import { type Account, currencyFactor, isSeed, type Ledger, type Player, SEEDS } from '../../../server/kit/index.ts';
import type { BonusBalance, CashbackKind } from '../schemas.ts';
import { BONUS_TEMPLATES, type RewardTemplate } from './catalogue.ts';

const DAY_MS = 86_400_000;
/** Whether the player is one of the seeds, on whichever operator: those come with a bonus history. */
function isSeedPlayer(player: Player): boolean {
  return (Object.keys(SEEDS) as (keyof typeof SEEDS)[]).some((name) => isSeed(player, name));
}

export interface ScaledReward {
  readonly kind: 'money' | 'points';
  readonly amount: number;
  readonly iso: string;
}

export interface BonusRecord {
  readonly id: string;
  status: 'active' | 'available' | 'completed';
  wagered: number;
  readonly expiresAt: number;
}

export interface Friend {
  readonly name: string;
  readonly joinedAt: number;
  readonly deposited: boolean;
}

export interface PlayerBonuses {
  /** UTC midnight of the day the record was made: offers and bonus expiries count from it. */
  readonly openedAt: number;
  points: number;
  pointsAccumulated: number;
  /** `${kind}:${periodStart}` → when that period's cashback was claimed. */
  readonly cashbackClaims: Map<string, number>;
  /** Losses per programme in the current period, in the player's currency. */
  readonly losses: Readonly<Record<CashbackKind, number>>;
  readonly promoUses: { code: string; usedAt: number; reward: ScaledReward }[];
  readonly bonuses: BonusRecord[];
  firstDepositOptIn: boolean;
  /** When the player last tried codes that do not exist (ms), newest last: guessing is throttled. */
  readonly unknownCodeTries: number[];
  /** Offer id → when it was accepted. */
  readonly acceptedOffers: Map<string, number>;
  readonly friends: readonly Friend[];
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The currency bonus money is paid in: the bonus account's once the player has one (a reward is
 * quoted in the currency of the account it lands on), else the main account's, in which the first
 * credit opens the bonus account.
 */
export function bonusCurrency(player: Player): string {
  return bonusAccountOf(player)?.iso ?? player.accounts.find((a) => a.type === 0)?.iso ?? player.accounts[0]?.iso ?? 'USD';
}

export function scaleReward(player: Player, reward: RewardTemplate): ScaledReward {
  const iso = bonusCurrency(player);
  return { kind: reward.kind, amount: reward.kind === 'money' ? round2(reward.amount * currencyFactor(iso)) : reward.amount, iso };
}

function bonusAccountOf(player: Player): Account | undefined {
  return player.accounts.find((a) => a.type === 4);
}

export class BonusLedger {
  private readonly records = new Map<number, PlayerBonuses>();

  constructor(
    private readonly now: () => number,
    private readonly money: Ledger,
  ) {}

  of(player: Player): PlayerBonuses {
    let record = this.records.get(player.id);
    if (!record) {
      record = this.seed(player);
      this.records.set(player.id, record);
    }
    return record;
  }

  balanceOf(player: Player): BonusBalance {
    const account = bonusAccountOf(player);
    return { iso: account?.iso ?? bonusCurrency(player), money: account?.money ?? 0, points: this.of(player).points };
  }

  /**
   * Pays a reward: money to the bonus account (opened if the player has none), points to the record.
   * `ref` names what paid it (a promo code, a cashback period, an offer) on the ledger.
   */
  credit(player: Player, reward: ScaledReward, ref: string): void {
    if (reward.kind === 'points') {
      const record = this.of(player);
      record.points += reward.amount;
      record.pointsAccumulated += reward.amount;
      return;
    }
    let account = bonusAccountOf(player);
    if (!account) {
      account = { id: this.money.newAccountId(player), type: 4, iso: reward.iso, money: 0, points: 0, label: `Bonus account ${reward.iso}` };
      player.accounts.push(account);
    }
    if (account.iso !== reward.iso) throw new Error(`A ${reward.iso} reward cannot be paid into the ${account.iso} bonus account`);
    this.money.post(player, account.id, reward.amount, 'bonus', ref);
  }

  private seed(player: Player): PlayerBonuses {
    const now = this.now();
    const today = new Date(now);
    const openedAt = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const factor = currencyFactor(bonusCurrency(player));
    const seeded = isSeedPlayer(player);
    const n = player.id;
    const expiry = (days: number) => openedAt + days * DAY_MS;
    const [welcome, reload, boost] = BONUS_TEMPLATES;
    const bonuses: BonusRecord[] = [
      { id: welcome!.id, status: seeded ? 'active' : 'available', wagered: seeded ? round2((60 + (n % 4) * 10) * factor) : 0, expiresAt: expiry(welcome!.lifetimeDays) },
      { id: reload!.id, status: 'available', wagered: 0, expiresAt: expiry(reload!.lifetimeDays) },
      { id: boost!.id, status: 'available', wagered: 0, expiresAt: expiry(boost!.lifetimeDays) },
    ];
    const points = seeded ? 1200 + (n % 5) * 150 : 0;
    const iso = bonusCurrency(player);
    return {
      openedAt,
      points,
      pointsAccumulated: seeded ? points + 800 : 0,
      cashbackClaims: new Map(),
      // A new player has lost nothing yet; the seeds have a week of play behind them.
      losses: seeded ? { sport: round2((180 + (n % 10) * 20) * factor), casino: round2((95 + (n % 7) * 15) * factor), slots: 0 } : { sport: 0, casino: 0, slots: 0 },
      promoUses: seeded
        ? [
            { code: 'SPRING50', usedAt: openedAt - 40 * DAY_MS + 15 * 3_600_000, reward: { kind: 'money', amount: round2(5 * factor), iso } },
            { code: 'HELLO200', usedAt: openedAt - 90 * DAY_MS + 10 * 3_600_000, reward: { kind: 'points', amount: 200, iso } },
          ]
        : [],
      bonuses,
      firstDepositOptIn: false,
      unknownCodeTries: [],
      acceptedOffers: new Map(),
      friends: seeded
        ? [
            { name: 'al***', joinedAt: openedAt - 20 * DAY_MS, deposited: true },
            { name: 'ma***', joinedAt: openedAt - 9 * DAY_MS, deposited: true },
            { name: 'ig***', joinedAt: openedAt - 2 * DAY_MS, deposited: false },
          ]
        : [],
    };
  }
}
