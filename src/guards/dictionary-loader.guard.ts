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
import { pluginIdOf } from '../composer/plugin-loader.ts';
import { modalsAfterNavigation } from './modal.guard.ts';
import { ALLOW, type Guard, type NavigationContext } from './types.ts';

/** Dictionaries every page needs: the shell's own texts. */
export const CORE_DICTIONARIES = ['main'] as const;

/** What the plugins behind these extensions declare they need (plugin.json `dictionaries`). */
function pluginDictionaries(ctx: NavigationContext, extensionIds: readonly (string | undefined)[]): string[] {
  return extensionIds.flatMap((id) => (id ? (ctx.plugins.manifests.get(pluginIdOf(id))?.dictionaries ?? []) : []));
}

/** The shell's, the page's, its widgets' and open modals' dictionaries, each once. */
export function dictionariesFor(ctx: NavigationContext): string[] {
  const route = ctx.url.match?.route.record;
  const { shell } = ctx.config;
  // The modals this navigation will show (the modal guard runs later and opens them at commit).
  const modals = modalsAfterNavigation(ctx).map((q) => ctx.table.modals.get(q)).filter((m) => m !== undefined);
  return [
    ...new Set([
      ...CORE_DICTIONARIES,
      ...pluginDictionaries(ctx, [shell.header, shell.bottomNavigation, shell.footer, shell.account, shell.captcha]),
      // The signed-in widgets' texts only for a signed-in player: a guest's page fetches none of them.
      ...(ctx.state.user.isAuthenticated ? pluginDictionaries(ctx, shell.signedIn ?? []) : []),
      ...pluginDictionaries(ctx, [route?.component, ...Object.values(route?.slots ?? {}).flat()]),
      ...(route?.dictionaryIds ?? []),
      ...pluginDictionaries(ctx, modals.map((m) => m.component)),
      ...modals.flatMap((m) => m.dictionaryIds ?? []),
    ]),
  ];
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

export const dictionaryLoaderGuard: Guard = {
  id: 'dictionary-loader',
  // An invalid URL language is about to be redirected: loading for it would be wasted.
  needsPreparation: (ctx) => ctx.urlLanguageValid && notReady(ctx).length > 0,
  *prepare(ctx) {
    for (const id of notReady(ctx)) {
      const status = statusOf(ctx.state, ctx.lng, id);
      // Spawned, not forked: a redirect cancels this navigation, but the texts are still needed by
      // the next one, which waits for the load already under way instead of starting another.
      if (status === undefined || status === 'failed') {
        // Marked loading before the wait below looks, so it cannot mistake the old failure for the outcome.
        yield put(dictionaryLoadStarted({ lng: ctx.lng, id }));
        yield spawn(fetchDictionary, ctx.lng, id);
      }
      ctx.settleBeforeCommit.push(yield fork(waitForDictionary, ctx.lng, id));
    }
  },
  decide: () => ALLOW,
};
