/**
 * The seeded players of docs/contracts/identity-api.md (README lists them too). Each one exists to
 * put the client into one state a guard or page reacts to.
 */
import { seedPasswordHash } from './passwords.ts';
import { mainAccountLabel, type Player, type PlayerDirectory } from './players.ts';

export interface SeedPlayer {
  id: number;
  login: string;
  password: string;
  phone: string;
}

/** Ids, logins, passwords and phones (+7) as the contract's table gives them. */
export const SEEDS = {
  demo: { id: 1001, login: 'demo', password: 'demo1234', phone: '9160000001' },
  banned: { id: 1002, login: 'banned', password: 'banned1234', phone: '9160000002' },
  unverified: { id: 1003, login: 'unverified', password: 'unverified1234', phone: '9160000003' },
  terms: { id: 1004, login: 'terms', password: 'terms1234', phone: '9160000004' },
  twostep: { id: 1005, login: 'twostep', password: 'twostep1234', phone: '9160000005' },
} as const satisfies Record<string, SeedPlayer>;

/** When the terms last changed (what agreement-rules/status reports as updatedAt). */
export const TERMS_UPDATED_AT = '2025-06-01T00:00:00.000Z';

function verifiedPlayer(seed: SeedPlayer, overrides: Partial<Player> = {}): Player {
  const mainId = seed.id * 100 + 1;
  return {
    id: seed.id,
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

export function seedPlayers(directory: PlayerDirectory): void {
  const { demo, banned, unverified, terms, twostep } = SEEDS;
  directory.add(
    verifiedPlayer(demo, {
      registrationBonus: 1,
      accounts: [
        { id: demo.id * 100 + 1, type: 0, iso: 'USD', money: 1000, points: 0, label: mainAccountLabel('USD') },
        { id: demo.id * 100 + 2, type: 4, iso: 'USD', money: 50, points: 0, label: 'Sport bonus' },
      ],
    }),
  );
  // Ban version 2 with level 45 may still reach the deduce route.
  directory.add(verifiedPlayer(banned, { banLevel: 45, banVersion: 2 }));
  directory.add(
    verifiedPlayer(unverified, {
      dateBirthday: null,
      passport: null,
      internalVerificationStatus: 0,
      verificationStatusGroupCode: null,
      hasDeposit: false,
      isNeedIdentification: true,
    }),
  );
  directory.add(verifiedPlayer(terms, { termsChanged: true }));
  directory.add(verifiedPlayer(twostep, { twoStep: true }));
}
