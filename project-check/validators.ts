/**
 * The standalone validators generated from schemas/ (the same code the browser runs), loaded once
 * per process. generateSchemas() does nothing while the schemas, the generator and ajv are those the
 * files were made from, so calling it before every check is cheap and keeps the check from using a
 * stale copy of a schema. The server also uses the
 * API answers' validators from here.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SCHEMAS, type SchemaName } from '../schemas/index.ts';
import { generateSchemas, VALIDATORS_DIR } from '../schemas/generate.ts';
import type { StandaloneValidator } from '../src/composer/validation-types.ts';

export type Validators = Readonly<Record<SchemaName, StandaloneValidator>>;

let loading: Promise<Validators> | undefined;

export function loadValidators(): Promise<Validators> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed start-up may be retried (tests build many servers)
    throw error;
  });
  return loading;
}

async function load(): Promise<Validators> {
  generateSchemas();
  const names = Object.keys(SCHEMAS) as SchemaName[];
  const entries = await Promise.all(
    names.map(async (name) => {
      const mod = (await import(pathToFileURL(join(VALIDATORS_DIR, `${name}.js`)).href)) as { validate: StandaloneValidator };
      if (typeof mod.validate !== 'function') throw new Error(`${VALIDATORS_DIR}/${name}.js does not export "validate"`);
      return [name, mod.validate] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SchemaName, StandaloneValidator>;
}
