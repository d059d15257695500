/**
 * Notices start here: on a site that configures them, the notice queue's code is fetched and run;
 * elsewhere nothing more is downloaded. Events that may change what is due are buffered from the
 * start, so none is missed while that code arrives.
 */
import { actionChannel, call, getContext, select, take } from 'redux-saga/effects';
import type { Channel, SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AppServices } from '../composer/services.ts';
import { configInstalled, selectSiteConfig } from '../state/site-config.slice.ts';
import { navigationCommitted } from '../state/navigation.slice.ts';
import { authStatusChanged, userLoggedOut, userProfileLoaded } from '../state/user.slice.ts';
import { signedIn } from '../state/identity.events.ts';
import { cookieConsentGiven } from '../state/consent.slice.ts';
import { noticeClosed } from '../state/notices.slice.ts';
import type { runNoticeQueue } from './notices-queue.saga.ts';

const TRIGGERS = [
  configInstalled.type,
  navigationCommitted.type,
  authStatusChanged.type,
  userProfileLoaded.type,
  userLoggedOut.type,
  signedIn.type,
  cookieConsentGiven.type,
  noticeClosed.type,
];

export function* watchNotices(): SagaIterator<void> {
  const channel: Channel<PayloadAction<unknown>> = yield actionChannel(TRIGGERS);
  while (!(yield select(selectSiteConfig))) yield take(configInstalled.type);
  const config: { notices?: unknown } = yield select(selectSiteConfig);
  if (!config.notices) {
    channel.close();
    return;
  }
  try {
    const queue: { runNoticeQueue: typeof runNoticeQueue } = yield call(() => import('../app/deferred-modules.ts').then((m) => m.noticeQueue));
    yield call(queue.runNoticeQueue, channel);
  } catch (error) {
    const services: AppServices = yield getContext('services');
    services.log.error('notices could not start', error);
  }
}
