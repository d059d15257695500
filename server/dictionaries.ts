/**
 * Dictionaries: server/data/dictionaries/<id>/<lang>.json, flat key → text. The id and language
 * are checked against strict patterns BEFORE they touch a path, so no request can leave the folder.
 */
import { join } from 'node:path';
import { readJsonIfExists } from './json-files.ts';

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

/** undefined for an unknown or malformed id or language; a file that is not JSON throws. */
export async function readDictionary(dataDir: string, id: string, lang: string): Promise<DictionaryFile | undefined> {
  if (!isDictionaryId(id) || !isLanguage(lang)) return undefined;
  for (const candidate of lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE]) {
    const entries = await readJsonIfExists(join(dataDir, 'dictionaries', id, `${candidate}.json`));
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
export function createDictionaryReader(dataDir: string): DictionaryReader {
  const read = new Map<string, Promise<DictionaryFile | undefined>>();
  return (id, lang) => {
    const key = `${id}:${lang}`;
    let pending = read.get(key);
    if (!pending) {
      pending = readDictionary(dataDir, id, lang);
      read.set(key, pending);
    }
    return pending;
  };
}
