/**
 * What the payments routes share: the payment book and the cashier (which moves the money on the
 * server's one ledger), the clock of the identity service, and the wrapper that admits only a
 * signed-in player and answers refusals in the caller's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Identity, isSeed, pageLanguageOf, type Player, requirePlayer } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import { localText, PAYMENT_METHODS, REQUEST_TOPICS } from './catalog.ts';
import { PaymentBook, seedHistory, type Payment, type PaymentRequest } from './book.ts';
import { completeDueWithdrawals, type Cashier } from './cashier.ts';
import { payingAccount } from './money.ts';
import { PaymentRefusal, sendPaymentRefusal } from './refusals.ts';

export type Body = Record<string, unknown>;

export function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

/** A whole number from 1, from JSON or from a path or query string; null otherwise. */
export function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) >= 1 ? (number as number) : null;
}

function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** A transfer names the other player (by account number only: their login is theirs to give); a payment its method. */
function methodTitleOf(payment: Payment, lng: string): string {
  if (payment.kind === 'transfer-out') return localText({ en: `To player #${payment.counterpartId}`, ru: `Игроку №${payment.counterpartId}` }, lng);
  if (payment.kind === 'transfer-in') return localText({ en: `From player #${payment.counterpartId}`, ru: `От игрока №${payment.counterpartId}` }, lng);
  const method = PAYMENT_METHODS.find((m) => m.id === payment.methodId);
  return method ? localText(method.title, lng) : payment.methodId;
}

export function paymentAnswer(payment: Payment, lng: string) {
  return {
    id: payment.id,
    kind: payment.kind,
    methodId: payment.methodId,
    methodTitle: methodTitleOf(payment, lng),
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    createdAt: isoTime(payment.createdAt),
  };
}

export function requestAnswer(request: PaymentRequest, lng: string) {
  const topic = REQUEST_TOPICS.find((t) => t.id === request.topicId)!;
  const subTopic = topic.subTopics.find((s) => s.id === request.subTopicId);
  return {
    id: request.id,
    topicId: request.topicId,
    topicTitle: localText(topic.title, lng),
    subTopicTitle: subTopic ? localText(subTopic.title, lng) : null,
    transactionId: request.transactionId,
    message: request.message,
    status: request.status,
    createdAt: isoTime(request.createdAt),
  };
}

/** `reply` for what an answer adds to its headers (a replayed transfer says so). */
export type PlayerHandler = (player: Player, request: FastifyRequest, lng: string, reply: FastifyReply) => unknown;

export interface PaymentsScope {
  readonly book: PaymentBook;
  readonly cashier: Cashier;
  /** Unix seconds, on the identity service's clock (tests move it). */
  now(): number;
  /** A handler for a signed-in player: 401 for anyone else, refusals answered in the caller's language. */
  forPlayer(handle: PlayerHandler): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Route options with the schema the answer is checked against in development. */
  answer(name: keyof typeof answerSchemas): { config: { answerSchema: (typeof answerSchemas)[keyof typeof answerSchemas] } };
}

export function createPaymentsScope(app: FastifyInstance): PaymentsScope {
  const book = new PaymentBook();
  const seeded = new Set<number>();
  const identity = (): Identity | undefined => (app as { identity?: Identity }).identity;
  const now = (): number => identity()?.nowSeconds() ?? Math.floor(Date.now() / 1000);

  /** The demo player has a short past on first look, so the history and the request form are not empty for it. */
  const withHistory = (player: Player): Player => {
    if (isSeed(player, 'demo') && !seeded.has(player.id)) {
      seeded.add(player.id);
      seedHistory(book, player.id, payingAccount(player), now());
    }
    return player;
  };

  const cashier: Cashier = { ledger: app.ledger, book, now };
  // Withdrawals whose time has come are paid out before the player's claims are asked about
  // (conversion, removing an account) and before any payments answer.
  app.ledger.onSettleDue((player) => completeDueWithdrawals(cashier, player));

  return {
    book,
    cashier,
    now,
    answer: (name) => ({ config: { answerSchema: answerSchemas[name] } }),
    forPlayer: (handle) => async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lng = pageLanguageOf(request);
      const id = identity();
      if (!id) return reply.code(401).send({ message: 'Sign in first: this call needs a signed-in user' });
      const caller = requirePlayer(id, request, reply);
      if (!caller) return reply;
      try {
        completeDueWithdrawals(cashier, caller.player);
        return handle(withHistory(caller.player), request, lng, reply);
      } catch (error) {
        if (error instanceof PaymentRefusal) return sendPaymentRefusal(reply, error, lng);
        throw error;
      }
    },
  };
}
