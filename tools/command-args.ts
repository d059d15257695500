/**
 * The arguments the project's commands share: `--root <dir>` (or `--root=<dir>`) for the project to
 * work on, default the repository this file lives in, and the positional ones left for the command.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function parseRootArgs(argv: readonly string[]): { root: string; positional: string[] } | { error: string } {
  let root = REPO_ROOT;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--root') {
      const value = argv[++i];
      if (value === undefined || value === '') return { error: '--root needs a directory' };
      root = resolve(value);
    } else if (arg.startsWith('--root=')) {
      root = resolve(arg.slice('--root='.length));
    } else if (arg.startsWith('--')) {
      return { error: `unknown option ${JSON.stringify(arg)}` };
    } else {
      positional.push(arg);
    }
  }
  return { root, positional };
}
