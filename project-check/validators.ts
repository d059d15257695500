/**
 * The standalone validators generated from schemas/ (the same code the browser runs), loaded once
 * per process. generateSchemas() does nothing while the schemas, the generator and ajv are those the
 * files were made from, so calling it before every check is cheap and keeps the check from using a
 * stale copy of a schema. The server also uses the
 * API answers' validators from here.
 */
import { pathToFileURL } from 'node:url';
import type { SchemaName } from '../schemas/index.ts';
import { generateSchemas, validatorFiles } from '../schemas/generate.ts';
import type { StandaloneValidator } from '../src/composer/validation-types.ts';

/**
 * The core's validators by name (SchemaName), and every validator, the features' included
 * (plugins/<id>/schemas.ts), by name and by its schema's $id (a feature's route names its answer's
 * schema by the schema object).
 */
export type Validators = Readonly<Record<SchemaName, StandaloneValidator>> & {
  readonly byName: ReadonlyMap<string, StandaloneValidator>;
  readonly byId: ReadonlyMap<string, StandaloneValidator>;
};

let loading: Promise<Validators> | undefined;

export function loadValidators(): Promise<Validators> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed start-up may be retried (tests build many servers)
    throw error;
  });
  return loading;
}

async function load(): Promise<Validators> {
  const files = validatorFiles(await generateSchemas());
  const entries = await Promise.all(
    [...files].map(async ([name, { file, $id }]) => {
      const mod = (await import(pathToFileURL(file).href)) as { validate: StandaloneValidator };
      if (typeof mod.validate !== 'function') throw new Error(`${file} does not export "validate"`);
      return { name, $id, validate: mod.validate };
    }),
  );
  const byName = new Map(entries.map((e) => [e.name, e.validate]));
  const byId = new Map(entries.map((e) => [e.$id, e.validate]));
  // Every core name is among them: generateSchemas made a validator for each key of SCHEMAS.
  const core = Object.fromEntries(byName) as Record<SchemaName, StandaloneValidator>;
  return Object.assign(core, { byName, byId });
}
