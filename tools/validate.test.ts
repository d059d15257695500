import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validDocuments, writeProject } from '../project-check/test-documents.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const TSX = join(REPO, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');

/** Runs `tsx tools/validate.ts ...args` as `npm run validate` does, from the repository root. */
function runCli(...args: string[]) {
  const result = spawnSync(TSX, ['tools/validate.ts', ...args], { cwd: REPO, encoding: 'utf8', timeout: 60_000 });
  const lines = result.stdout.split('\n').filter((l) => l !== '');
  return { status: result.status, lines, stderr: result.stderr };
}

describe('npm run validate (tools/validate.ts)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'validate-cli-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a valid project: exit 0 and a one-line summary', () => {
    const dir = join(root, 'valid');
    writeProject(dir);
    const { status, lines, stderr } = runCli('--root', dir);
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^validated 2 route manifests, 2 site configs, 3 plugins in \d+(?:\.\d+)? ms$/);
    expect(status).toBe(0);
  });

  it('a broken project: exit 1 and exactly one line per mistake', () => {
    const dir = join(root, 'broken');
    writeProject(dir);
    // 1. broken JSON (a missing comma) in a route manifest
    const sports = join(dir, 'route-manifests/sports.json');
    writeFileSync(sports, readFileSync(sports, 'utf8').replace('"area": "sports",', '"area": "sports"'));
    // 2. a default currency that is not available
    const kz = validDocuments().siteConfigs[1]!.data as { currencies: { default: string } };
    kz.currencies.default = 'RUB';
    writeFileSync(join(dir, 'site-configs/kz.json'), JSON.stringify(kz, null, 2));
    // 3. a plugin without index.tsx
    rmSync(join(dir, 'plugins/sports/index.tsx'));
    // 4. an unknown property whose name holds a newline: still one line
    const other = JSON.parse(readFileSync(join(dir, 'route-manifests/other.json'), 'utf8')) as Record<string, unknown>;
    other['bad\nkey'] = true;
    writeFileSync(join(dir, 'route-manifests/other.json'), JSON.stringify(other));

    const { status, lines, stderr } = runCli('--root', dir);
    expect(lines, stderr).toEqual([
      'route-manifests/other.json /bad\\nkey: is not a known property; expected one of the properties the schema lists (check the spelling)',
      expect.stringMatching(/^route-manifests\/sports\.json \/: is not valid JSON: unexpected "\\"" at line 4, column 3; expected ',' or '}'$/),
      expect.stringMatching(/^site-configs\/kz\.json \/currencies\/default: default currency "RUB" is not available; expected one of currencies\.available \(KZT\)$/),
      expect.stringMatching(/^plugins\/sports\/plugin\.json \/: plugin folder "sports" has no index\.tsx; expected /),
    ]);
    expect(status).toBe(1);
  });

  it('a bad argument: exit 2 with the usage on stderr', () => {
    const { status, lines, stderr } = runCli('--rot', 'x');
    expect(lines).toEqual([]);
    expect(stderr).toContain('usage: tsx tools/validate.ts [--root <dir>]');
    expect(status).toBe(2);
  });
});
