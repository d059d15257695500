/**
 * What a lobby route lists: the route's own part (its section, subcategory or provider) and the
 * player's filters from the URL (category chip, provider, search). Pure, so it is tested alone.
 */
import { isCategory, type Category } from './model.ts';
import type { ListQuery } from './games-slice.ts';

/** Searches shorter than this are not sent (the server refuses them); the field says why. */
export const MIN_SEARCH_LENGTH = 2;

export interface LobbyFilters {
  readonly category: Category;
  readonly provider: string;
  readonly search: string;
}

export interface LobbyView {
  /** The dictionary key of the page's heading. */
  readonly titleKey: string;
  /** The section the route names (its :section param or its own), if any. */
  readonly section: string | null;
  readonly subcategory: string | null;
  /** The provider of a provider's page: the provider filter is then fixed. */
  readonly provider: string | null;
  /** The category chip shown selected when the URL names none. */
  readonly defaultCategory: Category;
  /** Skeleton tiles while the first page loads: fewer for the short "other games" list. */
  readonly skeletonCount: number;
  /** The search page lists popular games until a search is typed. */
  readonly isSearchPage: boolean;
}

export const GAME_SKELETONS = 16;
export const OTHER_GAME_SKELETONS = 2;

/** Dictionary keys use underscores where ids use dashes. */
export const keyPart = (id: string): string => id.replace(/-/g, '_');

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function lobbyViewOf(pageType: string | undefined, params: Readonly<Record<string, string | number>>): LobbyView {
  const base: LobbyView = { titleKey: `casino_title_${keyPart(pageType ?? 'all')}`, section: null, subcategory: null, provider: null, defaultCategory: 'all', skeletonCount: GAME_SKELETONS, isSearchPage: false };
  switch (pageType) {
    case 'slots':
    case 'live-casino': {
      const section = text(params.section);
      if (!section) return pageType === 'slots' ? { ...base, defaultCategory: 'slots' } : { ...base, section: 'live-casino' };
      return { ...base, titleKey: `casino_section_${keyPart(section)}`, section, subcategory: text(params.subcategory) };
    }
    case 'provider':
      return { ...base, titleKey: 'casino_title_provider', provider: text(params.provider) };
    case 'all':
    case undefined:
      return base;
    case 'search':
      return { ...base, isSearchPage: true };
    case 'othergames':
      return { ...base, section: 'othergames', skeletonCount: OTHER_GAME_SKELETONS };
    default:
      return { ...base, section: pageType };
  }
}

export function filtersOf(view: LobbyView, search: string): LobbyFilters {
  const query = new URLSearchParams(search);
  const category = query.get('category');
  return {
    category: isCategory(category) ? category : view.defaultCategory,
    provider: view.provider ?? query.get('provider') ?? '',
    search: (query.get('search') ?? '').trim(),
  };
}

/**
 * Whether a 404 for the list means the address names nothing (an unknown provider, section or
 * subcategory), not a filter the player chose from the URL's query.
 */
export function isRouteListMissing(view: LobbyView, search: string, error: { readonly status: number } | null): boolean {
  if (error?.status !== 404) return false;
  const own = filtersOf(view, '');
  const chosen = filtersOf(view, search);
  return chosen.category === own.category && chosen.provider === own.provider && chosen.search === own.search;
}

/** The API query of the list on screen. */
export function gamesQueryOf(view: LobbyView, filters: LobbyFilters): ListQuery {
  const query: Record<string, string> = {};
  const searching = filters.search.length >= MIN_SEARCH_LENGTH;
  const section = view.section ?? (view.isSearchPage && !searching ? 'popular' : null);
  if (section) query.section = section;
  if (view.subcategory) query.subcategory = view.subcategory;
  if (filters.category !== 'all') query.category = filters.category;
  if (filters.provider) query.provider = filters.provider;
  if (searching) query.search = filters.search;
  return query;
}

/** The URL's query with one filter changed (the default value leaves the URL). */
export function searchWith(search: string, name: 'category' | 'provider' | 'search', value: string, defaultValue = ''): string {
  const query = new URLSearchParams(search);
  if (value === defaultValue || value === '') query.delete(name);
  else query.set(name, value);
  const next = query.toString();
  return next ? `?${next}` : '';
}
