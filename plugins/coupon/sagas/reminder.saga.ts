/**
 * The coupon reminder: while the coupon holds a bet that is not blocked, a reminder
 * is due 30 s after a live bet or 5 min after a line bet; it shows as a warning popup with a link
 * to the coupon, then counts as shown. If its bet leaves the coupon or is blocked, it is reset (and
 * scheduled again for the next bet that is not blocked). It closes when the coupon page opens or the
 * coupon empties. It lives in session storage, so a reload keeps
 * its time rather than starting again.
 */
import { buffers, type SagaIterator, type Task } from 'redux-saga';
import { actionChannel, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { closeNotification, notify, routeHref, selectCommittedPage } from '@plugin-api';
import {
  isBetLive,
  isBetLocked,
  parseReminder,
  REMINDER_DELAY_LINE_MS,
  REMINDER_DELAY_LIVE_MS,
  REMINDER_STORAGE_KEY,
  type CouponReminder,
  type CouponView,
} from '../model.ts';
import { betsSeen, reminderReset, reminderScheduled, reminderShown, selectCouponView } from '../slice.ts';
import { readItem, sessionStore, writeItem } from '../storage.ts';

export const REMINDER_NOTIFICATION_ID = 'coupon-reminder';
export const COUPON_ROUTE_ID = 'coupon';

type Page = ReturnType<typeof selectCommittedPage>;

function* showWhenDue(reminder: CouponReminder): SagaIterator<void> {
  yield delay(Math.max(0, reminder.timeToShow - Date.now()));
  const page = (yield select(selectCommittedPage)) as Page;
  // On the coupon page the player is looking at the coupon: nothing to remind of.
  if (page?.routeId !== COUPON_ROUTE_ID) {
    const linkTo = (yield* routeHref(COUPON_ROUTE_ID, page?.lng ?? 'en')) as string | null;
    yield put(
      notify({
        id: REMINDER_NOTIFICATION_ID,
        variant: 'warning',
        titleKey: 'coupon:coupon_reminder_title',
        messageKey: 'coupon:coupon_reminder_message',
        ...(linkTo ? { linkTo } : {}),
      }),
    );
  }
  yield put(reminderShown());
}

export function* remindOfCoupon(): SagaIterator<void> {
  const session = sessionStore();
  const stored = parseReminder(readItem(session, REMINDER_STORAGE_KEY));
  if (stored) yield put(reminderScheduled(stored));

  // Blocking loop: after each action the reminder is reconciled with the coupon and the page.
  const actions = yield actionChannel('*', buffers.sliding<UnknownAction>(1));
  let timer: Task | null = null;
  let timerFor: CouponReminder | null = null;
  let savedJson = stored ? JSON.stringify(stored) : null;
  let lastRouteId: string | null | undefined;

  for (;;) {
    let coupon = (yield select(selectCouponView)) as CouponView;
    const page = (yield select(selectCommittedPage)) as Page;

    if (coupon.bets.some((bet) => coupon.addedAtByBetId[bet.marketId] === undefined)) {
      yield put(betsSeen({ at: Date.now() }));
    }

    // Reset when the reminder's bet is gone or blocked, or nothing is left to remind of.
    const reminder = coupon.reminder;
    const remindedBet = reminder ? coupon.bets.find((bet) => bet.marketId === reminder.id) : undefined;
    if (reminder && (!remindedBet || isBetLocked(remindedBet, coupon.dependentMarketIds.includes(remindedBet.marketId)))) {
      yield put(reminderReset());
      yield put(closeNotification({ id: REMINDER_NOTIFICATION_ID }));
    }
    coupon = (yield select(selectCouponView)) as CouponView;
    const target = coupon.bets.find((bet) => !isBetLocked(bet, coupon.dependentMarketIds.includes(bet.marketId)));
    if (!coupon.reminder && target) {
      const wait = isBetLive(target) ? REMINDER_DELAY_LIVE_MS : REMINDER_DELAY_LINE_MS;
      yield put(reminderScheduled({ id: target.marketId, timeToShow: Date.now() + wait, isShown: false }));
      coupon = (yield select(selectCouponView)) as CouponView;
    }

    // The coupon page opened: the popup closes.
    const routeId = page?.routeId ?? null;
    if (routeId !== lastRouteId) {
      lastRouteId = routeId;
      if (routeId === COUPON_ROUTE_ID) yield put(closeNotification({ id: REMINDER_NOTIFICATION_ID }));
    }

    // One timer for the current, unshown reminder.
    const current = coupon.reminder;
    if (current !== timerFor) {
      const due = current && !current.isShown ? current : null;
      if (timer && (!due || !timerFor || due.id !== timerFor.id || due.timeToShow !== timerFor.timeToShow)) {
        yield cancel(timer);
        timer = null;
      }
      if (due && !timer) timer = (yield fork(showWhenDue, due)) as Task;
      timerFor = current;
    }

    const json = current ? JSON.stringify(current) : null;
    if (json !== savedJson) {
      savedJson = json;
      writeItem(session, REMINDER_STORAGE_KEY, json);
    }

    yield take(actions);
  }
}
