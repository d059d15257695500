// What the user's account status means: banned, may still withdraw, verified,
// how well the account is protected. Pure functions over the profile fields; no I/O, no state.

/** Ban version whose deduce (withdrawal) exception is level 53; every other version uses level 45. */
export const DEDUCE_BAN_VERSION_1 = 1;
/** The ban levels that still let a banned user reach the deduce route. */
export const DEDUCE_BAN_LEVEL_V1 = 53;
export const DEDUCE_BAN_LEVEL_OTHER = 45;

/** The verification group code that counts as verified on its own. */
export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';
/** internal_verification_status value that means verified. */
export const INTERNAL_STATUS_VERIFIED = 1;
/** user_status_id value that means "verification pending". */
export const USER_STATUS_PENDING_VERIFICATION = 1;
/** user_status_id values with special treatment. */
export const SPECIAL_USER_STATUS_IDS: ReadonlySet<number> = new Set([3, 6]);

/** Banned means ban_level above 0. */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/** Ban version 1 with level 53, or any other version with level 45, may reach deduce. */
export function canReachDeduce(banVersion: number, banLevel: number): boolean {
  return banVersion === DEDUCE_BAN_VERSION_1 ? banLevel === DEDUCE_BAN_LEVEL_V1 : banLevel === DEDUCE_BAN_LEVEL_OTHER;
}

export interface VerificationFacts {
  /** internal_verification_status; null when the API did not send it. */
  readonly internalVerificationStatus: number | null;
  /** verification_status_group_code; null when the API did not send it. */
  readonly verificationStatusGroupCode: string | null;
  /** requested_additional_document: true while the operator waits for another document. */
  readonly requestedAdditionalDocument: boolean;
}

/**
 * Verified = (internal status 1 or group code VERIFICATION_SUCCESSFUL) and no requested
 * additional document. An outstanding document request overrides a successful status: the operator
 * has asked for more, so the account is not verified until it arrives.
 */
export function isVerified(facts: VerificationFacts): boolean {
  const statusOk =
    facts.internalVerificationStatus === INTERNAL_STATUS_VERIFIED || facts.verificationStatusGroupCode === VERIFICATION_SUCCESSFUL;
  return statusOk && !facts.requestedAdditionalDocument;
}

/** Pending verification is user status 1. */
export function isPendingVerification(userStatusId: number | null): boolean {
  return userStatusId === USER_STATUS_PENDING_VERIFICATION;
}

/** Users with status id 3 or 6 are special. */
export function hasSpecialStatus(userStatusId: number | null): boolean {
  return userStatusId !== null && SPECIAL_USER_STATUS_IDS.has(userStatusId);
}

export type ProtectionLevel = 'bad' | 'normal' | 'good' | 'full';

/**
 * Buckets of protection_level: 30 or less bad, above 30 to under 70 normal, 70 to under
 * 100 good, 100 full. Values above 100 count as full; anything that is not a finite number (a
 * broken answer) counts as bad, the bucket that asks the user to do more, never less.
 */
export function protectionLevelOf(level: number): ProtectionLevel {
  if (!Number.isFinite(level) || level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}
