/**
 * The SEO reference data (server/data/seo): the SEO text of each page, its pictures, the languages'
 * ISO codes and the sports' names by their English address name. Read and checked once per data
 * directory and kept: these answers sit in front of every first byte of a page, so they must cost
 * no disk read per request; a malformed entry is refused with a line naming it (the SEO answers
 * fail, pages go without the block) rather than reaching a crawler.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonIfExists } from '../json-files.ts';

export interface SeoTextBlock {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface SeoVisualEntry {
  readonly image: string;
  /** The picture's alt text by language. */
  readonly alt: Readonly<Record<string, string>>;
}

export interface LanguageCode {
  readonly iso: string;
  readonly locale: string;
  readonly nameEng: string;
  /** The language's name, by the language it is written in. */
  readonly names: Readonly<Record<string, string>>;
}

export interface SeoReferenceData {
  /** Language → route id → the page's SEO text. */
  readonly content: Readonly<Record<string, Readonly<Record<string, SeoTextBlock>>>>;
  /** Route id → its pictures. */
  readonly visual: Readonly<Record<string, readonly SeoVisualEntry[]>>;
  /** Picture name → its SVG. */
  readonly images: ReadonlyMap<string, string>;
  /** Language code → its ISO codes and names. */
  readonly isoCodes: Readonly<Record<string, LanguageCode>>;
  /** Language → the sport's English address name → its name in that language. */
  readonly sports: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const SEO_IMAGE = { width: 640, height: 240 } as const;
const LANGUAGE = /^[a-z]{2}$/;
const NAME_ENG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE_NAME = /^[a-z0-9-]+$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function fail(file: string, where: string, problem: string): never {
  throw new Error(`server/data/seo/${file}: ${where} ${problem}`);
}

function byLanguage(file: string, raw: unknown): [string, Json][] {
  if (!isObject(raw)) fail(file, 'the file', 'must be {"<language>": {...}}');
  return Object.entries(raw).map(([lng, value]) => {
    if (!LANGUAGE.test(lng) || !isObject(value)) fail(file, `"${lng}"`, 'is not a language with entries');
    return [lng, value];
  });
}

function parseContent(raw: unknown): SeoReferenceData['content'] {
  const file = 'content.json';
  return Object.fromEntries(
    byLanguage(file, raw).map(([lng, pages]) => {
      for (const [routeId, block] of Object.entries(pages)) {
        if (!isObject(block) || !isText(block.title)) fail(file, `${lng}.${routeId}`, 'has no title');
        if (!Array.isArray(block.paragraphs) || block.paragraphs.length === 0 || !block.paragraphs.every(isText)) fail(file, `${lng}.${routeId}`, 'needs paragraphs of text');
      }
      return [lng, pages as Record<string, SeoTextBlock>];
    }),
  );
}

function parseVisual(raw: unknown, images: ReadonlyMap<string, string>): SeoReferenceData['visual'] {
  const file = 'visual.json';
  if (!isObject(raw)) fail(file, 'the file', 'must be {"<route id>": [{"image", "alt"}]}');
  for (const [routeId, entries] of Object.entries(raw)) {
    if (!Array.isArray(entries)) fail(file, routeId, 'is not a list');
    for (const entry of entries as unknown[]) {
      if (!isObject(entry) || typeof entry.image !== 'string' || !images.has(entry.image)) fail(file, routeId, `names a picture that is not in images/ (${String((entry as Json | null)?.image)})`);
      if (!isObject(entry.alt) || !Object.values(entry.alt).every(isText) || !isText(entry.alt.en)) fail(file, routeId, 'needs an alt text in English at least');
    }
  }
  return raw as SeoReferenceData['visual'];
}

function parseIsoCodes(raw: unknown): SeoReferenceData['isoCodes'] {
  const file = 'iso-codes.json';
  for (const [code, entry] of byLanguage(file, raw)) {
    const [lang, region] = typeof entry.iso === 'string' ? entry.iso.split('-') : [];
    if (lang !== code || !/^[A-Z]{2}$/.test(region ?? '')) fail(file, code, 'needs "iso" as <language>-<REGION>');
    if (entry.locale !== `${lang}_${region}`) fail(file, code, 'needs "locale" as <language>_<REGION>, the same as its iso');
    if (typeof entry.nameEng !== 'string' || !NAME_ENG.test(entry.nameEng)) fail(file, code, 'needs "nameEng" in lower case with hyphens');
    if (!isObject(entry.names) || !Object.values(entry.names).every(isText) || !isText(entry.names.en)) fail(file, code, 'needs its "names", in English at least');
  }
  return raw as SeoReferenceData['isoCodes'];
}

function parseSports(raw: unknown): SeoReferenceData['sports'] {
  const file = 'sports.json';
  for (const [lng, names] of byLanguage(file, raw)) {
    for (const [nameEng, name] of Object.entries(names)) {
      if (!NAME_ENG.test(nameEng) || !isText(name)) fail(file, `${lng}.${nameEng}`, 'must be a name by an English address name');
    }
  }
  return raw as SeoReferenceData['sports'];
}

async function readImages(dir: string, names: readonly string[]): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  await Promise.all(
    names.map(async (name) => {
      if (!IMAGE_NAME.test(name)) return;
      try {
        images.set(name, await readFile(join(dir, `${name}.svg`), 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }),
  );
  return images;
}

export async function readSeoReferenceData(dataDir: string): Promise<SeoReferenceData> {
  const dir = join(dataDir, 'seo');
  const [content, visual, isoCodes, sports] = await Promise.all(
    ['content.json', 'visual.json', 'iso-codes.json', 'sports.json'].map((file) => readJsonIfExists(join(dir, file))),
  );
  const named = isObject(visual) ? Object.values(visual).flatMap((entries) => (Array.isArray(entries) ? entries.map((e) => String((e as Json | null)?.image)) : [])) : [];
  const images = await readImages(join(dir, 'images'), [...new Set(named)]);
  return {
    content: content === undefined ? {} : parseContent(content),
    visual: visual === undefined ? {} : parseVisual(visual, images),
    images,
    isoCodes: isoCodes === undefined ? {} : parseIsoCodes(isoCodes),
    sports: sports === undefined ? {} : parseSports(sports),
  };
}

const cache = new Map<string, Promise<SeoReferenceData>>();

/** The data of `dataDir`, read on first use and kept for the server's life. */
export function seoReferenceData(dataDir: string): Promise<SeoReferenceData> {
  let data = cache.get(dataDir);
  if (!data) {
    data = readSeoReferenceData(dataDir);
    // A failed read is not kept: the next request tries again (and fails with the same clear line).
    data.catch(() => cache.delete(dataDir));
    cache.set(dataDir, data);
  }
  return data;
}
