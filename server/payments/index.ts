/**
 * The reference payments API (answers: schemas/payments-api.schema.ts). Every call needs a signed-in
 * player (401 otherwise); refusals are `{ message, field? }` in the X-Language of the call.
 *
 *   GET  /web-api/payments/methods?kind=deposit|withdrawal   methods for the paying account's currency, its balance, has_deposit
 *   POST /web-api/payments/deposit     { methodId, amount }  credits the account (after the limit service agrees), sets has_deposit
 *   POST /web-api/payments/withdrawal  { methodId, amount }  debits the account at once; the payment stays pending
 *   GET  /web-api/payments/history?kind&status&page           newest first, 10 a page
 *   GET  /web-api/payments/:paymentId                         one of the player's own payments (the provider's result pages)
 *   POST /web-api/payments/:paymentId/cancel                  takes back a pending withdrawal: the money returns to the account
 *   GET  /web-api/payments/request-topics                     topics and sub-topics of payment requests
 *   GET  /web-api/payments/requests                           the player's payment requests
 *   POST /web-api/payments/requests { topicId, subTopicId, transactionId, message }
 *   GET  /web-api/payments/consultant                         the consultant's answers; 404 where the site config does not offer it
 *
 * The paying account is the active one, or the main account while a bonus account is active (a bonus
 * is never paid in or out). A banned player may not deposit, and may withdraw only where the ban
 * allows it (the same rule that opens the withdrawal page to them). Self-exclusion and time-outs do
 * not stop a withdrawal: taking one's money out is always allowed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { minorUnits } from '../../src/domain/money.ts';
import { canReachDeduce, isBanned } from '../../src/domain/user-status.ts';
import { PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '../../schemas/payments-api.schema.ts';
import type { SchemaName } from '../../schemas/index.ts';
import type { ServerContext } from '../context.ts';
import { requirePlayer } from '../auth/current-user.ts';
import type { Identity } from '../auth/identity.ts';
import type { Account, Player } from '../auth/players.ts';
import { SEEDS } from '../auth/seed-players.ts';
import { restrictionsOf } from '../limits/restrictions.ts';
import { CONSULTANT_QUESTIONS, localText, methodsFor, PAYMENT_METHODS, REQUEST_TOPICS, type AmountRange } from './catalog.ts';
import { PaymentLedger, seedHistory, type Payment, type PaymentRequest } from './ledger.ts';
import { badInput, forbidden, notFound, PaymentRefusal, quoted, sendRefusal } from './refusals.ts';

export const HISTORY_PAGE_SIZE = 10;
export const REQUEST_MESSAGE_MIN = 10;
export const REQUEST_MESSAGE_MAX = 1000;

type Body = Record<string, unknown>;

function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

function languageOf(request: FastifyRequest): string {
  const header = request.headers['x-language'];
  return typeof header === 'string' && /^[a-z]{2}$/.test(header) ? header : 'en';
}

function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** The account money moves on: the active one, unless that is a bonus account. */
export function payingAccount(player: Player): Account {
  const active = player.accounts.find((a) => a.id === player.activeAccountId);
  if (active && active.type !== 4) return active;
  return player.accounts.find((a) => a.type === 0) ?? player.accounts[0]!;
}

/** The amount a player typed, checked against the currency's minor units and the method's range. */
export function checkedAmount(value: unknown, currency: string, range: AmountRange): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw badInput('amount', { en: 'Enter an amount greater than zero', ru: 'Введите сумму больше нуля' });
  }
  const digits = minorUnits(currency);
  const scaled = value * 10 ** digits;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw badInput('amount', {
      en: `${currency} amounts have at most ${digits} digits after the point`,
      ru: `Сумма в ${currency} может иметь не больше ${digits} знаков после запятой`,
    });
  }
  if (value < range.min || value > range.max) {
    const min = quoted(range.min, currency);
    const max = quoted(range.max, currency);
    throw badInput('amount', { en: `This method takes from ${min} to ${max}`, ru: `Этим способом можно от ${min} до ${max}` });
  }
  return value;
}

function methodRange(kind: PaymentKind, methodId: unknown, currency: string) {
  const found = methodsFor(kind, currency).find(({ method }) => method.id === methodId);
  if (!found) {
    throw badInput('methodId', {
      en: `Choose one of the ${kind} methods offered for ${currency}`,
      ru: `Выберите один из способов, доступных для ${currency}`,
    });
  }
  return found;
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) && (number as number) >= 1 ? (number as number) : null;
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ledger = new PaymentLedger();
  const seeded = new Set<number>();

  const identity = (): Identity | undefined => (app as { identity?: Identity }).identity;
  const now = (): number => identity()?.nowSeconds() ?? Math.floor(Date.now() / 1000);

  /** The demo player has a short past on first look, so the history and the request form are not empty for it. */
  const withHistory = (player: Player): Player => {
    if (player.id === SEEDS.demo.id && !seeded.has(player.id)) {
      seeded.add(player.id);
      seedHistory(ledger, player.id, payingAccount(player).iso, now());
    }
    return player;
  };

  const paymentAnswer = (payment: Payment, lng: string) => {
    const method = PAYMENT_METHODS.find((m) => m.id === payment.methodId);
    return {
      id: payment.id,
      kind: payment.kind,
      methodId: payment.methodId,
      methodTitle: method ? localText(method.title, lng) : payment.methodId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      createdAt: isoTime(payment.createdAt),
    };
  };

  const requestAnswer = (request: PaymentRequest, lng: string) => {
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
  };

  /** A handler for a signed-in player: 401 for anyone else, refusals answered in the caller's language. */
  const forPlayer =
    (handle: (player: Player, request: FastifyRequest, lng: string) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      reply.header('cache-control', 'no-store');
      const lng = languageOf(request);
      const id = identity();
      if (!id) return reply.code(401).send({ message: 'Sign in first: this call needs a signed-in user' });
      const caller = requirePlayer(id, request, reply);
      if (!caller) return reply;
      try {
        return handle(withHistory(caller.player), request, lng);
      } catch (error) {
        if (error instanceof PaymentRefusal) return sendRefusal(reply, error, lng);
        throw error;
      }
    };

  const answer = (answerSchema: SchemaName) => ({ config: { answerSchema } });

  app.get(
    '/web-api/payments/methods',
    answer('paymentMethodsAnswer'),
    forPlayer((player, request, lng) => {
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
    answer('paymentResultAnswer'),
    forPlayer((player, request, lng) => {
      const body = bodyOf(request.body);
      const account = payingAccount(player);
      const { method, range } = methodRange('deposit', body.methodId, account.iso);
      const amount = checkedAmount(body.amount, account.iso, range);
      if (isBanned(player.banLevel)) {
        throw forbidden({ en: 'Your account is restricted: deposits are closed. Support can tell you why.', ru: 'Ваш счёт ограничен: пополнение закрыто. Причину подскажет поддержка.' });
      }
      const refusal = restrictionsOf(app).refuseDeposit(player.id, amount, account.iso);
      if (refusal !== null) throw forbidden(refusal, 'amount');
      account.money = roundTo(account.money + amount, account.iso);
      player.hasDeposit = true;
      restrictionsOf(app).recordDeposit(player.id, amount, account.iso);
      const payment = ledger.addPayment({ playerId: player.id, kind: 'deposit', methodId: method.id, amount, currency: account.iso, status: 'completed', createdAt: now() });
      return { payment: paymentAnswer(payment, lng), balance: account.money, redirectUrl: `/${lng}/onpay/success?paymentId=${payment.id}` };
    }),
  );

  app.post(
    '/web-api/payments/withdrawal',
    answer('paymentResultAnswer'),
    forPlayer((player, request, lng) => {
      const body = bodyOf(request.body);
      const account = payingAccount(player);
      const { method, range } = methodRange('withdrawal', body.methodId, account.iso);
      const amount = checkedAmount(body.amount, account.iso, range);
      if (isBanned(player.banLevel) && !canReachDeduce(player.banVersion, player.banLevel)) {
        throw forbidden({ en: 'Your account is restricted: withdrawals are closed. Support can tell you why.', ru: 'Ваш счёт ограничен: вывод закрыт. Причину подскажет поддержка.' });
      }
      if (amount > account.money) {
        const balance = quoted(account.money, account.iso);
        throw badInput('amount', { en: `The amount is more than your balance of ${balance}`, ru: `Сумма больше вашего баланса: ${balance}` });
      }
      account.money = roundTo(account.money - amount, account.iso);
      const payment = ledger.addPayment({ playerId: player.id, kind: 'withdrawal', methodId: method.id, amount, currency: account.iso, status: 'pending', createdAt: now() });
      return { payment: paymentAnswer(payment, lng), balance: account.money, redirectUrl: `/${lng}/onpay/withdraw/pending?paymentId=${payment.id}` };
    }),
  );

  app.get(
    '/web-api/payments/history',
    answer('paymentHistoryAnswer'),
    forPlayer((player, request, lng) => {
      const query = request.query as Body;
      const kind = query.kind ?? 'all';
      const status = query.status ?? 'all';
      const page = query.page === undefined ? 1 : positiveInteger(query.page);
      if (kind !== 'all' && !PAYMENT_KINDS.includes(kind as PaymentKind)) {
        throw badInput('kind', { en: '"kind" must be all, deposit or withdrawal', ru: '"kind" должен быть all, deposit или withdrawal' });
      }
      if (status !== 'all' && !PAYMENT_STATUSES.includes(status as PaymentStatus)) {
        throw badInput('status', { en: `"status" must be all or one of ${PAYMENT_STATUSES.join(', ')}`, ru: `"status" должен быть all или одним из ${PAYMENT_STATUSES.join(', ')}` });
      }
      if (page === null) throw badInput('page', { en: '"page" must be a whole number from 1', ru: '"page" должен быть целым числом от 1' });
      const all = ledger.historyOf(player.id, { kind: kind as PaymentKind | 'all', status: status as PaymentStatus | 'all' });
      const items = all.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE).map((p) => paymentAnswer(p, lng));
      return { items, page, pageSize: HISTORY_PAGE_SIZE, total: all.length };
    }),
  );

  app.get(
    '/web-api/payments/request-topics',
    answer('paymentRequestTopicsAnswer'),
    forPlayer((_player, _request, lng) => ({
      topics: REQUEST_TOPICS.map((topic) => ({
        id: topic.id,
        title: localText(topic.title, lng),
        transactionKind: topic.transactionKind,
        subTopics: topic.subTopics.map((s) => ({ id: s.id, title: localText(s.title, lng) })),
      })),
    })),
  );

  app.get(
    '/web-api/payments/requests',
    answer('paymentRequestsAnswer'),
    forPlayer((player, _request, lng) => ({ items: ledger.requestsOf(player.id).map((r) => requestAnswer(r, lng)) })),
  );

  app.post(
    '/web-api/payments/requests',
    answer('paymentRequestCreatedAnswer'),
    forPlayer((player, request, lng) => {
      const body = bodyOf(request.body);
      const topic = REQUEST_TOPICS.find((t) => t.id === body.topicId);
      if (!topic) throw badInput('topicId', { en: 'Choose what the request is about', ru: 'Выберите тему запроса' });
      const subTopicId = body.subTopicId ?? null;
      if (topic.subTopics.length > 0 && !topic.subTopics.some((s) => s.id === subTopicId)) {
        throw badInput('subTopicId', { en: 'Choose what exactly happened', ru: 'Уточните, что случилось' });
      }
      if (topic.subTopics.length === 0 && subTopicId !== null) {
        throw badInput('subTopicId', { en: 'This topic has no sub-topics', ru: 'У этой темы нет подтем' });
      }
      const transactionId = body.transactionId ?? null;
      if (transactionId !== null) {
        const payment = typeof transactionId === 'number' ? ledger.paymentOf(player.id, transactionId) : undefined;
        if (!payment || payment.kind !== topic.transactionKind) {
          throw badInput('transactionId', { en: 'Choose one of your own payments of this kind', ru: 'Выберите один из своих платежей этого вида' });
        }
      }
      const message = typeof body.message === 'string' ? body.message.trim() : '';
      if (message.length < REQUEST_MESSAGE_MIN || message.length > REQUEST_MESSAGE_MAX) {
        throw badInput('message', {
          en: `Describe the problem in ${REQUEST_MESSAGE_MIN} to ${REQUEST_MESSAGE_MAX} characters`,
          ru: `Опишите проблему: от ${REQUEST_MESSAGE_MIN} до ${REQUEST_MESSAGE_MAX} символов`,
        });
      }
      const created = ledger.addRequest({
        playerId: player.id,
        topicId: topic.id,
        subTopicId: subTopicId as number | null,
        transactionId: transactionId as number | null,
        message,
        createdAt: now(),
      });
      return { request: requestAnswer(created, lng) };
    }),
  );

  app.get(
    '/web-api/payments/consultant',
    answer('paymentConsultantAnswer'),
    forPlayer((_player, request, lng) => {
      if (ctx.siteConfigs.select(request.hostname).payments?.consultant !== true) {
        throw notFound(undefined, { en: 'The payment consultant is not offered here', ru: 'Платёжный консультант здесь недоступен' });
      }
      return { questions: CONSULTANT_QUESTIONS.map((q) => ({ id: q.id, question: localText(q.question, lng), answer: localText(q.answer, lng) })) };
    }),
  );

  app.post(
    '/web-api/payments/:paymentId/cancel',
    answer('paymentResultAnswer'),
    forPlayer((player, request, lng) => {
      const paymentId = positiveInteger((request.params as Body).paymentId);
      const payment = paymentId === null ? undefined : ledger.paymentOf(player.id, paymentId);
      if (!payment) throw notFound('paymentId', { en: 'There is no such payment of yours', ru: 'У вас нет такого платежа' });
      if (payment.kind !== 'withdrawal' || payment.status !== 'pending') {
        throw forbidden({ en: 'Only a withdrawal that is still being checked can be cancelled', ru: 'Отменить можно только вывод, который ещё проверяется' }, 'paymentId');
      }
      // The money goes back to the account it left, even if another account is active now.
      const account = player.accounts.find((a) => a.iso === payment.currency && a.type !== 4) ?? payingAccount(player);
      account.money = roundTo(account.money + payment.amount, account.iso);
      payment.status = 'cancelled';
      return { payment: paymentAnswer(payment, lng), balance: account.money, redirectUrl: `/${lng}/onpay/withdraw/cancel?paymentId=${payment.id}` };
    }),
  );

  // Registered last: the static paths above win over this parameter anyway, but the order reads as the precedence.
  app.get(
    '/web-api/payments/:paymentId',
    answer('paymentAnswer'),
    forPlayer((player, request, lng) => {
      const paymentId = positiveInteger((request.params as Body).paymentId);
      const payment = paymentId === null ? undefined : ledger.paymentOf(player.id, paymentId);
      if (!payment) throw notFound('paymentId', { en: 'There is no such payment of yours', ru: 'У вас нет такого платежа' });
      return paymentAnswer(payment, lng);
    }),
  );
}

function roundTo(value: number, currency: string): number {
  const factor = 10 ** minorUnits(currency);
  return Math.round(value * factor) / factor;
}
