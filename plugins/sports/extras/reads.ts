/**
 * What the extras pages read, by key, path and query: one place for the page (useRemoteData) and the
 * server's first screen (loadRemoteData), so both ask the same and the page starts from the server's
 * answer.
 */
export interface Read {
  key: string;
  path: string;
  query?: Readonly<Record<string, string | number>>;
}

export const teamRead = (slug: string): Read => ({ key: `sports-extras/team/${slug}`, path: `/sports-extras/teams/${encodeURIComponent(slug)}` });

export const championRead = (champion: string): Read => ({ key: `sports-extras/champion/${champion}`, path: `/sports-extras/champions/${champion}` });

export const championFinalRead = (champion: string): Read => ({ key: `sports-extras/champion-final/${champion}`, path: `/sports-extras/champions/${champion}/final` });

export const championEventRead = (champion: string, id: number): Read => ({
  key: `sports-extras/champion-event/${champion}/${id}`,
  path: `/sports-extras/champions/${champion}/events/${id}`,
});

export const champsResultsRead = (sport: string | null): Read => ({
  key: `sports-extras/champs-results/${sport ?? ''}`,
  path: '/sports-extras/champions-results',
  query: sport === null ? {} : { sport },
});

export const recommendationsRead = (sport: string | null, champ: number | null): Read => ({
  key: `sports-extras/recommendations/${sport ?? ''}/${champ ?? ''}`,
  path: '/sports-extras/recommendations',
  query: { ...(sport === null ? {} : { sport }), ...(champ === null ? {} : { champ }) },
});

/** The express of the day: the line's (its page and the line page) or the live page's. The line's keeps its query-less key and address. */
export const expressDayRead = (section: 'line' | 'live'): Read =>
  section === 'line'
    ? { key: 'sports-extras/express-day', path: '/sports-extras/express-day' }
    : { key: 'sports-extras/express-day/live', path: '/sports-extras/express-day', query: { section } };

/** A path param as the page reads it: absent or empty is null. */
export function paramText(value: string | number | undefined): string | null {
  return value === undefined || value === '' ? null : String(value);
}
