/**
 * The remote-data keys and reads of the lotto pages, in one place: the pages read them with
 * useRemoteData and the server's first screen loads the same ones, so the browser starts from what
 * the server fetched. Keys carry the language: names come in the caller's language.
 */
import { LOTTO_RESULTS_SECTION } from './schemas.ts';

export interface Read {
  readonly key: string;
  readonly path: string;
  readonly query: Record<string, string | number>;
}

export const catalogRead = (section: string | null, lng: string): Read => ({
  key: `lotto/catalog/${section ?? 'all'}/${lng}`,
  path: '/lotto/catalog',
  query: section === null ? {} : { section },
});

export const lotteryRead = (section: string, lottoId: number, lng: string): Read => ({
  key: `lotto/lottery/${section}/${lottoId}/${lng}`,
  path: `/lotto/lotteries/${lottoId}`,
  query: { section },
});

export const resultsRead = (lottoId: number | null, lng: string): Read => ({
  key: `lotto/results/${lottoId ?? 'all'}/${lng}`,
  path: '/lotto/results',
  query: lottoId === null ? {} : { lottoId },
});

export const totoRead = (section: string | null, lng: string): Read => ({
  key: `lotto/toto/${section ?? 'first'}/${lng}`,
  path: '/toto/sections',
  query: section === null ? {} : { section },
});

export const ticketsKey = (lottoId: number, lng: string): string => `lotto/tickets/${lottoId}/${lng}`;

/** What a lotto address shows, from its params. */
export type LottoView = { kind: 'results'; lottoId: number | null } | { kind: 'lottery'; section: string; lottoId: number } | { kind: 'catalog'; section: string | null };

export function lottoViewOf(params: Readonly<Record<string, string | number>>): LottoView {
  const section = typeof params.sectionName === 'string' ? params.sectionName : null;
  const lottoId = typeof params.lottoId === 'number' ? params.lottoId : null;
  if (section === LOTTO_RESULTS_SECTION) return { kind: 'results', lottoId };
  if (section !== null && lottoId !== null) return { kind: 'lottery', section, lottoId };
  return { kind: 'catalog', section };
}
