import { describe, it, expect, vi } from 'vitest';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadAtMostOncePerMinute } from './reload-guard.ts';
import { memoryStorage } from '../../tests/helpers/store.ts';

const T0 = 1_700_000_000_000;

describe('reload guard', () => {
  it('reloads once, not again within 60 s, and again after 60 s', () => {
    expect(RELOAD_GUARD_MS).toBe(60_000);
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAtMostOncePerMinute(storage, T0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe(String(T0));

    expect(reloadAtMostOncePerMinute(storage, T0 + 1_000, reload)).toBe(false);
    expect(reloadAtMostOncePerMinute(storage, T0 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadAtMostOncePerMinute(storage, T0 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadAtMostOncePerMinute(storage, T0 + 60_001, reload)).toBe(false);
  });

  it('remembers the time across page loads (the stored timestamp is what counts)', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: String(T0 - 30_000) });
    const reload = vi.fn();
    expect(reloadAtMostOncePerMinute(storage, T0, reload)).toBe(false);
    expect(reloadAtMostOncePerMinute(storage, T0 + 30_000, reload)).toBe(true);
  });

  it('does not reload without storage, since nothing could stop a loop', () => {
    const reload = vi.fn();
    expect(reloadAtMostOncePerMinute(null, T0, reload)).toBe(false);
    expect(reloadAtMostOncePerMinute(null, T0 + 120_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the timestamp cannot be stored', () => {
    const reload = vi.fn();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadAtMostOncePerMinute(full, T0, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a garbled stored value as no previous reload', () => {
    const reload = vi.fn();
    expect(reloadAtMostOncePerMinute(memoryStorage({ [RELOAD_GUARD_KEY]: 'garbage' }), T0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
