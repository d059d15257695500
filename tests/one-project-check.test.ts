/**
 * One project check, three entry points: the build (checkBuildInputs, what runBuild and
 * generateSources call), the server's start-up (buildServer) and `npm run validate` refuse the same
 * project with the same lines. The project is a temporary copy of server/test-fixtures/valid with
 * the most common mistake: a misspelt page component.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuildInputs } from '../esbuild.config.ts';
import { isProjectProblemsError, problemLine } from '../project-check/index.ts';
import { buildServer } from '../server/app.ts';
import { isStartupProblemsError } from '../server/startup-error.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const TSX = join(REPO, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const LINE =
  'route-manifests/sports.json /routes/1/component: unknown page component "sports/lin": plugin "sports" declares no extension "lin" in plugins/sports/plugin.json; expected an extension id of kind page declared by a plugin (known: sports/line, sports/game, sports/home, promo/landing, casino/lobby)';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'one-check-'));
  cpSync(join(REPO, 'server', 'test-fixtures', 'valid'), root, { recursive: true });
  const file = join(root, 'route-manifests', 'sports.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"sports/line"', '"sports/lin"'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('it accepted the project'),
    (error: unknown) => error,
  );

describe('a project with an unknown component', () => {
  it('the build stops with the line', async () => {
    const error = await rejection(checkBuildInputs(root));
    expect(isProjectProblemsError(error)).toBe(true);
    if (isProjectProblemsError(error)) expect(error.problems.map(problemLine)).toEqual([LINE]);
  });

  it('the server refuses to start with the line', async () => {
    const error = await rejection(buildServer({ rootDir: root }));
    expect(isStartupProblemsError(error)).toBe(true);
    if (isStartupProblemsError(error)) expect(error.problems.map(problemLine)).toEqual([LINE]);
  });

  it('npm run validate prints the line and exits 1', () => {
    const result = spawnSync(TSX, ['tools/validate.ts', '--root', root], { cwd: REPO, encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout.split('\n').filter((l) => l !== '')).toEqual([LINE]);
    expect(result.status).toBe(1);
  });

  it('the unchanged fixture passes all three', async () => {
    const valid = join(REPO, 'server', 'test-fixtures', 'valid');
    await expect(checkBuildInputs(valid)).resolves.toMatchObject({ plugins: [{ id: 'casino' }, { id: 'promo' }, { id: 'shell' }, { id: 'sports' }] });
    const app = await buildServer({ rootDir: valid });
    await app.close();
    expect(spawnSync(TSX, ['tools/validate.ts', '--root', valid], { cwd: REPO, encoding: 'utf8', timeout: 60_000 }).status).toBe(0);
  });
});
