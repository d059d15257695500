/** Checking a code the player typed against the one sent for a change; consumed once it matched. */
import type { Identity } from '../auth/identity.ts';
import { badInput } from './refusal.ts';

export function takeCode(identity: Identity, key: string, typed: string): void {
  const { result } = identity.codes.check(key, typed);
  if (result === 'unknown') throw badInput('Ask for a code first', 'code');
  if (result === 'expired') throw badInput('The code has expired: ask for a new one', 'code');
  if (result === 'exhausted') throw badInput('Too many wrong codes: ask for a new one', 'code');
  if (result === 'wrong') throw badInput('The code is wrong: check the last message and try again', 'code');
  identity.codes.consume(key);
}
