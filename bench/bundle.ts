/**
 * Each plugin chunk, from the build's metafile: what it adds (gzip) on top of the app entry and the
 * chunks the entry imports statically. Budget: 30 KB. The JS of the home page itself is measured in
 * Chromium, as the browser requests it, by bench/home-js.ts (it replaced this file's metafile figure
 * "entry + static imports", which missed the chunks loaded dynamically before the page shows).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';

const root = join(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export default async function bench(): Promise<string[]> {
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'meta.json'), 'utf8')) as Metafile;
  const gz = (out: string) => gzipSync(readFileSync(join(root, out))).length;
  const closure = (entry: string, kinds: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const out = stack.pop()!;
      if (seen.has(out)) continue;
      seen.add(out);
      for (const i of meta.outputs[out]?.imports ?? []) if (kinds.includes(i.kind) && !i.external) stack.push(i.path);
    }
    return seen;
  };
  const outputFor = (source: string) => Object.keys(meta.outputs).find((k) => meta.outputs[k]!.entryPoint === source)!;
  const app = outputFor('src/app/entry.tsx');
  const initial = closure(app, ['import-statement']);
  const lines: string[] = [];
  for (const out of Object.keys(meta.outputs).filter((k) => meta.outputs[k]!.entryPoint?.startsWith('plugins/')).sort()) {
    // What a plugin adds on top of what the shell already loaded.
    const own = [...closure(out, ['import-statement'])].filter((o) => !initial.has(o));
    const size = own.reduce((sum, o) => sum + gz(o), 0);
    // plugins/auth/index.tsx is "auth"; a plugin's lazily loaded entries, plugins/auth/extensions/login-modal.tsx, "auth/login-modal".
    const [, plugin, ...rest] = meta.outputs[out]!.entryPoint!.replace(/\.[jt]sx?$/, '').split('/');
    const name = rest.join('/') === 'index' ? plugin : `${plugin}/${rest[rest.length - 1]}`;
    lines.push(`plugin chunk ${name}: ${kb(size)} gzip (budget 30 KB)`);
  }
  return lines;
}
