/**
 * The one rule that decides whether a caller may stake money now. Every route that takes money for
 * play asks it (a coupon, a casino launch and each of its rounds, a lotto ticket), and any future
 * one must, so a rule added here holds everywhere at once:
 * - a guest, a malformed, forged or expired token, or a token of an ended session: 401;
 * - a banned player (ban level above 0, SPEC's ban levels): 403, whatever route they reach;
 * - the limit service's refusals (self-exclusion, time-out, panic block, session limit, and with a
 *   stake the wagering and loss limits): 403 with its message.
 * What a stake amounts to and the minimum per bet type are the caller's to compute: they pass the
 * total the player will really be charged (a coupon of singles takes legs × amount; any other type
 * takes the amount, which the engine splits over its lines).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identifyCaller } from '../auth/current-user.ts';
import { sendUnauthorized } from '../auth/failures.ts';
import type { Player } from '../auth/players.ts';
import type { Session } from '../auth/sessions.ts';
import { isBanned } from '../../src/domain/user-status.ts';
import { restrictionsOf } from './restrictions.ts';
import { languageOf, type Localized } from '../kit/language.ts';

export interface Stake {
  /** What the player is really charged, in `currencyIso`. */
  readonly amount: number;
  readonly currencyIso: string;
}

export type StakeRefusal = { readonly status: 401 | 403; readonly message: string };

export type StakeDecision = ({ readonly ok: true } & { readonly player: Player; readonly session: Session }) | ({ readonly ok: false } & StakeRefusal);

export const BANNED_MESSAGE = 'Your account is restricted: you cannot place bets or play for money';
const BANNED: Localized = { en: BANNED_MESSAGE, ru: 'Ваш счёт ограничен: ставки и игра на деньги недоступны' };

/**
 * Why this known player may not stake now (or at all, without a stake), or null when they may; in
 * `language` (the page's) when the caller knows it, else English.
 */
export function stakeRefusalFor(app: FastifyInstance, player: Player, stake?: Stake, language?: string): StakeRefusal | null {
  if (isBanned(player.banLevel)) return { status: 403, message: language === 'ru' ? BANNED.ru : BANNED.en };
  const refusal = restrictionsOf(app).refuseBet(player.id, stake, language);
  return refusal === null ? null : { status: 403, message: refusal };
}

/** Who is staking, and whether they may: the caller of this request, from its Bearer token. */
export function mayStake(app: FastifyInstance, request: FastifyRequest, stake?: Stake): StakeDecision {
  const caller = identifyCaller(app.identity, request);
  if (caller.kind === 'guest') return { ok: false, status: 401, message: 'Sign in first: only a signed-in player can stake money' };
  if (caller.kind === 'invalid') return { ok: false, status: 401, message: caller.message };
  const refusal = stakeRefusalFor(app, caller.player, stake, languageOf(request));
  return refusal === null ? { ok: true, player: caller.player, session: caller.session } : { ok: false, ...refusal };
}

/**
 * Answers a refusal the way every money route does: JSON `{ message }`, never cached; a 401 in the
 * identity API's shape (`{ error: { code, message }, message }`), so the client refreshes its token.
 */
export function sendStakeRefusal(reply: FastifyReply, refusal: StakeRefusal): FastifyReply {
  if (refusal.status === 401) return sendUnauthorized(reply, refusal.message);
  return reply.code(refusal.status).header('cache-control', 'no-store').send({ message: refusal.message });
}
