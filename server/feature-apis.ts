/**
 * The features' reference API modules, found in their folders (plugins/<id>/api/index.ts,
 * project-check/feature-folders.ts) and imported at start-up: adding a feature's routes touches no
 * list here. A module that does not export a ReferenceApi stops the start-up with a clear problem.
 */
import { pathToFileURL } from 'node:url';
import { relative } from 'node:path';
import { featureFolders } from '../project-check/feature-folders.ts';
import type { ReferenceApi } from './kit/reference-api.ts';
import { StartupProblemsError } from './startup-error.ts';

export interface FeatureApi {
  readonly featureId: string;
  readonly api: ReferenceApi;
}

function isReferenceApi(value: unknown): value is ReferenceApi {
  if (typeof value !== 'object' || value === null) return false;
  const api = value as Partial<Record<keyof ReferenceApi, unknown>>;
  return typeof api.register === 'function' && (api.frameSources === undefined || typeof api.frameSources === 'function');
}

/** Every feature's reference API under `rootDir`, in folder order. */
export async function loadFeatureApis(rootDir: string): Promise<FeatureApi[]> {
  const found = featureFolders(rootDir).filter((f) => f.apiFile !== undefined);
  const modules = await Promise.all(found.map(async (f) => ({ f, mod: (await import(pathToFileURL(f.apiFile!).href)) as { default?: unknown } })));
  const problems = modules
    .filter(({ mod }) => !isReferenceApi(mod.default))
    .map(({ f }) => ({
      file: relative(rootDir, f.apiFile!).split('\\').join('/'),
      pointer: '',
      message: 'does not export a reference API by default',
      expected: 'export default defineReferenceApi({ register(app, ctx) { … } }) (server/kit)',
    }));
  if (problems.length > 0) throw new StartupProblemsError(problems);
  return modules.map(({ f, mod }) => ({ featureId: f.id, api: mod.default as ReferenceApi }));
}
