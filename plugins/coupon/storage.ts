/**
 * Web storage that never throws: private modes, disabled storage and a full quota turn into "no
 * stored value" / "not written", so the coupon keeps working in memory (a bet slip must never
 * be lost, and bad input yields a safe default).
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOf(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export const localStore = (): StorageLike | null => storageOf('localStorage');
export const sessionStore = (): StorageLike | null => storageOf('sessionStorage');

export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: StorageLike | null, key: string, value: string | null): boolean {
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** What another tab wrote under `key` (the storage event fires in every other tab of the origin). */
export interface StorageChange {
  newValue: string | null;
}

/**
 * The storage events for one key of localStorage, as a saga channel. Buffered, so a change that
 * arrives while the saga is busy is not dropped; closing the channel removes the listener.
 */
export function storageChanges(key: string): EventChannel<StorageChange> {
  return eventChannel<StorageChange>((emit) => {
    if (typeof window === 'undefined') return () => {};
    const onStorage = (event: StorageEvent): void => {
      // key null: the other tab cleared the whole storage.
      if (event.key !== key && event.key !== null) return;
      if (event.storageArea && event.storageArea !== localStore()) return;
      emit({ newValue: event.key === null ? null : event.newValue });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, buffers.expanding<StorageChange>(4));
}
