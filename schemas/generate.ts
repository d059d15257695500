/**
 * Turns schemas/*.schema.ts and each feature's plugins/<id>/schemas.ts (project-check/feature-folders.ts)
 * into (1) JSON Schema files for editors ("$schema" in manifests and configs) and (2) ajv standalone
 * validators: plain ES modules with no ajv compiler, eval or `new Function`, so they are safe under the
 * strict CSP and small enough for the browser. A feature's answer validators are generated into its
 * own folder (plugins/<id>/generated/validators/), typed by its schemas; its config section joins the
 * site config's schema under its key.
 *
 * It lives beside the schemas because three places run it: the build, the server at start-up
 * (so it never checks against a stale copy) and the tools; the server may not import tools/.
 * Node only (file system, the ajv compiler): nothing in src/ or plugins/ imports it, which
 * .dependency-cruiser.cjs enforces. `tsx tools/generate-schemas.ts` runs it by hand.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FEATURE_VALIDATORS_DIR, featureFolders } from '../project-check/feature-folders.ts';
import { SCHEMAS } from './index.ts';
import { siteConfigSchema } from './site-config.schema.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_JSON_DIR = join(root, 'schemas', 'json');
/** One module per schema, so the browser bundles only the validators it uses. */
export const VALIDATORS_DIR = join(root, 'src', 'generated', 'validators');

/** A schema as the generator needs it: its $id names its JSON file and its validator's reference. */
interface SchemaDocument {
  readonly $id: string;
  readonly [keyword: string]: unknown;
}

/** One schema to generate: its validator's name, where its files go and how its .d.ts types it. */
interface SchemaJob {
  readonly name: string;
  readonly schema: SchemaDocument;
  readonly validatorsDir: string;
  /** The .d.ts body after the header. */
  readonly declaration: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isJsonObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a keyword holds sub-schemas: one (items, additionalProperties), a list (anyOf…) or a map (properties…). */
const ONE = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'];
const LIST = ['anyOf', 'oneOf', 'allOf'];
const MAP = ['properties', 'patternProperties', 'definitions'];

/** Calls `visit` on every sub-schema of `schema` (not itself), deepest first, with a way to replace it. */
function eachSubSchema(schema: { [key: string]: Json }, visit: (sub: { [key: string]: Json }, replace: (next: Json) => void) => void): void {
  const enter = (sub: Json | undefined, replace: (next: Json) => void) => {
    if (!isJsonObject(sub)) return;
    eachSubSchema(sub, visit);
    visit(sub, replace);
  };
  for (const key of ONE) enter(schema[key], (next) => (schema[key] = next));
  for (const key of LIST) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, i) => enter(sub, (next) => (list[i] = next)));
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isJsonObject(map)) for (const name of Object.keys(map)) enter(map[name], (next) => (map[name] = next));
  }
}

/**
 * The answer's schema with every object sub-schema it repeats (a game inside a team's form, its
 * fixtures and its results) moved to `definitions` and referred to, and descriptions dropped: with
 * inlineRefs off, ajv then writes each repeated part's check once. Validation is the same.
 */
function withRepeatsShared(schema: SchemaDocument): object {
  const copy = JSON.parse(JSON.stringify(schema, (key, value: Json) => (key === 'description' && typeof value === 'string' ? undefined : value))) as { [key: string]: Json };
  const definitions: { [key: string]: Json } = {};
  for (;;) {
    const seen = new Map<string, number>();
    eachSubSchema(copy, (sub) => {
      if (sub.type !== 'object') return;
      const text = JSON.stringify(sub);
      seen.set(text, (seen.get(text) ?? 0) + 1);
    });
    // The largest repeated part first; the parts inside it are found again in the next round.
    const repeated = [...seen].filter(([, count]) => count > 1).sort(([a], [b]) => b.length - a.length)[0];
    if (!repeated) break;
    const name = `shared${Object.keys(definitions).length}`;
    definitions[name] = JSON.parse(repeated[0]) as Json;
    const ref = { $ref: `#/definitions/${name}` };
    eachSubSchema(copy, (sub, replace) => {
      if (JSON.stringify(sub) === repeated[0]) replace({ ...ref });
    });
    // Inside the parts shared before (never the new one itself: it would refer to itself).
    for (const [other, shared] of Object.entries(definitions)) {
      if (other === name || !isJsonObject(shared)) continue;
      eachSubSchema(shared, (sub, replace) => {
        if (JSON.stringify(sub) === repeated[0]) replace({ ...ref });
      });
    }
  }
  return Object.keys(definitions).length === 0 ? copy : { ...copy, definitions };
}

/** The schemas of what people write (route manifests, site configs, plugin manifests): checked for every mistake. */
const DOCUMENT_SCHEMAS: ReadonlySet<string> = new Set(['routeManifest', 'siteConfig', 'pluginManifest']);

/** What a feature's schemas.ts may export (project-check/feature-folders.ts). */
export interface FeatureSchemas {
  /** Its API answers' schemas by validator name; names are unique across the project. */
  readonly answerSchemas?: Readonly<Record<string, SchemaDocument>>;
  /** Its section of the site config: the property `key` of every site config, shaped by `schema`. */
  readonly configSection?: { readonly key: string; readonly schema: object };
}

const CORE_DECLARATION = "import type { StandaloneValidator } from '../../composer/validation-types.ts';\nexport declare const validate: StandaloneValidator;\n";

/** A feature's validator is a type guard of its own schema's type, so its code needs no cast. */
function featureDeclaration(name: string): string {
  return (
    "import type { FromSchema } from 'json-schema-to-ts';\n" +
    "import type { AnswerValidator } from '@plugin-api';\n" +
    "import type { answerSchemas } from '../../schemas.ts';\n" +
    `export declare const validate: AnswerValidator<FromSchema<(typeof answerSchemas)['${name}']>>;\n`
  );
}

function isSchemaDocument(value: unknown): value is SchemaDocument {
  return typeof value === 'object' && value !== null && typeof (value as { $id?: unknown }).$id === 'string';
}

/**
 * Every schema of the project: the core's (schemas/index.ts), the site config's with the features'
 * sections joined in, and each feature's answer schemas. A name, $id or config key used twice, or a
 * schemas.ts exporting something else than it should, throws with the file to fix.
 */
export async function projectSchemaJobs(rootDir: string = root): Promise<SchemaJob[]> {
  const jobs = new Map<string, SchemaJob>();
  const sections: Record<string, object> = {};
  const fail = (file: string, message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  const add = (file: string, job: SchemaJob) => {
    if (jobs.has(job.name)) fail(file, `validator name "${job.name}" is already used by another schema`);
    if ([...jobs.values()].some((j) => j.schema.$id === job.schema.$id)) fail(file, `schema $id "${job.schema.$id}" is already used by another schema`);
    jobs.set(job.name, job);
  };
  for (const feature of featureFolders(rootDir)) {
    if (!feature.schemasFile) continue;
    const file = `plugins/${feature.id}/schemas.ts`;
    const mod = (await import(pathToFileURL(feature.schemasFile).href)) as FeatureSchemas;
    for (const [name, schema] of Object.entries(mod.answerSchemas ?? {})) {
      if (!isSchemaDocument(schema)) fail(file, `answerSchemas.${name} has no "$id"`);
      add(file, { name, schema, validatorsDir: join(feature.dir, FEATURE_VALIDATORS_DIR), declaration: featureDeclaration(name) });
    }
    if (mod.configSection) {
      const { key } = mod.configSection;
      if (key in siteConfigSchema.properties || key in sections) fail(file, `configSection key "${key}" is already a site config property`);
      sections[key] = mod.configSection.schema;
    }
  }
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    // The site config's schema as the project has it: the core's properties and every feature's section.
    const full = schema === siteConfigSchema ? { ...siteConfigSchema, properties: { ...siteConfigSchema.properties, ...sections } } : schema;
    add('schemas/index.ts', { name, schema: full as SchemaDocument, validatorsDir: VALIDATORS_DIR, declaration: CORE_DECLARATION });
  }
  return [...jobs.values()];
}

/**
 * The digest of what the generated files are made from: the schemas, this generator and ajv's
 * version. It is written beside the core's validators; while it matches and every file is there,
 * nothing is generated again. Compiling every schema takes about half a second, and the server, the
 * build and each test file that starts a server would otherwise pay it every time.
 */
const DIGEST_FILE = join(VALIDATORS_DIR, '.inputs-digest');

function inputsDigest(jobs: readonly SchemaJob[]): string {
  const ajvVersion = (createRequire(import.meta.url)('ajv/package.json') as { version: string }).version;
  return createHash('sha256')
    .update(JSON.stringify(jobs))
    .update(readFileSync(fileURLToPath(import.meta.url), 'utf8'))
    .update(ajvVersion)
    .digest('hex');
}

/** The files generated for one schema: its JSON Schema, its validator and the validator's types. */
function outputsOf(job: SchemaJob): { json: string; js: string; dts: string } {
  return {
    json: join(SCHEMA_JSON_DIR, `${job.schema.$id}.schema.json`),
    js: join(job.validatorsDir, `${job.name}.js`),
    dts: join(job.validatorsDir, `${job.name}.d.ts`),
  };
}

/** Where the validator of each schema name is, for loaders (project-check/validators.ts). */
export function validatorFiles(jobs: readonly SchemaJob[]): Map<string, { file: string; $id: string }> {
  return new Map(jobs.map((job) => [job.name, { file: outputsOf(job).js, $id: job.schema.$id }]));
}

function upToDate(digest: string, jobs: readonly SchemaJob[]): boolean {
  if (!existsSync(DIGEST_FILE) || readFileSync(DIGEST_FILE, 'utf8') !== digest) return false;
  return jobs.every((job) => Object.values(outputsOf(job)).every((file) => existsSync(file)));
}

function writeIfChanged(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** Generates what is missing or stale; returns every schema's job (name, schema, validator file). */
export async function generateSchemas(rootDir: string = root): Promise<SchemaJob[]> {
  const jobs = await projectSchemaJobs(rootDir);
  const digest = inputsDigest(jobs);
  if (upToDate(digest, jobs)) return jobs;
  for (const job of jobs) {
    const json = { $schema: 'http://json-schema.org/draft-07/schema#', ...job.schema };
    writeIfChanged(outputsOf(job).json, JSON.stringify(json, null, 2) + '\n');
  }
  // unicode: false keeps the output free of require("ajv/dist/runtime/ucs2length") (an ES module must not require).
  const compiler = (options: { allErrors: boolean; messages: boolean; inlineRefs: boolean }, shape: (schema: SchemaDocument) => object) => {
    const ajv = new Ajv({
      ...options,
      strict: true,
      unicode: false,
      // ajv calls the unicode option deprecated; it is still the way to avoid the require().
      logger: { log: console.log, error: console.error, warn: (m: unknown) => void (String(m).includes('unicode') || console.warn(m)) },
      code: { source: true, esm: true, optimize: true },
    });
    for (const job of jobs) ajv.addSchema(shape(job.schema), job.schema.$id);
    return ajv;
  };
  // The documents an operator or a plugin author writes get every mistake in one run, with ajv's
  // messages. An answer or a report is either what the schema says or it is refused: its validator
  // stops at the first mistake and carries no message texts (problemsFromAjv words them from the
  // keyword), and the parts it repeats are compiled once (withRepeatsShared), which makes the code the
  // browser downloads a fraction of the size.
  const documents = compiler({ allErrors: true, messages: true, inlineRefs: true }, (schema) => schema);
  const answers = compiler({ allErrors: false, messages: false, inlineRefs: false }, withRepeatsShared);
  const header = '// Generated by schemas/generate.ts. Do not edit.\n';
  for (const job of jobs) {
    const files = outputsOf(job);
    const ajv = DOCUMENT_SCHEMAS.has(job.name) ? documents : answers;
    writeIfChanged(files.js, header + standaloneCode(ajv, { validate: job.schema.$id }));
    writeIfChanged(files.dts, header + job.declaration);
  }
  // Last: a run stopped half-way leaves the old digest (or none), so the next run generates again.
  writeIfChanged(DIGEST_FILE, digest);
  return jobs;
}
