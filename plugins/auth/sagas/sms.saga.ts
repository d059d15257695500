/**
 * SMS codes: POST /user/sms/send for sign-in or registration, then a resend
 * countdown that ticks once a second in the slice (a saga `delay`, never a raw interval). Each
 * purpose has its own countdown; a new send for a purpose replaces that purpose's countdown.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@plugin-api';
import { AUTH_ERROR, authFailureOf, readSmsSent, serverErrorOf, UNEXPECTED_ANSWER, type SmsSendAnswer } from '../answers.ts';
import type { PhoneValue, SmsPurpose } from '../model.ts';
import { selectSms, smsCodeFailed, smsCodeRequested, smsCodeSent, smsCountdownTicked, type SmsState } from '../slice.ts';

export const SMS_SEND_PATH = '/user/sms/send';

function* countDown(purpose: SmsPurpose): SagaIterator<void> {
  for (;;) {
    const sms: SmsState = yield select(selectSms, purpose);
    if (sms.resendIn <= 0) return;
    yield delay(1000);
    yield put(smsCountdownTicked({ purpose }));
  }
}

export function* sendSmsCode(action: PayloadAction<{ purpose: SmsPurpose; phone: PhoneValue }>): SagaIterator<void> {
  const { purpose, phone } = action.payload;
  try {
    const raw: unknown = yield call(callApi, 'POST', SMS_SEND_PATH, { body: { 'phone-number': phone.number, 'phone-code': phone.code, purpose } });
    const answer: SmsSendAnswer | null = readSmsSent(raw);
    if (answer === null) {
      yield put(smsCodeFailed({ purpose, failure: UNEXPECTED_ANSWER }));
      return;
    }
    yield put(smsCodeSent({ purpose, phone, resendIn: answer.resend_after, expiresAt: Date.now() + answer.expires_in * 1000 }));
    yield call(countDown, purpose);
  } catch (error) {
    const failure = authFailureOf(error, { login: 'phone' });
    const server = serverErrorOf(error);
    if (server?.code === AUTH_ERROR.tooEarly && server.retryAfter !== null) {
      // A code went to this number moments ago: it still works, and the countdown says when to ask again.
      const sms: SmsState = yield select(selectSms, purpose);
      yield put(smsCodeSent({ purpose, phone, resendIn: server.retryAfter, expiresAt: sms.expiresAt ?? Date.now() + server.retryAfter * 1000 }));
      yield put(smsCodeFailed({ purpose, failure }));
      yield call(countDown, purpose);
      return;
    }
    yield put(smsCodeFailed({ purpose, failure }));
  }
}

/** Latest per purpose: a resend cancels that purpose's running countdown; the other purpose runs on. */
export function* watchSmsCodes(): SagaIterator<void> {
  const running: Partial<Record<SmsPurpose, Task>> = {};
  for (;;) {
    const action: PayloadAction<{ purpose: SmsPurpose; phone: PhoneValue }> = yield take(smsCodeRequested.type);
    const previous = running[action.payload.purpose];
    if (previous) yield cancel(previous);
    running[action.payload.purpose] = yield fork(sendSmsCode, action);
  }
}
