/**
 * The coupon survives a reload and stays the same in every tab (a bet slip must never be lost):
 * restored from localStorage when the plugin starts, written after every change, and
 * replaced when another tab writes it (the storage event). Stored data that is not ours or is
 * malformed is ignored; bets that are fine inside it are kept (parseSnapshot).
 */
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, call, put, race, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { parseSnapshot, STORAGE_KEY, type CouponSnapshot } from '../model.ts';
import { restored, selectSnapshot, syncedFromOtherTab } from '../slice.ts';
import { localStore, readItem, storageChanges, writeItem, type StorageChange } from '../storage.ts';

function* snapshotJson(): SagaIterator<string> {
  const snapshot = (yield select(selectSnapshot)) as CouponSnapshot;
  return JSON.stringify(snapshot);
}

export function* persistCoupon(): SagaIterator<void> {
  const storage = localStore();
  const stored = parseSnapshot(readItem(storage, STORAGE_KEY));
  if (stored) yield put(restored(stored));
  let written = yield* snapshotJson();

  // Blocking loop over two inputs. Any action may change the coupon, so every action is looked at,
  // but only the latest counts (sliding buffer of 1): the snapshot is read from the state anyway.
  const actions = yield actionChannel('*', buffers.sliding<UnknownAction>(1));
  const changes = yield call(storageChanges, STORAGE_KEY);
  try {
    for (;;) {
      const next = (yield race({ action: take(actions), change: take(changes) })) as { action?: UnknownAction; change?: StorageChange };
      if (next.change) {
        const current = (yield select(selectSnapshot)) as CouponSnapshot;
        // Removed in the other tab (or its storage cleared): the coupon is empty there, settings stay.
        const snapshot = next.change.newValue === null ? { ...current, bets: [], bankers: [], addedAtByBetId: {} } : parseSnapshot(next.change.newValue);
        if (!snapshot) continue;
        yield put(syncedFromOtherTab(snapshot));
        // What the other tab wrote is already stored: remember it rather than write it back.
        written = yield* snapshotJson();
        continue;
      }
      const json = yield* snapshotJson();
      if (json === written) continue;
      written = json;
      writeItem(storage, STORAGE_KEY, json);
    }
  } finally {
    changes.close();
    actions.close();
  }
}
