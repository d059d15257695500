/**
 * The payments API's refusals: 400 for input no payment can have, 403 for a payment this player may
 * not make, 404 for what is not there, 409 for what the state of the player's accounts rules out
 * now (an Idempotency-Key used before for another transfer too). Each is answered `{ message, field? }` in the caller's language, so the page can show the
 * server's own words next to the field they are about.
 */
import type { FastifyReply } from 'fastify';
import { sendRefusal } from '../../../server/kit/index.ts';
import type { PaymentErrorField } from '../schemas.ts';
import { localText, type LocalText } from './catalog.ts';

export class PaymentRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409,
    readonly text: LocalText | string,
    readonly field?: PaymentErrorField,
  ) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'PaymentRefusal';
  }
}

export const badInput = (field: PaymentErrorField, text: LocalText): PaymentRefusal => new PaymentRefusal(400, text, field);
export const forbidden = (text: LocalText | string, field?: PaymentErrorField): PaymentRefusal => new PaymentRefusal(403, text, field);
export const conflict = (text: LocalText, field?: PaymentErrorField): PaymentRefusal => new PaymentRefusal(409, text, field);
export const notFound = (field: PaymentErrorField | undefined, text: LocalText): PaymentRefusal => new PaymentRefusal(404, text, field);

/** The refusal in the page's language (its texts may have more languages than the kit's two). */
export function sendPaymentRefusal(reply: FastifyReply, refusal: PaymentRefusal, lng: string): FastifyReply {
  const message = typeof refusal.text === 'string' ? refusal.text : localText(refusal.text, lng);
  return sendRefusal(reply, refusal.statusCode, message, { field: refusal.field });
}

/** Money with its currency code, as a refusal quotes a limit. */
export function quoted(amount: number, currency: string): string {
  return `${amount} ${currency}`;
}
