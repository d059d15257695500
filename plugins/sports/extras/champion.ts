/** The champion pages: which there are, and the tabs between a champion's views. */
import { CHAMPION_IDS, type ChampionId } from '../schemas.ts';

export function isChampionId(value: unknown): value is ChampionId {
  return typeof value === 'string' && (CHAMPION_IDS as readonly string[]).includes(value);
}

export type ChampionView = 'home' | 'final' | 'event' | 'favorites';

export function championViewOf(routeId: string): ChampionView {
  if (routeId === 'champions-final') return 'final';
  if (routeId === 'champions-event') return 'event';
  if (routeId === 'champions-favorites') return 'favorites';
  return 'home';
}
