import { describe, it, expect } from 'vitest';
import { formatProblem } from '../src/composer/problems.ts';
import { buildServer } from './app.ts';
import { isStartupProblemsError, type StartupProblemsError } from './startup-error.ts';
import { buildFixtureServer, INVALID_ROOT } from './test-helpers.ts';

async function startupLines(build: Promise<unknown>): Promise<string[]> {
  const error = await build.then(
    () => expect.fail('the server started'),
    (e: unknown) => e,
  );
  expect(isStartupProblemsError(error)).toBe(true);
  return (error as StartupProblemsError).problems.map(formatProblem);
}

describe('site config selection', () => {
  it('serves the config named by SITE_CONFIG whatever the host', async () => {
    const app = await buildFixtureServer({ siteConfigId: 'other' });
    const res = await app.inject({ url: '/web-api/site-config/all.json?lang=en', headers: { host: 'anything.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe('other');
    await app.close();
  });

  it('chooses by Host (without port, any case), else the default config', async () => {
    const app = await buildFixtureServer();
    const byHost = await app.inject({ url: '/web-api/site-config/all.json', headers: { host: 'WWW.Other.Example:3000' } });
    expect(byHost.json().id).toBe('other');
    const fallback = await app.inject({ url: '/web-api/site-config/all.json', headers: { host: 'unknown.example' } });
    expect(fallback.json().id).toBe('default');
    await app.close();
  });

  it('answers the config without $schema, not cached', async () => {
    const app = await buildFixtureServer();
    const res = await app.inject({ url: '/web-api/site-config/all.json?lang=en' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).not.toHaveProperty('$schema');
    expect(res.json().companyName).toBe('Default Bet');
    await app.close();
  });
});

describe('refusing to start', () => {
  it('names file, JSON pointer and what was expected for every mistake in an invalid config', async () => {
    const lines = await startupLines(buildServer({ rootDir: INVALID_ROOT }));
    expect(lines).toContain('site-configs/broken.json /languages/default: "de" is not an available language; expected one of the available languages ["en","ru"]');
    expect(lines).toContain('site-configs/broken.json /languages/hidden/0: "kk" is hidden but not available; expected one of the available languages ["en","ru"]');
    expect(lines).toContain('site-configs/broken.json /currencies/default: "USD" is not an available currency; expected one of the available currencies ["EUR"]');
    expect(lines).toContain('site-configs/schema-broken.json /shell: is missing; expected a "shell" property');
    expect(lines).toContain('site-configs/schema-broken.json /languages/default: has the wrong format; expected text matching ^[a-z]{2}$');
    expect(lines.some((l) => l.startsWith('site-configs/default.json'))).toBe(false);
  });

  it('refuses a SITE_CONFIG that names no config', async () => {
    const lines = await startupLines(buildFixtureServer({ siteConfigId: 'nope' }));
    expect(lines).toEqual(['site-configs/nope.json /: does not exist (SITE_CONFIG names it); expected SITE_CONFIG to be one of the config ids ["default","other"]']);
  });
});
