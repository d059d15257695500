import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory, wantsPrecompression } from './precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const JS = `export const answer = ${JSON.stringify('odds '.repeat(500))};\n`;

describe('precompressDirectory', () => {
  it('writes .br and .gz next to every text asset in the tree, decoding to the same bytes', async () => {
    await mkdir(join(dir, 'plugins', 'chunks'), { recursive: true });
    await writeFile(join(dir, 'app-ABC.js'), JS);
    await writeFile(join(dir, 'app-ABC.css'), 'body{margin:0}'.repeat(50));
    await writeFile(join(dir, 'plugins', 'chunks', 'deep-XYZ.js'), JS);
    await writeFile(join(dir, 'plugins', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await writeFile(join(dir, 'data.json'), '{"a":1}');
    await writeFile(join(dir, 'notes.txt'), 'hello');

    expect(await precompressDirectory(dir)).toEqual({ files: 6 });

    for (const file of ['app-ABC.js', 'app-ABC.css', 'plugins/chunks/deep-XYZ.js', 'plugins/icon.svg', 'data.json', 'notes.txt']) {
      const raw = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(raw);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(raw);
    }
    const js = await readFile(join(dir, 'app-ABC.js'));
    expect((await readFile(join(dir, 'app-ABC.js.br'))).length).toBeLessThan(js.length / 10);
  });

  it('skips source maps, images and files it wrote before, and overwrites a stale variant', async () => {
    await writeFile(join(dir, 'app.js'), JS);
    await writeFile(join(dir, 'app.js.map'), '{"version":3}');
    await writeFile(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(join(dir, 'app.js.br'), 'stale');

    expect(await precompressDirectory(dir)).toEqual({ files: 1 });
    expect(existsSync(join(dir, 'app.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'app.js.br.br'))).toBe(false);
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(JS);
    // A second run compresses the same sources again, not its own output.
    expect(await precompressDirectory(dir)).toEqual({ files: 1 });
  });

  it('handles an empty folder and rejects a missing one', async () => {
    expect(await precompressDirectory(dir)).toEqual({ files: 0 });
    await expect(precompressDirectory(join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
  });

  it('chooses text types by extension, case-insensitively', () => {
    expect(['a.js', 'a.CSS', 'a.json', 'a.svg', 'a.txt'].every(wantsPrecompression)).toBe(true);
    expect(['a.map', 'a.js.map', 'a.png', 'a.woff2', 'a.js.br', 'a.js.gz', 'a'].some(wantsPrecompression)).toBe(false);
  });
});
