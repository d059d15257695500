/**
 * The limit service's limits under /limit-service-api/api/external/web/v3/ (every call needs a
 * signed-in player: 401 for guests; 400 with a message that says what was expected; 403 when the
 * rules forbid the change):
 *
 *   GET    limits                       the player's limits now: [{limitType, limitValue, limitBalance, limitState, needApprove, startedAt, endsAt, selfExcludeReason, measure}]
 *   GET    availablelimits              what this site offers: [{type, measure, availableValues}]
 *   GET    reasons/selfexclude          [{id, selfExcludeReason}] in the caller's language; only with a token
 *                                       minted in the last FRESH_TOKEN_SECONDS (else 401, so the client
 *                                       fetches a fresh one and asks again)
 *   POST   limits {limits:[{limitType, limitValue}]}
 *                                       {status: applied|pending|questions, questions, tokenGuid, limitsData}
 *   POST   testanswers {tokenGuid, answers:[{questionId, answerId}]}
 *                                       {questionsResult:[{questionId, passed}], success, limitsData}
 *   POST   limitaction {limitType, action: approve|reject|cancel}    {success, limitsData}
 *   DELETE limit?limitType=             rejects or cancels a pending raise    {success, limitsData}
 *   POST   BlockUser {days, reasonId}   self-exclusion at once                {success, limitsData}
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePlayer } from '../auth/current-user.ts';
import { sendUnauthorized } from '../auth/failures.ts';
import type { Identity } from '../auth/identity.ts';
import {
  EXTRA_LIMITS_LOCK_TYPE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_TYPE,
  SESSION_LIMIT_HOURS,
  SESSION_NOT_SET,
  TIME_OUT_TYPE,
  approve,
  cancel,
  changeLimit,
  isAwaitingApproval,
  isRaise,
  kindOf,
  measureOf,
  pendingOf,
  reject,
  selfExclude,
  withBalances,
  type Action,
  type Limit,
} from '../../src/domain/limits/index.ts';
import { readLimitAction, readLimitChanges, readSelfExclusion, readTestAnswers, type LimitActionName } from './body.ts';
import type { LimitService } from './service.ts';
import { RAISE_QUESTIONS, SELF_EXCLUDE_REASONS, localizedQuestions } from './texts.ts';
import { languageOf, say } from '../kit/language.ts';

export const LIMIT_BASE = '/limit-service-api/api/external/web/v3';
/**
 * How old a token the self-exclusion reasons accept (SPEC 7: a fresh bearer token). Self-exclusion
 * is the one step that cannot be undone: it is begun only by whoever can mint a token now, not by a
 * token copied a quarter of an hour ago.
 */
export const FRESH_TOKEN_SECONDS = 30;
const QUESTIONNAIRE_SECONDS = 15 * 60;

export function sendRefusal(reply: FastifyReply, status: 400 | 403, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

export function registerLimitListRoutes(app: FastifyInstance, identity: Identity, service: LimitService): void {
  const { store } = service;
  const answerLimits = (playerId: number): Limit[] => withBalances(store.limitsOf(playerId), store.activityOf(playerId), store.now());

  /** The player, or undefined after a 401; every answer of the service is private to its player. */
  const playerOf = (request: FastifyRequest, reply: FastifyReply): number | undefined => {
    reply.header('cache-control', 'no-store');
    return requirePlayer(identity, request, reply)?.player.id;
  };

  const notOffered = (request: FastifyRequest, limitType: number): string | null =>
    service.offeredIds(request).includes(limitType)
      ? null
      : say(request, {
          en: `Limit ${limitType} is not offered on this site (it offers ${service.offeredIds(request).join(', ')})`,
          ru: `Лимит ${limitType} на этом сайте не предлагается (есть: ${service.offeredIds(request).join(', ')})`,
        });

  /** Applies the changes one after another, all or none. */
  const applyChanges = (request: FastifyRequest, playerId: number, changes: readonly { limitType: number; limitValue: number }[]) => {
    const rules = service.rulesFor(request);
    let limits = store.limitsOf(playerId);
    let pending = false;
    for (const change of changes) {
      const result = changeLimit(limits, change, rules, store.now(), languageOf(request));
      if (!result.ok) return result;
      limits = result.limits;
      pending ||= result.outcome === 'pending';
    }
    store.setLimits(playerId, limits);
    return { ok: true as const, status: pending ? ('pending' as const) : ('applied' as const) };
  };

  app.get(`${LIMIT_BASE}/limits`, { config: { answerSchema: 'limitsAnswer' } }, async (request, reply) => {
    const playerId = playerOf(request, reply);
    if (playerId === undefined) return reply;
    return answerLimits(playerId);
  });

  app.get(`${LIMIT_BASE}/availablelimits`, { config: { answerSchema: 'availableLimitsAnswer' } }, async (request, reply) => {
    if (playerOf(request, reply) === undefined) return reply;
    const rules = service.rulesFor(request);
    return service.offeredIds(request).map((type) => {
      const kind = kindOf(type)!;
      const availableValues: number[] =
        kind === 'session'
          ? [SESSION_NOT_SET, ...SESSION_LIMIT_HOURS]
          : kind === 'realityCheck'
            ? [...REALITY_CHECK_MINUTES]
            : type === TIME_OUT_TYPE || type === EXTRA_LIMITS_LOCK_TYPE
              ? [...rules.timeOutDays]
              : type === SELF_EXCLUSION_TYPE
                ? [...rules.selfExclusionDays]
                : [];
      return { type, measure: measureOf(kind), availableValues };
    });
  });

  app.get(`${LIMIT_BASE}/reasons/selfexclude`, { config: { answerSchema: 'selfExcludeReasonsAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (caller === undefined) return reply;
    if (caller.issuedAt === null || identity.nowSeconds() - caller.issuedAt > FRESH_TOKEN_SECONDS) {
      return sendUnauthorized(reply, say(request, { en: 'This call needs a freshly issued token: fetch a new one', ru: 'Для этого запроса нужен только что выданный токен: получите новый' }));
    }
    const language = languageOf(request);
    return SELF_EXCLUDE_REASONS.map((r) => ({ id: r.id, selfExcludeReason: r.text[language] }));
  });

  app.post(`${LIMIT_BASE}/limits`, { config: { answerSchema: 'saveLimitsAnswer' } }, async (request, reply) => {
    const playerId = playerOf(request, reply);
    if (playerId === undefined) return reply;
    const read = readLimitChanges(request.body);
    if (!read.ok) return sendRefusal(reply, 400, read.message);
    for (const change of read.value) {
      const refusal = notOffered(request, change.limitType);
      if (refusal) return sendRefusal(reply, 403, refusal);
    }
    const current = store.limitsOf(playerId);
    if (service.rulesFor(request).raiseQuestionnaire && read.value.some((change) => isRaise(current, change))) {
      // Checked before the questions: a raise the rules refuse anyway is refused now, not after them.
      for (const change of read.value) {
        const trial = changeLimit(current, change, service.rulesFor(request), store.now(), languageOf(request));
        if (!trial.ok) return sendRefusal(reply, trial.status, trial.message);
      }
      const tokenGuid = randomUUID();
      store.questionnaires.set(tokenGuid, { playerId, changes: read.value, expiresAt: store.now() + QUESTIONNAIRE_SECONDS });
      return { status: 'questions', questions: localizedQuestions(languageOf(request)), tokenGuid, limitsData: answerLimits(playerId) };
    }
    const applied = applyChanges(request, playerId, read.value);
    if (!applied.ok) return sendRefusal(reply, applied.status, applied.message);
    return { status: applied.status, questions: [], tokenGuid: null, limitsData: answerLimits(playerId) };
  });

  app.post(`${LIMIT_BASE}/testanswers`, { config: { answerSchema: 'testAnswersAnswer' } }, async (request, reply) => {
    const playerId = playerOf(request, reply);
    if (playerId === undefined) return reply;
    const read = readTestAnswers(request.body);
    if (!read.ok) return sendRefusal(reply, 400, read.message);
    const questionnaire = store.questionnaires.get(read.value.tokenGuid);
    if (!questionnaire || questionnaire.playerId !== playerId || questionnaire.expiresAt <= store.now()) {
      return sendRefusal(reply, 400, say(request, { en: 'This questionnaire is unknown or has expired: ask for the change again', ru: 'Эта анкета неизвестна или устарела: запросите изменение снова' }));
    }
    const byQuestion = new Map(read.value.answers.map((a) => [a.questionId, a.answerId]));
    const missing = RAISE_QUESTIONS.filter((q) => !q.answers.some((a) => a.id === byQuestion.get(q.id)));
    if (missing.length > 0) {
      const ids = missing.map((q) => q.id).join(', ');
      return sendRefusal(reply, 400, say(request, { en: `Answer every question with one of its answers (missing or unknown: ${ids})`, ru: `Ответьте на каждый вопрос одним из вариантов (нет ответа: ${ids})` }));
    }
    store.questionnaires.delete(read.value.tokenGuid);
    const questionsResult = RAISE_QUESTIONS.map((q) => ({ questionId: q.id, passed: q.safe.includes(byQuestion.get(q.id)!) }));
    const success = questionsResult.every((r) => r.passed);
    if (success) {
      const applied = applyChanges(request, playerId, questionnaire.changes);
      if (!applied.ok) return sendRefusal(reply, applied.status, applied.message);
    }
    return { questionsResult, success, limitsData: answerLimits(playerId) };
  });

  const act = (request: FastifyRequest, reply: FastifyReply, playerId: number, limitType: number, action: LimitActionName) => {
    const now = store.now();
    const limits = store.limitsOf(playerId);
    const lng = languageOf(request);
    const result: Action = action === 'approve' ? approve(limits, limitType, now, lng) : action === 'reject' ? reject(limits, limitType, now, lng) : cancel(limits, limitType, now, lng);
    if (!result.ok) return sendRefusal(reply, result.status, result.message);
    store.setLimits(playerId, result.limits);
    return { success: true as const, limitsData: answerLimits(playerId) };
  };

  app.post(`${LIMIT_BASE}/limitaction`, { config: { answerSchema: 'limitActionAnswer' } }, async (request, reply) => {
    const playerId = playerOf(request, reply);
    if (playerId === undefined) return reply;
    const read = readLimitAction(request.body);
    if (!read.ok) return sendRefusal(reply, 400, read.message);
    return act(request, reply, playerId, read.value.limitType, read.value.action);
  });

  app.delete<{ Querystring: { limitType?: string } }>(`${LIMIT_BASE}/limit`, { config: { answerSchema: 'limitActionAnswer' } }, async (request, reply) => {
    const playerId = playerOf(request, reply);
    if (playerId === undefined) return reply;
    const limitType = Number(request.query.limitType);
    if (!/^\d+$/.test(request.query.limitType ?? '')) return sendRefusal(reply, 400, 'expected ?limitType=<integer>');
    // One call for both: a raise that waits for the player's answer is rejected, an earlier one cancelled.
    const pending = pendingOf(store.limitsOf(playerId), limitType);
    return act(request, reply, playerId, limitType, pending && isAwaitingApproval(pending, store.now()) ? 'reject' : 'cancel');
  });

  app.post(`${LIMIT_BASE}/BlockUser`, { config: { answerSchema: 'limitActionAnswer' } }, async (request, reply) => {
    const playerId = playerOf(request, reply);
    if (playerId === undefined) return reply;
    const read = readSelfExclusion(request.body);
    if (!read.ok) return sendRefusal(reply, 400, read.message);
    const refusal = notOffered(request, SELF_EXCLUSION_TYPE);
    if (refusal) return sendRefusal(reply, 403, refusal);
    if (!SELF_EXCLUDE_REASONS.some((r) => r.id === read.value.reasonId)) return sendRefusal(reply, 400, `reasonId must be one of ${SELF_EXCLUDE_REASONS.map((r) => r.id).join(', ')}`);
    const result = selfExclude(store.limitsOf(playerId), read.value.days, read.value.reasonId, service.rulesFor(request), store.now(), languageOf(request));
    if (!result.ok) return sendRefusal(reply, result.status, result.message);
    store.setLimits(playerId, result.limits);
    return { success: true as const, limitsData: answerLimits(playerId) };
  });
}
