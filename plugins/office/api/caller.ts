/**
 * Every office call is a signed-in player's: this answers 401 for guests and bad tokens and opens
 * the player's due currency accounts before the call looks at them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Identity, languageOf, type Language, officeRecordOf, type OfficeRecord, type Player, requirePlayer, type Session } from '../../../server/kit/index.ts';
import { openDueAccounts } from './wallets.ts';

export interface OfficeCaller {
  readonly player: Player;
  readonly session: Session;
  readonly record: OfficeRecord;
  readonly identity: Identity;
  readonly lng: Language;
  readonly now: number;
}

export function identityOf(app: FastifyInstance): Identity {
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('expected the identity API (registerAuthRoutes) to be registered before the office');
  return identity;
}

/** The calling player with their office record, or undefined after answering 401. */
export function officeCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): OfficeCaller | undefined {
  reply.header('cache-control', 'no-store');
  const identity = identityOf(app);
  const caller = requirePlayer(identity, request, reply);
  if (!caller) return undefined;
  const now = identity.options.now();
  const record = officeRecordOf(caller.player);
  openDueAccounts(app.ledger, caller.player, record, now);
  return { player: caller.player, session: caller.session, record, identity, lng: languageOf(request), now };
}

/** 400 with what the call expects (the field it is about, when one). */
export function badRequest(reply: FastifyReply, message: string, field?: string): FastifyReply {
  return reply.code(400).send({ message, ...(field ? { field } : {}) });
}

export function bodyOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A whole number from 1 up, as JSON or as query text; undefined otherwise. */
export function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}
