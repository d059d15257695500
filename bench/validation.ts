/** Validation of all route manifests + a site config with the standalone validators, cold (first call) and warm. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StandaloneValidator } from '../src/composer/validation-types.ts';

const root = join(import.meta.dirname, '..');

export default async function bench(): Promise<string[]> {
  const dir = join(root, 'route-manifests');
  const manifests = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown);
  const config = JSON.parse(readFileSync(join(root, 'site-configs', 'default.json'), 'utf8')) as unknown;
  const started = performance.now();
  const load = async (name: string) =>
    ((await import(pathToFileURL(join(root, 'src', 'generated', 'validators', `${name}.js`)).href)) as { validate: StandaloneValidator }).validate;
  const [validateManifest, validateConfig] = await Promise.all([load('routeManifest'), load('siteConfig')]);
  const loaded = performance.now() - started;
  const run = () => manifests.every((m) => validateManifest(m)) && validateConfig(config);
  const first = performance.now();
  const ok = run();
  const cold = performance.now() - first;
  const t = performance.now();
  for (let i = 0; i < 1000; i++) run();
  const warm = ((performance.now() - t) * 1000) / 1000;
  return [
    `validation of ${manifests.length} route manifests + a site config: cold (first run) ${cold.toFixed(2)} ms, warm ${warm.toFixed(1)} µs${ok ? '' : ' (INVALID INPUT)'}; loading the two validator modules ${loaded.toFixed(1)} ms`,
  ];
}
