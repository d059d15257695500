import fc from 'fast-check';
import {
  canReachDeduce,
  hasSpecialStatus,
  isBanned,
  isPendingVerification,
  isVerified,
  protectionLevelOf,
  VERIFICATION_SUCCESSFUL,
} from './user-status.ts';

describe('isBanned (ban_level above 0)', () => {
  it.each([
    [0, false],
    [-1, false],
    [1, true],
    [45, true],
    [53, true],
  ])('level %d → %s', (level, banned) => expect(isBanned(level)).toBe(banned));
});

describe('canReachDeduce (version 1 with level 53, any other version with level 45)', () => {
  it.each([
    [1, 53, true],
    [2, 45, true],
    [0, 45, true],
    [7, 45, true],
    [1, 45, false],
    [2, 53, false],
    [1, 1, false],
    [2, 0, false],
  ])('version %d, level %d → %s', (version, level, allowed) => expect(canReachDeduce(version, level)).toBe(allowed));

  it('no other level ever reaches deduce', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (version, level) => {
        fc.pre(level !== 45 && level !== 53);
        return !canReachDeduce(version, level);
      }),
    );
  });
});

describe('isVerified', () => {
  const base = { internalVerificationStatus: null, verificationStatusGroupCode: null, requestedAdditionalDocument: false };

  it('internal status 1 is verified', () => expect(isVerified({ ...base, internalVerificationStatus: 1 })).toBe(true));
  it('group code VERIFICATION_SUCCESSFUL is verified', () =>
    expect(isVerified({ ...base, verificationStatusGroupCode: VERIFICATION_SUCCESSFUL })).toBe(true));
  it('another status or code is not', () => {
    expect(isVerified({ ...base, internalVerificationStatus: 2, verificationStatusGroupCode: 'VERIFICATION_PENDING' })).toBe(false);
    expect(isVerified(base)).toBe(false);
  });
  it('a requested additional document overrides a successful status', () => {
    expect(isVerified({ internalVerificationStatus: 1, verificationStatusGroupCode: VERIFICATION_SUCCESSFUL, requestedAdditionalDocument: true })).toBe(false);
  });
});

describe('statuses', () => {
  it('user status 1 is pending verification', () => {
    expect(isPendingVerification(1)).toBe(true);
    expect(isPendingVerification(2)).toBe(false);
    expect(isPendingVerification(null)).toBe(false);
  });
  it('user statuses 3 and 6 are special', () => {
    expect([3, 6].every(hasSpecialStatus)).toBe(true);
    expect([0, 1, 2, 4, 5, 7].some(hasSpecialStatus)).toBe(false);
    expect(hasSpecialStatus(null)).toBe(false);
  });
});

describe('protectionLevelOf (bad, normal, good, full)', () => {
  it.each([
    [0, 'bad'],
    [30, 'bad'],
    [30.5, 'normal'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [99.9, 'good'],
    [100, 'full'],
    [150, 'full'],
    [-5, 'bad'],
    [Number.NaN, 'bad'],
  ] as const)('%d → %s', (level, bucket) => expect(protectionLevelOf(level)).toBe(bucket));

  it('a higher level never lands in a lower bucket', () => {
    const rank = { bad: 0, normal: 1, good: 2, full: 3 } as const;
    fc.assert(
      fc.property(fc.double({ min: -10, max: 200, noNaN: true }), fc.double({ min: -10, max: 200, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return rank[protectionLevelOf(lo)] <= rank[protectionLevelOf(hi)];
      }),
    );
  });
});
