/**
 * The limit service's calls for the page and the popups: reading the limits and the site's offer,
 * saving a change (with the questionnaire some regions ask first), approving, rejecting or
 * cancelling a pending change, self-exclusion and the panic block. Every answer is checked by its
 * parser; every send ends in limitsChanged (the list after it) or sendFailed (the server's reason).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, notify, selectSiteConfig, type SiteConfig } from '@plugin-api';
import {
  parseAvailableLimitsAnswer,
  parseLimitActionAnswer,
  parseLimitsAnswer,
  parseSaveLimitsAnswer,
  parseSelfExcludeReasonsAnswer,
  parseTestAnswersAnswer,
} from '@plugin-api/limit-rules';
import { LIMIT_PATH, LIMIT_SERVICE, type Limit } from '../model.ts';
import { failureOf } from './failure.ts';
import {
  limitActionRequested,
  limitSaveRequested,
  limitsChanged,
  limitsFailed,
  limitsLoaded,
  limitsRequested,
  offerFailed,
  offerLoaded,
  offerRequested,
  panicRequested,
  questionnaireAnswered,
  questionnaireOpened,
  questionnaireSubmitted,
  selectQuestionnaire,
  selfExclusionRequested,
  sendFailed,
  type LimitActionName,
} from './slice.ts';

const NS = 'responsible-gaming:';
const UNEXPECTED = { message: '', status: 500 };

class UnexpectedAnswer extends Error {}

function checked<T>(value: T | null): T {
  if (value === null) throw new UnexpectedAnswer('The limit service answered with data this page does not understand');
  return value;
}

/** `freshToken`: the call needs a token minted just now (the self-exclusion reasons, SPEC 7). */
function* limitCall(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, query?: Record<string, number>, freshToken = false): SagaIterator<unknown> {
  return yield call(callApi, method, `${LIMIT_PATH}${path}`, {
    ...LIMIT_SERVICE,
    ...(body === undefined ? {} : { body }),
    ...(query ? { query } : {}),
    ...(freshToken ? { freshToken } : {}),
  });
}

const failure = (error: unknown) => (error instanceof UnexpectedAnswer ? UNEXPECTED : failureOf(error));

export function* loadLimits(): SagaIterator<void> {
  try {
    const limits: Limit[] = checked(parseLimitsAnswer(yield call(limitCall, 'GET', '/limits')));
    yield put(limitsLoaded(limits));
  } catch (error) {
    yield put(limitsFailed(failure(error)));
  }
}

function* loadOffer(): SagaIterator<void> {
  try {
    const [available, reasons]: unknown[] = yield all([call(limitCall, 'GET', '/availablelimits'), call(limitCall, 'GET', '/reasons/selfexclude', undefined, undefined, true)]);
    yield put(offerLoaded({ available: checked(parseAvailableLimitsAnswer(available)), reasons: checked(parseSelfExcludeReasonsAnswer(reasons)) }));
  } catch (error) {
    yield put(offerFailed(failure(error)));
  }
}

function* saveLimits(action: PayloadAction<{ key: string; changes: { limitType: number; limitValue: number }[] }>): SagaIterator<void> {
  try {
    const answer = checked(parseSaveLimitsAnswer(yield call(limitCall, 'POST', '/limits', { limits: action.payload.changes })));
    if (answer.status === 'questions' && answer.tokenGuid !== null) {
      yield put(limitsLoaded(answer.limitsData));
      yield put(questionnaireOpened({ tokenGuid: answer.tokenGuid, questions: answer.questions }));
      return;
    }
    yield put(limitsChanged({ limits: answer.limitsData, outcome: answer.status === 'pending' ? 'pending' : 'applied' }));
  } catch (error) {
    yield put(sendFailed(failure(error)));
  }
}

function* answerQuestionnaire(action: PayloadAction<{ answers: { questionId: number; answerId: number }[] }>): SagaIterator<void> {
  const open = (yield select(selectQuestionnaire)) as ReturnType<typeof selectQuestionnaire>;
  if (!open) return;
  try {
    const answer = checked(parseTestAnswersAnswer(yield call(limitCall, 'POST', '/testanswers', { tokenGuid: open.tokenGuid, answers: action.payload.answers })));
    yield put(questionnaireAnswered({ success: answer.success, results: answer.questionsResult, limits: answer.limitsData }));
  } catch (error) {
    yield put(sendFailed(failure(error)));
  }
}

const SUCCESS_KEY: Record<LimitActionName, string> = {
  approve: 'responsible_gaming_confirm_limit_success',
  reject: 'responsible_gaming_cancel_limit_success',
  cancel: 'responsible_gaming_cancel_limit_success',
};
const ERROR_KEY: Record<LimitActionName, string> = {
  approve: 'responsible_gaming_confirm_limit_error',
  reject: 'responsible_gaming_cancel_limit_error',
  cancel: 'responsible_gaming_cancel_limit_error',
};

/** Approve is always POST limitaction; reject and cancel go the way the site's setting says. */
function* sendLimitAction(limitType: number, action: LimitActionName): SagaIterator<unknown> {
  const config = (yield select(selectSiteConfig)) as SiteConfig | null;
  if (action !== 'approve' && config?.responsibleGaming?.limitActionMethod === 'delete') {
    return yield call(limitCall, 'DELETE', '/limit', undefined, { limitType });
  }
  return yield call(limitCall, 'POST', '/limitaction', { limitType, action });
}

function* actOnLimit(action: PayloadAction<{ key: string; limitType: number; action: LimitActionName }>): SagaIterator<void> {
  const { limitType, action: name } = action.payload;
  try {
    const limits = checked(parseLimitActionAnswer(yield call(sendLimitAction, limitType, name))).limitsData;
    yield put(limitsChanged({ limits }));
    yield put(notify({ id: `rg-action-${limitType}`, variant: 'success', titleKey: 'main_done', messageKey: `${NS}${SUCCESS_KEY[name]}` }));
  } catch (error) {
    const why = failure(error);
    yield put(sendFailed(why));
    // The server's own words when it gave any; a refusal without a body reads as "not allowed".
    yield put(
      notify(
        why.message === ''
          ? { id: `rg-action-${limitType}`, variant: 'error', titleKey: 'main_error', messageKey: `${NS}${ERROR_KEY[name]}_forbidden` }
          : { id: `rg-action-${limitType}`, variant: 'error', titleKey: 'main_error', messageKey: `${NS}${ERROR_KEY[name]}`, values: { reason: why.message } },
      ),
    );
  }
}

function* selfExclude(action: PayloadAction<{ days: number; reasonId: number }>): SagaIterator<void> {
  try {
    const limits = checked(parseLimitActionAnswer(yield call(limitCall, 'POST', '/BlockUser', { days: action.payload.days, reasonId: action.payload.reasonId }))).limitsData;
    yield put(limitsChanged({ limits, outcome: 'applied' }));
  } catch (error) {
    yield put(sendFailed(failure(error)));
  }
}

function* panic(): SagaIterator<void> {
  try {
    const limits = checked(parseLimitActionAnswer(yield call(limitCall, 'POST', '/panic', {}))).limitsData;
    yield put(limitsChanged({ limits, outcome: 'applied' }));
  } catch (error) {
    yield put(sendFailed(failure(error)));
  }
}

/**
 * Reads: the latest request wins (takeLatest). Sends: one at a time (takeLeading), so a double tap
 * cannot send a change twice.
 */
export function* watchLimits(): SagaIterator<void> {
  yield takeLatest(limitsRequested.type, loadLimits);
  yield takeLeading(offerRequested.type, loadOffer);
  yield takeLeading(limitSaveRequested.type, saveLimits);
  yield takeLeading(questionnaireSubmitted.type, answerQuestionnaire);
  yield takeLeading(limitActionRequested.type, actOnLimit);
  yield takeLeading(selfExclusionRequested.type, selfExclude);
  yield takeLeading(panicRequested.type, panic);
}
