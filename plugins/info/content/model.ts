/**
 * What the content API answers, checked before a page uses it, and which content a route shows.
 * Block types the page does not know are left out (a newer server may add some); anything else
 * that is not the expected shape makes the whole answer unreadable.
 */
import type { CmsBlock, CmsPageAnswer } from '../../../schemas/cms-api.schema.ts';

export type { CmsBlock, CmsPageAnswer };

const BLOCK_TYPES = new Set(['heading', 'paragraph', 'notice', 'list', 'table', 'links', 'contacts']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isBlock(value: unknown): value is CmsBlock {
  if (!isRecord(value) || typeof value.type !== 'string') return false;
  switch (value.type) {
    case 'heading':
    case 'paragraph':
    case 'notice':
      return typeof value.text === 'string';
    case 'list':
      return typeof value.ordered === 'boolean' && isStringArray(value.items);
    case 'table':
      return typeof value.caption === 'string' && isStringArray(value.columns) && Array.isArray(value.rows) && value.rows.every(isStringArray);
    case 'links':
      return Array.isArray(value.items) && value.items.every((item) => isRecord(item) && typeof item.routeId === 'string' && typeof item.text === 'string');
    case 'contacts':
      return Array.isArray(value.items) && value.items.every((item) => isRecord(item) && (item.kind === 'email' || item.kind === 'phone') && typeof item.value === 'string' && typeof item.label === 'string');
    default:
      return false;
  }
}

export function parseContent(answer: unknown): CmsPageAnswer | null {
  if (!isRecord(answer) || typeof answer.page !== 'string' || typeof answer.title !== 'string') return null;
  if (!isStringArray(answer.path) || !Array.isArray(answer.blocks) || !Array.isArray(answer.children) || !Array.isArray(answer.trail)) return null;
  const blocks = answer.blocks.filter((block) => isRecord(block) && BLOCK_TYPES.has(String(block.type)));
  if (!blocks.every(isBlock)) return null;
  const childrenOk = answer.children.every((c) => isRecord(c) && typeof c.slug === 'string' && typeof c.title === 'string');
  const trailOk = answer.trail.every((c) => isRecord(c) && isStringArray(c.path) && typeof c.title === 'string');
  if (!childrenOk || !trailOk) return null;
  return { ...(answer as unknown as CmsPageAnswer), blocks };
}

/** The content a route shows: the page id, and the route params that name its children, outermost first. */
export interface RouteContent {
  readonly page: string;
  readonly params: readonly string[];
}

const ROUTE_CONTENT: Readonly<Record<string, RouteContent>> = {
  rules: { page: 'rules', params: ['ruleGroup', 'chapter'] },
  'information-rules-frame': { page: 'rules', params: ['ruleGroup', 'chapter'] },
  'football-champions-rules': { page: 'football-champions-rules', params: ['chapter'] },
  news: { page: 'news', params: ['slug'] },
  ourpartners: { page: 'ourpartners', params: ['section'] },
};

/** information-cookies → cookies; about → about; a route with children names them by its params. */
export function routeContent(routeId: string): RouteContent {
  return ROUTE_CONTENT[routeId] ?? { page: routeId.replace(/^information-/, ''), params: [] };
}

/** The content path the route's params name: stops at the first param that is absent. */
export function contentPath(content: RouteContent, params: Readonly<Record<string, string | number>>): string[] {
  const path: string[] = [];
  for (const name of content.params) {
    const value = params[name];
    if (value === undefined || value === '') break;
    path.push(String(value));
  }
  return path;
}

/** The route params that lead to the content at `path` (a child's or a trail entry's). */
export function paramsFor(content: RouteContent, path: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  content.params.forEach((name, depth) => {
    if (depth < path.length) params[name] = path[depth]!;
  });
  return params;
}

export function contentApiPath(page: string, path: readonly string[]): string {
  return ['/cms/pages', page, ...path].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');
}

/** Pages that only signed-in players may read on some sites: their answer differs by who asks. */
export const PERSONAL_PAGES: ReadonlySet<string> = new Set(['payment']);

export function contentKey(lng: string, page: string, path: readonly string[], signedIn: boolean): string {
  return `info/cms/${lng}/${[page, ...path].join('/')}${PERSONAL_PAGES.has(page) ? (signedIn ? '#user' : '#guest') : ''}`;
}
