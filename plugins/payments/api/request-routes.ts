/** Payment requests (topics, the player's requests, a new one) and the payment consultant's answers. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/kit/index.ts';
import { CONSULTANT_QUESTIONS, localText, REQUEST_TOPICS } from './catalog.ts';
import { badInput, notFound } from './refusals.ts';
import { bodyOf, requestAnswer, type PaymentsScope } from './scope.ts';
import type { PaymentsConfig } from '../schemas.ts';

export const REQUEST_MESSAGE_MIN = 10;
export const REQUEST_MESSAGE_MAX = 1000;

export function registerRequestRoutes(app: FastifyInstance, scope: PaymentsScope, ctx: ServerContext): void {
  app.get(
    '/web-api/payments/request-topics',
    scope.answer('paymentRequestTopicsAnswer'),
    scope.forPlayer((_player, _request, lng) => ({
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
    scope.answer('paymentRequestsAnswer'),
    scope.forPlayer((player, _request, lng) => ({ items: scope.book.requestsOf(player.id).map((r) => requestAnswer(r, lng)) })),
  );

  app.post(
    '/web-api/payments/requests',
    scope.answer('paymentRequestCreatedAnswer'),
    scope.forPlayer((player, request, lng) => {
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
        const payment = typeof transactionId === 'number' ? scope.book.paymentOf(player.id, transactionId) : undefined;
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
      const created = scope.book.addRequest({
        playerId: player.id,
        topicId: topic.id,
        subTopicId: subTopicId as number | null,
        transactionId: transactionId as number | null,
        message,
        createdAt: scope.now(),
      });
      return { request: requestAnswer(created, lng) };
    }),
  );

  app.get(
    '/web-api/payments/consultant',
    scope.answer('paymentConsultantAnswer'),
    scope.forPlayer((_player, request, lng) => {
      // The feature's own config section: the project check validated it against ../schemas.ts.
      const config = ctx.siteConfigs.select(request.hostname) as { readonly payments?: PaymentsConfig };
      if (config.payments?.consultant !== true) {
        throw notFound(undefined, { en: 'The payment consultant is not offered here', ru: 'Платёжный консультант здесь недоступен' });
      }
      return { questions: CONSULTANT_QUESTIONS.map((q) => ({ id: q.id, question: localText(q.question, lng), answer: localText(q.answer, lng) })) };
    }),
  );
}
