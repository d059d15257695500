/**
 * Checking a code the player typed against the one sent for a change; consumed once it matched.
 * Wrong codes count for the player like wrong sign-ins (throttle.ts), across all their codes, up to
 * a lock-out: five tries per code must not become five tries per code asked for.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountKeyOf, type Player } from '../../../server/kit/index.ts';
import { badInput } from './refusal.ts';

export async function takeCode(request: FastifyRequest, reply: FastifyReply, player: Player, key: string, typed: string): Promise<void> {
  const identity = request.server.identity;
  const attempt = await identity.throttle.guardCheck(request, reply, 'codes', accountKeyOf(player));
  // Only a wrong code is a guess; an expired, used-up or unknown one is no failure.
  const { result } = await attempt.check(() => identity.codes.check(key, typed), (checked) => checked.result === 'wrong');
  if (result === 'unknown') throw badInput('Ask for a code first', 'code');
  if (result === 'expired') throw badInput('The code has expired: ask for a new one', 'code');
  if (result === 'exhausted') throw badInput('Too many wrong codes: ask for a new one', 'code');
  if (result === 'wrong') throw badInput('The code is wrong: check the last message and try again', 'code');
  identity.codes.consume(key);
}
