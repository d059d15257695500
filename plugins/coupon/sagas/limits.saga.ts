/**
 * The site config's coupon facts (currency, minimum and maximum by coupon type, one-click, bonus
 * and VIP flags) reach the coupon as one event whenever the installed config changes, so the slice
 * derives bounds, steps and the initial amount from them.
 */
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, put, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectSiteConfig, type SiteConfig } from '@plugin-api';
import { limitsFromConfig } from '../model.ts';
import { limitsApplied } from '../slice.ts';

export function* applySiteLimits(): SagaIterator<void> {
  // Blocking loop: the config is installed once per site (and again on a language switch); looking
  // after each action is a reference comparison.
  const actions = yield actionChannel('*', buffers.sliding<UnknownAction>(1));
  let applied: SiteConfig | null = null;
  for (;;) {
    const config = (yield select(selectSiteConfig)) as SiteConfig | null;
    if (config && config !== applied) {
      applied = config;
      yield put(limitsApplied(limitsFromConfig(config)));
    }
    yield take(actions);
  }
}
