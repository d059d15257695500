/**
 * The content store: one JSON file per page and language (server/data/cms/<lng>/<page>.json), read
 * once and kept. A page is a tree: its blocks, and children by slug (rule groups and their chapters,
 * news articles, partner sections). Russian falls back to English only for a page that has no
 * Russian file, never block by block, so a page is never half translated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../server/kit/index.ts';
import type { CmsBlock, CmsPageAnswer } from '../schemas.ts';

export interface ContentNode {
  readonly title: string;
  readonly date?: string;
  readonly summary?: string;
  readonly blocks: readonly CmsBlock[];
  /** 'date-desc': children are listed newest first (news); otherwise in file order. */
  readonly order?: 'date-desc';
  readonly children?: Readonly<Record<string, ContentNode>>;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export interface ContentStore {
  /** The node at page/path in this language (English when the page has no file in it), or undefined. */
  node(lng: Language, page: string, path: readonly string[]): ContentNode | undefined;
  /** The answer for page/path, or undefined when there is no such content. */
  answer(lng: Language, page: string, path: readonly string[]): CmsPageAnswer | undefined;
}

export function contentStore(dataDir: string): ContentStore {
  const files = new Map<string, ContentNode | null>();

  function pageRoot(lng: Language, page: string): ContentNode | undefined {
    if (!SLUG.test(page)) return undefined;
    const key = `${lng}/${page}`;
    if (!files.has(key)) {
      let root: ContentNode | null = null;
      try {
        root = JSON.parse(readFileSync(join(dataDir, 'cms', lng, `${page}.json`), 'utf8')) as ContentNode;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      files.set(key, root);
    }
    return files.get(key) ?? (lng === 'en' ? undefined : pageRoot('en', page));
  }

  function node(lng: Language, page: string, path: readonly string[]): ContentNode | undefined {
    let current = pageRoot(lng, page);
    for (const slug of path) {
      if (!current || !SLUG.test(slug) || !Object.hasOwn(current.children ?? {}, slug)) return undefined;
      current = current.children![slug];
    }
    return current;
  }

  function childrenOf(current: ContentNode): CmsPageAnswer['children'] {
    const list = Object.entries(current.children ?? {}).map(([slug, child]) => ({
      slug,
      title: child.title,
      ...(child.date ? { date: child.date } : {}),
      ...(child.summary ? { summary: child.summary } : {}),
    }));
    if (current.order === 'date-desc') list.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
    return list;
  }

  return {
    node,
    answer(lng, page, path) {
      const current = node(lng, page, path);
      if (!current) return undefined;
      const trail = path.map((_, depth) => {
        const above = path.slice(0, depth);
        return { path: above, title: node(lng, page, above)!.title };
      });
      return {
        page,
        path: [...path],
        title: current.title,
        ...(current.date ? { date: current.date } : {}),
        blocks: [...current.blocks],
        children: childrenOf(current),
        trail,
      };
    },
  };
}
