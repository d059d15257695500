/**
 * Auto-logoff: after the site config's `limits.autoLogoffMinutes` without user activity,
 * unless audio or video is playing, the user is logged out (this device) and a flag is stored so
 * that the next page shows the inactivity notice (session.saga.ts). 0 or absent turns it off.
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { logoutRequested } from '../state/identity.events.ts';
import { identityServices, type IdentityServices } from './identity-context.ts';
import { INACTIVITY_LOGOFF_FLAG } from './session.saga.ts';
import { installedConfig, signsOut, untilSignedIn, untilSignedOut } from './signed-in-state.ts';

function activityChannel(services: IdentityServices): EventChannel<true> {
  return eventChannel<true>((emit) => services.identity.onActivity(() => emit(true)), buffers.sliding(1));
}

/** Returns when the user has been idle for `ms` with no media playing, or signs out first. */
function* idleTimeout(services: IdentityServices, ms: number): SagaIterator<'idle' | 'out'> {
  const channel: EventChannel<true> = yield call(activityChannel, services);
  try {
    for (;;) {
      const { idle, out } = yield race({ active: take(channel), idle: delay(ms), out: take(signsOut) });
      if (out) return 'out';
      if (idle && !services.identity.isMediaPlaying()) return 'idle';
    }
  } finally {
    channel.close();
  }
}

// blocking: one timer per session.
export function* watchAutoLogoff(): SagaIterator<void> {
  const services = yield* identityServices();
  for (;;) {
    yield call(untilSignedIn);
    const config: SiteConfig = yield call(installedConfig);
    const minutes = config.limits?.autoLogoffMinutes ?? 0;
    if (minutes > 0) {
      const outcome: 'idle' | 'out' = yield call(idleTimeout, services, minutes * 60_000);
      if (outcome === 'idle') {
        services.identity.storage?.setItem(INACTIVITY_LOGOFF_FLAG, '1');
        yield put(logoutRequested({ allDevices: false }));
      }
    }
    yield call(untilSignedOut);
  }
}
