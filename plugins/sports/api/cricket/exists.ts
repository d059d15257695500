/**
 * Whether a cricket or cyber page's data exists, cheaply and without I/O: the server's first load
 * answers 404 for a page that would only show "not found" (an unknown championship, player, game,
 * cyber type or discipline). Route ids and params are those of route-manifests/cricket.json and
 * cyber.json; a route this module does not know exists whenever the router matched it.
 */
import { feedNow } from '../../../../server/kit/index.ts';
import { cricketChampOf, cricketGame, cricketPlayer } from './cricket-data.ts';
import { cyberChampOf, cyberGame, cyberTypeOf, disciplineOf, EVERY_DISCIPLINE } from './cyber-data.ts';

type Params = Readonly<Record<string, string | number>>;

function numberOf(value: string | number | undefined): number {
  return typeof value === 'number' ? value : Number(value);
}

export function cricketPageExists(routeId: string, params: Params, now: number = feedNow()): boolean {
  switch (routeId) {
    case 'cricket-champ':
      return cricketChampOf(numberOf(params.champ)) !== null;
    case 'cricket-player-info':
      return cricketPlayer(numberOf(params.id)) !== null;
    case 'cricket-game':
      return cricketGame(numberOf(params.game), now) !== null;
    default:
      return true;
  }
}

export function cyberPageExists(routeId: string, params: Params, now: number = feedNow()): boolean {
  if (routeId === 'cyber-real' || routeId === 'cyber') return true;
  const type = cyberTypeOf(String(params.type ?? ''));
  if (!type) return false;
  const discipline = String(params.discipline ?? '');
  switch (routeId) {
    case 'cyber-type':
    case 'cyber-all':
      return true;
    case 'cyber-discipline':
      return disciplineOf(type, discipline) !== null;
    case 'cyber-live':
    case 'cyber-line':
    case 'cyber-champs':
      return discipline === EVERY_DISCIPLINE || disciplineOf(type, discipline) !== null;
    case 'cyber-champ':
      return cyberChampOf(type, discipline, numberOf(params.champ)) !== null;
    case 'cyber-game':
      return (params.section === 'live' || params.section === 'line') && cyberGame(type, discipline, numberOf(params.champ), numberOf(params.game), now) !== null;
    default:
      return true;
  }
}

/** One entry for both areas: the page of `routeId` with `params` has data to show. */
export function cricketOrCyberPageExists(routeId: string, params: Params, now: number = feedNow()): boolean {
  if (routeId.startsWith('cyber')) return cyberPageExists(routeId, params, now);
  if (routeId.startsWith('cricket')) return cricketPageExists(routeId, params, now);
  return true;
}
