/**
 * After the active account was switched (`activeAccountChanged`, from the account page or the
 * coupon's account choice): the player is told the account will be set (SPEC 8, main_account_will_set
 * with the account id; not on the account page, which shows it itself), and the account data is read
 * again until the server reports that account active: at once, then up to 5 more reads 2,500 ms apart
 * (SPEC 9), none while the page is hidden or offline. The server may apply a switch a moment later,
 * so the balances on screen follow the server's account, not a guess.
 */
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { accountsLoaded, activeAccountChanged, type UserAccount } from '../state/user.slice.ts';
import { notificationShown } from '../state/notifications.slice.ts';
import type { CommittedPage } from '../state/navigation.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { accountsFrom } from './user-config.ts';
import { identityServices, request, type IdentityServices } from './identity-context.ts';
import { pollWhileVisible } from './visibility.ts';
import { signsOut } from './signed-in-state.ts';

export const ACCOUNT_POLL_MS = 2500;
/** Reads of the account data after the first one while the switch is not yet reported. */
export const ACCOUNT_POLL_EXTRA_REPEATS = 5;
export const ACCOUNT_WILL_SET_NOTICE_ID = 'account-will-set';
const ACCOUNTS_PATH = '/user/accounts';

function* tellPlayer(accountId: number): SagaIterator<void> {
  const page: CommittedPage | null = yield select((s: RootState) => s.navigation.committed);
  if (page?.routeId === CORE_ROUTES.account) return;
  yield put(
    notificationShown({ id: ACCOUNT_WILL_SET_NOTICE_ID, variant: 'success', titleKey: 'main_done', messageKey: 'main_account_will_set', values: { id: accountId } }),
  );
}

/** Reads until the server reports `accountId` active; the last read's list stands whatever it says. */
function* pollUntilActive(services: IdentityServices, accountId: number): SagaIterator<void> {
  let reads = 0;
  function* readOnce(): SagaIterator<'stop' | undefined> {
    reads += 1;
    const last = reads > ACCOUNT_POLL_EXTRA_REPEATS;
    let accounts: UserAccount[];
    try {
      accounts = accountsFrom(yield call(request, services, 'GET', ACCOUNTS_PATH));
    } catch (error) {
      // A failed read is one try less; the next may answer.
      services.log.warn('accounts did not load after an account switch', error);
      return last ? 'stop' : undefined;
    }
    const reported = accounts.some((a) => a.id === accountId && a.isActive);
    if (reported || last) {
      yield put(accountsLoaded(accounts));
      return 'stop';
    }
    return undefined;
  }
  yield call(pollWhileVisible, readOnce, { intervalMs: ACCOUNT_POLL_MS });
}

function* afterSwitch(action: PayloadAction<{ accountId: number }>): SagaIterator<void> {
  const services = yield* identityServices();
  yield call(tellPlayer, action.payload.accountId);
  yield race({ poll: call(pollUntilActive, services, action.payload.accountId), out: take(signsOut) });
}

export function* watchAccountSwitch(): SagaIterator<void> {
  // takeLatest: a newer switch is the one to wait for.
  yield takeLatest(activeAccountChanged.type, afterSwitch);
}
