/**
 * The plugin's own steps of registration, recovery and sign-in, told to the core's analytics as
 * the events the plugin API defines (the core counts them and, with marketing consent, sends them).
 * Each watcher of a flow forwards that flow's steps, so nothing of this is on a page before the
 * flow's code is.
 */
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loginTracked, recoveryTracked, registrationTracked as analyticsRegistrationTracked, signedIn, type RecoveryStep, type RegistrationStep } from '@plugin-api';
import type { BonusChoice, RecoveryCodeProblem, RegistrationEvent, RegistrationType, TrackedRegistrationEvent } from '../model.ts';
import {
  bonusChosen,
  credentialsEmailSent,
  recoveryCodeApproved,
  recoveryCodeRefused,
  recoveryCodeSent,
  recoveryFailed,
  recoveryShown,
  recoverySucceeded,
  registrationRequested,
  registrationTracked,
  signInFailed,
  signInFormShown,
  signInRequested,
  type RegistrationRequest,
} from '../slice.ts';

const REGISTRATION_STEP: Readonly<Record<RegistrationEvent, RegistrationStep>> = {
  popup_shown: 'popup-shown',
  type_picked: 'type-picked',
  reg_call: 'call',
  done: 'done',
  error: 'error',
  leave: 'leave',
};

const REG_TYPE: Readonly<Record<RegistrationType, string>> = { one_click: 'one-click', phone: 'phone', full: 'email', social: 'social' };

/** The social network of the last social registration asked for (the analytics storage keeps it). */
let socialProvider: string | null = null;

function rememberProvider(action: PayloadAction<RegistrationRequest>): void {
  socialProvider = action.payload.type === 'social' ? action.payload.provider : null;
}

function* forwardRegistration(action: PayloadAction<TrackedRegistrationEvent>): SagaIterator<void> {
  const { event, type } = action.payload;
  const provider = type === 'social' && socialProvider ? { provider: socialProvider } : {};
  yield put(analyticsRegistrationTracked({ step: REGISTRATION_STEP[event], ...(type ? { regType: REG_TYPE[type] } : {}), ...provider }));
}

function* forwardBonus(action: PayloadAction<BonusChoice>): SagaIterator<void> {
  yield put(analyticsRegistrationTracked({ step: action.payload === 0 ? 'bonus-rejected' : 'bonus-selected', regType: REG_TYPE.one_click }));
}

function* forwardCredentialsSaved(): SagaIterator<void> {
  yield put(analyticsRegistrationTracked({ step: 'credentials-saved', regType: REG_TYPE.one_click }));
}

/** For the registration watcher: every step of registration and of what follows one click. */
export function* forwardRegistrationSteps(): SagaIterator<void> {
  yield takeEvery(registrationRequested.type, rememberProvider);
  yield takeEvery(registrationTracked.type, forwardRegistration);
  yield takeEvery(bonusChosen.type, forwardBonus);
  yield takeEvery(credentialsEmailSent.type, forwardCredentialsSaved);
}

const recoveryStep = (step: RecoveryStep) =>
  function* forward(): SagaIterator<void> {
    yield put(recoveryTracked({ step }));
  };

function* forwardRefusedCode(action: PayloadAction<RecoveryCodeProblem>): SagaIterator<void> {
  yield put(recoveryTracked({ step: action.payload === 'time_up' ? 'code-expired' : 'code-wrong' }));
}

/** For the recovery watcher. A saved password is the recovery's success. */
export function* forwardRecoverySteps(): SagaIterator<void> {
  yield takeEvery(recoveryShown.type, recoveryStep('popup-shown'));
  yield takeEvery(recoveryCodeSent.type, recoveryStep('code-sent'));
  yield takeEvery(recoveryCodeApproved.type, recoveryStep('code-approved'));
  yield takeEvery(recoveryCodeRefused.type, forwardRefusedCode);
  yield takeEvery(recoverySucceeded.type, function* saved(): SagaIterator<void> {
    yield put(recoveryTracked({ step: 'password-saved' }));
    yield put(recoveryTracked({ step: 'success' }));
  });
  yield takeEvery(recoveryFailed.type, recoveryStep('error'));
}

const loginStep = (step: 'popup-shown' | 'call' | 'error') =>
  function* forward(): SagaIterator<void> {
    yield put(loginTracked({ step }));
  };

/** For the sign-in watcher: the form shown, each call, and how it ended. */
export function* forwardLoginSteps(): SagaIterator<void> {
  yield takeEvery(signInFormShown.type, loginStep('popup-shown'));
  yield takeEvery(signInRequested.type, loginStep('call'));
  yield takeEvery(signInFailed.type, loginStep('error'));
  yield takeEvery((action: { type: string; payload?: { via?: string } }) => action.type === signedIn.type && action.payload?.via === 'login', function* success(): SagaIterator<void> {
    yield put(loginTracked({ step: 'success' }));
  });
}
