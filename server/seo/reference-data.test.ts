import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSeoReferenceData } from './reference-data.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function dataDir(files: Record<string, unknown>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'seo-reference-'));
  await mkdir(join(dir, 'seo', 'images'), { recursive: true });
  await writeFile(join(dir, 'seo', 'images', 'pitch.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const [name, value] of Object.entries(files)) await writeFile(join(dir, 'seo', name), JSON.stringify(value));
  return dir;
}

describe('SEO reference data', () => {
  it('reads what is there and treats a missing file as empty', async () => {
    const data = await readSeoReferenceData(await dataDir({ 'visual.json': { home: [{ image: 'pitch', alt: { en: 'A pitch' } }] } }));
    expect(data.visual.home).toEqual([{ image: 'pitch', alt: { en: 'A pitch' } }]);
    expect(data.images.get('pitch')).toMatch(/^<svg/);
    expect([data.content, data.isoCodes, data.sports]).toEqual([{}, {}, {}]);
  });

  it.each([
    ['content.json', { en: { home: { title: 'T', paragraphs: [] } } }, 'content.json: en.home needs paragraphs of text'],
    ['content.json', { english: {} }, 'content.json: "english" is not a language with entries'],
    ['visual.json', { home: [{ image: 'missing', alt: { en: 'x' } }] }, 'visual.json: home names a picture that is not in images/ (missing)'],
    ['visual.json', { home: [{ image: 'pitch', alt: { ru: 'Поле' } }] }, 'visual.json: home needs an alt text in English at least'],
    ['iso-codes.json', { en: { iso: 'en-GB', locale: 'en-GB', nameEng: 'english', names: { en: 'English' } } }, 'iso-codes.json: en needs "locale" as <language>_<REGION>'],
    ['sports.json', { en: { 'Ice Hockey': 'Ice hockey' } }, 'sports.json: en.Ice Hockey must be a name by an English address name'],
  ])('refuses a malformed %s, naming the entry', async (file, value, message) => {
    await expect(readSeoReferenceData(await dataDir({ [file]: value }))).rejects.toThrow(message);
  });
});
