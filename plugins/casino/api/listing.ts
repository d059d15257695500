/**
 * The lobby's counts and the paged, filtered game list, as pure functions over the catalog of one
 * market. A bad filter is a refusal (400 for input that can never be right, 404 for a provider,
 * section or theme the market does not have), never an empty page that hides the mistake.
 */
import {
  CASINO_CATEGORIES,
  CASINO_PAGE_SIZE_MAX,
  CASINO_SEARCH_MIN_LENGTH,
  CASINO_SECTIONS,
  type CasinoCategory,
  type CasinoGamesPageAnswer,
  type CasinoLobbyAnswer,
  type CasinoSection,
} from '../schemas.ts';
import { LOGO_SIZE, type Catalog, type CatalogGame } from './catalog.ts';
import type { Localized } from '../../../server/kit/index.ts';

export const DEFAULT_PAGE_SIZE = 48;

export type Refused = { refused: 400 | 404; message: Localized };

export function lobbyOf(catalog: Catalog, market: string): CasinoLobbyAnswer {
  const games = catalog.offeredIn(market);
  const categories = CASINO_CATEGORIES.map((id) => ({ id, gamesCount: id === 'all' ? games.length : games.filter((g) => g.game.category === id).length }));
  const sections = CASINO_SECTIONS.map((id) => {
    const members = games.filter((g) => g.game.sections.includes(id));
    const themes = new Map<string, number>();
    for (const member of members) themes.set(member.theme, (themes.get(member.theme) ?? 0) + 1);
    const subcategories = [...themes].sort(([a], [b]) => a.localeCompare(b)).map(([theme, gamesCount]) => ({ id: theme, gamesCount }));
    return { id, gamesCount: members.length, subcategories };
  });
  const perProvider = new Map<string, number>();
  for (const entry of games) perProvider.set(entry.game.provider.id, (perProvider.get(entry.game.provider.id) ?? 0) + 1);
  // A provider with nothing licensed in this market is not in its lobby at all.
  const providers = catalog.providers
    .filter((p) => perProvider.has(p.id))
    .map((p) => ({ id: p.id, name: p.name, gamesCount: perProvider.get(p.id)!, logo: { url: `/web-api/casino/providers/${p.id}.svg`, ...LOGO_SIZE } }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { categories, sections, providers };
}

export interface GamesQuery {
  section?: unknown;
  subcategory?: unknown;
  category?: unknown;
  provider?: unknown;
  search?: unknown;
  /** Comma-separated game ids (favorites, a tournament's or a landing's games): those offered here, in that order. */
  ids?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

function wholeNumber(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function listGames(catalog: Catalog, market: string, query: GamesQuery): CasinoGamesPageAnswer | Refused {
  const page = wholeNumber(query.page, 1, 1, 100_000);
  if (page === undefined) return { refused: 400, message: { en: 'page must be a whole number from 1', ru: 'page — целое число от 1' } };
  const pageSize = wholeNumber(query.pageSize, DEFAULT_PAGE_SIZE, 1, CASINO_PAGE_SIZE_MAX);
  if (pageSize === undefined) {
    return { refused: 400, message: { en: `pageSize must be a whole number from 1 to ${CASINO_PAGE_SIZE_MAX}`, ru: `pageSize — целое число от 1 до ${CASINO_PAGE_SIZE_MAX}` } };
  }

  let games: readonly CatalogGame[] = catalog.offeredIn(market);
  if (given(query.ids)) {
    const ids = /^\d{1,9}(,\d{1,9})*$/.test(query.ids) ? query.ids.split(',').map(Number) : [];
    if (ids.length === 0 || ids.length > CASINO_PAGE_SIZE_MAX) {
      return {
        refused: 400,
        message: { en: `ids must be 1 to ${CASINO_PAGE_SIZE_MAX} game ids separated by commas`, ru: `ids — от 1 до ${CASINO_PAGE_SIZE_MAX} номеров игр через запятую` },
      };
    }
    // A game not offered here is left out, as it is from every other list.
    games = [...new Set(ids)].map((id) => catalog.byId(id)).filter((g): g is CatalogGame => g !== undefined && !g.notIn.has(market));
  }
  if (given(query.category) && query.category !== 'all') {
    if (!(CASINO_CATEGORIES as readonly string[]).includes(query.category)) {
      return { refused: 400, message: { en: `category must be one of ${CASINO_CATEGORIES.join(', ')}`, ru: `category — одно из значений ${CASINO_CATEGORIES.join(', ')}` } };
    }
    const category = query.category as CasinoCategory;
    games = games.filter((g) => g.game.category === category);
  }
  if (given(query.section)) {
    if (!(CASINO_SECTIONS as readonly string[]).includes(query.section)) {
      return { refused: 404, message: { en: `There is no casino section "${query.section}"`, ru: `Раздела казино «${query.section}» нет` } };
    }
    const section = query.section as CasinoSection;
    games = games.filter((g) => g.game.sections.includes(section));
    // The newest first where the section is about novelty (higher ids were added later).
    if (section === 'new') games = [...games].sort((a, b) => b.game.id - a.game.id);
    if (given(query.subcategory)) {
      const theme = query.subcategory;
      games = games.filter((g) => g.theme === theme);
      if (games.length === 0) {
        return { refused: 404, message: { en: `The section "${section}" has no subcategory "${theme}"`, ru: `В разделе «${section}» нет подраздела «${theme}»` } };
      }
    }
  } else if (given(query.subcategory)) {
    return { refused: 400, message: { en: 'subcategory needs a section', ru: 'subcategory задаётся вместе с section' } };
  }
  if (given(query.provider)) {
    const provider = query.provider;
    if (!catalog.offeredIn(market).some((g) => g.game.provider.id === provider)) {
      return { refused: 404, message: { en: `There is no game provider "${provider}" here`, ru: `Провайдера игр «${provider}» здесь нет` } };
    }
    games = games.filter((g) => g.game.provider.id === provider);
  }
  if (query.search !== undefined && query.search !== '') {
    const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
    if (search.length < CASINO_SEARCH_MIN_LENGTH) {
      return {
        refused: 400,
        message: { en: `Type at least ${CASINO_SEARCH_MIN_LENGTH} characters to search`, ru: `Для поиска введите хотя бы ${CASINO_SEARCH_MIN_LENGTH} символа` },
      };
    }
    games = games.filter((g) => g.game.name.toLowerCase().includes(search));
  }

  const start = (page - 1) * pageSize;
  return { games: games.slice(start, start + pageSize).map((g) => g.game), total: games.length, page, pageSize };
}

export function isRefused<T extends object>(answer: T | Refused): answer is Refused {
  return 'refused' in answer;
}
