/**
 * Reads a project's JSON documents from disk: route-manifests/*.json, site-configs/*.json,
 * plugins/<folder>/plugin.json (and whether index.tsx is beside it), and the dictionary ids (the
 * folder names under the shell's dictionaries folder and the features' texts/, feature-folders.ts). A file that cannot be read or parsed is one problem
 * line and a document marked unreadable; nothing here throws on a file's content.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Problem } from '../src/composer/problems.ts';
import { DICTIONARIES_DIR, PLUGINS_DIR, ROUTE_MANIFESTS_DIR, SITE_CONFIGS_DIR, type JsonDocument, type PluginDocument, type ProjectDocuments } from './documents.ts';
import { dictionaryFolders } from './feature-folders.ts';
import { parseJson } from './json.ts';

export interface ReadOptions {
  /** Absolute folder of the dictionaries; default <rootDir>/server/data/dictionaries. */
  dictionariesDir?: string;
}

function listDir(dir: string): { name: string; isDir: boolean }[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .map((e) => ({ name: e.name, isDir: e.isDirectory() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return []; // a missing folder holds nothing to check
  }
}

function readDocument(rootDir: string, file: string, problems: Problem[]): JsonDocument {
  let text: string;
  try {
    text = readFileSync(join(rootDir, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    problems.push({ file, pointer: '', message: `could not be read (${code})`, expected: 'a readable JSON file' });
    return { file, data: undefined, unreadable: true };
  }
  const parsed = parseJson(file, text);
  if (parsed.ok) return { file, data: parsed.data };
  problems.push(parsed.problem);
  return { file, data: undefined, unreadable: true };
}

export function readProjectDocuments(rootDir: string, options: ReadOptions = {}): { docs: ProjectDocuments; problems: Problem[] } {
  const problems: Problem[] = [];
  const jsonIn = (folder: string) =>
    listDir(join(rootDir, folder))
      .filter((e) => !e.isDir && e.name.endsWith('.json'))
      .map((e) => readDocument(rootDir, `${folder}/${e.name}`, problems));

  const routeManifests = jsonIn(ROUTE_MANIFESTS_DIR);
  const siteConfigs = jsonIn(SITE_CONFIGS_DIR);
  const plugins: PluginDocument[] = [];
  for (const entry of listDir(join(rootDir, PLUGINS_DIR))) {
    if (!entry.isDir || entry.name.startsWith('.')) continue;
    const folder = entry.name;
    const file = `${PLUGINS_DIR}/${folder}/plugin.json`;
    const hasIndex = existsSync(join(rootDir, PLUGINS_DIR, folder, 'index.tsx'));
    if (!existsSync(join(rootDir, file))) {
      problems.push({ file, pointer: '', message: `is missing: folder ${PLUGINS_DIR}/${folder}/ has no plugin.json`, expected: `a plugin.json in every folder under ${PLUGINS_DIR}/ (one folder = one plugin)` });
      continue;
    }
    plugins.push({ ...readDocument(rootDir, file, problems), folder, hasIndex });
  }
  const dictionariesDir = options.dictionariesDir ?? join(rootDir, DICTIONARIES_DIR);
  const dictionaries = dictionaryFolders(rootDir, dictionariesDir);
  const dictionaryIds = new Set(dictionaries.folders.keys());
  for (const duplicate of dictionaries.duplicates) {
    problems.push({ file: PLUGINS_DIR, pointer: '', message: duplicate, expected: 'each dictionary id in one place: a feature\'s texts/ or the shell\'s dictionaries folder' });
  }
  // Named as the reader of a problem line finds it: relative to the project when it is inside.
  const inside = relative(rootDir, dictionariesDir);
  const dictionariesFolder = inside !== '' && !inside.startsWith('..') ? inside.split(sep).join('/') : dictionariesDir;
  return { docs: { routeManifests, siteConfigs, plugins, dictionaryIds, dictionariesFolder }, problems };
}
