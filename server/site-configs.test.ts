import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem } from '../src/composer/problems.ts';
import { buildServer } from './app.ts';
import { isStartupProblemsError, type StartupProblemsError } from './startup-error.ts';
import { buildFixtureServer, INVALID_ROOT, VALID_ROOT } from './test-helpers.ts';

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
    // The project check's lines, exactly as npm run validate prints them.
    expect(lines).toEqual([
      'site-configs/broken.json /languages/default: default language "de" is not available; expected one of languages.available (en, ru)',
      'site-configs/broken.json /languages/hidden/0: hidden language "kk" is not available; expected one of languages.available (en, ru)',
      'site-configs/broken.json /currencies/default: default currency "USD" is not available; expected one of currencies.available (EUR)',
      'site-configs/schema-broken.json /shell: is missing; expected a "shell" property',
      'site-configs/schema-broken.json /languages/default: has the wrong format; expected text matching ^[a-z]{2}$',
    ]);
  });

  describe('a copy of the valid fixture with one mistake', () => {
    let root: string | undefined;
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
      root = undefined;
    });
    /** A temporary copy of the valid root with route-manifests/sports.json changed by `edit`. */
    const withManifest = (edit: (manifest: { defaults?: unknown; routes: Record<string, unknown>[] }) => void) => {
      root = mkdtempSync(join(tmpdir(), 'server-startup-'));
      cpSync(VALID_ROOT, root, { recursive: true });
      const file = join(root, 'route-manifests', 'sports.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes: Record<string, unknown>[] };
      edit(manifest);
      writeFileSync(file, JSON.stringify(manifest, null, 2));
      return root;
    };

    it('refuses an unknown page component with the project check\'s line', async () => {
      const rootDir = withManifest((m) => void (m.routes[1]!.component = 'sports/lin'));
      const lines = await startupLines(buildServer({ rootDir, dataDir: join(rootDir, 'data') }));
      expect(lines).toEqual([
        'route-manifests/sports.json /routes/1/component: unknown page component "sports/lin": plugin "sports" declares no extension "lin" in plugins/sports/plugin.json; expected an extension id of kind page declared by a plugin (known: sports/line, sports/game, sports/home, promo/landing, casino/lobby)',
      ]);
    });

    it('refuses a manifest whose defaults break the schema, naming the pointer in the file', async () => {
      const rootDir = withManifest((m) => void (m.defaults = { flags: { quickCopon: true } }));
      const lines = await startupLines(buildServer({ rootDir, dataDir: join(rootDir, 'data') }));
      expect(lines).toEqual(['route-manifests/sports.json /defaults/flags/quickCopon: is not a known property; expected one of the properties the schema lists (check the spelling)']);
    });
  });

  it('refuses a SITE_CONFIG that names no config', async () => {
    const lines = await startupLines(buildFixtureServer({ siteConfigId: 'nope' }));
    expect(lines).toEqual(['site-configs/nope.json /: does not exist (SITE_CONFIG names it); expected SITE_CONFIG to be one of the config ids ["default","other"]']);
  });
});
