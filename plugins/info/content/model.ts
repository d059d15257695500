/**
 * Which content a route shows and where the content API serves it: small, because the server's
 * first-screen read needs it beside the plugin's index.
 */
import type { CmsBlock, CmsPageAnswer } from '../schemas.ts';

export type { CmsBlock, CmsPageAnswer };

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
