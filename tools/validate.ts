/**
 * `npm run validate`: the project check (project-check/, the same one the build and the server's
 * start-up run) over route-manifests/*.json, site-configs/*.json and plugins/<id>/plugin.json.
 * Prints one line per problem (file, JSON pointer, what is wrong, what was expected) and exits 1,
 * or prints a one-line summary and exits 0.
 *
 * Usage: tsx tools/validate.ts [--root <dir>]   (default: the repository this file lives in)
 * Exit codes: 0 valid, 1 problems found, 2 the tool itself could not run (bad arguments, a bug).
 */
import { performance } from 'node:perf_hooks';
import { parseRootArgs } from './command-args.ts';
import { checkProject, loadValidators, problemLine } from '../project-check/index.ts';

function parseArgs(argv: readonly string[]): { root: string } | { error: string } {
  const args = parseRootArgs(argv);
  if ('error' in args) return args;
  if (args.positional.length > 0) return { error: `unknown argument ${JSON.stringify(args.positional[0])}` };
  return { root: args.root };
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
