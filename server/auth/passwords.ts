/**
 * Password hashes (scrypt with a per-password salt). Memory-only players still never keep a
 * password in clear: the hash is what a real store would hold, and the reference should not teach
 * otherwise. The cost is low (N = 2^12) because tests build many servers; seeds are hashed once
 * per process for the same reason.
 *
 * Hashing runs on libuv's thread pool (`crypto.scrypt`), never on the event loop: a flood of
 * sign-ins then queues for the pool while every other request is still answered.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

const KEY_LENGTH = 32;
const COST = { N: 2 ** 12, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions = COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await derive(password, salt) };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  return timingSafeEqual(await derive(password, stored.salt), stored.hash);
}

/** A hash no typed password matches in practice; compared against when nobody has the login. */
const NOBODY = { salt: randomBytes(16), hash: randomBytes(KEY_LENGTH) } satisfies PasswordHash;

/**
 * Spends the time a password check takes and answers false: an unknown login then costs what a
 * wrong password costs, so the answer time does not tell whether the account exists.
 */
export async function checkAgainstNobody(password: string): Promise<false> {
  await passwordMatches(password, NOBODY);
  return false;
}

const seedHashes = new Map<string, PasswordHash>();

/**
 * The same hash for a seeded password in every server of this process. Synchronous on purpose:
 * the five seeds are hashed once, when the first server starts, before it takes any request.
 */
export function seedPasswordHash(password: string): PasswordHash {
  let found = seedHashes.get(password);
  if (!found) {
    const salt = randomBytes(16);
    found = { salt, hash: scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, COST) };
    seedHashes.set(password, found);
  }
  return found;
}
