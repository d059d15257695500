/**
 * The player's current password, checked under the secure-data throttle: what every route that
 * changes something sensitive asks (the account API, the link pages' e-mail change).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passwordMatches } from './passwords.ts';
import type { Player } from './players.ts';
import { accountKeyOf } from './sign-in-result.ts';

/** Whether `typed` is the player's password; a wrong guess counts towards the account's lock-out. */
export async function isCurrentPassword(request: FastifyRequest, reply: FastifyReply, player: Player, typed: string): Promise<boolean> {
  const { throttle } = request.server.identity;
  const attempt = await throttle.guardCheck(request, reply, 'secure-data', accountKeyOf(player));
  return attempt.check(() => passwordMatches(typed, player.password), (right) => !right);
}
