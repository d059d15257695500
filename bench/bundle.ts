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
import { PRELOADED_DYNAMIC_IMPORTS } from '../esbuild.config.ts';

const root = join(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The budget of one plugin chunk (a plugin's index or one of its lazy extensions) on top of the shell,
 * gzip. 30 KB until issue 24: pages then checked their answers with the validators generated from
 * their schemas instead of hand-written guards, and a sports extras or cricket page now loads the
 * validators of every extras or cricket answer (one shared chunk, 25 KB; the largest page 43.8 KB).
 * The answer validators were already made lean for it (first error only, no messages, repeated parts
 * compiled once: 1.0 to 0.5 of the size); what is left to cut (one chunk per answer's validator, the
 * schema literals ajv embeds for its error parameters) belongs to issue 26. 46 KB since SPEC 3.5's list
 * preferences (top games first with its answer's validator, game ids): the recommendations page, the
 * largest, went from 43.9 to 45.8 KB.
 */
export const PLUGIN_CHUNK_GZIP_BUDGET_BYTES = 46 * 1024;

export interface PluginChunkSize {
  /** "auth" for a plugin's index, "auth/login-modal" for a lazy extension. */
  readonly name: string;
  /** Gzip bytes it adds on top of the app's start-up (the entry, the React DOM chunk it preloads, and what they import statically). */
  readonly gzipBytes: number;
}

/** Every plugin chunk of the build in `rootDir`/dist (needs dist/meta.json). */
export function pluginChunkSizes(rootDir: string = root): PluginChunkSize[] {
  const meta = JSON.parse(readFileSync(join(rootDir, 'dist', 'meta.json'), 'utf8')) as Metafile;
  const gz = (out: string) => gzipSync(readFileSync(join(rootDir, out))).length;
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
  // The shell's start-up: the entry's static graph and the modules it imports with import() to evaluate
  // them apart, loaded with every page all the same (PRELOADED_DYNAMIC_IMPORTS of esbuild.config.ts).
  const initial = new Set([app, ...[...PRELOADED_DYNAMIC_IMPORTS].map(outputFor)].flatMap((out) => [...closure(out, ['import-statement'])]));
  const sizes: PluginChunkSize[] = [];
  for (const out of Object.keys(meta.outputs).filter((k) => meta.outputs[k]!.entryPoint?.startsWith('plugins/')).sort()) {
    // What a plugin adds on top of what the shell already loaded.
    const own = [...closure(out, ['import-statement'])].filter((o) => !initial.has(o));
    const size = own.reduce((sum, o) => sum + gz(o), 0);
    // plugins/auth/index.tsx is "auth"; a plugin's lazily loaded entries, plugins/auth/extensions/login-modal.tsx, "auth/login-modal".
    const [, plugin, ...rest] = meta.outputs[out]!.entryPoint!.replace(/\.[jt]sx?$/, '').split('/');
    const name = rest.join('/') === 'index' ? String(plugin) : `${plugin}/${rest[rest.length - 1]}`;
    sizes.push({ name, gzipBytes: size });
  }
  return sizes;
}

export default async function bench(): Promise<string[]> {
  return pluginChunkSizes().map(({ name, gzipBytes }) => `plugin chunk ${name}: ${kb(gzipBytes)} gzip (budget ${kb(PLUGIN_CHUNK_GZIP_BUDGET_BYTES)})`);
}
