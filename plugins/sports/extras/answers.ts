/**
 * Light checks of the sports extras answers in the browser: the server checks them whole against
 * schemas/sports-extras-api.schema.ts in development and in its tests; a page only makes sure the
 * fields it reads are there, so a broken answer shows as a failure with a retry, not a crash.
 */
import type { Game } from '../../../schemas/sports-api.schema.ts';
import type {
  SportsBetsOnYouAnswer,
  SportsChampionAnswer,
  SportsChampionEventAnswer,
  SportsChampionFinalAnswer,
  SportsChampsResultsAnswer,
  SportsExpressDayAnswer,
  SportsFavoritesViewAnswer,
  SportsRecommendationsAnswer,
  SportsResultsAnswer,
  SportsSearchAnswer,
  SportsTeamAnswer,
} from '../../../schemas/sports-extras-api.schema.ts';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const listOf =
  (check: (item: unknown) => boolean) =>
  (value: unknown): boolean =>
    Array.isArray(value) && value.every(check);

function isMarket(value: unknown): boolean {
  return isRecord(value) && isId(value.id) && typeof value.coef === 'number' && value.coef > 1 && typeof value.blocked === 'boolean' && isText(value.outcome);
}

export function isGame(value: unknown): value is Game {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isId(value.champId) &&
    isText(value.sport) &&
    isText(value.home) &&
    isText(value.away) &&
    typeof value.startAt === 'number' &&
    typeof value.isLive === 'boolean' &&
    typeof value.isFinished === 'boolean' &&
    (value.score === null || (isRecord(value.score) && typeof value.score.home === 'number' && typeof value.score.away === 'number')) &&
    listOf(isMarket)(value.markets)
  );
}

const games = listOf(isGame);

/** A parser for useRemoteData: the answer when every listed field passes its check, else null. */
function shaped<T>(checks: Readonly<Record<string, (value: unknown) => boolean>>) {
  return (value: unknown): T | null => (isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key])) ? (value as T) : null);
}

const isChampion = (value: unknown) => isRecord(value) && isText(value.id) && isId(value.champId) && isText(value.name);

export const parseTeam = shaped<SportsTeamAnswer>({
  team: (v) => isRecord(v) && isText(v.name) && isText(v.sport) && Array.isArray(v.champs),
  live: games,
  line: games,
  recent: games,
  stats: (v) => isRecord(v) && typeof v.played === 'number' && Array.isArray(v.form),
});
export const parseBetsOnYou = shaped<SportsBetsOnYouAnswer>({ items: listOf((i) => isRecord(i) && isGame(i.game) && typeof i.bets === 'number' && typeof i.share === 'number') });
export const parseFavoritesView = shaped<SportsFavoritesViewAnswer>({ games, gone: listOf(isId), champs: listOf((c) => isRecord(c) && isId(c.id) && isText(c.name)) });
export const parseSearch = shaped<SportsSearchAnswer>({ query: isText, groups: listOf((g) => isRecord(g) && isText(g.sport) && isText(g.name) && games(g.games)) });
export const parseExpressDay = shaped<SportsExpressDayAnswer>({
  totalCoef: (v) => typeof v === 'number',
  selections: listOf((s) => isRecord(s) && isGame(s.game) && isMarket(s.market)),
});
export const parseChampsResults = shaped<SportsChampsResultsAnswer>({
  sports: listOf((s) => isRecord(s) && isText(s.id) && listOf((c) => isRecord(c) && isId(c.id) && isText(c.name) && Array.isArray(c.seasons))(s.champs)),
});
export const parseChampion = shaped<SportsChampionAnswer>({ champion: isChampion, live: games, line: games, recent: games });
export const parseChampionFinal = shaped<SportsChampionFinalAnswer>({
  champion: isChampion,
  fixture: (v) => isRecord(v) && isId(v.id) && isText(v.home) && isText(v.away) && typeof v.startAt === 'number',
  game: (v) => v === null || isGame(v),
  winner: (v) => v === null || isText(v),
});
export const parseChampionEvent = shaped<SportsChampionEventAnswer>({
  champion: isChampion,
  game: isGame,
  timeline: listOf((m) => isRecord(m) && typeof m.clockSec === 'number' && (m.team === 'home' || m.team === 'away')),
});
export const parseRecommendations = shaped<SportsRecommendationsAnswer>({ items: listOf((i) => isRecord(i) && isGame(i.game) && isText(i.reason)) });
export const parseResults = shaped<SportsResultsAnswer>({
  groups: listOf((g) => isRecord(g) && isRecord(g.champ) && isText(g.champ.name) && games(g.games)),
});
