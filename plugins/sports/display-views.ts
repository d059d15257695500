/**
 * What the display preferences change in the lists, derived from the store: the Asian view's
 * columns of a game and the championships grouped by country. Both are worked out once per list of
 * ids (a market's group and a championship's country never change) and kept while that list is the
 * same array, so a poll that changes nothing re-renders nothing.
 */
import type { Market } from './model.ts';
import { selectChamp, selectList, selectSports, type ListGroup } from './slice.ts';

/** A game's prices in the Asian view: the result (home, away, then the draw), its main handicap and total. */
export interface AsianColumns {
  readonly result: readonly number[];
  readonly handicap: readonly number[];
  readonly total: readonly number[];
}

const RESULT_ORDER: readonly Market['outcome'][] = ['1', '2', 'X'];
const columnsCache = new WeakMap<readonly number[], WeakMap<readonly number[], AsianColumns>>();

/**
 * The columns of a game whose list carried its main lines. Lines on the same row belong to the
 * same side (home, then away), as Asian books print them.
 */
export function selectAsianColumns(state: unknown, mainMarketIds: readonly number[], lineMarketIds: readonly number[]): AsianColumns {
  let byLines = columnsCache.get(mainMarketIds);
  const cached = byLines?.get(lineMarketIds);
  if (cached) return cached;
  const { markets } = selectSports(state);
  const known = (id: number) => markets[id] !== undefined;
  const rank = (id: number) => RESULT_ORDER.indexOf(markets[id]!.outcome);
  const ofGroup = (group: Market['group']) => lineMarketIds.filter((id) => markets[id]?.group === group);
  const columns: AsianColumns = {
    result: mainMarketIds.filter(known).sort((a, b) => rank(a) - rank(b)),
    handicap: ofGroup('handicap'),
    total: ofGroup('total'),
  };
  // Cached only once every market is here: a list merges its games and markets in one step.
  if ([...mainMarketIds, ...lineMarketIds].every(known)) {
    if (!byLines) columnsCache.set(mainMarketIds, (byLines = new WeakMap()));
    byLines.set(lineMarketIds, columns);
  }
  return columns;
}

/** Championships of one country, in list order, with the number of their games. */
export interface CountryGroup {
  /** The championships' country id; '' when the feed did not say (shown as "Other"). */
  readonly country: string;
  readonly groups: readonly ListGroup[];
  readonly games: number;
}

const NO_COUNTRIES: readonly CountryGroup[] = [];
const countriesCache = new WeakMap<readonly ListGroup[], readonly CountryGroup[]>();

/** The list's championships under their countries, countries in the order their first championship comes. */
export function selectCountryGroups(state: unknown): readonly CountryGroup[] {
  return countryGroupsOf(state, selectList(state)?.groups);
}

/** `groups` (the list's, or the list's without its top games) under their countries. */
export function countryGroupsOf(state: unknown, groups: readonly ListGroup[] | undefined): readonly CountryGroup[] {
  if (!groups || groups.length === 0) return NO_COUNTRIES;
  const cached = countriesCache.get(groups);
  if (cached) return cached;
  const byCountry = new Map<string, { groups: ListGroup[]; games: number }>();
  for (const group of groups) {
    const country = selectChamp(state, group.champId)?.country ?? '';
    const bucket = byCountry.get(country) ?? { groups: [], games: 0 };
    bucket.groups.push(group);
    bucket.games += group.gameIds.length;
    byCountry.set(country, bucket);
  }
  const out = [...byCountry].map(([country, bucket]) => ({ country, ...bucket }));
  countriesCache.set(groups, out);
  return out;
}
