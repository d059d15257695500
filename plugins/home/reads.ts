/**
 * What the home's blocks read, by key, path and query: one place for the blocks (useRemoteData) and
 * the server's first screen (loadRemoteData), so both ask the same and the page starts from the
 * server's answer.
 */
import type { PollKey } from './state.ts';

export interface Read {
  key: string;
  path: string;
  query?: Readonly<Record<string, string>>;
  poll: PollKey;
}

export const topGamesRead = (section: 'live' | 'line'): Read => ({ key: `home/top-games/${section}`, path: '/home/top-games', query: { section }, poll: section });
export const bannersRead: Read = { key: 'home/banners', path: '/home/banners', poll: 'banners' };
