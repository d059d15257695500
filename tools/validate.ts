/**
 * `npm run validate`: checks route-manifests/*.json, site-configs/*.json and plugins/<id>/plugin.json.
 * Prints one line per problem (file, JSON pointer, what is wrong, what was expected) and exits 1,
 * or prints a one-line summary and exits 0.
 *
 * Usage: tsx tools/validate.ts [--root <dir>]   (default: the repository this file lives in)
 * Exit codes: 0 valid, 1 problems found, 2 the tool itself could not run (bad arguments, a bug).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generateSchemas } from '../schemas/generate.ts';
import { formatProblem } from '../src/composer/problems.ts';

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

/** A value from a file may hold a newline; a problem must stay one line whatever it quotes. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u2028\u2029]/g, (c) => JSON.stringify(c).slice(1, -1));
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    process.stderr.write(`validate: ${args.error}\nusage: tsx tools/validate.ts [--root <dir>]\n`);
    return 2;
  }
  // The validators are generated code: refresh them first (writes only on change), then load them.
  generateSchemas();
  const { validateProject } = await import('./validate-project.ts');
  const started = performance.now();
  const { problems, counts } = validateProject(args.root);
  const ms = performance.now() - started;
  if (problems.length > 0) {
    process.stdout.write(problems.map((p) => oneLine(formatProblem(p)) + '\n').join(''));
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
