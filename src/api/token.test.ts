import { createMemoryTokenStore, createTokenProvider } from './token.ts';

describe('createTokenProvider', () => {
  it('recovers after a fetchToken that throws synchronously (no stuck single-flight)', async () => {
    let fail = true;
    const fetchToken = vi.fn((): Promise<string> => {
      if (fail) throw new Error('sync failure');
      return Promise.resolve('t');
    });
    const provider = createTokenProvider({ store: createMemoryTokenStore(), fetchToken });
    await expect(provider.refresh()).rejects.toThrow('sync failure');
    expect(provider.pending()).toBeNull();
    fail = false;
    await expect(provider.refresh()).resolves.toBe('t');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('invalidate clears the store only if it still holds the refused token', () => {
    const store = createMemoryTokenStore('current');
    const provider = createTokenProvider({ store, fetchToken: async () => 'x' });
    provider.invalidate('older');
    expect(store.get()).toBe('current');
    provider.invalidate('current');
    expect(store.get()).toBeNull();
  });

  it('uses vi fake timers as well as an injected clock: the token expires from sharing after 60 s', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const provider = createTokenProvider({ store: createMemoryTokenStore(), fetchToken: async () => `t${++n}` });
      await expect(provider.get()).resolves.toBe('t1');
      vi.advanceTimersByTime(59_000);
      await expect(provider.get()).resolves.toBe('t1');
      vi.advanceTimersByTime(1_000);
      await expect(provider.get()).resolves.toBe('t2');
    } finally {
      vi.useRealTimers();
    }
  });
});
