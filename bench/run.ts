/**
 * `npm run bench`: runs every bench/*.ts module that default-exports a bench and prints its lines.
 * BENCH_ONLY=lighthouse,home-js runs only those (file names without .ts); BENCH_SKIP=lighthouse
 * runs all but those (Lighthouse takes minutes).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const skip = new Set(['run.ts', 'stats.ts']);
const names = (value: string | undefined) => new Set((value ?? '').split(',').map((name) => name.trim().replace(/\.ts$/, '')).filter(Boolean));
const only = names(process.env.BENCH_ONLY);
const skipped = names(process.env.BENCH_SKIP);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !skip.has(f))
  .filter((f) => (only.size === 0 || only.has(f.replace(/\.ts$/, ''))) && !skipped.has(f.replace(/\.ts$/, '')))
  .sort();
const unknown = [...only].filter((name) => !files.includes(`${name}.ts`));
if (unknown.length) {
  console.error(`BENCH_ONLY names no bench: ${unknown.join(', ')}`);
  process.exit(1);
}
for (const file of files) {
  const module = (await import(pathToFileURL(join(dir, file)).href)) as { default?: () => Promise<string[]> };
  if (typeof module.default !== 'function') continue;
  console.log(`# ${file.replace(/\.ts$/, '')}`);
  for (const line of await module.default()) console.log(line);
}
