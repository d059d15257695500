/**
 * The reference SEO texts (server/data/seo/pages.json): a title, a description and optionally the
 * robots of a route, per language, with {{companyName}} standing for the operator's name. Read once
 * and checked, because a malformed entry would put garbage in every crawler's view of the site.
 */
import { join } from 'node:path';
import { readJsonIfExists } from '../json-files.ts';

export interface SeoPageText {
  title: string;
  description: string;
  metaRobots?: string;
  hierarchyMetaRobots?: string;
}

/** Language → route id → texts. */
export type SeoTexts = Readonly<Record<string, Readonly<Record<string, SeoPageText>>>>;

const ROBOTS = /^[a-z-]+(?:, ?[a-z-]+)*$/;

function textProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'is not an object';
  const { title, description, metaRobots, hierarchyMetaRobots, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `has unknown fields ${Object.keys(rest).join(', ')}`;
  if (typeof title !== 'string' || title.trim() === '') return 'has no title';
  if (typeof description !== 'string') return 'has no description';
  for (const [name, robots] of Object.entries({ metaRobots, hierarchyMetaRobots })) {
    if (robots !== undefined && (typeof robots !== 'string' || !ROBOTS.test(robots))) return `has a malformed ${name}`;
  }
  return null;
}

export function parseSeoTexts(value: unknown, file: string): SeoTexts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file}: expected {"<language>": {"<route id>": {...}}}`);
  for (const [lng, pages] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[a-z]{2}$/.test(lng) || typeof pages !== 'object' || pages === null) throw new Error(`${file}: "${lng}" is not a language with pages`);
    for (const [routeId, text] of Object.entries(pages as Record<string, unknown>)) {
      const problem = textProblem(text);
      if (problem) throw new Error(`${file}: ${lng}.${routeId} ${problem}`);
    }
  }
  return value as SeoTexts;
}

export const SEO_TEXTS_FILE = join('seo', 'pages.json');

/** The texts of `dataDir`, read on first use; none when the file is absent. */
export function createSeoTextsSource(dataDir: string): () => Promise<SeoTexts> {
  let loaded: Promise<SeoTexts> | undefined;
  return () => {
    loaded ??= readJsonIfExists(join(dataDir, SEO_TEXTS_FILE)).then((raw) => (raw === undefined ? {} : parseSeoTexts(raw, SEO_TEXTS_FILE)));
    return loaded;
  };
}

export function fillCompanyName(text: string, companyName: string): string {
  return text.replaceAll('{{companyName}}', companyName);
}
