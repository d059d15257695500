/**
 * The seeded players of docs/contracts/identity-api.md (README lists them too). Each one exists to
 * put the client into one state a guard or page reacts to.
 *
 * Every operator has its own copy of each seed (same login, password, e-mail and phone: a separate
 * player), so `demo` signs in on every site. Their ids: the home operator's (the one serving hosts
 * no config lists, `default` on `npm start`) are the contract's 1001-1005; the other operators,
 * ordered by config id, add 1000 each (shipped configs: de-regulated 2001-2005, pwa-operator
 * 3001-3005, ru-operator 4001-4005, se-regulated 5001-5005, uk-regulated 6001-6005).
 */
import { seedPasswordHash } from './passwords.ts';
import { REGISTERED_ID_RANGE, mainAccountLabel, type Player, type PlayerDirectory } from './players.ts';

export interface SeedPlayer {
  id: number;
  login: string;
  password: string;
  phone: string;
}

/** Ids (the home operator's), logins, passwords and phones (+7) as the contract's table gives them. */
export const SEEDS = {
  demo: { id: 1001, login: 'demo', password: 'demo1234', phone: '9160000001' },
  banned: { id: 1002, login: 'banned', password: 'banned1234', phone: '9160000002' },
  unverified: { id: 1003, login: 'unverified', password: 'unverified1234', phone: '9160000003' },
  terms: { id: 1004, login: 'terms', password: 'terms1234', phone: '9160000004' },
  twostep: { id: 1005, login: 'twostep', password: 'twostep1234', phone: '9160000005' },
} as const satisfies Record<string, SeedPlayer>;

/** When the terms last changed (what agreement-rules/status reports as updatedAt). */
export const TERMS_UPDATED_AT = '2025-06-01T00:00:00.000Z';

/** What each further operator adds to a seed's id. */
export const SEED_ID_STEP = 1000;

/** The seeds' operators in id order: the home operator first (the contract's ids), then the others by config id. */
function seedOperatorOrder(operatorIds: readonly string[], home: string): string[] {
  return [home, ...operatorIds.filter((id) => id !== home).sort()];
}

function verifiedPlayer(operatorId: string, seed: SeedPlayer, overrides: Partial<Player> = {}): Player {
  const mainId = seed.id * 100 + 1;
  return {
    id: seed.id,
    operatorId,
    login: seed.login,
    email: `${seed.login}@example.com`,
    phone: { code: '7', number: seed.phone },
    password: seedPasswordHash(seed.password),
    generatedPassword: null,
    countryId: 1,
    name: seed.login.charAt(0).toUpperCase() + seed.login.slice(1),
    surname: 'Player',
    dateBirthday: '1990-05-17',
    passport: `4510 ${String(seed.id).padStart(6, '0')}`,
    banLevel: 0,
    banVersion: 0,
    userStatusId: 0,
    internalVerificationStatus: 1,
    verificationStatusGroupCode: 'VERIFICATION_SUCCESSFUL',
    hasDeposit: true,
    isNeedIdentification: false,
    twoStep: false,
    passwordChanged: false,
    termsChanged: false,
    cookiesAgreeTime: null,
    registrationBonus: 0,
    accounts: [{ id: mainId, type: 0, iso: 'USD', money: 100, points: 0, label: mainAccountLabel('USD') }],
    activeAccountId: mainId,
    ...overrides,
  };
}

/** Every seed on every operator, with the ids the header gives. */
export function seedPlayers(directory: PlayerDirectory, operatorIds: readonly string[], home: string): void {
  seedOperatorOrder(operatorIds, home).forEach((operatorId, index) => {
    const here = (seed: SeedPlayer): SeedPlayer => ({ ...seed, id: seed.id + index * SEED_ID_STEP });
    const demo = here(SEEDS.demo);
    directory.add(
      verifiedPlayer(operatorId, demo, {
        registrationBonus: 1,
        accounts: [
          { id: demo.id * 100 + 1, type: 0, iso: 'USD', money: 1000, points: 0, label: mainAccountLabel('USD') },
          { id: demo.id * 100 + 2, type: 4, iso: 'USD', money: 50, points: 0, label: 'Sport bonus' },
        ],
      }),
    );
    // Ban version 2 with level 45 may still reach the deduce route.
    directory.add(verifiedPlayer(operatorId, here(SEEDS.banned), { banLevel: 45, banVersion: 2 }));
    directory.add(
      verifiedPlayer(operatorId, here(SEEDS.unverified), {
        dateBirthday: null,
        passport: null,
        internalVerificationStatus: 0,
        verificationStatusGroupCode: null,
        hasDeposit: false,
        isNeedIdentification: true,
      }),
    );
    directory.add(verifiedPlayer(operatorId, here(SEEDS.terms), { termsChanged: true }));
    directory.add(verifiedPlayer(operatorId, here(SEEDS.twostep), { twoStep: true }));
  });
}

/** Whether this player is the named seed, on whichever operator (a seed's copies differ by SEED_ID_STEP). */
export function isSeed(player: Pick<Player, 'id'>, name: keyof typeof SEEDS): boolean {
  const offset = player.id - SEEDS[name].id;
  return offset >= 0 && offset % SEED_ID_STEP === 0 && player.id < REGISTERED_ID_RANGE.min;
}
