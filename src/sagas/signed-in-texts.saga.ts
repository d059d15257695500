/**
 * The signed-in widgets' texts, asked for again in the background. When only those failed, the
 * page shows as usual and the widgets (popups and timers that follow the player) wait for their
 * texts without a trace on screen, so no button would ever ask again: this saga does, with a
 * growing pause, each try once the network is there, until they load or the player signs out.
 */
import { call, delay, getContext, join, race, select, spawn, take } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { loadDictionary } from '../guards/dictionary-loader.guard.ts';
import { signedInDictionaries } from '../guards/dictionary-owners.ts';
import { dictionaryKey, dictionaryLoadFailed } from '../state/dictionaries.slice.ts';
import { navigationCommitted } from '../state/navigation.slice.ts';
import { selectIsAuthenticated } from '../state/user.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { untilOnline } from './connectivity.saga.ts';
import { backoffWait } from './retry.ts';
import { signsOut } from './signed-in-state.ts';

/** The pause before the first try, doubled after each try that fails, up to the cap (ms). */
export const SIGNED_IN_TEXTS_RETRY = { firstDelayMs: 5_000, maxDelayMs: 60_000 } as const;

/** The pause before try number `tries` (0 first), jittered as every back-off of the app is. */
export function signedInTextsDelay(tries: number, random: () => number = Math.random): number {
  return backoffWait(tries + 1, SIGNED_IN_TEXTS_RETRY, random);
}

/** The signed-in widgets' texts that failed in the page's language, or null when none did. */
function* missingTexts(): SagaIterator<{ lng: string; ids: string[] } | null> {
  const services: AppServices = yield getContext('services');
  const state: RootState = yield select();
  const page = state.navigation.committed;
  const config = state.siteConfig.config as SiteConfig | null;
  if (!page || !config || !selectIsAuthenticated(state)) return null;
  const ids = signedInDictionaries(config, services.plugins).filter((id) => state.dictionaries.byKey[dictionaryKey(page.lng, id)] === 'failed');
  return ids.length > 0 ? { lng: page.lng, ids } : null;
}

function* loadEach(lng: string, ids: readonly string[]): SagaIterator<void> {
  for (const id of ids) yield call(loadDictionary, lng, id);
}

/** Tries until the texts are there; the caller stops it when the player signs out. */
export function* retrySignedInTexts(): SagaIterator<void> {
  for (let tries = 0; ; tries++) {
    yield delay(signedInTextsDelay(tries));
    // Offline a try would fail for nothing and grow the pause: it waits for the network instead.
    yield call(untilOnline);
    // Read again on every try: the player may have moved to another page or language meanwhile.
    const missing: { lng: string; ids: string[] } | null = yield call(missingTexts);
    if (!missing) return;
    // Spawned: a sign-out stops this loop, but a load already marked 'loading' must still settle,
    // or the next navigation would wait for it for ever.
    const task: Task = yield spawn(loadEach, missing.lng, missing.ids);
    yield join(task);
    if (!(yield call(missingTexts))) return;
  }
}

// Blocking: one background loop at a time; it reads what is missing on every try, so a commit or a
// failure while it runs needs no loop of its own. The page does not wait for these texts, so their
// failure may come after its commit.
export function* watchSignedInTexts(): SagaIterator<void> {
  for (;;) {
    yield take([navigationCommitted.type, dictionaryLoadFailed.type]);
    if (!(yield call(missingTexts))) continue;
    yield race({ loaded: call(retrySignedInTexts), signedOut: take(signsOut) });
  }
}
