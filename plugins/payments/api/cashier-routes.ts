/**
 * The cashier: methods, deposits, withdrawals (and taking one back), the history and one payment.
 * A banned player may not deposit, and may withdraw only where the ban allows it (the same rule
 * that opens the withdrawal page to them). Self-exclusion and time-outs do not stop a withdrawal:
 * taking one's money out is always allowed. The money moves in cashier.ts, on the one ledger.
 */
import type { FastifyInstance } from 'fastify';
import { canReachDeduce, isBanned } from '../../../src/domain/user-status.ts';
import { HISTORY_KINDS, PAYMENT_KINDS, PAYMENT_STATUSES, type HistoryKind, type PaymentKind, type PaymentStatus } from '../schemas.ts';
import { restrictionsOf } from '../../../server/kit/index.ts';
import { localText, methodsFor } from './catalog.ts';
import { cancelWithdrawal, deposit, withdraw } from './cashier.ts';
import { checkedAmount, methodRange, payingAccount } from './money.ts';
import { badInput, forbidden, notFound } from './refusals.ts';
import { bodyOf, paymentAnswer, positiveInteger, type Body, type PaymentsScope } from './scope.ts';

export const HISTORY_PAGE_SIZE = 10;

export function registerCashierRoutes(app: FastifyInstance, scope: PaymentsScope): void {
  app.get(
    '/web-api/payments/methods',
    scope.answer('paymentMethodsAnswer'),
    scope.forPlayer((player, request, lng) => {
      const kind = (request.query as Body).kind;
      if (!PAYMENT_KINDS.includes(kind as PaymentKind)) {
        throw badInput('kind', { en: '"kind" must be deposit or withdrawal', ru: '"kind" должен быть deposit или withdrawal' });
      }
      const account = payingAccount(player);
      return {
        kind,
        accountId: account.id,
        currency: account.iso,
        balance: account.money,
        hasDeposit: player.hasDeposit,
        methods: methodsFor(kind as PaymentKind, account.iso).map(({ method, range }) => ({
          id: method.id,
          title: localText(method.title, lng),
          description: localText(method.description, lng),
          min: range.min,
          max: range.max,
        })),
      };
    }),
  );

  app.post(
    '/web-api/payments/deposit',
    scope.answer('paymentResultAnswer'),
    scope.forPlayer((player, request, lng) => {
      const body = bodyOf(request.body);
      const account = payingAccount(player);
      const { method, range } = methodRange('deposit', body.methodId, account.iso);
      const amount = checkedAmount(body.amount, account.iso, range);
      if (isBanned(player.banLevel)) {
        throw forbidden({ en: 'Your account is restricted: deposits are closed. Support can tell you why.', ru: 'Ваш счёт ограничен: пополнение закрыто. Причину подскажет поддержка.' });
      }
      const refusal = restrictionsOf(app).refuseDeposit(player.id, amount, account.iso, lng);
      if (refusal !== null) throw forbidden(refusal, 'amount');
      const payment = deposit(scope.cashier, player, account, method.id, amount);
      player.hasDeposit = true;
      restrictionsOf(app).recordDeposit(player.id, amount, account.iso);
      return { payment: paymentAnswer(payment, lng), balance: account.money, redirectUrl: `/${lng}/onpay/success?paymentId=${payment.id}` };
    }),
  );

  app.post(
    '/web-api/payments/withdrawal',
    scope.answer('paymentResultAnswer'),
    scope.forPlayer((player, request, lng) => {
      const body = bodyOf(request.body);
      const account = payingAccount(player);
      const { method, range } = methodRange('withdrawal', body.methodId, account.iso);
      const amount = checkedAmount(body.amount, account.iso, range);
      if (isBanned(player.banLevel) && !canReachDeduce(player.banVersion, player.banLevel)) {
        throw forbidden({ en: 'Your account is restricted: withdrawals are closed. Support can tell you why.', ru: 'Ваш счёт ограничен: вывод закрыт. Причину подскажет поддержка.' });
      }
      const payment = withdraw(scope.cashier, player, account, method.id, amount);
      return { payment: paymentAnswer(payment, lng), balance: account.money, redirectUrl: `/${lng}/onpay/withdraw/pending?paymentId=${payment.id}` };
    }),
  );

  app.get(
    '/web-api/payments/history',
    scope.answer('paymentHistoryAnswer'),
    scope.forPlayer((player, request, lng) => {
      const query = request.query as Body;
      const kind = query.kind ?? 'all';
      const status = query.status ?? 'all';
      const page = query.page === undefined ? 1 : positiveInteger(query.page);
      if (kind !== 'all' && !HISTORY_KINDS.includes(kind as HistoryKind)) {
        throw badInput('kind', { en: `"kind" must be all or one of ${HISTORY_KINDS.join(', ')}`, ru: `"kind" должен быть all или одним из ${HISTORY_KINDS.join(', ')}` });
      }
      if (status !== 'all' && !PAYMENT_STATUSES.includes(status as PaymentStatus)) {
        throw badInput('status', { en: `"status" must be all or one of ${PAYMENT_STATUSES.join(', ')}`, ru: `"status" должен быть all или одним из ${PAYMENT_STATUSES.join(', ')}` });
      }
      if (page === null) throw badInput('page', { en: '"page" must be a whole number from 1', ru: '"page" должен быть целым числом от 1' });
      const all = scope.book.historyOf(player.id, { kind: kind as HistoryKind | 'all', status: status as PaymentStatus | 'all' });
      const items = all.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE).map((p) => paymentAnswer(p, lng));
      return { items, page, pageSize: HISTORY_PAGE_SIZE, total: all.length };
    }),
  );

  app.post(
    '/web-api/payments/:paymentId/cancel',
    scope.answer('paymentResultAnswer'),
    scope.forPlayer((player, request, lng) => {
      const paymentId = positiveInteger((request.params as Body).paymentId);
      const payment = paymentId === null ? undefined : scope.book.paymentOf(player.id, paymentId);
      if (!payment) throw notFound('paymentId', { en: 'There is no such payment of yours', ru: 'У вас нет такого платежа' });
      // The money goes back to the account it left, even if another account is active now.
      const account = cancelWithdrawal(scope.cashier, player, payment);
      return { payment: paymentAnswer(payment, lng), balance: account.money, redirectUrl: `/${lng}/onpay/withdraw/cancel?paymentId=${payment.id}` };
    }),
  );

  // Registered last: the static paths above win over this parameter anyway, but the order reads as the precedence.
  app.get(
    '/web-api/payments/:paymentId',
    scope.answer('paymentAnswer'),
    scope.forPlayer((player, request, lng) => {
      const paymentId = positiveInteger((request.params as Body).paymentId);
      const payment = paymentId === null ? undefined : scope.book.paymentOf(player.id, paymentId);
      if (!payment) throw notFound('paymentId', { en: 'There is no such payment of yours', ru: 'У вас нет такого платежа' });
      return paymentAnswer(payment, lng);
    }),
  );
}
