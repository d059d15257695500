/** Where the cricket and cyber pages link, by route id of route-manifests/cricket.json and cyber.json. */
import type { RouteTarget } from '@plugin-api';
import type { Game } from '../model.ts';
import type { CyberType } from './answers.ts';
import { EVERY_DISCIPLINE } from './cyber-view.ts';

export { EVERY_DISCIPLINE };

/** Polling of what the pages show (ms): lists with live games, and the rest. */
export const LIVE_POLL_MS = 5000;
export const MIXED_POLL_MS = 10_000;
export const LINE_POLL_MS = 15_000;

export function cricketGameTarget(game: Pick<Game, 'id'>): RouteTarget {
  return { to: 'cricket-game', params: { game: game.id } };
}

export function cricketChampTarget(champId: number): RouteTarget {
  return { to: 'cricket-champ', params: { champ: champId } };
}

export function cyberGameTarget(type: CyberType, game: Pick<Game, 'id' | 'champId' | 'discipline' | 'isLive'>): RouteTarget {
  return {
    to: 'cyber-game',
    params: { type, discipline: game.discipline ?? EVERY_DISCIPLINE, champ: game.champId, section: game.isLive ? 'live' : 'line', game: game.id },
  };
}

export function cyberTypeTarget(type: CyberType): RouteTarget {
  return { to: 'cyber-type', params: { type } };
}
