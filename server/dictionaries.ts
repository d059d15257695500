/**
 * Dictionaries: <folder>/<lang>.json, flat key → text, where the folder of an id is a feature's
 * plugins/<id>/texts/ or the shell's server/data/dictionaries/<id>/ (project-check/feature-folders.ts).
 * The id and language are checked against strict patterns BEFORE they touch a path, and only a
 * folder found at start-up is ever read, so no request can leave them.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dictionaryFolders } from '../project-check/feature-folders.ts';
import { readJsonIfExists } from './json-files.ts';

/** Every dictionary's folder by id, found once at start-up. */
export type DictionaryFolders = ReadonlyMap<string, string>;

/** The dictionaries of the project under `rootDir`, the shell's own taken from `<dataDir>/dictionaries`. */
export function dictionaryFoldersOf(rootDir: string, dataDir: string): DictionaryFolders {
  return new Map([...dictionaryFolders(rootDir, join(dataDir, 'dictionaries')).folders].map(([id, folder]) => [id, folder.dir]));
}

export const DICTIONARY_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const LANGUAGE_PATTERN = /^[a-z]{2}$/;
export const FALLBACK_LANGUAGE = 'en';

export interface DictionaryFile {
  /** The language actually read: the one asked for, or en when that file is missing. */
  lang: string;
  entries: unknown;
}

export function isDictionaryId(id: string): boolean {
  return DICTIONARY_ID_PATTERN.test(id);
}

export function isLanguage(lang: string): boolean {
  return LANGUAGE_PATTERN.test(lang);
}

/**
 * Parsed dictionary files by path, kept while the file's size and modification time stay the same
 * (an edit shows at the next request): every page answer reads several, and opening and parsing
 * them again each time was a tenth of a first load's server time. Frozen, as every answer shares them.
 */
const parsedFiles = new Map<string, { mtimeMs: number; size: number; entries: unknown }>();

async function readDictionaryFile(path: string): Promise<unknown> {
  let stats: { mtimeMs: number; size: number };
  try {
    stats = await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const kept = parsedFiles.get(path);
  if (kept && kept.mtimeMs === stats.mtimeMs && kept.size === stats.size) return kept.entries;
  const entries = await readJsonIfExists(path);
  if (entries !== undefined) parsedFiles.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, entries: Object.freeze(entries) });
  return entries;
}

/** undefined for an unknown or malformed id or language; a file that is not JSON throws. */
export async function readDictionary(folders: DictionaryFolders, id: string, lang: string): Promise<DictionaryFile | undefined> {
  if (!isDictionaryId(id) || !isLanguage(lang)) return undefined;
  const folder = folders.get(id);
  if (folder === undefined) return undefined;
  for (const candidate of lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE]) {
    const entries = await readDictionaryFile(join(folder, `${candidate}.json`));
    if (entries !== undefined) return { lang: candidate, entries };
  }
  return undefined;
}

export type DictionaryReader = (id: string, lang: string) => Promise<DictionaryFile | undefined>;

/**
 * readDictionary remembered for one page answer: the shell's texts (noscript, description, the
 * load-failure fallback) and the first screen's dictionaries all come from the main dictionary, which
 * is then read from disk once per request instead of once per text.
 */
export function createDictionaryReader(folders: DictionaryFolders): DictionaryReader {
  const read = new Map<string, Promise<DictionaryFile | undefined>>();
  return (id, lang) => {
    const key = `${id}:${lang}`;
    let pending = read.get(key);
    if (!pending) {
      pending = readDictionary(folders, id, lang);
      read.set(key, pending);
    }
    return pending;
  };
}
