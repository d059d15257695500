/**
 * Refusals: a call the reference API will not do answers JSON `{ message }` (plus the fields a
 * client shows it by, e.g. `field`) with a 4xx status, never cached. A handler either sends one
 * (`sendRefusal`) or throws a `Refusal`, which the app's error handler answers as `{ message }`
 * and a scope whose refusals carry more fields answers with `answerRefusal`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, type Localized } from './language.ts';

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;
/** Fields a refusal carries besides its message (e.g. `field`, `code`); undefined ones are not sent. */
export type RefusalDetail = Readonly<Record<string, string | boolean | undefined>>;

export class Refusal extends Error {
  constructor(
    readonly statusCode: RefusalStatus,
    message: string,
    readonly detail: RefusalDetail = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

const definedOnly = (detail: RefusalDetail): RefusalDetail => Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined));

/** Answers `{ message, ...detail }` with the status, never cached. */
export function sendRefusal(reply: FastifyReply, status: RefusalStatus, message: string, detail: RefusalDetail = {}): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ message, ...definedOnly(detail) });
}

/** Answers a thrown refusal with its fields. */
export function answerRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return sendRefusal(reply, refusal.statusCode, refusal.message, refusal.detail);
}

/** A refusal in the caller's language, to throw. */
export function refuse(request: FastifyRequest, status: RefusalStatus, message: Localized): Refusal {
  return new Refusal(status, message[languageOf(request)]);
}
