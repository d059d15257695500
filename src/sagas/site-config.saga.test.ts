import { describe, it, expect, vi, afterEach } from 'vitest';
import { CONFIG_RETRY } from './site-config.saga.ts';
import { createTestApp, until, settle } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('site config loading', () => {
  it('installs a valid config, asking for it in the initial language', async () => {
    const app = createTestApp({ preferredLanguage: 'ru' });
    await until(() => expect(app.state().siteConfig.status).toBe('installed'));
    expect(app.api.siteConfig).toHaveBeenCalledWith('ru');
    expect(app.state().siteConfig.config).toEqual(makeSiteConfig());
  });

  it('tries 6 times at 1 s intervals (the first and 5 retries), then marks the config failed', async () => {
    vi.useFakeTimers();
    expect(CONFIG_RETRY).toEqual({ attempts: 6, delayMs: 1000 });
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
    await vi.advanceTimersByTimeAsync(3999);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(5);
    expect(app.state().siteConfig.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(6);
    expect(app.state().siteConfig).toMatchObject({ status: 'failed', error: 'Failed to fetch', config: null });
    expect(app.log.error).toHaveBeenCalledWith('site config failed to load', expect.any(Error));
    // No seventh attempt.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(app.api.siteConfig).toHaveBeenCalledTimes(6);
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
