/**
 * A feature is one folder, `plugins/<id>/`: besides its browser code (plugin.json, index.tsx) it may
 * hold, by convention and nowhere else,
 *  - `texts/<lang>.json`: its dictionary, whose id is the plugin's id; `texts/<dictionary>/<lang>.json`
 *    for a further dictionary it owns (a sub-area with its own texts, such as sports' "cricket");
 *  - `schemas.ts`: the shapes of its data, `answerSchemas` (its API answers, by validator name; the
 *    validators are generated into `generated/validators/`) and `configSection` (its part of the site
 *    config: `{ key, schema }`);
 *  - `api/index.ts`: its reference API, the routes of the stand-in back end (`defineReferenceApi`).
 * The build, the server and the project check find these parts here (decision 0016), so adding a
 * feature touches no central list. Node only: it reads folders, it never imports a feature.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PLUGINS_DIR } from './documents.ts';

export const FEATURE_TEXTS_DIR = 'texts';
export const FEATURE_SCHEMAS_FILE = 'schemas.ts';
export const FEATURE_API_FILE = join('api', 'index.ts');
export const FEATURE_VALIDATORS_DIR = join('generated', 'validators');

export interface FeatureFolder {
  /** The plugin id (= folder name). */
  readonly id: string;
  /** Absolute path of `plugins/<id>/`. */
  readonly dir: string;
  /** Absolute path of its `schemas.ts`, when it has one. */
  readonly schemasFile?: string;
  /** Absolute path of its `api/index.ts`, when it has one. */
  readonly apiFile?: string;
}

function entriesOf(dir: string): { name: string; isDir: boolean }[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .map((e) => ({ name: e.name, isDir: e.isDirectory() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return []; // a missing folder holds nothing
  }
}

/** Every feature folder under `<rootDir>/plugins/` with the parts it has, in folder order. */
export function featureFolders(rootDir: string): FeatureFolder[] {
  const plugins = join(rootDir, PLUGINS_DIR);
  return entriesOf(plugins)
    .filter((e) => e.isDir && !e.name.startsWith('.'))
    .map(({ name }) => {
      const dir = join(plugins, name);
      const schemasFile = join(dir, FEATURE_SCHEMAS_FILE);
      const apiFile = join(dir, FEATURE_API_FILE);
      return {
        id: name,
        dir,
        ...(existsSync(schemasFile) ? { schemasFile } : {}),
        ...(existsSync(apiFile) ? { apiFile } : {}),
      };
    });
}

export interface DictionaryFolder {
  /** Absolute folder holding `<lang>.json` files. */
  readonly dir: string;
  /** Where it is, as a problem line names it (relative to the project). */
  readonly label: string;
}

const hasLanguageFiles = (dir: string) => entriesOf(dir).some((e) => !e.isDir && /^[a-z]{2}\.json$/.test(e.name));

/**
 * Every dictionary of the project by id: the shell's own under `coreDir` (one folder per id) and each
 * feature's `texts/`. Two places claiming one id are a problem (the caller reports `duplicates`).
 */
export function dictionaryFolders(rootDir: string, coreDir: string): { folders: Map<string, DictionaryFolder>; duplicates: string[] } {
  const folders = new Map<string, DictionaryFolder>();
  const duplicates: string[] = [];
  const add = (id: string, folder: DictionaryFolder) => {
    const before = folders.get(id);
    if (before) duplicates.push(`dictionary "${id}" is in both ${before.label} and ${folder.label}`);
    else folders.set(id, folder);
  };
  const inside = relative(rootDir, coreDir);
  const coreLabel = inside !== '' && !inside.startsWith('..') ? inside.split(sep).join('/') : coreDir;
  for (const entry of entriesOf(coreDir)) {
    if (entry.isDir) add(entry.name, { dir: join(coreDir, entry.name), label: `${coreLabel}/${entry.name}` });
  }
  for (const feature of featureFolders(rootDir)) {
    const texts = join(feature.dir, FEATURE_TEXTS_DIR);
    const label = `${PLUGINS_DIR}/${feature.id}/${FEATURE_TEXTS_DIR}`;
    if (hasLanguageFiles(texts)) add(feature.id, { dir: texts, label });
    for (const sub of entriesOf(texts)) {
      if (sub.isDir && hasLanguageFiles(join(texts, sub.name))) add(sub.name, { dir: join(texts, sub.name), label: `${label}/${sub.name}` });
    }
  }
  return { folders, duplicates };
}
