/**
 * Precompression at build time: next to every text asset write `<file>.br` (brotli, quality 11)
 * and `<file>.gz` (gzip, level 9), so the server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing the same bytes on every request, and can afford the
 * slowest, smallest settings. Source maps are skipped: only developer tools fetch them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file types that are text and worth compressing (not .map). */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(['.js', '.css', '.json', '.svg', '.txt']);

/** How many files are compressed at once: zlib runs in libuv's thread pool (4 threads by default). */
const CONCURRENCY = 4;

export function wantsPrecompression(fileName: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.has(extname(fileName).toLowerCase());
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && wantsPrecompression(e.name)).map((e) => join(e.parentPath, e.name));
}

async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, // 11
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }), // 9
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `.br` and `.gz` next to every .js, .css, .json, .svg and .txt file under `dir` (an
 * existing variant is overwritten, so a rebuilt file never keeps a stale one). Answers how many
 * files were compressed; a missing folder is an error (the build should have made it).
 */
export async function precompressDirectory(dir: string): Promise<{ files: number }> {
  const files = await listFiles(dir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await precompressFile(file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return { files: files.length };
}
