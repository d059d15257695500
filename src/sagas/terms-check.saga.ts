/**
 * Terms change: with confirm-terms on, the terms status is checked every 60 s
 * while signed in and visible (and at once after sign-in). Changed terms, or an API call answering
 * 451 with exception_code 1, send the user to confirm-terms: the page is navigated again and the
 * confirm-terms guard redirects. After the user confirms, the guard sends them on from that page.
 * A failed check counts as "not changed" and is logged.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { termsAccepted, termsConfirmationRequired } from '../state/identity.events.ts';
import { termsChecked, termsConfirmed } from '../state/user.slice.ts';
import type { CommittedPage } from '../state/navigation.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { pollWhileVisible } from './visibility.ts';
import { identityServices, request, type IdentityServices } from './identity-context.ts';
import { installedConfig, signsOut, untilSignedIn, untilSignedOut } from './signed-in-state.ts';

export const TERMS_CHECK_MS = 60_000;
export const TERMS_STATUS_PATH = '/api-v3/v2/user/agreement-rules/status';

/** Navigate the current page again so that the guards see the new terms state. */
function* judgeCurrentPageAgain(services: IdentityServices): SagaIterator<void> {
  const page: CommittedPage | null = yield select((s: RootState) => s.navigation.committed);
  if (!page) return;
  yield call(services.navigate, page.location.pathname + page.location.search, { replace: true });
}

function* markTermsChanged(updatedAt?: string): SagaIterator<void> {
  const services = yield* identityServices();
  yield put(termsChecked({ termsChanged: true, ...(updatedAt === undefined ? {} : { updatedAt }) }));
  const page: CommittedPage | null = yield select((s: RootState) => s.navigation.committed);
  if (page?.routeId !== CORE_ROUTES.confirmTerms) yield call(judgeCurrentPageAgain, services);
}

/** The answer's updatedAt when it is a time, else '' (SPEC 8: a failed check keeps an empty date). */
function updatedAtOf(answer: { updatedAt?: unknown } | undefined): string {
  const value = answer?.updatedAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : '';
}

function* checkTermsOnce(services: IdentityServices): SagaIterator<void> {
  let changed = false;
  let updatedAt = '';
  try {
    const answer: { result?: unknown; updatedAt?: unknown } | undefined = yield call(request, services, 'GET', TERMS_STATUS_PATH);
    changed = answer?.result === true;
    updatedAt = updatedAtOf(answer);
  } catch (error) {
    services.log.warn('terms status check failed', error);
  }
  if (changed) yield call(markTermsChanged, updatedAt);
  else yield put(termsChecked({ termsChanged: false, updatedAt }));
}

function* acceptTerms(): SagaIterator<void> {
  const services = yield* identityServices();
  yield put(termsConfirmed());
  yield call(judgeCurrentPageAgain, services);
}

// blocking: one poll per session; takeEvery for the events (each is cheap and idempotent).
export function* watchTermsCheck(): SagaIterator<void> {
  yield takeEvery(termsConfirmationRequired.type, () => markTermsChanged());
  yield takeEvery(termsAccepted.type, acceptTerms);
  for (;;) {
    yield call(untilSignedIn);
    const config: SiteConfig = yield call(installedConfig);
    if (config.features?.confirmTermsEnabled === true) {
      const services = yield* identityServices();
      yield race({ poll: call(pollWhileVisible, () => checkTermsOnce(services), { intervalMs: TERMS_CHECK_MS }), out: take(signsOut) });
    }
    yield call(untilSignedOut);
  }
}
