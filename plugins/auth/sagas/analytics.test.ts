/** The plugin's steps become the plugin API's analytics events, with the core's step names. */
import { describe, expect, it } from 'vitest';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { signedIn } from '@plugin-api';
import { forwardLoginSteps, forwardRecoverySteps, forwardRegistrationSteps } from './analytics.ts';
import { bonusChosen, recoveryCodeRefused, recoveryShown, recoverySucceeded, registrationRequested, registrationTracked, signInFailed, signInRequested } from '../slice.ts';

function forwarded(saga: Saga, actions: UnknownAction[]): UnknownAction[] {
  const channel = stdChannel<UnknownAction>();
  const out: UnknownAction[] = [];
  runSaga({ channel, dispatch: (action: UnknownAction) => out.push(action), getState: () => ({}) }, saga);
  for (const action of actions) channel.put(action);
  return out.filter((a) => a.type.startsWith('analytics/')).map((a) => ({ type: a.type, payload: (a as { payload?: unknown }).payload }));
}

describe('analytics forwarding', () => {
  it('registration: steps and way, the social network, and the one-click bonus answer', () => {
    expect(
      forwarded(forwardRegistrationSteps, [
        registrationTracked('popup_shown'),
        registrationTracked('type_picked', 'one_click'),
        registrationRequested({ type: 'social', provider: 'google', currency: 'USD' }),
        registrationTracked('reg_call', 'social'),
        bonusChosen(0),
      ]),
    ).toEqual([
      { type: 'analytics/registrationTracked', payload: { step: 'popup-shown' } },
      { type: 'analytics/registrationTracked', payload: { step: 'type-picked', regType: 'one-click' } },
      { type: 'analytics/registrationTracked', payload: { step: 'call', regType: 'social', provider: 'google' } },
      { type: 'analytics/registrationTracked', payload: { step: 'bonus-rejected', regType: 'one-click' } },
    ]);
  });

  it('recovery: an expired code is not a wrong one, and a saved password is the success', () => {
    expect(forwarded(forwardRecoverySteps, [recoveryShown(), recoveryCodeRefused('time_up'), recoveryCodeRefused('wrong_code'), recoverySucceeded()]).map((a) => (a.payload as { step: string }).step)).toEqual([
      'popup-shown',
      'code-expired',
      'code-wrong',
      'password-saved',
      'success',
    ]);
  });

  it('login: each call, a failure, and a sign-in by login (not by registration) as the success', () => {
    const steps = forwarded(forwardLoginSteps, [
      signInRequested({ mode: 'login', login: 'demo', password: 'x' } as never),
      signInFailed({ fieldErrors: {}, error: 'auth_error', errorCode: 1 }),
      signedIn({ token: 't', userId: 1, remember: true, via: 'registration' }),
      signedIn({ token: 't', userId: 1, remember: true, via: 'login' }),
    ]).map((a) => (a.payload as { step: string }).step);
    expect(steps).toEqual(['call', 'error', 'success']);
  });
});
