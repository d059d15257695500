/** Relays the captcha modal's answer to the API call waiting on it (src/app/captcha-bridge.ts). */
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { captchaDismissed, captchaSolved } from '../state/captcha.slice.ts';
import { identityServices } from './identity-context.ts';

function* relayAnswer(action: UnknownAction): SagaIterator<void> {
  const services = yield* identityServices();
  if (captchaSolved.match(action)) services.identity.captcha.settle(action.payload.id, action.payload.text);
  else if (captchaDismissed.match(action)) services.identity.captcha.settle(action.payload.id, null);
}

// takeEvery: answers are for different challenges; each settles its own.
export function* watchCaptcha(): SagaIterator<void> {
  yield takeEvery([captchaSolved.type, captchaDismissed.type], relayAnswer);
}
