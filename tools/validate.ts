/**
 * `npm run validate`: the project check (project-check/, the same one the build and the server's
 * start-up run) over route-manifests/*.json, site-configs/*.json and plugins/<id>/plugin.json.
 * Prints one line per problem (file, JSON pointer, what is wrong, what was expected) and exits 1,
 * or prints a one-line summary and exits 0.
 *
 * Usage: tsx tools/validate.ts [--root <dir>]   (default: the repository this file lives in)
 * Exit codes: 0 valid, 1 problems found, 2 the tool itself could not run (bad arguments, a bug).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { checkProject, loadValidators, problemLine } from '../project-check/index.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: readonly string[]): { root: string } | { error: string } {
  let root = REPO_ROOT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--root') {
      const value = argv[++i];
      if (value === undefined || value === '') return { error: '--root needs a directory' };
      root = resolve(value);
    } else if (arg.startsWith('--root=')) {
      root = resolve(arg.slice('--root='.length));
    } else {
      return { error: `unknown argument ${JSON.stringify(arg)}` };
    }
  }
  return { root };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    process.stderr.write(`validate: ${args.error}\nusage: tsx tools/validate.ts [--root <dir>]\n`);
    return 2;
  }
  // The validators are generated code: loading them refreshes them first (writes only on change).
  const validators = await loadValidators();
  const started = performance.now();
  const { problems, counts } = checkProject(args.root, { validators });
  const ms = performance.now() - started;
  if (problems.length > 0) {
    process.stdout.write(problems.map((p) => problemLine(p) + '\n').join(''));
    return 1;
  }
  process.stdout.write(
    `validated ${counts.routeManifests} route manifests, ${counts.siteConfigs} site configs, ${counts.plugins} plugins in ${ms.toFixed(1)} ms\n`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`validate: the tool failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
