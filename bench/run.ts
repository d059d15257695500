/** `npm run bench`: runs every bench/*.ts module that default-exports a bench and prints its lines. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const skip = new Set(['run.ts', 'stats.ts']);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !skip.has(f)).sort()) {
  const module = (await import(pathToFileURL(join(dir, file)).href)) as { default?: () => Promise<string[]> };
  if (typeof module.default !== 'function') continue;
  console.log(`# ${file.replace(/\.ts$/, '')}`);
  for (const line of await module.default()) console.log(line);
}
