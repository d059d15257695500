import { describe, it, expect, vi, afterEach } from 'vitest';
import { CONFIG_RETRY, CONFIG_TIMEOUT_MS } from './site-config.saga.ts';
import { createTestApp, until, settle } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('site config loading', () => {
  it('installs a valid config, asking for it in the initial language', async () => {
    const app = createTestApp({ preferredLanguage: 'ru' });
    await until(() => expect(app.state().siteConfig.status).toBe('installed'));
    expect(app.api.siteConfig).toHaveBeenCalledWith('ru', { signal: expect.any(AbortSignal) });
    expect(app.state().siteConfig.config).toEqual(makeSiteConfig());
  });

  it('tries 3 times at 1 s intervals (the first and 2 retries), then marks the config failed at once', async () => {
    vi.useFakeTimers();
    expect(CONFIG_RETRY).toEqual({ attempts: 3, delayMs: 1000 });
    const app = createTestApp({
      siteConfig: async () => {
        throw new Error('Failed to fetch');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(app.state().siteConfig.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(3);
    // The last attempt's failure is the end: the shell shows the message and the refresh now.
    expect(app.state().siteConfig).toMatchObject({ status: 'failed', error: 'Failed to fetch', config: null });
    expect(app.log.error).toHaveBeenCalledWith('site config failed to load', expect.any(Error));
    // No fourth attempt.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(3);
  });

  it('bounds each attempt: a server that never answers fails like one that refuses (each request aborted)', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const app = createTestApp({
      siteConfig: (_lang, options) => {
        if (options?.signal) signals.push(options.signal);
        return new Promise(() => {});
      },
    });
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 1);
    expect(signals.map((s) => s.aborted)).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals.map((s) => s.aborted)).toEqual([true]);
    const rest = CONFIG_RETRY.delayMs * 2 + CONFIG_TIMEOUT_MS * 2;
    await vi.advanceTimersByTimeAsync(rest - 1);
    expect(app.state().siteConfig.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(3);
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(app.state().siteConfig).toMatchObject({ status: 'failed', error: expect.stringContaining(`${CONFIG_TIMEOUT_MS} ms`) });
  });

  it('installs the config when a retry succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const app = createTestApp({
      siteConfig: async () => {
        if (++calls < 3) throw new Error('502');
        return makeSiteConfig();
      },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(app.state().siteConfig.status).toBe('installed');
    expect(app.api.siteConfig).toHaveBeenCalledTimes(3);
  });

  it('marks an invalid config failed, naming the JSON pointer, and never navigates on it', async () => {
    const bad = makeSiteConfig((c) => {
      c.languages.default = 'english';
    });
    const app = createTestApp({ config: bad });
    app.go('/en/fast');
    await until(() => expect(app.state().siteConfig.status).toBe('failed'));
    expect(app.state().siteConfig.error).toContain('/languages/default');
    expect(app.state().siteConfig.error).toMatch(/has the wrong format; expected text matching/);
    expect(app.log.error).toHaveBeenCalledWith('site config is invalid', [expect.stringContaining('/languages/default')]);
    // It is not retried: the answer was received, it is wrong.
    expect(app.api.siteConfig).toHaveBeenCalledTimes(1);
    await settle();
    expect(app.committed()).toBeNull();
  });

  it('names a missing required property by its pointer', async () => {
    const bad: Record<string, unknown> = { ...makeSiteConfig() };
    delete bad.shell;
    const app = createTestApp({ config: bad });
    await until(() => expect(app.state().siteConfig.status).toBe('failed'));
    expect(app.state().siteConfig.error).toContain('all.json /shell: is missing; expected a "shell" property');
  });
});
