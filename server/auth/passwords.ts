/**
 * Password hashes (scrypt with a per-password salt). Memory-only players still never keep a
 * password in clear: the hash is what a real store would hold, and the reference should not teach
 * otherwise. The cost is low (N = 2^12) because tests build many servers; seeds are hashed once
 * per process for the same reason.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

const KEY_LENGTH = 32;
const COST = { N: 2 ** 12, r: 8, p: 1 } as const;

export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(16);
  return { salt, hash: scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, COST) };
}

export function passwordMatches(password: string, stored: PasswordHash): boolean {
  const hash = scryptSync(password.normalize('NFC'), stored.salt, KEY_LENGTH, COST);
  return timingSafeEqual(hash, stored.hash);
}

const seedHashes = new Map<string, PasswordHash>();

/** The same hash for a seeded password in every server of this process. */
export function seedPasswordHash(password: string): PasswordHash {
  let found = seedHashes.get(password);
  if (!found) {
    found = hashPassword(password);
    seedHashes.set(password, found);
  }
  return found;
}
