/**
 * Light checks of the cricket and cyber answers in the browser: the server enforces the full schemas
 * (schemas/cricket-api.schema.ts) in development and in its tests; here a page only makes sure an
 * answer has the shape it is about to render, so a broken answer shows the error state instead of
 * throwing while rendering.
 */
import type {
  CricketAppLinkAnswer,
  CricketBroadcastsAnswer,
  CricketChampAnswer,
  CricketChampsAnswer,
  CricketEventsAnswer,
  CricketFavoritesAnswer,
  CricketHomeAnswer,
  CricketPlayerAnswer,
  CyberChampsAnswer,
  CyberGamesAnswer,
  CyberTypeAnswer,
} from '../../../schemas/cricket-api.schema.ts';
import type { Game } from '../model.ts';

export type {
  CricketAppLinkAnswer,
  CricketBroadcastsAnswer,
  CricketChamp,
  CricketChampAnswer,
  CricketChampsAnswer,
  CricketEventsAnswer,
  CricketFavoritesAnswer,
  CricketHomeAnswer,
  CricketPlayerAnswer,
  CricketPlayerSummary,
  CyberChampsAnswer,
  CyberDiscipline,
  CyberGamesAnswer,
  CyberType,
  CyberTypeAnswer,
} from '../../../schemas/cricket-api.schema.ts';

type Parsed<T> = T | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isGame(value: unknown): value is Game {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isId(value.champId) &&
    typeof value.home === 'string' &&
    typeof value.away === 'string' &&
    typeof value.isLive === 'boolean' &&
    typeof value.startAt === 'number' &&
    Array.isArray(value.markets) &&
    value.markets.every((m) => isRecord(m) && isId(m.id) && typeof m.coef === 'number' && typeof m.blocked === 'boolean')
  );
}

const isGames = (value: unknown): value is Game[] => Array.isArray(value) && value.every(isGame);
const isNamedList = (value: unknown): boolean => Array.isArray(value) && value.every((c) => isRecord(c) && typeof c.name === 'string');

export function parseCricketHome(value: unknown): Parsed<CricketHomeAnswer> {
  return isRecord(value) && isNamedList(value.champs) && isGames(value.live) && isGames(value.upcoming) ? (value as CricketHomeAnswer) : null;
}

export function parseCricketChamps(value: unknown): Parsed<CricketChampsAnswer> {
  return isRecord(value) && isNamedList(value.champs) ? (value as CricketChampsAnswer) : null;
}

export function parseCricketEvents(value: unknown): Parsed<CricketEventsAnswer> {
  return isRecord(value) && isNamedList(value.champs) && isGames(value.games) ? (value as CricketEventsAnswer) : null;
}

export function parseCricketChamp(value: unknown): Parsed<CricketChampAnswer> {
  return isRecord(value) && isRecord(value.champ) && isGames(value.games) && isNamedList(value.players) ? (value as CricketChampAnswer) : null;
}

export function parseCricketPlayer(value: unknown): Parsed<CricketPlayerAnswer> {
  return isRecord(value) && isRecord(value.player) && isRecord(value.player.stats) && isNamedList(value.teammates) ? (value as CricketPlayerAnswer) : null;
}

export function parseCricketBroadcasts(value: unknown): Parsed<CricketBroadcastsAnswer> {
  return isRecord(value) && Array.isArray(value.broadcasts) && value.broadcasts.every((b) => isRecord(b) && isGame(b.game) && typeof b.channel === 'string')
    ? (value as CricketBroadcastsAnswer)
    : null;
}

export function parseCricketFavorites(value: unknown): Parsed<CricketFavoritesAnswer> {
  return isRecord(value) && Array.isArray(value.champIds) && value.champIds.every(isId) && Array.isArray(value.gameIds) && value.gameIds.every(isId)
    ? (value as CricketFavoritesAnswer)
    : null;
}

export function parseCricketAppLink(value: unknown): Parsed<CricketAppLinkAnswer> {
  return isRecord(value) && typeof value.token === 'string' && typeof value.expiresAt === 'number' ? (value as CricketAppLinkAnswer) : null;
}

export function parseSignIn(value: unknown): Parsed<{ success: true; data: { token: string; user_id: number } }> {
  return isRecord(value) && value.success === true && isRecord(value.data) && typeof value.data.token === 'string' && isId(value.data.user_id)
    ? (value as { success: true; data: { token: string; user_id: number } })
    : null;
}

export function parseGameAnswer(value: unknown): Parsed<{ game: Game }> {
  return isRecord(value) && isGame(value.game) ? (value as { game: Game }) : null;
}

export function parseCyberType(value: unknown): Parsed<CyberTypeAnswer> {
  return isRecord(value) && isNamedList(value.disciplines) && isGames(value.live) ? (value as CyberTypeAnswer) : null;
}

export function parseCyberGames(value: unknown): Parsed<CyberGamesAnswer> {
  return isRecord(value) && isNamedList(value.champs) && isGames(value.games) ? (value as CyberGamesAnswer) : null;
}

export function parseCyberChamps(value: unknown): Parsed<CyberChampsAnswer> {
  return isRecord(value) && isNamedList(value.champs) ? (value as CyberChampsAnswer) : null;
}
