import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Problem } from '../src/composer/problems.ts';

export interface JsonFile {
  /** Path relative to the root directory, as operators see it in problem lines. */
  file: string;
  data: unknown;
}

/** Every *.json in `dir` (sorted), parsed; a missing folder is an empty list, a parse error a problem. */
export async function readJsonFolder(rootDir: string, folder: string): Promise<{ files: JsonFile[]; problems: Problem[] }> {
  let names: string[];
  try {
    names = (await readdir(join(rootDir, folder))).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], problems: [] };
    throw error;
  }
  const files: JsonFile[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const file = `${folder}/${name}`;
    try {
      files.push({ file, data: JSON.parse(await readFile(join(rootDir, folder, name), 'utf8')) as unknown });
    } catch (error) {
      problems.push({ file, pointer: '', message: `is not valid JSON (${(error as Error).message})`, expected: 'a JSON document' });
    }
  }
  return { files, problems };
}

/** Reads and parses a JSON file; undefined when it does not exist (other errors throw). */
export async function readJsonIfExists(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}
