/**
 * Dictionary loader: starts fetching the route's dictionaries (ids are i18next namespaces) in the
 * current language. It does not wait: the fetch runs in parallel with the page chunk and the
 * pipeline joins both before commit, so no raw key ever reaches the screen.
 */
import { call, fork, getContext, put, select, spawn, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { validate as validateDictionary } from '../generated/validators/dictionaryAnswer.js';
import type { DictionaryAnswer } from '../../schemas/api.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { dictionaryLoadFailed, dictionaryLoadStarted, dictionaryLoaded, type DictionaryStatus } from '../state/dictionaries.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { withRetries } from '../sagas/retry.ts';
import { allNeeded, dictionaryNeeds, signedInOnly } from './dictionary-owners.ts';
import { ALLOW, type CoreGuard, type NavigationContext } from './types.ts';

export { CORE_DICTIONARIES } from './dictionary-owners.ts';

/** The shell's, the page's, its widgets', the signed-in widgets' and open modals' dictionaries, each once. */
export function dictionariesFor(ctx: NavigationContext): string[] {
  return allNeeded(dictionaryNeeds(ctx));
}

const statusOf = (state: RootState, lng: string, id: string): DictionaryStatus | undefined => state.dictionaries.byKey[`${lng}:${id}`];

function notReady(ctx: NavigationContext): string[] {
  return dictionariesFor(ctx).filter((id) => statusOf(ctx.state, ctx.lng, id) !== 'ready');
}

/** Settles when the dictionary is ready or failed, however long another navigation's load takes. */
function* waitForDictionary(lng: string, id: string): SagaIterator<void> {
  for (;;) {
    const status: DictionaryStatus | undefined = yield select(statusOf, lng, id);
    if (status === 'ready' || status === 'failed') return;
    yield take([dictionaryLoaded.type, dictionaryLoadFailed.type]);
  }
}

export function* loadDictionary(lng: string, id: string): SagaIterator<void> {
  yield put(dictionaryLoadStarted({ lng, id }));
  yield call(fetchDictionary, lng, id);
}

/** Fetches, checks and installs one dictionary; its status must already say 'loading'. */
function* fetchDictionary(lng: string, id: string): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  try {
    const answer: unknown = yield call(withRetries, () => services.api.dictionary(lng, id), { attempts: 2, delayMs: 500 });
    if (!validateDictionary(answer)) throw new Error(`dictionary ${id}/${lng} does not match its schema`);
    const { entries } = answer as DictionaryAnswer;
    services.i18n.addResourceBundle(lng, id, entries, true, true);
    yield put(dictionaryLoaded({ lng, id }));
  } catch (error) {
    services.log.warn(`dictionary ${id} (${lng}) failed to load`, error);
    yield put(dictionaryLoadFailed({ lng, id }));
  }
}

export const dictionaryLoaderGuard: CoreGuard = {
  id: 'dictionary-loader',
  // SPEC 4.4: the texts start loading as soon as the site is known not to be blocked, in
  // parallel with the access checks that follow.
  runsAfter: ['blocked'],
  // It never refuses; what it loads is the visitor's browser's business.
  dependsOnVisitor: false,
  // An invalid URL language is about to be redirected: loading for it would be wasted.
  needsPreparation: (ctx) => ctx.urlLanguageValid && notReady(ctx).length > 0,
  *prepare(ctx) {
    // The signed-in widgets wait for their own texts: a slow or failing one never holds the page.
    const notAwaited = new Set(signedInOnly(dictionaryNeeds(ctx)));
    for (const id of notReady(ctx)) {
      const status = statusOf(ctx.state, ctx.lng, id);
      // Spawned, not forked: a redirect cancels this navigation, but the texts are still needed by
      // the next one, which waits for the load already under way instead of starting another.
      if (status === undefined || status === 'failed') {
        // Marked loading before the wait below looks, so it cannot mistake the old failure for the outcome.
        yield put(dictionaryLoadStarted({ lng: ctx.lng, id }));
        yield spawn(fetchDictionary, ctx.lng, id);
      }
      if (!notAwaited.has(id)) ctx.settleBeforeCommit.push(yield fork(waitForDictionary, ctx.lng, id));
    }
  },
  decide: () => ALLOW,
};
