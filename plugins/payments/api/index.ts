/**
 * The reference payments API (answers: ../schemas.ts). Every call needs a signed-in
 * player (401 otherwise); refusals are `{ message, field? }` in the X-Language of the call.
 *
 *   GET  /web-api/payments/methods?kind=deposit|withdrawal   methods for the paying account's currency, its balance, has_deposit
 *   POST /web-api/payments/deposit     { methodId, amount }  credits the account (after the limit service agrees), sets has_deposit
 *   POST /web-api/payments/withdrawal  { methodId, amount }  debits the account at once; the payment stays pending (and may
 *                                                             be cancelled) until it is paid out a day later (cashier.ts)
 *   GET  /web-api/payments/history?kind&status&page           newest first, 10 a page
 *   GET  /web-api/payments/:paymentId                         one of the player's own payments (the provider's result pages)
 *   POST /web-api/payments/:paymentId/cancel                  takes back a pending withdrawal: the money returns to the account
 *                                                             and currency it left (409 if that account is gone or changed)
 *   GET  /web-api/payments/request-topics                     topics and sub-topics of payment requests
 *   GET  /web-api/payments/requests                           the player's payment requests
 *   POST /web-api/payments/requests { topicId, subTopicId, transactionId, message }
 *   GET  /web-api/payments/consultant                         the consultant's answers; 404 where the site config does not offer it
 *   GET  /web-api/payments/transfer                           the sender's balance and the transfer range (payments.transfers only)
 *   POST /web-api/payments/transfer { recipient, amount }     Idempotency-Key: sends money to another player of the operator
 *                                                             (transfer-routes.ts); 404 where the site config does not offer it
 *
 * The paying account is the active one, or the main account while a bonus account is active (a bonus
 * is never paid in or out). Money moves on the server's one ledger (cashier.ts); the cashier's
 * rules: cashier-routes.ts; requests and the consultant: request-routes.ts; the fixed methods,
 * topics and answers: catalog.ts.
 */
import type { FastifyInstance } from 'fastify';
import { defineReferenceApi, type ServerContext } from '../../../server/kit/index.ts';
import { registerCashierRoutes } from './cashier-routes.ts';
import { registerRequestRoutes } from './request-routes.ts';
import { registerTransferRoutes } from './transfer-routes.ts';
import { createPaymentsScope } from './scope.ts';

function registerPaymentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const scope = createPaymentsScope(app);
  registerRequestRoutes(app, scope, ctx);
  registerTransferRoutes(app, scope, ctx);
  registerCashierRoutes(app, scope);
}

export default defineReferenceApi({ register: registerPaymentRoutes });
