// @vitest-environment jsdom
/**
 * The plugin template is itself tested: `npm run new-plugin` runs into a copy of the folders it and
 * the project check read (route manifests, site configs, plugins, dictionaries), and what it writes
 * must pass the project check, register what its plugin.json declares and render its page; an id
 * it cannot take is refused with a reason and nothing written. (The type check of the generated
 * files is left to `npm run typecheck` on a real tree: inside vitest it is slow.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginManifest } from '../schemas/plugin-manifest.schema.ts';
import type { PluginDefinition } from '../src/plugin-api/define-plugin.ts';
import { checkProject, loadValidators, problemLine } from '../project-check/index.ts';
import { renderOnSite } from '../tests/helpers/site-render.tsx';
import defaultConfig from '../site-configs/default.json';
import { createPlugin, isPluginIdRefusedError, pluginIdProblems, pluginNames, renderPluginFiles } from './new-plugin.ts';
import Ajv from 'ajv';
import Fastify from 'fastify';
import { featureFolders } from '../project-check/feature-folders.ts';
import type { ReferenceApi } from '../server/kit/reference-api.ts';

const REPO = join(import.meta.dirname, '..');
const ID = 'promo-calendar';
const roots: string[] = [];

/**
 * A scratch project: copies of what the generator and the project check read. It lives in the
 * repository's .tmp/ (ignored by git, lint and the type check) rather than the system's temporary
 * folder, because a jsdom test may only import modules under the project root, and the generated
 * modules find react and the plugin API from there as the repository's own plugins do.
 */
function copyProject(): string {
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(REPO, '.tmp', 'new-plugin-'));
  roots.push(root);
  for (const dir of ['route-manifests', 'site-configs', 'plugins', 'server/data/dictionaries']) cpSync(join(REPO, dir), join(root, dir), { recursive: true });
  // A feature's API module imports the server's kit by a relative path: the copy's kit is the real one.
  symlinkSync(join(REPO, 'server', 'kit'), join(root, 'server', 'kit'), 'dir');
  return root;
}

/** Every file under `root` with its text: "nothing written" compares two of these. */
function snapshot(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  return new Map(files.map((p) => [p.slice(root.length + 1), readFileSync(p, 'utf8')]));
}

const readJson = <T = Record<string, string>>(root: string, path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const importFrom = <T>(root: string, path: string): Promise<T> => import(/* @vite-ignore */ join(root, path)) as Promise<T>;

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('npm run new-plugin: a working plugin', () => {
  let root: string;
  let created: string[];
  beforeAll(() => {
    root = copyProject();
    created = createPlugin(root, ID).map((c) => c.path);
  });

  it('writes the plugin folder, its dictionaries in English and Russian, and a route manifest', () => {
    const expected = [
      'plugins/promo-calendar/plugin.json',
      'plugins/promo-calendar/index.tsx',
      'plugins/promo-calendar/PromoCalendarPage.tsx',
      'plugins/promo-calendar/PromoCalendarPage.test.tsx',
      'plugins/promo-calendar/styles.css',
      'plugins/promo-calendar/texts/en.json',
      'plugins/promo-calendar/texts/ru.json',
      'route-manifests/promo-calendar.json',
    ];
    expect(created).toEqual(expected);
    for (const path of expected) expect(readFileSync(join(root, path), 'utf8'), path).not.toMatch(/__[A-Z]+__/);
  });

  it('passes the project check, with a route /:lng/<id> showing the plugin page in the default layout', async () => {
    const check = checkProject(root, { validators: await loadValidators() });
    expect(check.problems.map(problemLine)).toEqual([]);
    if (!check.ok) return;
    const manifest = check.project.routeManifests.find((m) => m.file === `route-manifests/${ID}.json`);
    expect(manifest?.expanded.routes).toEqual([expect.objectContaining({ id: ID, path: ID, component: `${ID}/page`, layout: 'default' })]);
    expect(check.project.plugins.find((p) => p.id === ID)?.manifest.extensions).toEqual([expect.objectContaining({ name: 'page', kind: 'page' })]);
  });

  it('registers in index.tsx exactly what plugin.json declares', async () => {
    const manifest = readJson<PluginManifest>(root, `plugins/${ID}/plugin.json`);
    const { default: definition } = await importFrom<{ default: PluginDefinition }>(root, `plugins/${ID}/index.tsx`);
    expect(definition.id).toBe(manifest.id);
    expect(Object.keys(definition.extensions).sort()).toEqual(manifest.extensions.map((e) => e.name).sort());
    for (const { name } of manifest.extensions) expect(typeof definition.extensions[name], name).toBe('function');
    expect(manifest.dictionaries).toEqual([ID]);
  });

  it('has every text the page uses, in English and in Russian', () => {
    const page = readFileSync(join(root, `plugins/${ID}/PromoCalendarPage.tsx`), 'utf8');
    const used = [...page.matchAll(/\bt\('([^']+)'\)/g)].map((m) => m[1]);
    const en = readJson(root, `plugins/${ID}/texts/en.json`);
    const ru = readJson(root, `plugins/${ID}/texts/ru.json`);
    expect(used.length).toBeGreaterThan(0);
    expect(Object.keys(en).sort()).toEqual([...used].sort());
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(ru.promo_calendar_home_link).not.toBe(en.promo_calendar_home_link);
  });

  it('renders the page: its title as the heading, a link to the home page', async () => {
    const mod = await importFrom<Record<string, ComponentType<Record<string, unknown>>>>(root, `plugins/${ID}/PromoCalendarPage.tsx`);
    const en = readJson(root, `plugins/${ID}/texts/en.json`);
    renderOnSite(createElement(mod.PromoCalendarPage!, { routeId: ID, params: {}, query: '', lng: 'en' }), { config: defaultConfig, dictionaries: { [ID]: en } });
    expect(screen.getByRole('heading', { level: 1, name: 'Promo calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.promo_calendar_home_link }).getAttribute('href')).toBe('/en/');
    cleanup();
  });
});

describe('npm run new-plugin -- <id> --api: a feature reading its own reference API, all in its folder', () => {
  const API_ID = 'match-notes';
  let root: string;
  let created: string[];
  beforeAll(() => {
    root = copyProject();
    created = createPlugin(root, API_ID, { withApi: true }).map((c) => c.path);
  });

  it('writes every file inside plugins/<id>/ but the route manifest: schema, API, its test, page, texts', () => {
    expect(created.filter((p) => !p.startsWith(`plugins/${API_ID}/`))).toEqual([`route-manifests/${API_ID}.json`]);
    expect(created).toEqual(
      expect.arrayContaining([`plugins/${API_ID}/schemas.ts`, `plugins/${API_ID}/api/index.ts`, `plugins/${API_ID}/api/api.test.ts`, `plugins/${API_ID}/texts/en.json`]),
    );
    for (const path of created) expect(readFileSync(join(root, path), 'utf8'), path).not.toMatch(/__[A-Z]+__/);
  });

  it('passes the project check, and its texts are what the page uses, in English and Russian', async () => {
    const check = checkProject(root, { validators: await loadValidators() });
    expect(check.problems.map(problemLine)).toEqual([]);
    const page = readFileSync(join(root, `plugins/${API_ID}/MatchNotesPage.tsx`), 'utf8');
    const used = [...page.matchAll(/\bt\('([^']+)'\)/g)].map((m) => m[1]);
    const en = readJson(root, `plugins/${API_ID}/texts/en.json`);
    expect(Object.keys(en).sort()).toEqual([...new Set(used)].sort());
    expect(Object.keys(readJson(root, `plugins/${API_ID}/texts/ru.json`)).sort()).toEqual(Object.keys(en).sort());
  });

  it('its API module is found in the folder and answers JSON of its own schema, in the caller’s language', async () => {
    expect(featureFolders(root).find((f) => f.id === API_ID)?.apiFile).toBe(join(root, `plugins/${API_ID}/api/index.ts`));
    const { default: api } = await importFrom<{ default: ReferenceApi }>(root, `plugins/${API_ID}/api/index.ts`);
    const { answerSchemas } = await importFrom<{ answerSchemas: Record<string, object> }>(root, `plugins/${API_ID}/schemas.ts`);
    expect(Object.keys(answerSchemas)).toEqual(['matchNotesEntriesAnswer']);
    const app = Fastify();
    await api.register(app, {} as never);
    const en = await app.inject({ method: 'GET', url: `/web-api/${API_ID}/entries` });
    const ru = await app.inject({ method: 'GET', url: `/web-api/${API_ID}/entries`, headers: { 'x-language': 'ru' } });
    const validate = new Ajv({ strict: true }).compile(answerSchemas.matchNotesEntriesAnswer!);
    expect(en.statusCode).toBe(200);
    expect(validate(en.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(ru.json())).toBe(true);
    expect(ru.json()).not.toEqual(en.json());
    await app.close();
  });
});

describe('npm run new-plugin: ids it refuses, writing nothing', () => {
  let root: string;
  let before: Map<string, string>;
  beforeAll(() => {
    root = copyProject();
    // Names only a route manifest holds: an area, a route id, and a path with an optional segment.
    writeFileSync(
      join(root, 'route-manifests', 'extras.json'),
      JSON.stringify({ area: 'extras', routes: [{ id: 'bonus-offer', path: 'offers/:code?', component: 'info/article-page', layout: 'default' }] }),
    );
    before = snapshot(root);
  });

  const refusals: [what: string, id: string, reason: RegExp][] = [
    ['capitals', 'Promo', /not a plugin id: expected kebab case/],
    ['an underscore', 'promo_calendar', /kebab case/],
    ['a double hyphen', 'promo--calendar', /kebab case/],
    ['a leading hyphen', '-promo', /kebab case/],
    ['a trailing hyphen', 'promo-', /kebab case/],
    ['a leading digit', '1promo', /kebab case/],
    ['a path', '../promo', /kebab case/],
    ['nothing', '', /kebab case/],
    ['an existing plugin folder', 'home', /plugins\/home\/ already exists/],
    ['an existing dictionary', 'main', /server\/data\/dictionaries\/main\/ already holds dictionary "main"/],
    ['a feature\'s dictionary', 'cricket', /plugins\/sports\/texts\/cricket\/ already holds dictionary "cricket"|server\/data\/dictionaries\/cricket\/ already holds/],
    ['an existing area', 'extras', /route-manifests\/extras\.json already declares area "extras"/],
    ['an existing route id', 'bonus-offer', /already declares route id "bonus-offer"/],
    ['a path an existing route answers (optional segment left out)', 'offers', /route "bonus-offer" already answers \/:lng\/offers/],
    ['a path of the real manifests', 'line', /route-manifests\/sports\.json: route "sports" already answers \/:lng\/line/],
  ];

  for (const [what, id, reason] of refusals) {
    it(`refuses ${what} (${JSON.stringify(id)})`, () => {
      expect(pluginIdProblems(root, id).join('\n')).toMatch(reason);
      let thrown: unknown;
      try {
        createPlugin(root, id);
      } catch (error) {
        thrown = error;
      }
      expect(isPluginIdRefusedError(thrown), String(thrown)).toBe(true);
      expect(snapshot(root)).toEqual(before);
    });
  }

  it('the command says why and exits 1, writing nothing; a free id it creates and says what next', () => {
    const run = (...args: string[]) => spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), ['tools/new-plugin.ts', ...args, '--root', root], { cwd: REPO, encoding: 'utf8' });
    const refused = run('Promo_Calendar');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('cannot create plugin "Promo_Calendar"');
    expect(refused.stderr).toContain('Nothing was written.');
    expect(snapshot(root)).toEqual(before);

    const usage = run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run new-plugin -- <id>');

    const done = run('match-calendar');
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('plugins/match-calendar/MatchCalendarPage.tsx');
    expect(done.stdout).toContain('route-manifests/match-calendar.json');
    expect(done.stdout).toContain('npm run validate');
    expect(done.stdout).toContain('http://localhost:3000/en/match-calendar');
  });
});

describe('names from the id', () => {
  it('PascalCase for the component, snake case for the text keys, a title for people', () => {
    expect(pluginNames('promo-calendar')).toEqual({ id: 'promo-calendar', name: 'PromoCalendar', camel: 'promoCalendar', key: 'promo_calendar', title: 'Promo calendar' });
    expect(pluginNames('x2-live')).toEqual({ id: 'x2-live', name: 'X2Live', camel: 'x2Live', key: 'x2_live', title: 'X2 live' });
    expect(renderPluginFiles('x2-live').map((f) => f.path)).toContain('plugins/x2-live/X2LivePage.tsx');
  });
});
