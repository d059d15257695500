import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDictionary } from './dictionaries.ts';

describe('readDictionary', () => {
  it('keeps a parsed file while it is unchanged, reads it again once edited, and falls back to English', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dictionaries-'));
    const folders = new Map([['main', dir]]);
    writeFileSync(join(dir, 'en.json'), JSON.stringify({ main_a: 'A' }));
    const first = await readDictionary(folders, 'main', 'en');
    expect(first).toEqual({ lang: 'en', entries: { main_a: 'A' } });
    // Kept: the same object, frozen, since every answer shares it.
    expect((await readDictionary(folders, 'main', 'en'))!.entries).toBe(first!.entries);
    expect(Object.isFrozen(first!.entries)).toBe(true);

    writeFileSync(join(dir, 'en.json'), JSON.stringify({ main_a: 'B' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'en.json'), later, later);
    expect((await readDictionary(folders, 'main', 'en'))!.entries).toEqual({ main_a: 'B' });

    expect(await readDictionary(folders, 'main', 'ru')).toEqual({ lang: 'en', entries: { main_a: 'B' } });
    expect(await readDictionary(folders, 'other', 'en')).toBeUndefined();
  });
});
