/**
 * `npm run bench`: runs every bench/*.ts module that default-exports a bench and prints its lines.
 * BENCH_ONLY=lighthouse,home-js runs only those (file names without .ts); BENCH_SKIP=lighthouse
 * runs all but those (Lighthouse takes minutes).
 *
 * Each bench runs in a process of its own (this file again, given the bench's file name): benches
 * that start the reference server load its React renderer in development mode, and a later bench
 * that wants React's production build in the same process got a mix of the two.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;

async function runOne(file: string): Promise<void> {
  const module = (await import(pathToFileURL(join(dir, file)).href)) as { default?: () => Promise<string[]> };
  if (typeof module.default !== 'function') return;
  console.log(`# ${file.replace(/\.ts$/, '')}`);
  for (const line of await module.default()) console.log(line);
}

const one = process.argv[2];
if (one) {
  await runOne(one);
  // A bench that leaves a handle open (a server socket, a timer) must not hang the run.
  process.exit(0);
}

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
let failed = 0;
for (const file of files) {
  // process.execArgv carries tsx's loader, so the child runs TypeScript as this process does.
  // NODE_ENV=production from the start: a module imported statically must not load React's
  // development build before a bench switches to production (they cannot be mixed in a process).
  const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, file], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (child.status !== 0) {
    failed++;
    console.error(`bench ${file} failed (${child.signal ?? `exit ${child.status}`})`);
  }
}
if (failed) process.exit(1);
