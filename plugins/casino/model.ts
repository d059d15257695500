/**
 * The casino API's answers as the pages read them (types from the answer schemas), and their
 * checks: each parser returns the answer when the fields a page reads are there, else null (the page
 * then shows a failure with a retry rather than breaking on a field that is missing).
 */
import {
  CASINO_BONUS_GAMES,
  CASINO_CATEGORIES,
  type CasinoBonusGameId,
  type CasinoBonusGamesAnswer,
  type CasinoCategory,
  type CasinoDailyChallengesAnswer,
  type CasinoGame,
  type CasinoGamesPageAnswer,
  type CasinoLandingAnswer,
  type CasinoLaunchAnswer,
  type CasinoLobbyAnswer,
  type CasinoPromotionsAnswer,
  type CasinoTournament,
  type CasinoTournamentResultsAnswer,
} from '../../schemas/casino-api.schema.ts';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));
const isNumberOrNull = (value: unknown): boolean => value === null || isNumber(value);

function has(value: unknown, checks: Readonly<Record<string, (field: unknown) => boolean>>): value is Fields {
  return isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
}

const listOf =
  (check: (item: unknown) => boolean) =>
  (value: unknown): value is unknown[] =>
    Array.isArray(value) && value.every(check);

const isPicture = (value: unknown): boolean => has(value, { url: isText, width: isNumber, height: isNumber });

/** The casino's game filters, in the order the chips show them. */
export const CATEGORIES = CASINO_CATEGORIES;
export type Category = CasinoCategory;
export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);

export type Game = CasinoGame;

export function isGame(value: unknown): value is Game {
  return (
    has(value, { id: isNumber, slug: isText, name: isText, category: isText, thumbnail: isPicture, demo: isFlag, isNew: isFlag, jackpot: isNumberOrNull, sections: listOf(isText) }) &&
    has(value.provider, { id: isText, name: isText })
  );
}

export type GamesPage = CasinoGamesPageAnswer;

export const parseGamesPage = (value: unknown): GamesPage | null =>
  has(value, { games: listOf(isGame), total: isNumber, page: isNumber, pageSize: isNumber }) ? (value as unknown as GamesPage) : null;

export const parseGame = (value: unknown): Game | null => (isGame(value) ? value : null);
/** One game's read: the game page's key (its texts are in the page's language) and path. */
export const gameKeyOf = (gameId: number, lng: string): string => `casino/game/${gameId}/${lng}`;
export const gamePathOf = (gameId: number): string => `/casino/games/${gameId}`;

export const parseGameList = (value: unknown): readonly Game[] | null => (has(value, { games: listOf(isGame) }) ? (value.games as Game[]) : null);

export type Lobby = CasinoLobbyAnswer;
export type Provider = Lobby['providers'][number];

const isCounted = (value: unknown): boolean => has(value, { id: isText, gamesCount: isNumber });

export const parseLobby = (value: unknown): Lobby | null =>
  has(value, {
    categories: listOf(isCounted),
    sections: listOf((section) => isCounted(section) && has(section, { subcategories: listOf(isCounted) })),
    providers: listOf((provider) => has(provider, { id: isText, name: isText, gamesCount: isNumber, logo: isPicture })),
  })
    ? (value as unknown as Lobby)
    : null;

export const parseFavorites = (value: unknown): readonly number[] | null => (has(value, { gameIds: listOf(isNumber) }) ? (value.gameIds as number[]) : null);

export type Launch = CasinoLaunchAnswer;

export const parseLaunch = (value: unknown): Launch | null =>
  has(value, { url: isText, origin: isText, mode: (m) => m === 'real' || m === 'demo', sessionId: isText }) ? (value as unknown as Launch) : null;

/** What the game frame reports while it runs (net: the session's wins minus its stakes so far). */
export interface GameState {
  readonly balance: number;
  readonly net: number;
  readonly elapsedSeconds: number;
}

export function parseGameState(value: unknown): GameState | null {
  if (!has(value, { type: (t) => t === 'game-state', balance: isNumber, net: isNumber, elapsedSeconds: isNumber })) return null;
  return { balance: value.balance as number, net: value.net as number, elapsedSeconds: value.elapsedSeconds as number };
}

export type Tournament = CasinoTournament;
export type TournamentState = Tournament['state'];

const isTournament = (value: unknown): value is Tournament =>
  has(value, {
    id: isText,
    name: isText,
    prizePool: isNumber,
    currency: isText,
    startsAt: isTime,
    endsAt: isTime,
    state: (s) => s === 'upcoming' || s === 'running' || s === 'finished',
    gameIds: listOf(isNumber),
  });

export const parseTournaments = (value: unknown): readonly Tournament[] | null =>
  has(value, { tournaments: listOf(isTournament) }) ? (value.tournaments as Tournament[]) : null;

export const parseTournament = (value: unknown): Tournament | null => (isTournament(value) ? value : null);

export type TournamentResults = CasinoTournamentResultsAnswer;
export type LeaderboardRow = TournamentResults['leaderboard'][number];

export const parseResults = (value: unknown): TournamentResults | null =>
  has(value, {
    currency: isText,
    state: isText,
    leaderboard: listOf((row) => has(row, { place: isNumber, player: isText, points: isNumber, prize: isNumberOrNull })),
  })
    ? (value as unknown as TournamentResults)
    : null;

export type Promotion = CasinoPromotionsAnswer['promotions'][number];

export const parsePromotions = (value: unknown): readonly Promotion[] | null =>
  has(value, { promotions: listOf((p) => has(p, { id: isText, title: isText, body: isText, image: isPicture, endsAt: isTime })) })
    ? (value.promotions as Promotion[])
    : null;

export type DailyChallenge = CasinoDailyChallengesAnswer['challenges'][number];

export const parseChallenges = (value: unknown): readonly DailyChallenge[] | null =>
  has(value, {
    challenges: listOf((c) =>
      has(c, { id: isText, title: isText, body: isText, gameIds: listOf(isNumber), target: isNumber, progress: isNumberOrNull, endsAt: isTime, reward: (r) => has(r, { amount: isNumber, currency: isText }) }),
    ),
  })
    ? (value.challenges as DailyChallenge[])
    : null;

/** The only bonus games there are; each has its own route. */
export const BONUS_GAMES = CASINO_BONUS_GAMES;
export type BonusGameId = CasinoBonusGameId;
export type BonusGame = CasinoBonusGamesAnswer['games'][number];

export const parseBonusGames = (value: unknown): readonly BonusGame[] | null =>
  has(value, { games: listOf((g) => has(g, { id: (id) => BONUS_GAMES.includes(id as BonusGameId), name: isText, rules: isText })) }) ? (value.games as BonusGame[]) : null;

export type Landing = CasinoLandingAnswer;

export const parseLanding = (value: unknown): Landing | null => (has(value, { title: isText, body: isText, gameIds: listOf(isNumber) }) ? (value as unknown as Landing) : null);

/** A game's page path segment: its name in lower case with dashes (the id decides; the name reads well). */
export function gameNameSegment(game: Pick<Game, 'slug' | 'name'>): string {
  const fromSlug = game.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  if (fromSlug) return fromSlug;
  return game.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'game';
}
